import { CURRENCY } from '@zlota/shared/constants';
import type { DonationInput } from '@zlota/shared/schemas/donation';
import type { Deps } from '../../deps.js';
import type { OpenSchedule } from '../payments/donate-use-case.js';
import { findPayment } from '../payments/payments-repository.js';
import { applyCardChange } from './card-change-use-case.js';
import { confirmSchedule } from './charge-due-use-case.js';
import { insertSchedule, scheduleOfFirstPayment } from './recurring-repository.js';

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
      months: input.recurring!.months ?? null,
      status: 'awaiting_first',
      provider,
      method: input.recurring!.method,
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

/**
 * Issue 40 item 1: the first payment's notification made it paid: the schedule is confirmed at once, not at the job's
 * next hourly run, and the donor gets its e-mail (amount, day, next and last charge, the link) exactly once: only the
 * caller whose conditional update moves it from awaiting_first writes the e-mail, in that update's transaction.
 */
export async function confirmAfterFirstPayment(deps: Deps, guid: string): Promise<void> {
  // The schedule first (by its unique first payment): a later month's charge is no first payment, and stops here; a
  // new card's payment (issue 40 item 4, „Zmień kartę”) puts its card on the schedule.
  const schedule = await scheduleOfFirstPayment(deps.db, guid);
  if (!schedule) return void (await applyCardChange(deps, guid));
  if (schedule.status !== 'awaiting_first') return;
  const payment = await findPayment(deps.db, { guid });
  if (payment?.status === 'paid') await confirmSchedule(deps, schedule, payment);
}
