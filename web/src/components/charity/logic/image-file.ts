import { IMAGE_MAX_BYTES } from '@zlota/shared/constants';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';

/** The server's limits (server/src/http/multipart.ts, images/image-pipeline.ts): PNG, JPEG or WebP up to 10 MB. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** Why this file cannot be the fundraiser's picture, or null when it can. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return CHARITY_MESSAGES.imageType;
  if (file.size > IMAGE_MAX_BYTES) return CHARITY_MESSAGES.imageTooLarge;
  if (file.size === 0) return CHARITY_MESSAGES.imageBroken;
  return null;
}

/** "2,4 MB", "850 kB": a file's size as Polish readers write it. */
export function fileSizePl(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString('pl-PL', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pl-PL')} kB`;
}
