// The signed-in person's own account: their name and phone, their password, and proof that it is them.
import { API_MESSAGES } from '@zlota/shared/messages';
import type { ChangePassword, Profile } from '@zlota/shared/schemas/own-account';
import type { Deps } from '../../deps.js';
import { AppError, unauthorized } from '../../libraries/errors.js';
import { hashPassword, verifyPassword } from '../../libraries/passwords.js';
import { hashToken } from '../../libraries/tokens.js';
import { findUserById, updateUser, type UserRow } from '../users/users-repository.js';
import { authLimits } from './limits.js';
import { deleteOtherSessionsOfUser } from './sessions-repository.js';
import { bearerToken } from './session-use-case.js';

const wrongPassword = (field: string) => new AppError('WRONG_PASSWORD', 400, API_MESSAGES.wrongPassword, { [field]: API_MESSAGES.wrongPassword });

/**
 * The account's own password, asked again before a change that cannot be undone. A wrong one counts as a failed
 * login into the account (the same counter, so both doors together slow a guesser down); a right one clears it.
 * It answers 400, not 401: the session is fine, only the password typed is not.
 */
export async function confirmOwnPassword(deps: Deps, user: UserRow, password: string, field: string): Promise<void> {
  const attempt = await authLimits(deps).failedAccountLogins.take(`user:${user.id}`);
  if (!(await verifyPassword(user.password_hash, password))) throw wrongPassword(field);
  await attempt.succeeded();
}

export async function updateProfile(deps: Deps, user: UserRow, profile: Profile): Promise<UserRow> {
  await updateUser(deps.db, user.id, profile, deps.clock.now());
  return (await findUserById(deps.db, user.id))!;
}

/** A new password ends every other session of the account; the one that changed it stays signed in. */
export async function changeOwnPassword(deps: Deps, user: UserRow, change: ChangePassword, authorization: string | undefined): Promise<void> {
  const token = bearerToken(authorization);
  if (!token) throw unauthorized();
  await confirmOwnPassword(deps, user, change.current_password, 'current_password');
  const passwordHash = await hashPassword(change.password);
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash }, now);
    await deleteOtherSessionsOfUser(trx, user.id, hashToken(token));
  });
}
