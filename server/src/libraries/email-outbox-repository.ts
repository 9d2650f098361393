// Owns: email_outbox (every message the mailer sends, written before it is sent).
import type { Knex } from 'knex';

export interface OutboxMessage {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: number;
}

export async function insertOutboxMessage(db: Knex, message: OutboxMessage): Promise<number> {
  const [row] = await db('email_outbox').insert(message).returning('id');
  return typeof row === 'object' ? (row as { id: number }).id : (row as number);
}

/** After an SMTP attempt: when it went, or why it did not. */
export async function markOutboxMessage(db: Knex, id: number, outcome: { sent_at: number } | { error: string }): Promise<void> {
  await db('email_outbox').where({ id }).update(outcome);
}
