import compression from 'compression';
import http from 'node:http';
import express, { type RequestHandler } from 'express';
import { API_CONTRACT } from '@zlota/shared/api-contract';
import type { RouteContract } from '@zlota/shared/contract/route-contract';
import { API_ROUTES, type ApiRoute, type ApiRouteName } from '@zlota/shared/api-routes';
import { DESKTOP_UPDATES_PATH } from '@zlota/shared/desktop-bridge';
import type { Deps } from './deps.js';
import { apiDocsRoutes } from './components/api-docs/routes.js';
import { auditRoutes } from './components/audit/routes.js';
import { authRoutes } from './components/auth/routes.js';
import { emailRoutes } from './components/emails/routes.js';
import { reportRoutes } from './components/reports/routes.js';
import { createGuards } from './components/auth/guards.js';
import { needyRoutes } from './components/charities/needy-routes.js';
import { charityRoutes } from './components/charities/routes.js';
import { expenseRoutes } from './components/expenses/routes.js';
import { bankStatementRoutes } from './components/bank-statements/routes.js';
import { ledgerRoutes } from './components/ledger/routes.js';
import { statementPaymentSources } from './components/bank-statements/payment-sources.js';
import { foundationRoutes } from './components/foundation/routes.js';
import { healthRoutes } from './components/health/routes.js';
import { imageRoutes } from './components/images/routes.js';
import { paymentRoutes } from './components/payments/routes.js';
import { confirmAfterFirstPayment, scheduleOpening } from './components/recurring/open-schedule-use-case.js';
import { monthlySupporters } from './components/recurring/manage-use-case.js';
import { recurringRoutes } from './components/recurring/routes.js';
import { ANY_TYPE_NOTIFICATIONS, MONEY_PATHS, notificationBodyLimit, notificationIntake } from './components/payments/notification-intake.js';
import { statisticsRoutes } from './components/statistics/routes.js';
import { updateRoutes } from './components/updates/routes.js';
import { catalogRoutes } from './components/catalog/routes.js';
import { adminUserRoutes } from './components/auth/admin-users-routes.js';
import { ownAccountRoutes } from './components/account/routes.js';
import { announceWrites, noInvalidation, type CacheInvalidation } from './cache/cache-invalidation.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { routeRegistrar, type RegisterRoute } from './http/routing.js';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD } from './cache/ready-answer.js';
import { clearOnWrite, createResponseCache } from './cache/response-cache.js';
import { corsForOrigins } from './http/cors.js';
import { firstSteps } from './http/first-steps.js';
import { createMoneyFirst } from './http/money-first.js';
import { keepRawBody } from './http/raw-body.js';
import { requestId, requestLog, withoutRequestLog } from './http/request-log.js';
import { requireJsonBody } from './http/require-json.js';
import { securityHeaders, type TrustsProxy } from './http/security-headers.js';
import { payuCardFormSources } from './payments/provider-hosts.js';
import { bodyLimits } from './http/body-limits.js';
import { MULTIPART_BODY_MAX_BYTES } from './http/multipart.js';
import { watchStorage } from './libraries/storage-full.js';
import { serveWeb } from './web/serve-web.js';
import { auditNames } from './startup/record-labels.js';
import { INSTALL_PROMPT_CATCHER_SOURCE } from './web/install-prompt-catcher.js';

export const JSON_BODY_LIMIT = 100 * 1024;

/** Node's own bounds, behind the bodies' (body-limits.ts): the headers in 20 s, a whole request before the upload time ends. */
const HEADERS_TIMEOUT_MS = 20_000;

/** Public answers that are the same for everyone and may be served from the short-lived cache. */
export const CACHEABLE: readonly ApiRouteName[] = [
  'charities',
  'charityCount',
  'charityPromoted',
  'charityCities',
  'charitySearch',
  'charity',
  'charityDonations',
  'statistics',
  'foundation',
  'charityPaymentMethods',
  'charityPaymentConfiguration',
  'charityUpdates',
  'charityLedger',
  'catalogChanges',
];

