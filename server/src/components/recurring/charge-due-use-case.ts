import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { chargeDay, duePeriods, finalPeriod, laterPeriod, nextPeriod, periodOf, retryDay } from '@zlota/shared/recurring-periods';
import { warsawDay } from '@zlota/shared/warsaw-days';
import type { Deps } from '../../deps.js';
import { isListed } from '../charities/catalog-use-case.js';
import { findCharity } from '../charities/charities-repository.js';
import type { EmailMessage } from '../emails/mailer.js';
import { chargeRecurring, type RecurringChargeResult } from '../payments/recurring-charge-use-case.js';
import { findPayment, type PaymentRow } from '../payments/payments-repository.js';
import { announceFundraiser } from './recurring-figures.js';
import { applyMissedCardChanges } from './card-change-use-case.js';
import {
  activateSchedule,
  chargesToTake,
  claimPeriod,
  findSchedule,
  moveSchedule,
  lastClaimedPeriods,
  markCardExpiryAnnounced,
  schedulePages,
  schedulesAtChosenEnd,
  setChargePayment,
  settleCharge,
  takeCharge,
  type ChargeRow,
  type ScheduleRow,
} from './recurring-repository.js';
import {
  cardExpiringEmail,
  chargeDeclinedEmail,
  mailOfSchedule,
  scheduleCompletedEmail,
  scheduleConfirmedEmail,
  scheduleEndedEmail,
  schedulePausedEmail,
  type ScheduleMail,
} from './recurring-emails.js';

/** How long a run holds a charge it claimed: past it, the run is taken for dead and another takes the charge over. */
const CLAIM_MS = 10 * 60 * 1000;

export interface ChargeReport {
  activated: number;
  charged: number;
  paid: number;
  declined: number;
  paused: number;
  ended: number;
  /** Issue 40 item 4: donors told that their card expires at the end of this or an earlier month. */
  expiring: number;
}

/**
 * A change of a schedule and its e-mail, in one transaction: the e-mail goes only with the change, once. Once committed,
 * the fundraiser's kept answers („N osób wspiera co miesiąc”) are forgotten in every process, as after a payment.
 */
async function withEmail(deps: Deps, schedule: ScheduleRow, change: (trx: Knex) => Promise<boolean>, email: (mail: ScheduleMail) => EmailMessage): Promise<boolean> {
  const mail = await mailOfSchedule(deps, schedule);
  const changed = await deps.db.transaction(async (trx) => {
    const moved = await change(trx);
    if (moved && mail) await deps.mailer.enqueue(trx, email(mail));
    return moved;
  });
  if (changed) await announceFundraiser(deps, schedule.charity_id);
  return changed;
}

/**
 * A schedule whose first payment is settled: paid, the provider's token for the later charges (given with the donor's
 * consent) is kept and the schedule charges from the next month on (to its chosen end, if any), the donor told once
 * (the conditional update from awaiting_first lets one caller through, with its e-mail); without the consent it ends
 * before it began. Called for the first payment's notification as soon as it is paid, and by every run for any missed.
 */
export async function confirmSchedule(deps: Deps, schedule: ScheduleRow, known?: PaymentRow): Promise<boolean> {
  const payment = known ?? (schedule.first_payment_guid ? await findPayment(deps.db, { guid: schedule.first_payment_guid }) : undefined);
  if (!payment || payment.status === 'pending') return false;
  const provider = payment.status === 'paid' ? await deps.payments.forPayment(deps.db, payment) : undefined;
  const stored = provider?.recurringToken ? await provider.recurringToken({ guid: payment.guid, providerRef: payment.provider_ref, donorEmail: payment.donor_email }) : null;
  const now = deps.clock.now();
  if (!stored || payment.paid_at === null) {
    await moveSchedule(deps.db, schedule.id, ['awaiting_first'], { status: 'ended', reason: 'no_consent' }, now);
    return false;
  }
  const firstPeriod = periodOf(warsawDay(Number(payment.paid_at)));
  const final = schedule.months === null ? null : finalPeriod(firstPeriod, schedule.months);
  const next = chargeDay(nextPeriod(firstPeriod), schedule.day);
  return withEmail(
    deps,
    schedule,
    (trx) => activateSchedule(trx, schedule.id, { token: stored.token, card_expiry: stored.cardExpiry, first_period: firstPeriod, final_period: final }, now),
    (mail) => scheduleConfirmedEmail(mail, next, final === null ? null : chargeDay(final, schedule.day)),
  );
}

