import { PASSWORD_RESET_TTL_SECONDS } from '@zlota/shared/constants';
import { API_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { hashPassword } from '../../libraries/passwords.js';
import { hashToken, newToken } from '../../libraries/tokens.js';
import { findUserByEmail, updateUser } from '../users/users-repository.js';
import { passwordResetEmail } from './emails.js';
import { authLimits } from './limits.js';
import { endEverySession } from './sessions-use-case.js';
import { consumeUserToken, expireUserTokens, insertUserToken } from './user-tokens-repository.js';

/**
 * Queues a single-use link when the address has an account (the token and its e-mail in one transaction); the
 * caller answers the same either way, and at once: the outbox worker reaches the mail server after the answer.
 * Counted per client and per e-mail address.
 */
export async function rememberPassword(deps: Deps, email: string, address: string): Promise<void> {
  const limits = authLimits(deps);
  await limits.reminders.take(address);
  await limits.remindersPerEmail.take(email);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const now = deps.clock.now();
  const { token, hash } = newToken();
  const link = `${deps.config.publicUrl}/user/reset-password?token=${encodeURIComponent(token)}`;
  await deps.db.transaction(async (trx) => {
    await expireUserTokens(trx, user.id, 'reset_password', now);
    await insertUserToken(trx, {
      user_id: user.id,
      purpose: 'reset_password',
      token_hash: hash,
      created_at: now,
      expires_at: now + PASSWORD_RESET_TTL_SECONDS * 1000,
    });
    await deps.mailer.enqueue(trx, passwordResetEmail(user.email, user.name, link, PASSWORD_RESET_TTL_SECONDS / 60));
  });
}

/** A new password ends every session of the account. A link that does not work counts against the client's address. */
export async function resetPassword(deps: Deps, input: { token: string; password: string }, address: string): Promise<void> {
  const attempt = await authLimits(deps).failedResets.take(address);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const changed = await deps.db.transaction(async (trx) => {
    const userId = await consumeUserToken(trx, hashToken(input.token), 'reset_password', now);
    if (userId === undefined) return false;
    await updateUser(trx, userId, { password_hash: passwordHash }, now);
    await endEverySession(trx, userId);
    return true;
  });
  if (!changed) throw new AppError('TOKEN_INVALID', 400, API_MESSAGES.resetInvalid);
  await attempt.giveBack();
}
