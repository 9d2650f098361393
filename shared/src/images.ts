import { API_BASE, API_ROUTES, apiPath } from './api-routes.js';

// Spec §7: images load from /api/images/{image}. The server makes these WebP variants of every picture.
export const IMAGE_VARIANTS = ['card', 'banner', 'full'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** The box each variant fits (the server's image pipeline resizes into it): card 640×480, banner 1600×640. */
export const IMAGE_SIZES = {
  card: { width: 640, height: 480 },
  banner: { width: 1600, height: 640 },
  full: { width: 2000, height: 2000 },
} as const satisfies Record<ImageVariant, { width: number; height: number }>;

/** The one address of an image's variant; `origin` makes it absolute (Open Graph tags, e-mails). */
export const imageUrl = (image: string, variant: ImageVariant, origin = '') =>
  `${origin}${API_BASE}${apiPath(API_ROUTES.image, { image })}?variant=${variant}`;
