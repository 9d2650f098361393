import type { ErrorRequestHandler, RequestHandler } from 'express';
import { API_MESSAGES } from '@zlota/shared/messages';
import type { Db } from '../db/knex.js';
import { AppError } from './errors.js';
import { hasErrorCode } from './error-codes.js';
import type { Logger } from './logger.js';

/** SQLite's "database or disk is full", the system's "no space left on device", PostgreSQL's disk_full (SQLSTATE 53100). */
const FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC', '53100']);

/** Whether an error (or the error it wraps) says the disk is full. */
export function isStorageFull(error: unknown): boolean {
  return hasErrorCode(error, FULL_CODES);
}

export const storageFull = () => new AppError('STORAGE_FULL', 503, API_MESSAGES.storageFull);

/** The log says it this often while the disk stays full, not once per refused request. */
export const STORAGE_LOG_EVERY_MS = 60_000;

/**
 * Whether the process last found its storage full: from the first write refused for want of space until a write
 * succeeds again. `/api/health` answers 503 `storage_full` meanwhile; the log says it once a minute.
 */
export class StorageWatch {
  fullSince: number | null = null;
  private loggedAt: number | null = null;
  private refused = 0;
  private readonly counted = new WeakSet<object>();

  constructor(private readonly logger: Logger) {}

  noteFull(error: unknown): void {
    const now = Date.now();
    this.fullSince ??= now;
    // A statement's error is heard when the database refuses it, and again on its way to the error handler.
    if (error instanceof Object && this.counted.has(error)) return;
    if (error instanceof Object) this.counted.add(error);
    this.refused += 1;
    if (this.loggedAt !== null && now - this.loggedAt < STORAGE_LOG_EVERY_MS) return;
    this.loggedAt = now;
    const message = error instanceof Error ? error.message : String(error);
    this.logger.error({ since: new Date(this.fullSince).toISOString(), refused: this.refused, cause: message.slice(-200) }, 'Brak miejsca na dysku: zapisy są odrzucane (503 STORAGE_FULL), dopóki miejsce się nie zwolni');
    this.refused = 0;
  }

  noteWritten(): void {
    if (this.fullSince === null) return;
    this.logger.info({ since: new Date(this.fullSince).toISOString() }, 'Miejsce na dysku jest znów dostępne: zapis się udał');
    this.fullSince = null;
    this.loggedAt = null;
    this.refused = 0;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Tells `watch` what the disk does: every statement refused for want of space (whoever catches it later), every
 * error on its way to the error handler, and every write request answered below 400, its writes committed.
 */
export function watchStorage(db: Db, watch: StorageWatch): { written: RequestHandler; refused: ErrorRequestHandler } {
  db.on('query-error', (error: unknown) => {
    if (isStorageFull(error)) watch.noteFull(error);
  });
  return {
    written: (req, res, next) => {
      if (WRITES.has(req.method)) res.once('finish', () => res.statusCode < 400 && watch.noteWritten());
      next();
    },
    refused: (error: unknown, _req, _res, next) => {
      if (isStorageFull(error)) watch.noteFull(error);
      next(error);
    },
  };
}
