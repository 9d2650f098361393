// Owns: update_unsubscriptions (donors who asked for no more updates of one fundraiser, by e-mail).
import type { Knex } from 'knex';

/** Idempotent: a second click of the same link changes nothing. */
export async function addUnsubscription(db: Knex, charityId: number, email: string, now: number): Promise<void> {
  await db('update_unsubscriptions').insert({ charity_id: charityId, email, created_at: now }).onConflict(['charity_id', 'email']).ignore();
}

export async function unsubscribedEmails(db: Knex, charityId: number): Promise<Set<string>> {
  const rows: { email: string }[] = await db('update_unsubscriptions').where({ charity_id: charityId }).select('email');
  return new Set(rows.map((row) => row.email));
}
