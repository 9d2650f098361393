import type { ErrorCode } from '@zlota/shared/errors';
import { API_MESSAGES } from '@zlota/shared/messages';

/** The one error class: everything the API refuses is an AppError with a stable code. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the answer beside `error`, where the route's contract declares it (a duplicate's earlier entry). */
    readonly more?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = API_MESSAGES.notFound) => new AppError('NOT_FOUND', 404, message);
export const unauthorized = () => new AppError('UNAUTHORIZED', 401, API_MESSAGES.unauthorized);
export const forbidden = () => new AppError('FORBIDDEN', 403, API_MESSAGES.forbidden);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError('CONFLICT', 409, message, fields);

/** 429: the Retry-After header tells in whole seconds (at least one) when to try again. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number) {
    super('RATE_LIMITED', 429, API_MESSAGES.rateLimited);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
