// Owns: email_outbox (every message the server sends: written in the transaction that causes it, then delivered by the worker).
import type { Knex } from 'knex';

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'logged' | 'withdrawn';

export interface NewOutboxMessage {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  /** JSON: the links, for the log when no SMTP server is configured. */
  links: string | null;
  /** JSON: the attachments, their content in base64. */
  attachments: string | null;
  created_at: number;
  /** The PDF the message carries, drawn when it is sent: `donation-confirmation:<guid>`, `yearly-summary:<user id>:<year>`. */
  attachment?: string | null;
  /** JSON: extra headers by name (an update's List-Unsubscribe, RFC 8058). */
  headers?: string | null;
}

export interface OutboxRow extends NewOutboxMessage {
  id: number;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  sent_at: number | null;
  last_error: string | null;
}

export async function insertOutboxMessage(db: Knex, message: NewOutboxMessage): Promise<number> {
  const [row] = await db('email_outbox').insert({ ...message, status: 'pending', next_attempt_at: message.created_at }).returning('id');
  return typeof row === 'object' ? (row as { id: number }).id : (row as number);
}

/** The ids of up to `limit` due messages no worker holds, oldest first; on PostgreSQL skipping rows another worker has locked. */
function dueMessages(db: Knex, now: number, limit: number) {
  const due = db('email_outbox')
    .select('id')
    .where({ status: 'pending' })
    .andWhere('next_attempt_at', '<=', now)
    .andWhere((free) => {
      free.whereNull('claimed_until').orWhere('claimed_until', '<', now);
    })
    .orderBy('id')
    .limit(limit);
  if (db.client.config.client === 'pg') due.forUpdate().skipLocked();
  return due;
}

/**
 * Claims up to `limit` due messages for one worker until `until`: a single UPDATE whose rows no other worker can
 * take meanwhile, returning them. PostgreSQL skips rows another worker has locked (FOR UPDATE SKIP LOCKED); SQLite
 * has one writer, so the UPDATE is atomic by itself. A claim left by a stopped worker expires and the message is
 * taken again.
 */
export async function claimDueMessages(db: Knex, claim: { by: string; until: number; now: number; limit: number }): Promise<OutboxRow[]> {
  const rows = (await db('email_outbox')
    .whereIn('id', dueMessages(db, claim.now, claim.limit))
    .andWhere((free) => {
      free.whereNull('claimed_until').orWhere('claimed_until', '<', claim.now);
    })
    .update({ claimed_by: claim.by, claimed_until: claim.until })
    .returning('*')) as OutboxRow[];
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Without SMTP nothing is sent, so nothing needs a claim: up to `limit` due messages are marked logged by one
 * UPDATE (taken by one worker only, as a claim is) and returned, for their links to go to the log.
 */
export async function logDueMessages(db: Knex, due: { now: number; limit: number }): Promise<OutboxRow[]> {
  const rows = (await db('email_outbox')
    .whereIn('id', dueMessages(db, due.now, due.limit))
    .andWhere({ status: 'pending' })
    .update({ status: 'logged', sent_at: null, last_error: null, claimed_by: null, claimed_until: null })
    .returning('*')) as OutboxRow[];
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Extends a worker's claim of one message just before it is sent, so that a long batch cannot outlast its claim;
 * false when the claim is no longer this worker's (it expired and another worker took the message).
 */
/** Gives back the claim of messages this worker will not send now (it stops): another worker, or the next start, takes them at once. */
export async function releaseClaims(db: Knex, ids: number[], by: string): Promise<void> {
  if (ids.length > 0) await db('email_outbox').whereIn('id', ids).andWhere({ claimed_by: by, status: 'pending' }).update({ claimed_by: null, claimed_until: null });
}

export async function renewClaim(db: Knex, id: number, by: string, until: number): Promise<boolean> {
  const renewed = await db('email_outbox').where({ id, claimed_by: by, status: 'pending' }).update({ claimed_until: until });
  return renewed > 0;
}

/** After an attempt by the worker that holds the claim: sent, withdrawn, retried later, or failed for good. */
export async function settleMessage(
  db: Knex,
  id: number,
  by: string,
  outcome:
    | { status: 'sent'; at: number }
    | { status: 'withdrawn'; reason: string }
    | { status: 'pending' | 'failed'; error: string; attempts: number; next_attempt_at: number },
): Promise<void> {
  const release = { claimed_by: null, claimed_until: null };
  const change =
    'at' in outcome
      ? { status: outcome.status, sent_at: outcome.at, last_error: null, ...release }
      : 'reason' in outcome
        ? { status: outcome.status, last_error: outcome.reason, ...release }
        : { status: outcome.status, last_error: outcome.error, attempts: outcome.attempts, next_attempt_at: outcome.next_attempt_at, ...release };
  await db('email_outbox').where({ id, claimed_by: by }).update(change);
}

export const OUTBOX_LISTED = 200;

/** The messages not delivered: failed ones and those still waiting (or only those of `statuses`), newest first. */
export async function undeliveredMessages(db: Knex, statuses: readonly string[] = ['failed', 'pending'], limit = OUTBOX_LISTED): Promise<OutboxRow[]> {
  return db('email_outbox').whereIn('status', statuses).orderBy('id', 'desc').limit(limit);
}

/** The failed messages among `ids` (or, without ids, the newest failed ones), at most `limit`. */
export async function failedMessages(db: Knex, ids: readonly number[] | undefined, limit: number): Promise<OutboxRow[]> {
  const query = db('email_outbox').where({ status: 'failed' });
  if (ids) query.whereIn('id', ids);
  return (await query.orderBy('id', 'desc').limit(limit)) as OutboxRow[];
}

/** How many messages failed for good (until someone sends them again). */
export async function countFailedMessages(db: Knex): Promise<number> {
  const row = await db('email_outbox').where({ status: 'failed' }).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export async function findOutboxMessage(db: Knex, id: number): Promise<OutboxRow | undefined> {
  return db('email_outbox').where({ id }).first();
}

/** A failed message goes back to the queue with fresh attempts; false when it was not failed. */
export async function requeueFailedMessage(db: Knex, id: number, now: number): Promise<boolean> {
  const changed = await db('email_outbox')
    .where({ id, status: 'failed' })
    .update({ status: 'pending', attempts: 0, next_attempt_at: now, claimed_by: null, claimed_until: null });
  return changed > 0;
}

/**
 * RODO: every message addressed to a person who is forgotten goes, in the erasure's transaction.
 * Deleted rather than rewritten: the outbox is a delivery queue, not a record the law asks to keep, and a
 * message still waiting must not reach an address the person has taken back.
 */
export async function deleteMessagesTo(db: Knex, email: string): Promise<void> {
  await db('email_outbox').whereRaw('lower(recipient) = ?', [email.toLowerCase()]).delete();
}
