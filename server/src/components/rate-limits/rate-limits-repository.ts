// Owns: rate_limits (hit counters per key and window, shared by every instance).
import type { Knex } from 'knex';

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

/** Growing delays of one counter: failures that pass freely, the wait after them, doubled up to the window. */
export interface FailureRule {
  free: number;
  delayMs: number;
  windowMs: number;
}

/**
 * The close-until after `failures` failures, as SQL: a CASE over the few doublings before the window caps them
 * (30 s to 15 minutes is 5), so that both databases compute it inside the counting statement itself.
 */
function blockedUntilSql(failures: string, { free, delayMs, windowMs }: FailureRule, now: number) {
  const bindings: Record<string, number> = { free, capped: now + windowMs };
  const steps: string[] = [];
  for (let step = 0, delay = delayMs; delay < windowMs; step += 1, delay *= 2) {
    steps.push(`WHEN :free + ${step} THEN CAST(:until${step} AS BIGINT)`);
    bindings[`until${step}`] = now + delay;
  }
  const sql = `CASE WHEN ${failures} < :free THEN NULL ELSE CASE ${failures} ${steps.join(' ')} ELSE CAST(:capped AS BIGINT) END END`;
  return { sql, bindings };
}

/**
 * Counts one failure of the key in a single statement, unless the key is closed: the failures so far (the key then
 * closed as the rule says), or `undefined` while it is closed (not counted). One statement on both databases, so
 * that a success forgetting the key at the same moment is never read half-way (issue 29 §5).
 */
export async function countFailure(db: Knex, key: string, rule: FailureRule, now: number): Promise<number | undefined> {
  const failures = '(CASE WHEN rate_limits.reset_at > CAST(:now AS BIGINT) THEN rate_limits.hits + 1 ELSE 1 END)';
  const first = blockedUntilSql('1', rule, now);
  const next = blockedUntilSql(failures, rule, now);
  const result = await db.raw(
    `INSERT INTO rate_limits (key, hits, reset_at, blocked_until) VALUES (:key, 1, CAST(:resetAt AS BIGINT), ${first.sql})
     ON CONFLICT (key) DO UPDATE SET hits = ${failures}, reset_at = CAST(:resetAt AS BIGINT), blocked_until = ${next.sql}
     WHERE rate_limits.blocked_until IS NULL OR rate_limits.blocked_until <= CAST(:now AS BIGINT)
     RETURNING hits`,
    { ...next.bindings, key, now, resetAt: now + rule.windowMs },
  );
  const rows = (Array.isArray(result) ? result : result.rows) as { hits: number }[];
  return rows[0] === undefined ? undefined : Number(rows[0].hits);
}

/** Until when the key is closed (ms), if it is now. */
export async function closedUntil(db: Knex, key: string, now: number): Promise<number | undefined> {
  const row = (await db('rate_limits').select('blocked_until').where({ key }).andWhere('blocked_until', '>', now).first()) as { blocked_until: number } | undefined;
  return row ? Number(row.blocked_until) : undefined;
}
