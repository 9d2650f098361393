import type { Deps } from '../../deps.js';
import { unauthorized } from '../../libraries/errors.js';
import { hashToken } from '../../libraries/tokens.js';
import { findUserById, type UserRow } from '../users/users-repository.js';
import { deleteSession, findSessionUserId } from './sessions-repository.js';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,128})$/i;

export function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header.trim())?.[1] : undefined;
}

/** The user behind a live session: not expired, and the account still active. */
async function findUserBySession(deps: Deps, token: string): Promise<UserRow | undefined> {
  const userId = await findSessionUserId(deps.db, hashToken(token), deps.clock.now());
  const user = userId === undefined ? undefined : await findUserById(deps.db, userId);
  return user?.is_active ? user : undefined;
}

/** The user a request's Bearer token belongs to; anything else is 401 Unauthorized. */
export async function authenticate(deps: Deps, authorization: string | undefined): Promise<UserRow> {
  const token = bearerToken(authorization);
  if (!token) throw unauthorized();
  const user = await findUserBySession(deps, token);
  if (!user) throw unauthorized();
  return user;
}

/** The user of a valid token, or nobody: for calls anyone may make (a donation) that remember who did. */
export async function optionalUser(deps: Deps, authorization: string | undefined): Promise<UserRow | undefined> {
  const token = bearerToken(authorization);
  return token ? findUserBySession(deps, token) : undefined;
}

/** Ends the session of the token given, if any: logging out twice is not an error. */
export async function logout(deps: Deps, authorization: string | undefined): Promise<void> {
  const token = bearerToken(authorization);
  if (token) await deleteSession(deps.db, hashToken(token));
}
