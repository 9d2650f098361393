import { createHash } from 'node:crypto';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import { groupedStatement } from '../../db/group-commit.js';
import type { Db } from '../../db/knex.js';
import type { Clock } from '../../libraries/clock.js';
import { RateLimitedError } from '../../libraries/errors.js';
import { closedUntil, countFailure, countHits, forgetKey, uncountHit, type FailureRule } from './rate-limits-repository.js';

// Counters live in the database, so that every instance behind a load balancer counts together.

/** A counter's row key: the counted thing (an address, an e-mail, a login as typed) only as a hash of fixed length. */
const counterKeyOf = (name: string, key: string) => `${name}:${createHash('sha256').update(key).digest('hex')}`;

interface Counting {
  db: Db;
  clock: Clock;
  /** Keeps this counter's keys apart from every other counter's. */
  name: string;
}

/** The client's address, its /56 for IPv6 (one household or phone network): what flood guards count. */
export const clientAddress = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

export interface CountedAttempt {
  /** The attempt does not count after all (a success, a rejected form). */
  giveBack(): Promise<void>;
}

export interface WindowLimit {
  /** Counts one attempt for the key; the one over the limit is refused with 429 and Retry-After. */
  take(key: string): Promise<CountedAttempt>;
}

type Counted = { hits: number; resetAt: number };

/**
 * Counts hits as a group commit: the hits of one key that arrive while its last count is being written are written
 * together by the next statement, and each learns its own place in the count, as if each had been written alone.
 * A burst (a provider's notifications under load) costs a few statements, not one per request.
 */
function groupedCounter({ db, clock, windowMs }: Pick<Counting, 'db' | 'clock'> & { windowMs: number }) {
  const waiting = new Map<string, Array<{ resolve: (counted: Counted) => void; reject: (error: unknown) => void }>>();
  const writing = new Set<string>();
  async function write(key: string) {
    const batch = waiting.get(key)!;
    waiting.delete(key);
    writing.add(key);
    try {
      const { hits, resetAt } = await groupedStatement(db, (writer) => countHits(writer, key, batch.length, clock.now(), windowMs));
      batch.forEach((hit, index) => hit.resolve({ hits: hits - batch.length + index + 1, resetAt }));
    } catch (error) {
      batch.forEach((hit) => hit.reject(error));
    } finally {
      writing.delete(key);
      if (waiting.has(key)) void write(key);
    }
  }
  return (key: string) =>
    new Promise<Counted>((resolve, reject) => {
      const batch = waiting.get(key) ?? [];
      batch.push({ resolve, reject });
      waiting.set(key, batch);
      if (!writing.has(key) && batch.length === 1) void write(key);
    });
}

/** At most `limit` attempts per key in a fixed window. */
export function windowLimit({ db, clock, name, limit, windowMs }: Counting & { limit: number; windowMs: number }): WindowLimit {
  const countHit = groupedCounter({ db, clock, windowMs });
  return {
    async take(key) {
      const counterKey = counterKeyOf(name, key);
      const { hits, resetAt } = await countHit(counterKey);
      if (hits > limit) throw new RateLimitedError(resetAt - clock.now());
      return { giveBack: () => uncountHit(db, counterKey) };
    },
  };
}

export interface FailureAttempt {
  /** The attempt succeeded: the key's failures are forgotten. */
  succeeded(): Promise<void>;
}

export interface GrowingDelayLimit {
  /**
   * Counts the attempt as a failure before it is tried (so that parallel attempts cannot slip past);
   * while the key is closed it is refused with 429 and Retry-After, and not counted.
   */
  take(key: string): Promise<FailureAttempt>;
}

/** Failures that pass without delay (`free`), the wait after the last of them (`delayMs`), doubling with each further one up to `windowMs`, after which failures are forgotten. */
export type GrowingDelayOptions = FailureRule;

/** Failed attempts per key (an account) with growing delays: one key under attack slows only itself. */
export function growingDelayLimit({ db, clock, name, ...rule }: Counting & GrowingDelayOptions): GrowingDelayLimit {
  return {
    async take(key) {
      const counterKey = counterKeyOf(name, key);
      // A closed key read as open a moment later (it was forgotten or its wait ran out in between) is counted again.
      for (let tries = 0; ; tries += 1) {
        const now = clock.now();
        if ((await countFailure(db, counterKey, rule, now)) !== undefined) break;
        const until = await closedUntil(db, counterKey, now);
        if (until !== undefined || tries >= 2) throw new RateLimitedError((until ?? now + rule.delayMs) - now);
      }
      return { succeeded: () => forgetKey(db, counterKey) };
    },
  };
}

/** Answers that reject the form itself: the request never became an attempt. */
const REJECTED_INPUT = new Set([400, 413, 415]);

export interface RateLimitOptions extends Counting {
  limit: number;
  windowMs: number;
  /** What is counted; the client's address unless a route counts something else, such as a user. */
  key?: (req: Request) => string;
  /** Every request counts, refused ones too: a flood guard for machines (payment notifications), not people's forms. */
  everyRequest?: boolean;
}

/**
 * Counts each request when it starts (so that a burst cannot slip past) and gives it back once it is
 * answered as a rejected form: only real attempts use up the limit.
 */
export function createRateLimit(options: RateLimitOptions): RequestHandler {
  const limit = windowLimit(options);
  const keyOf = options.key ?? clientAddress;
  return async (req, res, next) => {
    const attempt = await limit.take(keyOf(req));
    res.once('finish', () => {
      if (options.everyRequest || !REJECTED_INPUT.has(res.statusCode)) return;
      attempt.giveBack().catch((error: unknown) => req.log.error({ err: error }, 'Nie udało się oddać próby licznikowi'));
    });
    next();
  };
}
