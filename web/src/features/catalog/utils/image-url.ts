import { API_BASE, API_ROUTES, apiPath } from '@zlota/shared/api-routes';

export type ImageVariant = 'card' | 'banner' | 'full';

/** The server's sizes of each variant (image-pipeline.ts): card fits 640×480, banner is 1600×640. */
export const IMAGE_SIZES = {
  card: { width: 640, height: 480 },
  banner: { width: 1600, height: 640 },
  full: { width: 2000, height: 1500 },
} as const;

export const imageUrl = (image: string, variant: ImageVariant) => `${API_BASE}${apiPath(API_ROUTES.image, { image })}?variant=${variant}`;
