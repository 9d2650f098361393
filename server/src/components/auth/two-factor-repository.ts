// Owns: staff_two_factor, staff_recovery_codes, staff_login_challenges (an admin's sealed TOTP secret, hashed recovery codes, login challenges).
import type { Knex } from 'knex';

export interface TwoFactorRow {
  user_id: number;
  sealed_secret: string;
  created_at: number;
  enabled_at: number | null;
  last_used_step: number | null;
}

const toRow = (row: Record<string, unknown> | undefined): TwoFactorRow | undefined =>
  row && {
    user_id: Number(row.user_id),
    sealed_secret: String(row.sealed_secret),
    created_at: Number(row.created_at),
    enabled_at: row.enabled_at === null ? null : Number(row.enabled_at),
    last_used_step: row.last_used_step === null ? null : Number(row.last_used_step),
  };

export async function findTwoFactor(db: Knex, userId: number): Promise<TwoFactorRow | undefined> {
  return toRow(await db('staff_two_factor').where({ user_id: userId }).first());
}

/** A new secret waiting for its first code; it replaces a set-up that was never confirmed. */
export async function savePendingTwoFactor(db: Knex, userId: number, sealedSecret: string, now: number): Promise<void> {
  await db('staff_two_factor').where({ user_id: userId }).whereNull('enabled_at').delete();
  await db('staff_two_factor').insert({ user_id: userId, sealed_secret: sealedSecret, created_at: now, enabled_at: null, last_used_step: null });
}

export async function enableTwoFactor(db: Knex, userId: number, now: number): Promise<boolean> {
  return (await db('staff_two_factor').where({ user_id: userId }).whereNull('enabled_at').update({ enabled_at: now })) === 1;
}

/**
 * Records the time step a code was used in, only if it is later than the last one: a code (or an earlier
 * one) is never accepted twice, even by two requests at once.
 */
export async function useTimeStep(db: Knex, userId: number, step: number): Promise<boolean> {
  const changed = await db('staff_two_factor')
    .where({ user_id: userId })
    .andWhere((q) => {
      q.whereNull('last_used_step').orWhere('last_used_step', '<', step);
    })
    .update({ last_used_step: step });
  return changed === 1;
}

export async function deleteTwoFactor(db: Knex, userId: number): Promise<void> {
  await db('staff_recovery_codes').where({ user_id: userId }).delete();
  await db('staff_two_factor').where({ user_id: userId }).delete();
}

export async function replaceRecoveryCodes(db: Knex, userId: number, codeHashes: string[]): Promise<void> {
  await db('staff_recovery_codes').where({ user_id: userId }).delete();
  await db('staff_recovery_codes').insert(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })));
}

/** Marks an unused recovery code of the account used; false when there is none such. */
export async function useRecoveryCode(db: Knex, userId: number, codeHash: string, now: number): Promise<boolean> {
  const changed = await db('staff_recovery_codes').where({ user_id: userId, code_hash: codeHash }).whereNull('used_at').update({ used_at: now });
  return changed === 1;
}

export async function countUnusedRecoveryCodes(db: Knex, userId: number): Promise<number> {
  const row = await db('staff_recovery_codes').where({ user_id: userId }).whereNull('used_at').count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export async function insertLoginChallenge(db: Knex, challenge: { user_id: number; token_hash: string; expires_at: number }, now: number): Promise<void> {
  await db('staff_login_challenges').where('expires_at', '<=', now).delete();
  await db('staff_login_challenges').insert(challenge);
}

export async function findLoginChallengeUserId(db: Knex, tokenHash: string, now: number): Promise<number | undefined> {
  const row = await db('staff_login_challenges').where({ token_hash: tokenHash }).andWhere('expires_at', '>', now).first('user_id');
  return row ? Number(row.user_id) : undefined;
}

/** A challenge is answered once: the session is opened only by the request that deleted it. */
export async function deleteLoginChallenge(db: Knex, tokenHash: string): Promise<boolean> {
  return (await db('staff_login_challenges').where({ token_hash: tokenHash }).delete()) === 1;
}

/** Every login of the account still waiting for its code: none of them may open a session any more. */
export async function deleteLoginChallengesOfUser(db: Knex, userId: number): Promise<void> {
  await db('staff_login_challenges').where({ user_id: userId }).delete();
}

/** One sealed secret of any admin, to learn whether APP_SECRET still opens what the database holds. */
export async function anySealedTwoFactorSecret(db: Knex): Promise<string | undefined> {
  const row = await db('staff_two_factor').first('sealed_secret');
  return row ? String(row.sealed_secret) : undefined;
}

/** The admins with a two-factor set-up (confirmed or not). */
export async function twoFactorUserIds(db: Knex): Promise<number[]> {
  return (await db('staff_two_factor').pluck('user_id')).map(Number);
}
