import type { RequestHandler } from 'express';
import { API_MESSAGES } from '@zlota/shared/messages';
import { AppError } from './errors.js';

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/** A request that carries a body must say it is JSON (or multipart where a route accepts files). */
export function requireJsonBody(allowMultipart = false): RequestHandler {
  return (req, _res, next) => {
    if (!hasBody(req.headers)) return next();
    if (req.is('application/json') || (allowMultipart && req.is('multipart/form-data'))) return next();
    next(new AppError('UNSUPPORTED_MEDIA_TYPE', 415, API_MESSAGES.unsupportedMediaType));
  };
}
