import type { Request, RequestHandler } from 'express';
import type { Deps } from '../../deps.js';
import { uploadedImage, uploadedImages } from '../../http/multipart.js';
import { createRateLimit } from '../rate-limits/rate-limit.js';

/**
 * A limit counted per signed-in user, on the requests `counts` picks. The foundation's admins create
 * fundraisers as their daily work and are trusted with the whole portal, so they are never counted.
 */
function perUser(deps: Deps, name: string, limit: number, counts: (req: Request) => boolean): RequestHandler {
  const { db, clock, config } = deps;
  const limiter = createRateLimit({ db, clock, name, limit, windowMs: config.rateLimits.windowMs, key: (req) => String(req.user!.id) });
  return (req, res, next) => (req.user && !req.user.is_admin && counts(req) ? limiter(req, res, next) : next());
}

/** How many fundraisers a user creates, and how many requests carrying pictures a user sends (fundraisers, updates), in a window. */
export function creationLimits(deps: Deps) {
  return {
    /** Before the body is read: a refused request costs no upload. */
    newCharity: perUser(deps, 'new-charity', deps.config.rateLimits.newCharities, () => true),
    /** After the body is read, and only when it carries a picture: re-encoding is what costs. */
    imageUpload: perUser(deps, 'image-upload', deps.config.rateLimits.imageUploads, (req) => uploadedImage(req) !== undefined || uploadedImages(req).length > 0),
  };
}
