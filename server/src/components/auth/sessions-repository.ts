// Owns: sessions (only the SHA-256 of each token, with its expiry, and the device, address and last use the person sees).
import type { Knex } from 'knex';

/** Where a session was opened: a short description of the browser and the client's address. */
export interface SessionOrigin {
  device: string;
  ip: string | null;
}

export interface SessionRow extends SessionOrigin {
  id: number;
  token_hash: string;
  created_at: number;
  last_seen_at: number | null;
}

export async function insertSession(
  db: Knex,
  session: { user_id: number; token_hash: string; created_at: number; expires_at: number } & Partial<SessionOrigin>,
): Promise<void> {
  await db('sessions').insert({ ...session, last_seen_at: session.created_at });
}

export async function deleteSession(db: Knex, tokenHash: string): Promise<void> {
  await db('sessions').where({ token_hash: tokenHash }).delete();
}

/** Ends every session of the account; answers how many there were. */
export async function deleteSessionsOfUser(db: Knex, userId: number): Promise<number> {
  return db('sessions').where({ user_id: userId }).delete();
}

/** Ends one session of the account, never the one given (the device asking); false when there is no such other session. */
export async function deleteOtherSessionOfUser(db: Knex, userId: number, id: number, keepTokenHash: string): Promise<boolean> {
  return (await db('sessions').where({ id, user_id: userId }).andWhereNot({ token_hash: keepTokenHash }).delete()) > 0;
}

/** Every session of the account but the one given: the device that made a change stays signed in. */
export async function deleteOtherSessionsOfUser(db: Knex, userId: number, keepTokenHash: string): Promise<void> {
  await db('sessions').where({ user_id: userId }).andWhereNot({ token_hash: keepTokenHash }).delete();
}

export async function deleteExpiredSessions(db: Knex, now: number): Promise<void> {
  await db('sessions').where('expires_at', '<=', now).delete();
}

/** A live (not expired) session: its account and when it was last used. */
export async function findLiveSession(db: Knex, tokenHash: string, now: number): Promise<{ id: number; user_id: number; last_seen_at: number | null } | undefined> {
  const row = await db('sessions').where({ token_hash: tokenHash }).andWhere('expires_at', '>', now).first('id', 'user_id', 'last_seen_at');
  return row ? { id: Number(row.id), user_id: Number(row.user_id), last_seen_at: row.last_seen_at === null ? null : Number(row.last_seen_at) } : undefined;
}

export async function touchSession(db: Knex, id: number, now: number): Promise<void> {
  await db('sessions').where({ id }).update({ last_seen_at: now });
}

/** The account's live sessions, the most recently used first. */
export async function listSessionsOfUser(db: Knex, userId: number, now: number): Promise<SessionRow[]> {
  const rows: Record<string, unknown>[] = await db('sessions')
    .select('id', 'token_hash', 'device', 'ip', 'created_at', 'last_seen_at')
    .where({ user_id: userId })
    .andWhere('expires_at', '>', now)
    .orderByRaw('COALESCE(last_seen_at, created_at) DESC, id DESC');
  return rows.map((row) => ({
    id: Number(row.id),
    token_hash: String(row.token_hash),
    device: (row.device as string | null) ?? '',
    ip: (row.ip as string | null) ?? null,
    created_at: Number(row.created_at),
    last_seen_at: row.last_seen_at === null ? null : Number(row.last_seen_at),
  }));
}
