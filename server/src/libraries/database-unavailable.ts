import { API_MESSAGES } from '@zlota/shared/messages';
import { AppError } from './errors.js';
import { hasErrorCode } from './error-codes.js';

/**
 * The database cannot be reached: the connection refused, reset or timed out (the system's codes), PostgreSQL shutting
 * down or not yet accepting (SQLSTATE 57P01–57P03) or a connection lost (class 08).
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/** What node-postgres and Knex say, without a code, when a connection ends under a query or none frees up in time. */
const UNREACHABLE_MESSAGES = /^(Connection terminated( unexpectedly| due to connection timeout)?|Knex: Timeout acquiring a connection\b)/;

/** Whether an error says the database could not be reached: no statement of the request took effect. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (hasErrorCode(error, UNREACHABLE_CODES)) return true;
  return error instanceof Error && UNREACHABLE_MESSAGES.test(error.message);
}

export const databaseUnavailable = () => new AppError('DATABASE_UNAVAILABLE', 503, API_MESSAGES.databaseUnavailable);