async function activateSchedules(deps: Deps, report: ChargeReport): Promise<void> {
  for await (const page of schedulePages(deps.db, 'awaiting_first')) for (const schedule of page) {
    if (await confirmSchedule(deps, schedule)) report.activated += 1;
  }
}

const chargeRequest = (schedule: ScheduleRow, charge: ChargeRow) => ({
  recurringId: schedule.id,
  charityId: schedule.charity_id,
  amount: schedule.amount,
  currency: schedule.currency,
  provider: schedule.provider,
  method: schedule.method,
  token: schedule.token!,
  donor: {
    name: schedule.donor_name,
    receiptName: schedule.receipt_name,
    email: schedule.donor_email,
    anonymous: schedule.anonymous,
    hideAmount: schedule.hide_amount,
    userId: schedule.user_id,
  },
  // The payment's and the provider's key: a run taking over a dead one's charge asks under the same key.
  idempotencyKey: `recurring:${schedule.id}:${charge.period}:${charge.attempt}`,
});

/** The attempt's outcome: paid; declined (retried after 1, 3 and 7 days, then the schedule pauses); or asking for the card again (paused). */
async function settle(deps: Deps, schedule: ScheduleRow, charge: ChargeRow, result: RecurringChargeResult, report: ChargeReport): Promise<void> {
  const now = deps.clock.now();
  if (result.status === 'paid') {
    if (await settleCharge(deps.db, charge, { state: 'paid' }, now)) report.paid += 1;
    return;
  }
  if (result.status !== 'failed') return; // the provider's notification has not come yet: the next run looks again
  const retryOn = result.outcome === 'reauthorise' ? undefined : retryDay(charge.first_attempt_on, charge.attempt);
  if (retryOn) {
    const retried = await withEmail(deps, schedule, (trx) => settleCharge(trx, charge, { state: 'retry', next_attempt_on: retryOn }, now), (mail) => chargeDeclinedEmail(mail, retryOn));
    if (retried) report.declined += 1;
    return;
  }
  const reason = result.outcome === 'reauthorise' ? 'reauthorise' : 'declined';
  const paused = await withEmail(
    deps,
    schedule,
    async (trx) => (await settleCharge(trx, charge, { state: 'failed' }, now)) && (await moveSchedule(trx, schedule.id, ['active'], { status: 'paused', reason }, now)),
    (mail) => schedulePausedEmail(mail, reason),
  );
  if (paused) report.paused += 1;
}

async function charge(deps: Deps, schedule: ScheduleRow, claimed: ChargeRow, report: ChargeReport): Promise<void> {
  let result: RecurringChargeResult;
  try {
    result = await chargeRecurring(deps, chargeRequest(schedule, claimed));
  } catch (error) {
    // One provider's failure (say, a fundraiser's PayU keys refused) stops neither the run nor the other schedules:
    // the claim lapses and a later run takes it over under the same idempotency key.
    deps.logger.error({ err: error, recurringId: schedule.id, period: claimed.period }, 'Wpłata cykliczna: nie udało się zlecić obciążenia');
    return;
  }
  await setChargePayment(deps.db, claimed.id, result.guid, deps.clock.now());
  report.charged += 1;
  await settle(deps, schedule, { ...claimed, payment_guid: result.guid }, result, report);
}

/**
 * Issue 40 item 4: a card valid through the end of month E (as the provider reported it with the token) is announced a
 * month before it lapses, from E's first day on (or at once, should a run first see it later), once per expiry.
 */
async function announceExpiringCard(deps: Deps, schedule: ScheduleRow, asOf: string): Promise<boolean> {
  const expiry = schedule.card_expiry;
  if (!expiry || schedule.card_expiry_announced === expiry || periodOf(asOf) < expiry) return false;
  return withEmail(deps, schedule, (trx) => markCardExpiryAnnounced(trx, schedule.id, expiry, deps.clock.now()), (mail) => cardExpiringEmail(mail, expiry, periodOf(asOf) > expiry));
}

