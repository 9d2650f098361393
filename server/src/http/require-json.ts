import type { RequestHandler } from 'express';
import { API_MESSAGES } from '@zlota/shared/messages';
import { AppError } from '../libraries/errors.js';

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * A request that carries a body must say it is JSON, multipart (routes that take files check their
 * parts), or a plain form on the few pages that are HTML forms (the sandbox operator's page).
 */
export function requireJsonBody(options: { formPaths: string[]; anyTypePaths?: string[] }): RequestHandler {
  return (req, _res, next) => {
    if (!hasBody(req.headers)) return next();
    // Read as JSON before, whatever the type said (Przelewy24's notifications: notification-intake.ts).
    if (options.anyTypePaths?.some((path) => req.path.startsWith(path))) return next();
    if (req.is('application/json') || req.is('multipart/form-data')) return next();
    if (req.is('application/x-www-form-urlencoded') && options.formPaths.some((path) => req.path.startsWith(path))) return next();
    next(new AppError('UNSUPPORTED_MEDIA_TYPE', 415, API_MESSAGES.unsupportedMediaType));
  };
}
