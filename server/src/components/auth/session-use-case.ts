import type { Deps } from '../../deps.js';
import { unauthorized } from '../../libraries/errors.js';
import { isStorageFull } from '../../libraries/storage-full.js';
import { hashToken } from '../../libraries/tokens.js';
import { findUserById, type UserRow } from '../users/users-repository.js';
import { deleteSession, findLiveSession, touchSession } from './sessions-repository.js';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,128})$/i;

export function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header.trim())?.[1] : undefined;
}

/** "Last seen" is written at most once a minute, so a busy session does not write on every request. */
const LAST_SEEN_STEP_MS = 60_000;

/** The user behind a live session: not expired, and the account still active. */
async function findUserBySession(deps: Deps, token: string): Promise<UserRow | undefined> {
  const now = deps.clock.now();
  // Read on a read-only connection: a request of the panel does not queue behind the writer to learn who asks.
  const session = await findLiveSession(deps.reader, hashToken(token), now);
  const user = session === undefined ? undefined : await findUserById(deps.reader, session.user_id);
  if (!session || !user?.is_active) return undefined;
  if (session.last_seen_at === null || now - session.last_seen_at >= LAST_SEEN_STEP_MS) {
    // On a full disk "last seen" waits for space: a read needs no write of its own (the storage watch heard the refusal).
    await touchSession(deps.db, session.id, now).catch((error: unknown) => {
      if (!isStorageFull(error)) throw error;
    });
  }
  return user;
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
