import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_ROUTES, serverPaths } from '@zlota/shared/api-routes';
import { IMAGE_VARIANTS, type ImageVariant } from '@zlota/shared/images';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { imageQuerySchema } from '@zlota/shared/schemas/route-params';
import type { Deps } from '../../deps.js';
import { notFound } from '../../libraries/errors.js';
import { matchesEtag } from '../../http/etag.js';
import type { FirstStep } from '../../http/first-steps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { validate } from '../../http/validate.js';
import { IMAGE_NAME_PATTERN } from './image-pipeline.js';
import { createImageMemory, type KeptImage } from './image-memory.js';

// A name is the hash of the bytes, so the answer under it never changes: caches may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendImage(req: IncomingMessage, res: ServerResponse, image: KeptImage): void {
  // Set after the API router's `no-store`, which it overrides.
  res.setHeader('Cache-Control', IMMUTABLE);
  res.setHeader('ETag', image.etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (matchesEtag(req.headers['if-none-match'], image.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', image.contentType);
  res.setHeader('Content-Length', image.data.length);
  res.end(image.data);
}

/** `/api/images/NAME` with no query or with `?variant=V` alone: the two forms the pages ask for. */
function askedFor(url: string, prefix: string): { name: string; variant: ImageVariant } | undefined {
  const query = url.indexOf('?');
  const name = url.slice(prefix.length, query === -1 ? undefined : query);
  if (query === -1) return { name, variant: 'full' };
  const variant = url.slice(query + 1).replace(/^variant=/, '');
  return (IMAGE_VARIANTS as readonly string[]).includes(variant) ? { name, variant: variant as ImageVariant } : undefined;
}

/**
 * Pictures by name. Returns the first step that sends a picture already in memory before Express (the common
 * case: the same few pictures on every page); the route below reads the others from the database.
 */
export function imageRoutes(deps: Deps, register: RegisterRoute): FirstStep {
  const memory = createImageMemory(deps.db);
  register(API_ROUTES.image, async (req, res) => {
    const variant = validate(imageQuerySchema, req.query).variant ?? 'full';
    const name = String(req.params.image);
    // The pattern check keeps traversal and other odd names away from the database.
    const image = IMAGE_NAME_PATTERN.test(name) ? await memory.find(name, variant) : undefined;
    if (!image) throw notFound(CHARITY_MESSAGES.imageNotFound);
    sendImage(req, res, image);
  });
  const prefixes = serverPaths(API_ROUTES.image).map((path) => path.slice(0, path.indexOf(':')));
  return (req, res) => {
    const url = req.url ?? '';
    if (req.method !== 'GET') return false;
    const prefix = prefixes.find((p) => url.startsWith(p));
    const asked = prefix === undefined ? undefined : askedFor(url, prefix);
    const image = asked && memory.kept(asked.name, asked.variant);
    if (!image) return false;
    sendImage(req, res, image);
    return true;
  };
}
