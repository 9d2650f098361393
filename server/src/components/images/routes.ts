import { API_ROUTES } from '@zlota/shared/api-routes';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { imageQuerySchema } from '@zlota/shared/schemas/route-params';
import type { Deps } from '../../deps.js';
import { notFound } from '../../libraries/errors.js';
import { matchesEtag } from '../../libraries/etag.js';
import type { RegisterRoute } from '../../libraries/http.js';
import { validate } from '../../libraries/validate.js';
import { IMAGE_NAME_PATTERN } from './image-pipeline.js';
import { createImageMemory } from './image-memory.js';

// A name is the hash of the bytes, so the answer under it never changes: caches may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function imageRoutes(deps: Deps, register: RegisterRoute): void {
  const findImage = createImageMemory(deps.db);
  register(API_ROUTES.image, async (req, res) => {
    const variant = validate(imageQuerySchema, req.query).variant ?? 'full';
    const name = String(req.params.image);
    // The pattern check keeps traversal and other odd names away from the database.
    const image = IMAGE_NAME_PATTERN.test(name) ? await findImage(name, variant) : undefined;
    if (!image) throw notFound(CHARITY_MESSAGES.imageNotFound);
    // Set after the API router's `no-store`, which it overrides.
    res.set({ 'Cache-Control': IMMUTABLE, ETag: image.etag, 'X-Content-Type-Options': 'nosniff' });
    if (matchesEtag(req.get('If-None-Match'), image.etag)) {
      res.status(304).end();
      return;
    }
    res.type(image.contentType).send(image.data);
  });
}
