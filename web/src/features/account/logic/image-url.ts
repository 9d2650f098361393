import { API_BASE, API_ROUTES, apiPath } from '@zlota/shared/api-routes';

/** The server's sizes of each variant (image-pipeline.ts): card fits 640×480. */
export const CARD_IMAGE_SIZE = { width: 640, height: 480 } as const;

/** Spec §7: images load from /api/images/{image}; the card variant suits every account screen. */
export const cardImageUrl = (image: string) => `${API_BASE}${apiPath(API_ROUTES.image, { image })}?variant=card`;