const contractOf = (name: ApiRouteName): RouteContract => API_CONTRACT[name];

/** The query names a route's contract reads (through its transform, if any): only these make a cache key. */
export function queryNamesOf(name: ApiRouteName): ReadonlySet<string> {
  let schema: unknown = contractOf(name).query;
  while (schema && typeof schema === 'object' && !('shape' in schema) && 'in' in schema) schema = (schema as { in: unknown }).in;
  const shape = schema && typeof schema === 'object' && 'shape' in schema ? (schema as { shape: object }).shape : {};
  return new Set(Object.keys(shape));
}

/**
 * A kept answer goes out before Express, so before any guard and whoever asks: only a public GET that answers
 * everyone alike (no optional token) may be kept. The start is refused otherwise.
 */
export function checkCacheable(names: readonly ApiRouteName[]): Set<ApiRoute> {
  const refused = names.filter((name) => API_ROUTES[name].method !== 'GET' || API_ROUTES[name].auth !== 'public' || contractOf(name).optionalToken);
  if (refused.length > 0) {
    throw new Error(`Only public GET routes that answer everyone alike may be served from the cache, not: ${refused.join(', ')}`);
  }
  return new Set(names.map((name) => API_ROUTES[name]));
}

/** API answers are not kept by browsers unless a route says otherwise (images, ready answers). */
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/**
 * The whole HTTP server, not yet listening: tests run it in-process on a port of their own.
 * `invalidation` links its caches with the other processes serving the same database.
 */
