// Owns: sessions (only the SHA-256 of each token, with its expiry).
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

/** Every session of the account but the one given: the device that made a change stays signed in. */
export async function deleteOtherSessionsOfUser(db: Knex, userId: number, keepTokenHash: string): Promise<void> {
  await db('sessions').where({ user_id: userId }).andWhereNot({ token_hash: keepTokenHash }).delete();
}

export async function deleteExpiredSessions(db: Knex, now: number): Promise<void> {
  await db('sessions').where('expires_at', '<=', now).delete();
}

/** The account a live (not expired) session belongs to. */
export async function findSessionUserId(db: Knex, tokenHash: string, now: number): Promise<number | undefined> {
  const row = await db('sessions').where({ token_hash: tokenHash }).andWhere('expires_at', '>', now).first('user_id');
  return row ? Number(row.user_id) : undefined;
}
