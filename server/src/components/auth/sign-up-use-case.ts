import type { Knex } from 'knex';
import type { SignUp } from '@zlota/shared/entities';
import { EMAIL_VERIFICATION_TTL_SECONDS } from '@zlota/shared/constants';
import { API_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict } from '../../libraries/errors.js';
import { hashPassword } from '../../libraries/passwords.js';
import { newToken } from '../../libraries/tokens.js';
import { findConflicts, insertUser } from '../users/users-repository.js';
import { verificationEmail } from './emails.js';
import { insertUserToken } from './user-tokens-repository.js';

async function assertFree(db: Knex, input: SignUp): Promise<void> {
  const taken = await findConflicts(db, input.email, input.username);
  if (taken.email) throw conflict(API_MESSAGES.emailTaken, { email: API_MESSAGES.emailTaken });
  if (taken.emailIsUsername) throw conflict(API_MESSAGES.emailIsUsername, { email: API_MESSAGES.emailIsUsername });
  if (taken.username) throw conflict(API_MESSAGES.usernameTaken, { username: API_MESSAGES.usernameTaken });
}

/**
 * Creates an inactive account, its verification link and the e-mail carrying it, all inside the caller's
 * transaction: the outbox sends the e-mail once the account exists.
 */
export async function registerUser(
  trx: Knex.Transaction,
  deps: Pick<Deps, 'clock' | 'config' | 'mailer'>,
  input: SignUp,
  passwordHash: string,
): Promise<{ userId: number }> {
  await assertFree(trx, input);
  const now = deps.clock.now();
  let userId: number;
  try {
    userId = await insertUser(
      trx,
      { name: input.name, surname: input.surname, username: input.username, phone: input.phone, email: input.email, password_hash: passwordHash },
      now,
    );
  } catch (error) {
    // A sign-up that raced this one took the address or the name; the transaction cannot tell which.
    if (isUniqueViolation(error)) throw conflict(API_MESSAGES.accountTaken);
    throw error;
  }
  const { token, hash } = newToken();
  await insertUserToken(trx, {
    user_id: userId,
    purpose: 'verify_email',
    token_hash: hash,
    created_at: now,
    expires_at: now + EMAIL_VERIFICATION_TTL_SECONDS * 1000,
  });
  const link = `${deps.config.publicUrl}/user/verify?token=${encodeURIComponent(token)}`;
  await deps.mailer.enqueue(trx, verificationEmail(input.email, input.name, link, EMAIL_VERIFICATION_TTL_SECONDS / 3600));
  return { userId };
}

export async function signUp(deps: Deps, input: SignUp): Promise<{ id: number }> {
  await assertFree(deps.db, input); // answers a taken address before spending time on the hash
  const passwordHash = await hashPassword(input.password);
  const { userId } = await deps.db.transaction((trx) => registerUser(trx, deps, input, passwordHash));
  return { id: userId };
}
