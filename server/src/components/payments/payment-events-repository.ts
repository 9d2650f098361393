// Owns: payment_events (every provider notification as it came, before it is acted on).
import type { Knex } from 'knex';

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

export async function setEventVerdict(db: Knex, id: number, verdict: string): Promise<void> {
  await db('payment_events').where({ id }).update({ verdict });
}
