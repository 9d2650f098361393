import { rateLimit, ipKeyGenerator, type Store, type IncrementResponse } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import { API_MESSAGES } from '@zlota/shared/messages';
import type { Db } from '../db/knex.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';
import { countHit, forgetKey, uncountHit } from './rate-limits-repository.js';

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
    const { hits, resetAt } = await countHit(this.db, this.prefix + key, this.clock.now(), this.windowMs);
    return { totalHits: hits, resetTime: new Date(resetAt) };
  }

  async decrement(key: string) {
    await uncountHit(this.db, this.prefix + key);
  }

  async resetKey(key: string) {
    await forgetKey(this.db, this.prefix + key);
  }
}

export interface RateLimitOptions {
  db: Db;
  clock: Clock;
  name: string;
  limit: number;
  windowMs: number;
  /** What is counted; the client's address (its /56 for IPv6) unless a route counts something else, such as a user. */
  key?: (req: Request) => string;
}

export function createRateLimit(options: RateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new DbStore(options.db, options.clock, `${options.name}:`),
    keyGenerator: options.key ?? ((req) => ipKeyGenerator(req.ip ?? 'unknown')),
    handler: (_req, _res, next) => next(new AppError('RATE_LIMITED', 429, API_MESSAGES.rateLimited)),
  });
}
