import type { Knex } from 'knex';

export async function insertSession(
  db: Knex,
  session: { user_id: number; token_hash: string; created_at: number; expires_at: number },
): Promise<void> {
  await db('sessions').insert(session);
}

export async function deleteSession(db: Knex, tokenHash: string): Promise<void> {
  await db('sessions').where({ token_hash: tokenHash }).delete();
}

export async function deleteSessionsOfUser(db: Knex, userId: number): Promise<void> {
  await db('sessions').where({ user_id: userId }).delete();
}

export async function deleteExpiredSessions(db: Knex, now: number): Promise<void> {
  await db('sessions').where('expires_at', '<=', now).delete();
}
