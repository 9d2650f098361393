// Owns: payment_events, payments (every signed notification of one of our payments as it came, before it is acted on;
// payments, with payments-repository.ts, only read: the events of a paid payment are kept for good).
import type { Knex } from 'knex';
import { COUNTED_STATUSES } from './payments-repository.js';

export interface PaymentEvent {
  provider: string;
  event_key: string;
  payment_guid: string | null;
  raw_body: string;
  headers: string;
  verdict: string;
  received_at: number;
}

/** Stores a notification; undefined when this provider event was stored before (a redelivery). */
export async function insertEvent(db: Knex, event: PaymentEvent): Promise<number | undefined> {
  const rows = await db('payment_events').insert(event).onConflict(['provider', 'event_key']).ignore().returning('id');
  const row = rows[0] as { id: number } | number | undefined;
  return row === undefined ? undefined : typeof row === 'object' ? row.id : row;
}

/**
 * A verified provider event, stored as it came; undefined when the same event was stored before (a redelivery).
 * Its verdict is `accepted` until the caller's transaction sets it, or the one the caller expects it to get.
 */
export function insertAcceptedEvent(
  db: Knex,
  guid: string,
  event: { provider: string; eventKey: string; rawBody: string; headers: Record<string, string | undefined> },
  now: number,
  verdict = 'accepted',
): Promise<number | undefined> {
  return insertEvent(db, {
    provider: event.provider,
    event_key: event.eventKey,
    payment_guid: guid,
    raw_body: event.rawBody,
    headers: JSON.stringify(event.headers),
    verdict,
    received_at: now,
  });
}

export async function setEventVerdict(db: Knex, id: number, verdict: string): Promise<void> {
  await db('payment_events').where({ id }).update({ verdict });
}

/**
 * Forgets, a batch at a time, events received before `before`, except those of a paid (or refunded) payment: they are
 * what its money was counted from. How many were forgotten.
 */
export async function deleteEventsBefore(db: Knex, before: number, batch = 1000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const old = db('payment_events')
      .select('id')
      .where('received_at', '<', before)
      .whereNotExists(db('payments').select('id').whereRaw('payments.guid = payment_events.payment_guid').whereIn('status', COUNTED_STATUSES))
      .limit(batch);
    const count = await db('payment_events').whereIn('id', old).delete();
    deleted += count;
    if (count < batch) return deleted;
  }
}

/** A payment's stored events, oldest first. */
export async function eventsOfPayment(db: Knex, guid: string): Promise<PaymentEvent[]> {
  const rows = (await db('payment_events').where({ payment_guid: guid }).orderBy('id', 'asc').limit(500)) as PaymentEvent[];
  return rows.map((row) => ({ ...row, received_at: Number(row.received_at) }));
}
