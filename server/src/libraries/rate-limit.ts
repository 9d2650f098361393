import { rateLimit, ipKeyGenerator, type Store, type IncrementResponse } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { API_MESSAGES } from '@zlota/shared/messages';
import type { Db } from '../db/knex.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';

/** Counters in the database, so that every instance behind a load balancer counts together. */
class DbStore implements Store {
  localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly prefix: string,
  ) {}

  init(options: { windowMs: number }) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const now = this.clock.now();
    const result = await this.db.raw(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.reset_at <= ? THEN 1 ELSE rate_limits.hits + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= ? THEN excluded.reset_at ELSE rate_limits.reset_at END
       RETURNING hits, reset_at`,
      [this.prefix + key, now + this.windowMs, now, now],
    );
    const rows = (Array.isArray(result) ? result : result.rows) as { hits: number; reset_at: number }[];
    const row = rows[0]!;
    return { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) };
  }

  async decrement(key: string) {
    await this.db('rate_limits').where({ key: this.prefix + key }).andWhere('hits', '>', 0).decrement('hits', 1);
  }

  async resetKey(key: string) {
    await this.db('rate_limits').where({ key: this.prefix + key }).delete();
  }
}

export function createRateLimit(options: { db: Db; clock: Clock; name: string; limit: number; windowMs: number }): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new DbStore(options.db, options.clock, `${options.name}:`),
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (_req, _res, next) => next(new AppError('RATE_LIMITED', 429, API_MESSAGES.rateLimited)),
  });
}
