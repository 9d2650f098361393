// Konto: the person deletes their own account. It reads their fundraisers and anonymises their donations, so it sits
// above auth, charities and payments.
import { API_MESSAGES } from '@zlota/shared/messages';
import type { CharityStatus } from '@zlota/shared/schemas/charity';
import type { Knex } from 'knex';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { removeOwnAccount } from '../auth/admin-users-use-case.js';
import { confirmOwnPassword } from '../auth/own-account-use-case.js';
import { listByOwner } from '../charities/charities-repository.js';
import { anonymiseDonationsOfUser } from '../payments/payments-repository.js';
import { forgetAddress } from '../payments/update-addresses-repository.js';
import type { UserRow } from '../users/users-repository.js';

/**
 * A fundraiser that keeps its organiser's account: an active one takes donations, and one waiting for review may be
 * published any day; both need someone the foundation and the donors can reach. Drafts, rejected and finished ones do not.
 */
const KEEPS_ACCOUNT = new Set<CharityStatus>(['active', 'submitted']);

async function refuseWhileFundraising(trx: Knex, user: UserRow): Promise<void> {
  const open = (await listByOwner(trx, user.id)).find((charity) => KEEPS_ACCOUNT.has(charity.status));
  if (open) throw new AppError('HAS_OPEN_FUNDRAISER', 409, API_MESSAGES.hasOpenFundraiser.replace('{title}', open.title));
}

/**
 * After the password: the account goes the way the foundation's delete takes it, and the audit log says the owner did it.
 * Their donations stay in the books, anonymised in the same transaction (RODO).
 */
export async function deleteOwnAccount(deps: Deps, user: UserRow, password: string): Promise<void> {
  await confirmOwnPassword(deps, user, password, 'password');
  await removeOwnAccount(deps, user, async (trx, found) => {
    await refuseWhileFundraising(trx, found);
    await anonymiseDonationsOfUser(trx, found, deps.clock.now());
    await forgetAddress(trx, found.email);
  });
}
