// Owns: email_outbox (every message the mailer sends, written before it is sent).
import type { Knex } from 'knex';

export interface OutboxMessage {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: number;
  /** The PDF the message carries, drawn when it is sent: `donation-confirmation:<guid>`, `yearly-summary:<user id>:<year>`. */
  attachment?: string | null;
}

/** Called with the transaction of the change that causes the message, so the two are written together or not at all. */
export async function insertOutboxMessage(db: Knex, message: OutboxMessage): Promise<number> {
  const [row] = await db('email_outbox').insert(message).returning('id');
  return typeof row === 'object' ? (row as { id: number }).id : (row as number);
}

/** After an SMTP attempt: when it went, or why it did not. */
export async function markOutboxMessage(db: Knex, id: number, outcome: { sent_at: number } | { error: string }): Promise<void> {
  await db('email_outbox').where({ id }).update(outcome);
}
