// Owns: user_tokens (single-use e-mail verification and password reset links, hashed).
import type { Knex } from 'knex';

export type TokenPurpose = 'verify_email' | 'reset_password';

export async function insertUserToken(
  db: Knex,
  token: { user_id: number; purpose: TokenPurpose; token_hash: string; created_at: number; expires_at: number },
): Promise<void> {
  await db('user_tokens').insert(token);
}

/** Marks a live token used and answers its user; a used, expired or unknown token answers nothing. */
export async function consumeUserToken(
  trx: Knex.Transaction,
  tokenHash: string,
  purpose: TokenPurpose,
  now: number,
): Promise<number | undefined> {
  const live = () =>
    trx('user_tokens').where({ token_hash: tokenHash, purpose }).whereNull('used_at').andWhere('expires_at', '>', now);
  const row = await live().first('user_id');
  if (!row) return undefined;
  const changed = await live().update({ used_at: now });
  return changed === 1 ? Number(row.user_id) : undefined;
}

/** A new link makes the earlier unused ones of the same purpose worthless. */
export async function expireUserTokens(db: Knex, userId: number, purpose: TokenPurpose, now: number): Promise<void> {
  await db('user_tokens').where({ user_id: userId, purpose }).whereNull('used_at').update({ used_at: now });
}
