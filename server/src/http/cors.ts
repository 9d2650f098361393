import vary from 'vary';
import { TOTAL_COUNT_HEADER } from '@zlota/shared/schemas/admin-lists';
import type { FirstStep } from './first-steps.js';

// CORS for the API (ARCHITECTURE §6): the desktop app's pages come from `app://zlota-rybka` and call the configured
// server. Only the configured origins are answered; credentials are never allowed (the app sends a Bearer token,
// never a cookie), so no other page can ride on a session.

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Cache-Control, Pragma, X-Request-Id';
const EXPOSED_HEADERS = [TOTAL_COUNT_HEADER, 'Content-Disposition', 'Retry-After', 'X-Request-Id'].join(', ');
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** Allows the given origins to call `/api`; a preflight of an allowed origin is answered at once (204). */
export function corsForOrigins(origins: readonly string[]): FirstStep {
  const allowed = new Set(origins);
  return (req, res) => {
    // The raw URL: it starts as its path does (the first step runs before any routing changes it).
    if (!req.url?.startsWith('/api/')) return false;
    vary(res, 'Origin');
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return false;
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
    res.statusCode = 204;
    res.end();
    return true;
  };
}
