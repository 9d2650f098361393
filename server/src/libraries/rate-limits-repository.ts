// Owns: rate_limits (hit counters per key and window, shared by every instance).
import type { Knex } from 'knex';
import { isSqlite } from '../db/knex.js';

/**
 * `count` more hits in the key's window (the first of a new window once the old one has passed): the count and
 * the window's end after them.
 */
export async function countHits(db: Knex, key: string, count: number, now: number, windowMs: number): Promise<{ hits: number; resetAt: number }> {
  const result = await db.raw(
    `INSERT INTO rate_limits (key, hits, reset_at) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.reset_at <= ? THEN excluded.hits ELSE rate_limits.hits + excluded.hits END,
       reset_at = CASE WHEN rate_limits.reset_at <= ? THEN excluded.reset_at ELSE rate_limits.reset_at END
     RETURNING hits, reset_at`,
    [key, count, now + windowMs, now, now],
  );
  const rows = (Array.isArray(result) ? result : result.rows) as { hits: number; reset_at: number }[];
  const row = rows[0]!;
  return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
}

export async function uncountHit(db: Knex, key: string): Promise<void> {
  await db('rate_limits').where({ key }).andWhere('hits', '>', 0).decrement('hits', 1);
}

export async function forgetKey(db: Knex, key: string): Promise<void> {
  await db('rate_limits').where({ key }).delete();
}

export interface Counter {
  hits: number;
  resetAt: number;
  blockedUntil: number | null;
}

/** The key's counter (zero hits when new), locked until the transaction ends (PostgreSQL; SQLite's writers are serial). */
export async function lockCounter(trx: Knex.Transaction, key: string): Promise<Counter> {
  await trx('rate_limits').insert({ key, hits: 0, reset_at: 0 }).onConflict('key').ignore();
  const query = trx('rate_limits').select('hits', 'reset_at', 'blocked_until').where({ key });
  if (!isSqlite(trx)) query.forUpdate();
  const row = (await query.first()) as { hits: number; reset_at: number; blocked_until: number | null };
  return { hits: Number(row.hits), resetAt: Number(row.reset_at), blockedUntil: row.blocked_until === null ? null : Number(row.blocked_until) };
}

export async function saveCounter(trx: Knex.Transaction, key: string, counter: Counter): Promise<void> {
  await trx('rate_limits').where({ key }).update({ hits: counter.hits, reset_at: counter.resetAt, blocked_until: counter.blockedUntil });
}