export function createApp(deps: Deps, invalidation: CacheInvalidation = noInvalidation(), cacheable = CACHEABLE): http.Server {
  const cacheableRoutes = checkCacheable(cacheable);
  const app = express();
  app.disable('x-powered-by');
  if (deps.config.trustProxy !== undefined) app.set('trust proxy', deps.config.trustProxy);

  const cache = createResponseCache(deps.config.catalogCacheMs);
  // What is not kept is computed in its turn while money moves: no reader slows a donation down (issue 38 item 1).
  const moneyFirst = createMoneyFirst(MONEY_PATHS);
  const guards = createGuards(deps);
  // Pictures and the health check need nothing of what follows: no body, no log line per request, pictures already compressed.
  const lean = express.Router();
  const leanRoute = routeRegistrar(lean, guards);
  const ownLogger = withoutRequestLog(deps.logger);
  const registerLean: RegisterRoute = (route, ...handlers) => leanRoute(route, ownLogger, noStore, ...handlers);
  healthRoutes(deps, registerLean);
  const keptImage = imageRoutes(deps, registerLean);
  app.use(lean);

  app.use(requestLog(deps.logger));
  const storage = watchStorage(deps.db, deps.lifecycle.storage);
  app.use(storage.written);
  // Below 1 KB (the default) the first load's small script chunks went uncompressed: a phone paid for each.
  // Brotli at quality 5 instead of 4: about 5 % fewer bytes for the same time on a 250 KB script.
  app.use(compression({ threshold: COMPRESSION_THRESHOLD, brotli: BROTLI_OPTIONS }));
  // Payment notifications: limited per address and read with their own small body limit, before the rest.
  app.use(notificationIntake(deps));
  // Forms: the sandbox operator's page, and a mail program's one-click unsubscribe (RFC 8058).
  app.use(requireJsonBody({ formPaths: ['/api/sandbox/', '/aktualnosci/wypisz/', '/api/aktualnosci/wypisz/'], anyTypePaths: [ANY_TYPE_NOTIFICATIONS] }));
  app.use(express.json({ limit: JSON_BODY_LIMIT, verify: keepRawBody }));
  // Counted from here, their bodies read: a POST that never sends its body does not hold the reads back.
  app.use(moneyFirst.moneyRequests);

  const api = express.Router();
  api.use(noStore);
  api.use(clearOnWrite(cache));
  api.use(announceWrites(invalidation));
  invalidation.onChange((change) => cache.clear(change));
  const registerRoute = routeRegistrar(api, guards);
  const cacheMiddleware = new Map(cacheable.map((name) => [API_ROUTES[name], cache.middlewareFor(queryNamesOf(name), moneyFirst.waitTurn)]));
  const register: RegisterRoute = (route, ...handlers) =>
    registerRoute(route, ...(cacheableRoutes.has(route) ? [cacheMiddleware.get(route)!] : []), ...handlers);
  authRoutes(deps, register);
  adminUserRoutes(deps, register);
  ownAccountRoutes(deps, register);
  statisticsRoutes(deps, register);
  foundationRoutes(deps, register);
  bankStatementRoutes(deps, register);
  expenseRoutes(deps, register);
  ledgerRoutes(deps, register);
  needyRoutes(deps, register);
  // The fundraiser's page says how many give to it every month: the recurring component counts them (issue 40).
  charityRoutes(deps, register, monthlySupporters);
  // The payments name the statement's line a donation was booked from, and let it go on a void (issue 34).
  // A donation "co miesiąc" opens its schedule in the recurring component, and its paid first payment confirms it (issue 40).
  paymentRoutes(deps, register, statementPaymentSources, { open: scheduleOpening, afterNotification: confirmAfterFirstPayment });
  recurringRoutes(deps, register);
  apiDocsRoutes(deps, register);
  // The log names each record ("Wpłata 250,00 zł — Wózek dla Leny") and finds an author by name: the names come from
  // the components that own them.
  auditRoutes(deps, register, auditNames);
  emailRoutes(deps, register);
  reportRoutes(deps, register);
  updateRoutes(deps, register);
  catalogRoutes(deps, register);
  app.use(api);

  app.use('/api', apiNotFound);
  if (deps.config.desktopUpdatesDir) {
    // The desktop app's updates (electron-updater, generic provider): files of the configured folder, nothing else.
    app.use(DESKTOP_UPDATES_PATH, express.static(deps.config.desktopUpdatesDir, { index: false, dotfiles: 'ignore' }), (_req, res) => {
      res.status(404).type('text/plain').send('Nie ma takiego pliku aktualizacji.');
    });
  }
  serveWeb(app, deps, cache, moneyFirst.paced);
  app.use(storage.refused, errorHandler);

  // What every request crosses first, before Express: its security headers, a request id and, for the desktop app's
  // origin, its CORS headers (before anything that could refuse a preflight). Then kept public answers (ready bytes,
  // compressed and tagged once) and pictures in memory go out at once: no request log, compression or routing.
  const trustsProxy = app.get('trust proxy fn') as TrustsProxy;
  const limits = bodyLimits({
    paths: [notificationBodyLimit(deps)],
    maxBytes: JSON_BODY_LIMIT,
    multipartMaxBytes: MULTIPART_BODY_MAX_BYTES,
    bodyTimeoutMs: deps.config.bodyTimeoutMs,
    uploadTimeoutMs: deps.config.uploadTimeoutMs,
    logger: deps.logger,
  });
  // The CSP allows one inline script: the page's catcher of the browser's install offer (issue 37 item 1); and PayU's
  // SDK and Secure Form frames from the hosts a PayU configuration may name (issue 40).
  const cardFormSources = payuCardFormSources(deps.config.paymentHosts);
  const steps = [...securityHeaders(deps.config.publicUrl, trustsProxy, [INSTALL_PROMPT_CATCHER_SOURCE], cardFormSources), requestId, corsForOrigins(deps.config.corsOrigins), limits, cache.readyAnswers, keptImage];
  const requestTimeout = Math.max(deps.config.bodyTimeoutMs, deps.config.uploadTimeoutMs) + HEADERS_TIMEOUT_MS;
  return http.createServer({ headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout }, firstSteps(steps, app));
}
