import { CURRENCY } from '@zlota/shared/constants';
import type { DonationInput } from '@zlota/shared/schemas/donation';
import type { Deps } from '../../deps.js';
import type { OpenSchedule } from '../payments/donate-use-case.js';
import { insertSchedule } from './recurring-repository.js';

/**
 * Issue 40: the donation's request chose "co miesiąc": its schedule waits for the first payment (and the consent its
 * approval gives). The same request repeated (its idempotency key) finds the same schedule.
 */
export const scheduleOpening =
  (deps: Deps, input: DonationInput): OpenSchedule =>
  async ({ guid, provider, user }) =>
    insertSchedule(deps.db, {
      charity_id: input.charity_id,
      amount: input.amount,
      currency: CURRENCY,
      day: input.recurring!.day,
      status: 'awaiting_first',
      provider,
      method: input.method,
      donor_email: input.email,
      donor_name: input.name,
      receipt_name: input.receipt_name,
      anonymous: input.anonymous,
      hide_amount: input.hide_amount,
      user_id: user?.id ?? null,
      idempotency_key: input.idempotency_key,
      first_payment_guid: guid,
      created_at: deps.clock.now(),
    });
