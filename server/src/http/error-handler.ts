import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiErrorBody } from '@zlota/shared/errors';
import { API_MESSAGES } from '@zlota/shared/messages';
import { AppError, notFound, RateLimitedError } from '../libraries/errors.js';
import { databaseUnavailable, isDatabaseUnavailable } from '../libraries/database-unavailable.js';
import { isStorageFull, storageFull } from '../libraries/storage-full.js';

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Errors thrown by the body parser carry a `type`; they become the matching AppError. */
function fromBodyParser(error: BodyParserError): AppError | undefined {
  switch (error.type) {
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 413, API_MESSAGES.payloadTooLarge);
    case 'entity.parse.failed':
      return new AppError('INVALID_JSON', 400, API_MESSAGES.invalidJson);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 415, API_MESSAGES.unsupportedMediaType);
    default:
      return error.status && error.status >= 400 && error.status < 500
        ? new AppError('VALIDATION', 400, API_MESSAGES.invalidJson)
        : undefined;
  }
}

export const apiNotFound: RequestHandler = () => {
  throw notFound();
};

/** What the API makes of an error: its own, the body parser's, or a path the router could not decode. */
function recognised(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  // `%E0%A4%A` in a path: an address that cannot name anything of ours.
  if (error instanceof URIError) return notFound();
  // A full disk is no fault of the request: 503, and the storage watch logs it once a minute, not here per request.
  if (isStorageFull(error)) return storageFull();
  // The database gone (stopped, its connections cut): 503, logged with the driver's error; the client may repeat it.
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  return fromBodyParser(error as BodyParserError);
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  // Answered already before the app was done with it: a body refused for its size or its time (body-limits.ts).
  if (res.headersSent) return;
  const known = recognised(error);
  if (!known) req.log.error({ err: error }, 'Nieobsłużony błąd');
  else if (known.status >= 500 && known.code !== 'STORAGE_FULL') req.log.warn({ err: error }, known.message);
  const appError = known ?? new AppError('INTERNAL', 500, API_MESSAGES.internal);
  const body: ApiErrorBody = {
    ...(appError.status === 401 ? { name: 'Unauthorized' as const } : {}),
    error: {
      code: appError.code,
      message: appError.message,
      ...(appError.fields ? { fields: appError.fields } : {}),
    },
    ...appError.more,
  };
  if (appError instanceof RateLimitedError) res.set('Retry-After', String(appError.retryAfterSeconds));
  res.status(appError.status).json(body);
};
