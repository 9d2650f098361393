import express, { type Express } from 'express';
import type { Deps } from './deps.js';
import { authRoutes } from './components/auth/routes.js';
import { createGuards } from './components/auth/guards.js';
import { charityRoutes } from './components/charities/routes.js';
import { healthRoutes } from './components/health/routes.js';
import { imageRoutes } from './components/images/routes.js';
import { needyRoutes } from './components/needy/routes.js';
import { paymentRoutes } from './components/payments/routes.js';
import { statisticsRoutes } from './components/statistics/routes.js';
import { adminUserRoutes } from './components/users/routes.js';
import { apiNotFound, errorHandler } from './libraries/error-handler.js';
import { routeRegistrar } from './libraries/http.js';
import { keepRawBody } from './libraries/raw-body.js';
import { requestLog } from './libraries/request-log.js';
import { requireJsonBody } from './libraries/require-json.js';
import { securityHeaders } from './libraries/security-headers.js';
import { serveWeb } from './web/serve-web.js';

export const JSON_BODY_LIMIT = '100kb';

/** The whole HTTP application, without listening: tests run it in-process on a port of their own. */
export function createApp(deps: Deps): Express {
  const app = express();
  app.disable('x-powered-by');
  if (deps.config.trustProxy) app.set('trust proxy', deps.config.trustProxy);

  app.use(requestLog(deps.logger));
  app.use(securityHeaders(deps.config.publicUrl));
  app.use(requireJsonBody({ formPaths: ['/api/sandbox/'] }));
  app.use(express.json({ limit: JSON_BODY_LIMIT, verify: keepRawBody }));

  const api = express.Router();
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  const register = routeRegistrar(api, createGuards(deps));
  healthRoutes(deps, register);
  authRoutes(deps, register);
  adminUserRoutes(deps, register);
  imageRoutes(deps, register);
  statisticsRoutes(deps, register);
  needyRoutes(deps, register);
  charityRoutes(deps, register);
  paymentRoutes(deps, register);
  app.use(api);

  app.use('/api', apiNotFound);
  serveWeb(app, deps);
  app.use(errorHandler);
  return app;
}
