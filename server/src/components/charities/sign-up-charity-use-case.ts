import type { SignUp } from '@zlota/shared/entities';
import type { z } from 'zod';
import type { charityContentSchema, needyInputSchema, organiserDeclarationsSchema } from '@zlota/shared/schemas/charity';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { hashPassword } from '../../libraries/passwords.js';
import { registerUser } from '../auth/sign-up-use-case.js';
import { insertNeedy } from '../needy/needy-repository.js';
import { findCharity } from './charities-repository.js';
import { prepareImage, storeImage } from './charity-image.js';
import { insertNewCharity } from './manage-charity-use-case.js';
import { recordDeclarations } from './declarations-repository.js';

/** The form's fields are named by part (`user.email`), so the account's errors are too. */
function inUserPart(error: unknown): never {
  if (error instanceof AppError && error.fields) {
    const fields = Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [`user.${field}`, message]));
    throw new AppError(error.code, error.status, error.message, fields);
  }
  throw error;
}

interface SignUpCharityInput {
  user: SignUp;
  charity: z.output<typeof charityContentSchema>;
  needy: z.output<typeof needyInputSchema>;
  /** Validated as all accepted; the words accepted are recorded with the fundraiser. */
  declarations: z.output<typeof organiserDeclarationsSchema>;
  image?: Buffer;
}

/**
 * A visitor's account, beneficiary, image and fundraiser in one transaction: any failure leaves
 * none of them behind, and the verification e-mail is in the outbox with them. The fundraiser waits for the foundation's review.
 */
export async function signUpWithCharity(deps: Deps, input: SignUpCharityInput) {
  const image = await prepareImage(input.image);
  const passwordHash = await hashPassword(input.user.password);
  const now = deps.clock.now();
  const { userId, charityId } = await deps.db.transaction(async (trx) => {
    const registered = await registerUser(trx, deps, input.user, passwordHash).catch(inUserPart);
    const needy = { ...input.needy, contact: '', notes: '' };
    const needyId = await insertNeedy(trx, needy, now);
    const charityId = await insertNewCharity(trx, now, {
      content: input.charity,
      status: 'submitted',
      owner_id: registered.userId,
      needy: { id: needyId, ...needy },
      image: await storeImage(trx, image, now),
    });
    await recordDeclarations(trx, charityId, registered.userId, now);
    return { userId: registered.userId, charityId };
  });
  const charity = (await findCharity(deps.db, { id: charityId }))!;
  return { user_id: userId, charity: { id: charity.id, url: charity.url, status: charity.status } };
}
