import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp, { type ResizeOptions } from 'sharp';
import { IMAGE_SIZES, IMAGE_VARIANTS, type ImageVariant } from '@zlota/shared/images';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { AppError } from '../../libraries/errors.js';
import { IMAGE_MAX_BYTES } from '../../http/multipart.js';
import { createQueue } from './image-queue.js';

export { IMAGE_MAX_BYTES, IMAGE_VARIANTS, type ImageVariant };
export const IMAGE_MAX_PIXELS = 40_000_000;
/**
 * Pictures re-encoded at once. Each already uses several cores through libvips' own threads, so one at a
 * time loses little; it holds one of libuv's four threads, and the others stay free for sqlite3.
 */
export const IMAGE_CONCURRENCY = 1;
const imageQueue = createQueue(IMAGE_CONCURRENCY);
// libvips' threads for that one picture: every core but one, which stays with the event loop and the database.
sharp.concurrency(Math.max(1, availableParallelism() - 1));
/** Names are content hashes, so a request for anything else is refused before the database. */
export const IMAGE_NAME_PATTERN = /^[a-f0-9]{24}\.webp$/;

export interface ProcessedVariant {
  variant: ImageVariant;
  contentType: 'image/webp';
  width: number;
  height: number;
  data: Buffer;
  etag: string;
}

export interface ProcessedImage {
  name: string;
  width: number;
  height: number;
  variants: ProcessedVariant[];
}

type InputFormat = 'png' | 'jpeg' | 'webp';

const RESIZE: Record<ImageVariant, ResizeOptions> = {
  card: { ...IMAGE_SIZES.card, fit: 'inside', withoutEnlargement: true },
  // The home banner is 400 px high: 640 leaves room for high-density screens.
  banner: { ...IMAGE_SIZES.banner, fit: 'cover' },
  full: { ...IMAGE_SIZES.full, fit: 'inside', withoutEnlargement: true },
};

// 'error' rather than 'warning': phone JPEGs often carry harmless warnings; broken pixel data still fails.
const INPUT = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' } as const;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const refuseType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, CHARITY_MESSAGES.imageType);
const refusePixels = () => new AppError('PAYLOAD_TOO_LARGE', 413, CHARITY_MESSAGES.imagePixels);
const refuseBroken = () => new AppError('VALIDATION', 400, CHARITY_MESSAGES.imageBroken);

/** The format the first bytes prove; file names and declared types are never trusted. */
export function sniffFormat(input: Buffer): InputFormat | undefined {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => input[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (input.subarray(0, 4).toString('latin1') === 'RIFF' && input.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
}

/** sharp's own errors: a pixel limit is 413, everything else is a picture it cannot read. */
function fromSharp(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return error instanceof Error && /pixel limit/i.test(error.message) ? refusePixels() : refuseBroken();
}

/** Reads the header only: type and pixel count are settled before any pixel is decoded. */
async function checkHeader(input: Buffer, format: InputFormat): Promise<void> {
  const metadata = await sharp(input, INPUT).metadata();
  if (metadata.format !== format) throw refuseType();
  if (!metadata.width || !metadata.height) throw refuseBroken();
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) throw refusePixels();
}

async function encodeVariant(input: Buffer, variant: ImageVariant): Promise<ProcessedVariant> {
  // autoOrient turns the picture upright; sharp writes no EXIF, XMP or GPS unless asked to.
  const { data, info } = await sharp(input, { ...INPUT, autoOrient: true })
    .resize(RESIZE[variant])
    .webp({ quality: 78, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  const etag = `"${sha256(data).slice(0, 32)}"`;
  return { variant, contentType: 'image/webp', width: info.width, height: info.height, data, etag };
}

/** Checks an uploaded picture and re-encodes it into the WebP variants the site shows. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 413, CHARITY_MESSAGES.imageTooLarge);
  const format = sniffFormat(input);
  if (!format) throw refuseType();
  return imageQueue.run(() => reencode(input, format));
}

async function reencode(input: Buffer, format: InputFormat): Promise<ProcessedImage> {
  try {
    await checkHeader(input, format);
    // One at a time: a 40-megapixel picture decoded thrice at once would triple the memory.
    const variants: ProcessedVariant[] = [];
    for (const variant of IMAGE_VARIANTS) variants.push(await encodeVariant(input, variant));
    const full = variants.find((v) => v.variant === 'full')!;
    return { name: `${sha256(full.data).slice(0, 24)}.webp`, width: full.width, height: full.height, variants };
  } catch (error) {
    throw fromSharp(error);
  }
}
