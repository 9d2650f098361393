import type { Session } from '@zlota/shared/entities';
import type { Credentials } from '@zlota/shared/schemas/auth';
import type { TwoFactorChallenge, TwoFactorLogin } from '@zlota/shared/schemas/two-factor';
import { SESSION_TTL_SECONDS } from '@zlota/shared/constants';
import { API_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { toSeconds } from '../../libraries/clock.js';
import { AppError } from '../../libraries/errors.js';
import { decoyPasswordHash, verifyPassword } from '../../libraries/passwords.js';
import type { WindowLimit } from '../rate-limits/rate-limit.js';
import { newToken } from '../../libraries/tokens.js';
import { findUserByLogin, type UserRow } from '../users/users-repository.js';
import { authLimits } from './limits.js';
import { unknownDevice, type TrustedDevice } from './trusted-device.js';
import { deleteExpiredSessions, insertSession, type SessionOrigin } from './sessions-repository.js';
import { answerLoginChallenge, isTwoFactorEnabled, openLoginChallenge } from './two-factor-use-case.js';

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 401, API_MESSAGES.invalidCredentials);

/**
 * The account whose password matches, or nothing; an unknown login costs the same time and counts the same
 * as a wrong password. A failure counts against the client's address (a flood guard of this door) and against
 * the account, or against this browser alone when it has logged into the account before; a success gives both back.
 */
async function checkCredentials(deps: Deps, door: WindowLimit, credentials: Credentials, address: string, device: TrustedDevice): Promise<UserRow | undefined> {
  const addressAttempt = await door.take(address);
  const user = await findUserByLogin(deps.db, credentials.login);
  // A browser that has logged into this account before counts its failures apart (issue 29 §7).
  const accountKey = user ? (device.counterKey(user.id) ?? `user:${user.id}`) : `login:${credentials.login.toLowerCase()}`;
  // An attempt refused because the account is closed tries no password: the address gets it back.
  const accountAttempt = await authLimits(deps)
    .failedAccountLogins.take(accountKey)
    .catch(async (error: unknown) => {
      await addressAttempt.giveBack();
      throw error;
    });
  const matches = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), credentials.password);
  if (!user || !matches) return undefined;
  await Promise.all([addressAttempt.giveBack(), accountAttempt.succeeded()]);
  return user;
}

/** A session for the account; the browser it was opened in is remembered as the account's own. */
async function openSession(deps: Deps, user: UserRow, origin: SessionOrigin | undefined, device: TrustedDevice): Promise<Session> {
  const now = deps.clock.now();
  const { token, hash } = newToken();
  const expiresAt = now + SESSION_TTL_SECONDS * 1000;
  await deleteExpiredSessions(deps.db, now);
  await insertSession(deps.db, { user_id: user.id, token_hash: hash, created_at: now, expires_at: expiresAt, ...origin });
  device.remember(user.id);
  return { access_token: token, expires_at: toSeconds(expiresAt), ...(user.is_admin ? { admin: true as const } : {}) };
}

export async function userLogin(deps: Deps, credentials: Credentials, address: string, origin?: SessionOrigin, device = unknownDevice): Promise<Session> {
  const user = await checkCredentials(deps, authLimits(deps).failedUserLogins, credentials, address, device);
  if (!user) throw invalidCredentials();
  // One the foundation turned off is told so, and whom to ask; one never activated, to click the e-mail's link.
  if (!user.is_active) throw new AppError('ACCOUNT_INACTIVE', 403, user.deactivated_at === null ? API_MESSAGES.accountInactive : API_MESSAGES.accountDeactivated);
  // An admin session is never opened by a password alone once the admin has two-factor login.
  if (user.is_admin && (await isTwoFactorEnabled(deps, user.id))) throw new AppError('TWO_FACTOR_REQUIRED', 403, API_MESSAGES.twoFactorRequired);
  return openSession(deps, user, origin, device);
}

/**
 * Spec §7: the admin login yields `false` on failure instead of an error. An admin with two-factor login
 * gets a challenge instead of a session (issue 17), answered by `adminLoginSecondStep`.
 */
export async function adminLogin(deps: Deps, credentials: Credentials, address: string, origin?: SessionOrigin, device = unknownDevice): Promise<Session | TwoFactorChallenge | false> {
  const user = await checkCredentials(deps, authLimits(deps).failedAdminLogins, credentials, address, device);
  if (!user || !user.is_admin || !user.is_active) return false;
  if (await isTwoFactorEnabled(deps, user.id)) return openLoginChallenge(deps, user);
  return openSession(deps, user, origin, device);
}

/** The code step of an admin login: a right code (or recovery code) for a live challenge opens the session. */
export async function adminLoginSecondStep(deps: Deps, input: TwoFactorLogin, origin?: SessionOrigin, device = unknownDevice): Promise<Session> {
  return openSession(deps, await answerLoginChallenge(deps, input.challenge, input.code), origin, device);
}
