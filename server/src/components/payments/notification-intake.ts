import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Router } from 'express';
import { API_BASE, API_ROUTES, apiPath, serverPaths } from '@zlota/shared/api-routes';
import { API_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import type { PathLimit } from '../../http/body-limits.js';
import { AppError } from '../../libraries/errors.js';
import { createRateLimit } from '../rate-limits/rate-limit.js';
import { keepRawBody } from '../../http/raw-body.js';
import { requireJsonBody } from '../../http/require-json.js';
import { notificationSourceCheck } from '../../payments/notification-sources.js';
import { recordRejection, type RejectionReason } from './notification-rejections.js';

/** A real notification is a few KB (PayU's with its products the largest); anything above is refused unread. */
export const NOTIFICATION_BODY_LIMIT = 16 * 1024;

/** Where notifications come: their path's start, as the request's URL has it. */
const NOTIFICATION_PATHS = serverPaths(API_ROUTES.paymentNotification)[0]!.replace(/:provider.*$/, '');

/** Where money moves: donations begun, and the operators' notifications of payments (the reads give way to them). */
export const MONEY_PATHS = [serverPaths(API_ROUTES.donate)[0]!, NOTIFICATION_PATHS];

const MINUTE_MS = 60_000;

/** Przelewy24 promises no content type for its notifications: their body is read as JSON whatever the header says. */
export const ANY_TYPE_NOTIFICATIONS = `${API_BASE}${apiPath(API_ROUTES.paymentNotification, { provider: 'przelewy24', guid: '' })}`;
const anyContentType = (req: Request) => req.path.startsWith(ANY_TYPE_NOTIFICATIONS);

/** What the body's reading failed on, as a counted reason; undefined for what is not the sender's doing. */
function rejectionOf(error: unknown): RejectionReason | undefined {
  if (error instanceof AppError) return error.code === 'UNSUPPORTED_MEDIA_TYPE' ? 'not_json' : undefined;
  switch ((error as { type?: string }).type) {
    case 'entity.too.large':
      return 'too_large';
    case 'entity.parse.failed':
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return 'not_json';
    default:
      return undefined;
  }
}

/**
 * The notifications' own body limit, checked before any byte of the body is read (body-limits.ts): a body declared or
 * sent above it is answered 413 at once and counted as `too_large` for the provider its path names.
 */
export function notificationBodyLimit(deps: Deps): PathLimit {
  return {
    prefix: NOTIFICATION_PATHS,
    maxBytes: NOTIFICATION_BODY_LIMIT,
    refused: (req) => {
      const provider = req.url?.slice(NOTIFICATION_PATHS.length).split('/')[0] ?? '';
      recordRejection(deps.db, provider, 'too_large', deps.clock.now()).catch((failure: unknown) => {
        deps.logger.error({ err: failure }, 'Nie udało się policzyć odrzuconego powiadomienia');
      });
    },
  };
}

/**
 * Before the app's own body parser, for the notification route only: a limit per address, then the body read
 * with a small limit. A body refused here (too large, not JSON) is counted and answered with the one error body.
 */
export function notificationIntake(deps: Deps): Router {
  const count = async (req: Request, reason: RejectionReason) => {
    await recordRejection(deps.db, String(req.params.provider), reason, deps.clock.now()).catch((failure: unknown) => {
      req.log.error({ err: failure }, 'Nie udało się policzyć odrzuconego powiadomienia');
    });
    req.log.warn({ verdict: reason, provider: req.params.provider, ip: req.ip }, 'Odrzucono powiadomienie o płatności');
  };
  const countRefused: ErrorRequestHandler = async (error: unknown, req, _res, next) => {
    const reason = rejectionOf(error);
    if (reason) await count(req, reason);
    next(error);
  };
  // PAYMENT_NOTIFICATION_SOURCES (off by default): PayU's and Przelewy24's only from the addresses they publish.
  const fromAllowedSource = notificationSourceCheck(deps.config.notificationSources);
  const checkSource: RequestHandler = async (req, _res, next) => {
    if (fromAllowedSource(String(req.params.provider), req.ip)) return next();
    await count(req, 'unknown_source');
    next(new AppError('NOTIFICATION_SOURCE_REFUSED', 403, API_MESSAGES.notificationSourceRefused));
  };
  const router = express.Router();
  router.post(
    serverPaths(API_ROUTES.paymentNotification),
    checkSource,
    createRateLimit({
      db: deps.db,
      clock: deps.clock,
      name: 'payment-notify',
      limit: deps.config.paymentNotifications.perMinute,
      windowMs: MINUTE_MS,
      everyRequest: true,
    }),
    requireJsonBody({ formPaths: [], anyTypePaths: [ANY_TYPE_NOTIFICATIONS] }),
    express.json({ limit: NOTIFICATION_BODY_LIMIT, verify: keepRawBody, type: (req) => anyContentType(req as Request) || Boolean((req as Request).is('application/json')) }),
    countRefused,
  );
  return router;
}
