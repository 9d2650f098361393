import { RECURRING_MESSAGES } from '@zlota/shared/messages';
import type { DonationStarted } from '@zlota/shared/entities';
import { chargeDay, laterPeriod, nextPeriod, periodOf, previousPeriod } from '@zlota/shared/recurring-periods';
import type { RecurringCardInput } from '@zlota/shared/schemas/recurring-change';
import type { DonationInput } from '@zlota/shared/schemas/donation';
import { warsawDay } from '@zlota/shared/warsaw-days';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { donate } from '../payments/donate-use-case.js';
import { findPayment } from '../payments/payments-repository.js';
import { findUserById } from '../users/users-repository.js';
import { insertCardChange, findCardChange, insertPaidCharge, markCardChangeApplied, payChargeWith, replaceCard, unappliedCardChanges } from './card-changes-repository.js';
import { scheduleByLink } from './manage-use-case.js';
import { announceFundraiser } from './recurring-figures.js';
import { cardChangedEmail, mailOfSchedule } from './recurring-emails.js';
import { findSchedule, lastCharge, type ChargeRow, type ScheduleRow } from './recurring-repository.js';

const CHANGEABLE = new Set(['active', 'paused']);
/** A card change left unpaid this long was abandoned at the provider: the hourly job stops looking at it. */
const ABANDONED_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

const refused = (message: string) => new AppError('RECURRING_STATE', 409, message);

/**
 * The month the new card's payment stands for: a declined month of this month (retried or failed for good) is paid by
 * it; otherwise this month, unless it is paid or claimed already (or the first payment's), then the next. Never a month
 * before a later claim. Months between the last charge and it are not charged afterwards (a paused schedule resumes
 * from it on, as a resume from the link does).
 */
export function coveredMonth(schedule: Pick<ScheduleRow, 'first_period'>, last: Pick<ChargeRow, 'period' | 'state'> | undefined, month: string): { pays: 'declined' | 'month'; period: string } {
  if (last && last.period === month && (last.state === 'retry' || last.state === 'failed')) return { pays: 'declined', period: month };
  const taken = (last && last.period >= month) || (schedule.first_period !== null && schedule.first_period >= month);
  return { pays: 'month', period: taken ? nextPeriod(laterPeriod(last?.period ?? null, laterPeriod(schedule.first_period, month))!) : month };
}

/**
 * Issue 40 item 4: „Zmień kartę” from the signed link. The new card is authorised at the provider as the schedule's
 * next charge, taken now (the sandbox's page with the consent; PayU: a FIRST order with the new card's single-use token
 * from its Secure Form, as PayU's recurring payments document the first, cardholder-initiated payment of a card): a
 * donation of the schedule's amount, through the same path as every donation (idempotent by the donor's key).
 */
export async function startCardChange(deps: Deps, id: number, input: RecurringCardInput, ip: string): Promise<DonationStarted> {
  const schedule = await scheduleByLink(deps, id, input.key);
  if (!CHANGEABLE.has(schedule.status)) throw refused(RECURRING_MESSAGES.cardChangeState);
  if (schedule.method === 'blik') throw refused(RECURRING_MESSAGES.cardChangeBlik);
  const covered = coveredMonth(schedule, await lastCharge(deps.db, id), periodOf(warsawDay(deps.clock.now())));
  if (schedule.final_period !== null && covered.period > schedule.final_period) throw refused(RECURRING_MESSAGES.cardChangeOver);
  const user = schedule.user_id === null ? undefined : await findUserById(deps.db, schedule.user_id);
  const donation: DonationInput = {
    charity_id: schedule.charity_id,
    amount: schedule.amount,
    email: schedule.donor_email,
    name: schedule.donor_name,
    receipt_name: schedule.receipt_name,
    message: null,
    method: null,
    anonymous: schedule.anonymous,
    hide_amount: schedule.hide_amount,
    updates_consent: false,
    accept_terms: true,
    idempotency_key: input.idempotency_key,
    recurring: { every: 'month', day: schedule.day, method: 'card' },
    ...(input.card_token ? { card_token: input.card_token } : {}),
  };
  return donate(deps, donation, {
    ip,
    ...(user ? { user } : {}),
    openSchedule: async ({ guid }) => {
      await insertCardChange(deps.db, { recurring_id: id, payment_guid: guid, created_at: deps.clock.now() });
      return id;
    },
  });
}

/**
 * The new card's payment is paid: the provider's multi-use token for it (with its card's expiry) becomes the schedule's
 * card, the month it stands for is charged by it, a paused schedule resumes; audited as the donor's and e-mailed. Once,
 * whoever calls (its notification, the hourly job). Without the consent (no token) the payment stays a donation and the
 * old card stays.
 */
export async function applyCardChange(deps: Deps, guid: string): Promise<boolean> {
  const change = await findCardChange(deps.db, guid);
  if (!change || change.applied_at !== null) return false;
  const payment = await findPayment(deps.db, { guid });
  if (payment?.status !== 'paid' || payment.paid_at === null) return false;
  const schedule = await findSchedule(deps.db, change.recurring_id);
  const provider = await deps.payments.forPayment(deps.db, payment);
  const stored = provider?.recurringToken ? await provider.recurringToken({ guid, providerRef: payment.provider_ref, donorEmail: payment.donor_email }) : null;
  const now = deps.clock.now();
  if (!schedule || !CHANGEABLE.has(schedule.status) || !stored) {
    await markCardChangeApplied(deps.db, change.id, now);
    return false;
  }
  const last = await lastCharge(deps.db, schedule.id);
  const covered = coveredMonth(schedule, last, periodOf(warsawDay(Number(payment.paid_at))));
  const mail = await mailOfSchedule(deps, schedule);
  const applied = await deps.db.transaction(async (trx) => {
    if (!(await markCardChangeApplied(trx, change.id, now))) return false;
    const within = schedule.final_period === null || covered.period <= schedule.final_period;
    if (within && covered.pays === 'declined') await payChargeWith(trx, last!, guid, now);
    else if (within) await insertPaidCharge(trx, schedule.id, covered.period, guid, chargeDay(covered.period, schedule.day), now);
    const card = { provider: payment.provider, token: stored.token, card_expiry: stored.cardExpiry, charges_after: laterPeriod(schedule.charges_after, previousPeriod(covered.period)) };
    if (!(await replaceCard(trx, schedule, card, now))) throw new Error(`Wpłata cykliczna ${schedule.id} zmieniła się w trakcie zmiany karty`);
    await recordAudit(
      trx,
      {
        actor: null,
        action: 'recurring.card',
        entity_type: 'recurring',
        entity_id: schedule.id,
        before: { status: schedule.status, card_expiry: schedule.card_expiry },
        after: { status: 'active', card_expiry: stored.cardExpiry, payment: guid },
        note: 'Zmieniono kartę z linku w e-mailu darczyńcy',
      },
      now,
    );
    if (mail) await deps.mailer.enqueue(trx, cardChangedEmail(mail, { resumed: schedule.status === 'paused', covered: covered.period, nextCharge: chargeDay(nextPeriod(covered.period), schedule.day) }));
    return true;
  });
  if (applied) await announceFundraiser(deps, schedule.charity_id);
  return applied;
}

/** The hourly job's look at card changes whose notification it may have missed. */
export async function applyMissedCardChanges(deps: Deps): Promise<number> {
  let applied = 0;
  for (const change of await unappliedCardChanges(deps.db, deps.clock.now() - ABANDONED_AFTER_MS)) if (await applyCardChange(deps, change.payment_guid)) applied += 1;
  return applied;
}
