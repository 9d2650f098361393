// Owns: rate_limits (hit counters per key and window, shared by every instance).
import type { Knex } from 'knex';

/** One more hit in the key's window, or the first of a new window once the old one has passed. */
export async function countHit(db: Knex, key: string, now: number, windowMs: number): Promise<{ hits: number; resetAt: number }> {
  const result = await db.raw(
    `INSERT INTO rate_limits (key, hits, reset_at) VALUES (?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.reset_at <= ? THEN 1 ELSE rate_limits.hits + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= ? THEN excluded.reset_at ELSE rate_limits.reset_at END
     RETURNING hits, reset_at`,
    [key, now + windowMs, now, now],
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