/** The fundraiser finished: the schedule ends by itself, and the donor is told and offered the others. */
async function endWithCharity(deps: Deps, schedule: ScheduleRow, report: ChargeReport): Promise<void> {
  const elsewhere = `${deps.config.publicUrl}/`;
  const ended = await withEmail(
    deps,
    schedule,
    (trx) => moveSchedule(trx, schedule.id, ['active'], { status: 'ended', reason: 'charity_finished' }, deps.clock.now()),
    (mail) => scheduleEndedEmail(mail, elsewhere),
  );
  if (ended) report.ended += 1;
}

/** Issue 40 item 1: a schedule whose chosen last month is settled ends by itself, and the donor is thanked and told. */
async function endAtChosenEnd(deps: Deps, report: ChargeReport, pageSize = 500): Promise<void> {
  const elsewhere = `${deps.config.publicUrl}/`;
  // A page at a time by id, however many end in one run (as schedulePages).
  for (let after = 0; ; ) {
    const page = await schedulesAtChosenEnd(deps.db, after, pageSize);
    for (const schedule of page) {
      const ended = await withEmail(
        deps,
        schedule,
        (trx) => moveSchedule(trx, schedule.id, ['active', 'paused'], { status: 'ended', reason: 'chosen_end' }, deps.clock.now()),
        (mail) => scheduleCompletedEmail(mail, elsewhere),
      );
      if (ended) report.ended += 1;
    }
    if (page.length < pageSize) return;
    after = page.at(-1)!.id;
  }
}

/**
 * Issue 40: charges what is due up to `asOf` (a Warsaw day), exactly once per schedule and month, whoever else runs it at
 * the same moment (another process, another instance on the same PostgreSQL, `npm run recurring`): each month's charge
 * is claimed by inserting its row (the unique (schedule, month) refuses a second), retries and charges of a run that
 * died are taken over by a conditional update, and each is charged under the idempotency key of its attempt.
 */
export async function chargeDue(deps: Deps, asOf: string, run = randomUUID()): Promise<ChargeReport> {
  const report: ChargeReport = { activated: 0, charged: 0, paid: 0, declined: 0, paused: 0, ended: 0, expiring: 0 };
  await activateSchedules(deps, report);
  await applyMissedCardChanges(deps); // before charging: a new card's month is not charged to the old one
  for await (const page of schedulePages(deps.db, 'active')) {
    // Each schedule charges from the month after its latest claim, not from its first month again on every run.
    const lastClaimed = await lastClaimedPeriods(deps.db, page.map((schedule) => schedule.id));
    const listed = new Map<number, boolean>();
    for (const schedule of page) {
      if (!listed.has(schedule.charity_id)) {
        const charity = await findCharity(deps.db, { id: schedule.charity_id });
        listed.set(schedule.charity_id, charity !== undefined && isListed(charity));
      }
      if (!listed.get(schedule.charity_id)) {
        await endWithCharity(deps, schedule, report);
        continue;
      }
      if (await announceExpiringCard(deps, schedule, asOf)) report.expiring += 1;
      const from = laterPeriod(laterPeriod(schedule.first_period, schedule.charges_after), lastClaimed.get(schedule.id) ?? null)!;
      for (const period of duePeriods(from, schedule.day, asOf).filter((due) => schedule.final_period === null || due <= schedule.final_period)) {
        const claimed = await claimPeriod(
          deps.db,
          { recurring_id: schedule.id, period, first_attempt_on: chargeDay(period, schedule.day), claimed_by: run, claimed_until: deps.clock.now() + CLAIM_MS },
          deps.clock.now(),
        );
        if (claimed) await charge(deps, schedule, claimed, report);
      }
    }
  }
  for (const waiting of await chargesToTake(deps.db, asOf, deps.clock.now())) {
    const schedule = await findSchedule(deps.db, waiting.recurring_id);
    if (schedule?.status !== 'active') continue;
    const taken = await takeCharge(deps.db, waiting, { claimed_by: run, claimed_until: deps.clock.now() + CLAIM_MS }, deps.clock.now());
    if (taken) await charge(deps, schedule, taken, report);
  }
  await endAtChosenEnd(deps, report);
  return report;
}
