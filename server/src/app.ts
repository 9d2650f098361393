import zlib from 'node:zlib';
import compression from 'compression';
import express, { type Express } from 'express';
import { API_ROUTES, type ApiRoute } from '@zlota/shared/api-routes';
import { DESKTOP_UPDATES_PATH } from '@zlota/shared/desktop-bridge';
import type { Deps } from './deps.js';
import { apiDocsRoutes } from './components/api-docs/routes.js';
import { auditRoutes } from './components/audit/routes.js';
import { authRoutes } from './components/auth/routes.js';
import { emailRoutes } from './components/emails/routes.js';
import { createGuards } from './components/auth/guards.js';
import { needyRoutes } from './components/charities/needy-routes.js';
import { charityRoutes } from './components/charities/routes.js';
import { healthRoutes } from './components/health/routes.js';
import { imageRoutes } from './components/images/routes.js';
import { paymentRoutes } from './components/payments/routes.js';
import { notificationIntake } from './components/payments/notification-intake.js';
import { statisticsRoutes } from './components/statistics/routes.js';
import { adminUserRoutes } from './components/auth/admin-users-routes.js';
import { ownAccountRoutes } from './components/account/routes.js';
import { apiNotFound, errorHandler } from './libraries/error-handler.js';
import { routeRegistrar, type RegisterRoute } from './libraries/http.js';
import { clearOnWrite, createResponseCache } from './libraries/response-cache.js';
import { corsForOrigins } from './libraries/cors.js';
import { keepRawBody } from './libraries/raw-body.js';
import { requestLog } from './libraries/request-log.js';
import { requireJsonBody } from './libraries/require-json.js';
import { securityHeaders } from './libraries/security-headers.js';
import { serveWeb } from './web/serve-web.js';

export const JSON_BODY_LIMIT = '100kb';

/** Public answers that are the same for everyone and may be served from the short-lived cache. */
const CACHEABLE = new Set<ApiRoute>([
  API_ROUTES.charities,
  API_ROUTES.charityCount,
  API_ROUTES.charityPromoted,
  API_ROUTES.charityCities,
  API_ROUTES.charitySearch,
  API_ROUTES.charity,
  API_ROUTES.charityDonations,
  API_ROUTES.statistics,
  API_ROUTES.charityPaymentMethods,
  API_ROUTES.charityPaymentConfiguration,
]);

/** The whole HTTP application, without listening: tests run it in-process on a port of their own. */
export function createApp(deps: Deps): Express {
  const app = express();
  app.disable('x-powered-by');
  if (deps.config.trustProxy) app.set('trust proxy', deps.config.trustProxy);

  app.use(requestLog(deps.logger));
  // Below 1 KB (the default) the first load's small script chunks went uncompressed: a phone paid for each.
  // Brotli at quality 5 instead of 4: about 5 % fewer bytes for the same time on a 250 KB script.
  app.use(compression({ threshold: 256, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }));
  app.use(securityHeaders(deps.config.publicUrl));
  // The desktop app's origin only (Bearer tokens, no cookies), before anything that could refuse a preflight.
  app.use(corsForOrigins(deps.config.corsOrigins));
  // Payment notifications: limited per address and read with their own small body limit, before the rest.
  app.use(notificationIntake(deps));
  app.use(requireJsonBody({ formPaths: ['/api/sandbox/'] }));
  app.use(express.json({ limit: JSON_BODY_LIMIT, verify: keepRawBody }));

  const api = express.Router();
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  const cache = createResponseCache(deps.config.catalogCacheMs);
  api.use(clearOnWrite(cache));
  const registerRoute = routeRegistrar(api, createGuards(deps));
  const register: RegisterRoute = (route, ...handlers) =>
    registerRoute(route, ...(CACHEABLE.has(route) ? [cache.middleware] : []), ...handlers);
  healthRoutes(deps, register);
  authRoutes(deps, register);
  adminUserRoutes(deps, register);
  ownAccountRoutes(deps, register);
  imageRoutes(deps, register);
  statisticsRoutes(deps, register);
  needyRoutes(deps, register);
  charityRoutes(deps, register);
  paymentRoutes(deps, register);
  apiDocsRoutes(deps, register);
  auditRoutes(deps, register);
  emailRoutes(deps, register);
  app.use(api);

  app.use('/api', apiNotFound);
  if (deps.config.desktopUpdatesDir) {
    // The desktop app's updates (electron-updater, generic provider): files of the configured folder, nothing else.
    app.use(DESKTOP_UPDATES_PATH, express.static(deps.config.desktopUpdatesDir, { index: false, dotfiles: 'ignore' }), (_req, res) => {
      res.status(404).type('text/plain').send('Nie ma takiego pliku aktualizacji.');
    });
  }
  serveWeb(app, deps, cache);
  app.use(errorHandler);
  return app;
}
