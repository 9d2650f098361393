import { groszeToZl } from '@zlota/shared/money';
import { RECURRING_MESSAGES } from '@zlota/shared/messages';
import { chargeDay, laterPeriod, nextPeriod } from '@zlota/shared/recurring-periods';
import type { RecurringSchedule, RecurringStatus } from '@zlota/shared/schemas/recurring';
import type { z } from '@zlota/shared/schemas/zod';
import type { recurringDonorViewSchema, userRecurringSchema } from '@zlota/shared/schemas/recurring';
import type { Deps } from '../../deps.js';
import type { UserRow } from '../users/users-repository.js';
import { AppError, notFound } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { charityLinks } from '../charities/charities-repository.js';
import { keyMatches, mailOfSchedule, managePath, scheduleCancelledByStaffEmail, scheduleCancelledEmail } from './recurring-emails.js';
import { activeSchedulesOf, schedulesOfUser, findSchedule, lastClaimedPeriod, listSchedules, moveSchedule, type ScheduleRow } from './recurring-repository.js';

export type DonorView = z.output<typeof recurringDonorViewSchema>;
type UserRecurring = z.output<typeof userRecurringSchema>;

/** A schedule by its signed link; a wrong key is the same 404 as no schedule, so links cannot be guessed. */
export async function scheduleByLink(deps: Deps, id: number, key: string): Promise<ScheduleRow> {
  const schedule = keyMatches(deps, id, key) ? await findSchedule(deps.db, id) : undefined;
  if (!schedule) throw notFound(RECURRING_MESSAGES.notFound);
  return schedule;
}

export async function donorView(deps: Deps, schedule: ScheduleRow): Promise<DonorView> {
  const link = (await charityLinks(deps.db, [schedule.charity_id])).get(schedule.charity_id);
  const last = laterPeriod((await lastClaimedPeriod(deps.db, schedule.id)) ?? schedule.first_period, schedule.charges_after);
  return {
    id: schedule.id,
    charity: { id: schedule.charity_id, url: link?.url ?? '', title: link?.title ?? '' },
    amount: groszeToZl(schedule.amount),
    day: schedule.day,
    status: schedule.status,
    method: schedule.method,
    next_charge_on:
      schedule.status === 'active' && last && (schedule.final_period === null || nextPeriod(last) <= schedule.final_period) ? chargeDay(nextPeriod(last), schedule.day) : null,
    last_charge_on: schedule.final_period === null ? null : chargeDay(schedule.final_period, schedule.day),
  };
}

export async function scheduleForDonor(deps: Deps, id: number, key: string): Promise<DonorView> {
  return donorView(deps, await scheduleByLink(deps, id, key));
}

const STILL_CHARGING: readonly RecurringStatus[] = ['awaiting_first', 'active', 'paused'];

/**
 * One click from the link cancels, with no login and no reason: nothing more is charged (a charge claimed before it
 * is left to its provider). Audited as the donor's; the donor is told. A second click finds it cancelled and says so.
 */
export async function cancelByDonor(deps: Deps, id: number, key: string): Promise<DonorView> {
  const schedule = await scheduleByLink(deps, id, key);
  const mail = await mailOfSchedule(deps, schedule);
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    if (!(await moveSchedule(trx, id, STILL_CHARGING, { status: 'cancelled', reason: 'donor' }, now))) return;
    await recordAudit(trx, { actor: null, action: 'recurring.cancel', entity_type: 'recurring', entity_id: id, before: { status: schedule.status }, after: { status: 'cancelled' }, note: 'Anulowano z linku w e-mailu darczyńcy' }, now);
    if (mail) await deps.mailer.enqueue(trx, scheduleCancelledEmail(mail));
  });
  return donorView(deps, (await findSchedule(deps.db, id))!);
}

/** Issue 40 item 6: staff cancel with a reason: audited as theirs with the reason, the donor told. Once. */
export async function cancelByStaff(deps: Deps, user: UserRow, id: number, reason: string): Promise<DonorView> {
  const schedule = await findSchedule(deps.db, id);
  if (!schedule) throw notFound(RECURRING_MESSAGES.notFound);
  if (!STILL_CHARGING.includes(schedule.status)) throw new AppError('RECURRING_STATE', 409, RECURRING_MESSAGES.alreadyEnded);
  const mail = await mailOfSchedule(deps, schedule);
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    if (!(await moveSchedule(trx, id, STILL_CHARGING, { status: 'cancelled', reason: 'staff' }, now))) return;
    await recordAudit(trx, { actor: user, action: 'recurring.cancel', entity_type: 'recurring', entity_id: id, before: { status: schedule.status }, after: { status: 'cancelled' }, note: reason }, now);
    if (mail) await deps.mailer.enqueue(trx, scheduleCancelledByStaffEmail(mail));
  });
  return donorView(deps, (await findSchedule(deps.db, id))!);
}

/** The schedules for staff: active, paused, cancelled and ended, newest first. */
export async function adminSchedules(deps: Deps, status: RecurringStatus | undefined): Promise<RecurringSchedule[]> {
  const rows = await listSchedules(deps.db, status);
  const links = await charityLinks(deps.db, rows.map((row) => row.charity_id));
  return rows.map((row) => ({
    id: row.id,
    charity: { id: row.charity_id, url: links.get(row.charity_id)?.url ?? '', title: links.get(row.charity_id)?.title ?? '' },
    amount: groszeToZl(row.amount),
    currency: row.currency,
    day: row.day,
    status: row.status,
    reason: row.reason,
    provider: row.provider,
    method: row.method,
    donor_email: row.donor_email,
    created_at: new Date(row.created_at).toISOString(),
    last_period: row.last_period,
    charges: row.charges,
    months: row.months,
  }));
}

/** Issue 40 item 5: Konto's „Twoje wpłaty co miesiąc”: the person's own schedules, each with its signed link. */
export async function userSchedules(deps: Deps, userId: number): Promise<UserRecurring[]> {
  const schedules = await schedulesOfUser(deps.db, userId);
  return Promise.all(schedules.map(async (schedule) => ({ ...(await donorView(deps, schedule)), manage_path: managePath(deps, schedule.id) })));
}

/** Issue 40 item 6: „N osób wspiera co miesiąc” on the fundraiser's page: its active schedules. */
export const monthlySupporters = (deps: Deps, charityId: number): Promise<number> => activeSchedulesOf(deps.reader, charityId);
