import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { IMAGE_CONCURRENCY, IMAGE_MAX_BYTES, IMAGE_NAME_PATTERN, processImage, type ProcessedImage } from './image-pipeline.js';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

const variant = (image: ProcessedImage, name: string) => image.variants.find((v) => v.variant === name)!;

/** A real 64×48 PNG whose IHDR claims another size, its CRC fixed: a pixel bomb in a few hundred bytes. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(64, 48).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const refused = (status: number, code: string, message: string) => expect.objectContaining({ status, code, message });

describe('processImage', () => {
  it('when a PNG is uploaded, then it becomes WebP variants with content-addressed name and strong ETags', async () => {
    const image = await processImage(await picture(1000, 800).png().toBuffer());
    expect(image.name).toMatch(IMAGE_NAME_PATTERN);
    expect(image.variants.map((v) => v.variant)).toEqual(['card', 'banner', 'full']);
    for (const v of image.variants) {
      expect(v.contentType).toBe('image/webp');
      expect(v.etag).toMatch(/^"[a-f0-9]{32}"$/);
      const meta = await sharp(v.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', v.width, v.height]);
    }
    expect(variant(image, 'card')).toMatchObject({ width: 600, height: 480 });
    expect(variant(image, 'banner')).toMatchObject({ width: 1600, height: 640 });
    expect(variant(image, 'full')).toMatchObject({ width: 1000, height: 800 });
    expect([image.width, image.height]).toEqual([1000, 800]);
  });

  it('when the same picture is uploaded twice, then it gets the same name', async () => {
    const png = await picture(300, 200).png().toBuffer();
    expect((await processImage(png)).name).toBe((await processImage(png)).name);
  });

  it('when a picture is larger than the full variant, then it is scaled down inside 2000×2000', async () => {
    const image = await processImage(await picture(3000, 1000).jpeg().toBuffer());
    expect(variant(image, 'full')).toMatchObject({ width: 2000, height: 667 });
    expect(variant(image, 'card')).toMatchObject({ width: 640, height: 213 });
  });

  it('when a phone JPEG is turned by EXIF and carries GPS, then it is turned upright and every tag is gone', async () => {
    const jpeg = await picture(400, 300)
      .jpeg()
      .withExif({ IFD0: { Make: 'Telefon' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect([input.orientation, input.exif !== undefined, jpeg.includes('Telefon')]).toEqual([6, true, true]);

    const image = await processImage(jpeg);
    expect(variant(image, 'full')).toMatchObject({ width: 300, height: 400 });
    for (const v of image.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(v.data.includes('Telefon')).toBe(false);
    }
  });

  it('when a WebP is uploaded, then it is re-encoded too', async () => {
    const image = await processImage(await picture(320, 240).webp().toBuffer());
    expect(variant(image, 'full')).toMatchObject({ width: 320, height: 240 });
  });

  it('when HTML is hidden after the end of a real PNG, then the output carries none of it', async () => {
    const png = await picture(200, 100).png().toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')]);
    const image = await processImage(polyglot);
    for (const v of image.variants) expect(v.data.includes('<script')).toBe(false);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00;', 'latin1')],
    ['an SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an HTML page', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['an empty file', Buffer.alloc(0)],
    ['RIFF that is not WebP', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1')],
  ])('when %s is uploaded, then it is refused with 415', async (_, bytes) => {
    await expect(processImage(bytes)).rejects.toEqual(refused(415, 'UNSUPPORTED_MEDIA_TYPE', CHARITY_MESSAGES.imageType));
  });

  it('when a PNG header is followed by garbage, then it is refused as broken with 400', async () => {
    const garbage = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 0x41)]);
    await expect(processImage(garbage)).rejects.toEqual(refused(400, 'VALIDATION', CHARITY_MESSAGES.imageBroken));
  });

  it('when a JPEG is cut short, then it is refused as broken with 400', async () => {
    const jpeg = await picture(300, 200).jpeg().toBuffer();
    await expect(processImage(jpeg.subarray(0, jpeg.length - 300))).rejects.toMatchObject({ status: 400, code: 'VALIDATION' });
  });

  it('when a file is over 10 MB, then it is refused with 413 before anything is read', async () => {
    const big = Buffer.concat([await picture(10, 10).png().toBuffer(), Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    await expect(processImage(big)).rejects.toEqual(refused(413, 'PAYLOAD_TOO_LARGE', CHARITY_MESSAGES.imageTooLarge));
  });

  it('when a PNG claims 20000×20000 pixels, then it is refused with 413 from the header alone, at once', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    const started = performance.now();
    await expect(processImage(bomb)).rejects.toEqual(refused(413, 'PAYLOAD_TOO_LARGE', CHARITY_MESSAGES.imagePixels));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('when a picture is just over 40 megapixels, then it is refused with 413', async () => {
    await expect(processImage(await pngClaiming(8000, 5001))).rejects.toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('processImage under load', () => {
  it('when 12 pictures arrive at once, then sharp works on no more than IMAGE_CONCURRENCY of them, fewer than libuv has threads', async () => {
    // Every sharp call that takes a thread (header read, encode) is counted while it is in flight.
    let inFlight = 0;
    let peak = 0;
    const prototype = sharp.prototype as unknown as Record<'metadata' | 'toBuffer', (...args: unknown[]) => Promise<unknown>>;
    const spies = (['metadata', 'toBuffer'] as const).map((method) => {
      const original = prototype[method];
      return vi.spyOn(prototype, method).mockImplementation(function (this: unknown, ...args: unknown[]) {
        inFlight++;
        peak = Math.max(peak, inFlight);
        return original.apply(this, args).finally(() => inFlight--);
      });
    });
    try {
      const png = await picture(600, 400).png().toBuffer();
      const images = await Promise.all(Array.from({ length: 12 }, () => processImage(png)));
      expect(images.every((image) => image.variants.length === 3)).toBe(true);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(peak).toBeGreaterThanOrEqual(1);
    expect(peak).toBeLessThanOrEqual(IMAGE_CONCURRENCY);
    // sqlite3 shares libuv's pool (4 threads unless UV_THREADPOOL_SIZE says more): one must always stay free.
    expect(peak).toBeLessThan(Number(process.env.UV_THREADPOOL_SIZE ?? 4));
  }, 30_000); // twelve real encodes: seconds on a busy two-core machine
});
