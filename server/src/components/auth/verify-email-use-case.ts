import { API_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { hashToken } from '../../libraries/tokens.js';
import { findUserById, updateUser } from '../users/users-repository.js';
import { consumeUserToken } from './user-tokens-repository.js';

/** Following the e-mail link once confirms the address and activates the account, unless the foundation deactivated it. */
export async function verifyEmail(deps: Deps, token: string): Promise<void> {
  const now = deps.clock.now();
  const verified = await deps.db.transaction(async (trx) => {
    const userId = await consumeUserToken(trx, hashToken(token), 'verify_email', now);
    if (userId === undefined) return false;
    const user = await findUserById(trx, userId);
    if (!user) return false;
    await updateUser(trx, userId, { is_active: user.deactivated_at === null ? true : user.is_active, email_verified_at: now }, now);
    return true;
  });
  if (!verified) throw new AppError('TOKEN_INVALID', 400, API_MESSAGES.verificationInvalid);
}
