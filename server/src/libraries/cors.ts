import type { RequestHandler } from 'express';
import { TOTAL_COUNT_HEADER } from '@zlota/shared/schemas/admin-lists';

// CORS for the API (ARCHITECTURE §6): the desktop app's pages come from `app://zlota-rybka` and call the configured
// server. Only the configured origins are answered; credentials are never allowed (the app sends a Bearer token,
// never a cookie), so no other page can ride on a session.

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Cache-Control, Pragma, X-Request-Id';
const EXPOSED_HEADERS = [TOTAL_COUNT_HEADER, 'Content-Disposition', 'Retry-After', 'X-Request-Id'].join(', ');
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** Allows the given origins to call `/api`; a preflight of an allowed origin is answered at once (204). */
export function corsForOrigins(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.get('Origin');
    if (req.path.startsWith('/api/')) res.vary('Origin');
    if (!origin || !allowed.has(origin) || !req.path.startsWith('/api/')) return next();
    res.set('Access-Control-Allow-Origin', origin);
    res.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (req.method !== 'OPTIONS' || !req.get('Access-Control-Request-Method')) return next();
    res.set({
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': PREFLIGHT_MAX_AGE_SECONDS,
    });
    res.status(204).end();
  };
}
