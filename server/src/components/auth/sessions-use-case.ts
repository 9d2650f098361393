// Konto's list of signed-in devices: the person sees each session and ends the ones they do not recognise.
import type { Knex } from 'knex';
import type { AccountSession } from '@zlota/shared/schemas/personal-data';
import { API_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { notFound, unauthorized } from '../../libraries/errors.js';
import { hashToken } from '../../libraries/tokens.js';
import type { UserRow } from '../users/users-repository.js';
import { deleteOtherSessionOfUser, deleteOtherSessionsOfUser, deleteSessionsOfUser, listSessionsOfUser, type SessionRow } from './sessions-repository.js';
import { deleteLoginChallengesOfUser } from './two-factor-repository.js';
import { bearerToken } from './session-use-case.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** A session as the person sees it; its token's hash never leaves the server. */
export const toAccountSession = (row: SessionRow, currentHash?: string): AccountSession => ({
  id: row.id,
  device: row.device,
  ip: row.ip,
  created_at: iso(row.created_at),
  last_seen_at: iso(row.last_seen_at ?? row.created_at),
  current: row.token_hash === currentHash,
});

export function currentHash(authorization: string | undefined): string {
  const token = bearerToken(authorization);
  if (!token) throw unauthorized();
  return hashToken(token);
}

export async function accountSessions(deps: Deps, userId: number, authorization?: string): Promise<AccountSession[]> {
  const hash = authorization === undefined ? undefined : currentHash(authorization);
  return (await listSessionsOfUser(deps.db, userId, deps.clock.now())).map((row) => toAccountSession(row, hash));
}

/** Ends one of the person's other devices; the device asking signs out with the ordinary logout. */
export async function endOwnSession(deps: Deps, user: UserRow, id: number, authorization: string | undefined): Promise<void> {
  if (!(await deleteOtherSessionOfUser(deps.db, user.id, id, currentHash(authorization)))) throw notFound(API_MESSAGES.sessionNotFound);
}

export async function endOwnOtherSessions(deps: Deps, user: UserRow, authorization: string | undefined): Promise<void> {
  await deleteOtherSessionsOfUser(deps.db, user.id, currentHash(authorization));
}

/**
 * Signs the account out everywhere, in the caller's transaction: every session, and every login still waiting for its
 * two-factor code (its password step must not open a session afterwards). Answers how many sessions ended.
 */
export async function endEverySession(trx: Knex, userId: number): Promise<number> {
  await deleteLoginChallengesOfUser(trx, userId);
  return deleteSessionsOfUser(trx, userId);
}
