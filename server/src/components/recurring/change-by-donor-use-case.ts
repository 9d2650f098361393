import { groszeToZl } from '@zlota/shared/money';
import { RECURRING_MESSAGES } from '@zlota/shared/messages';
import { laterPeriod, skippedThrough } from '@zlota/shared/recurring-periods';
import type { RecurringChange } from '@zlota/shared/schemas/recurring-change';
import type { RecurringStatus } from '@zlota/shared/schemas/recurring';
import { warsawDay } from '@zlota/shared/warsaw-days';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { donorView, scheduleByLink, type DonorView } from './manage-use-case.js';
import { mailOfSchedule, scheduleChangedEmail } from './recurring-emails.js';
import { changeSchedule, findSchedule, type ScheduleRow } from './recurring-repository.js';

const CHANGEABLE: readonly RecurringStatus[] = ['active', 'paused'];
/** A pause the donor may lift from the link: their own, or after declined charges (the same card is tried again). */
const RESUMABLE = new Set(['paused_by_donor', 'declined']);

const refused = (message: string) => new AppError('RECURRING_STATE', 409, message);

/** The new row's fields: the amount and day as asked; a pause or a resume; the months not to charge after a resume or a new day. */
function changedFields(schedule: ScheduleRow, change: RecurringChange, today: string) {
  if (!CHANGEABLE.includes(schedule.status)) throw refused(RECURRING_MESSAGES.alreadyEnded);
  if (change.paused === true && schedule.status !== 'active') throw refused(RECURRING_MESSAGES.notActive);
  if (change.paused === false && schedule.status !== 'paused') throw refused(RECURRING_MESSAGES.notPaused);
  if (change.paused === false && !RESUMABLE.has(schedule.reason ?? '')) throw refused(RECURRING_MESSAGES.notResumable);
  const day = change.day ?? schedule.day;
  const moves = change.paused === false || day !== schedule.day;
  return {
    amount: change.amount ?? schedule.amount,
    day,
    ...(change.paused === true ? { status: 'paused' as const, reason: 'paused_by_donor' as const } : {}),
    ...(change.paused === false ? { status: 'active' as const, reason: null } : {}),
    charges_after: moves ? laterPeriod(schedule.charges_after, skippedThrough(day, today)) : schedule.charges_after,
  };
}

/**
 * Issue 40 item 5: from the signed link, the donor changes the amount or the day, or pauses or resumes: audited as the
 * donor's (no account), told by e-mail. The next charge takes the new amount and day; a resume never charges the paused
 * months, and a new day that has passed this month begins next month.
 */
export async function changeByDonor(deps: Deps, id: number, change: RecurringChange): Promise<DonorView> {
  const schedule = await scheduleByLink(deps, id, change.key);
  const now = deps.clock.now();
  const fields = changedFields(schedule, change, warsawDay(now));
  const status = fields.status ?? schedule.status;
  const before = { amount: groszeToZl(schedule.amount), day: schedule.day, status: schedule.status };
  const after = { amount: groszeToZl(fields.amount), day: fields.day, status };
  const mail = await mailOfSchedule(deps, { ...schedule, amount: fields.amount, day: fields.day });
  await deps.db.transaction(async (trx) => {
    if (!(await changeSchedule(trx, id, [schedule.status], fields, now))) return;
    await recordAudit(trx, { actor: null, action: 'recurring.change', entity_type: 'recurring', entity_id: id, before, after, note: 'Zmieniono z linku w e-mailu darczyńcy' }, now);
    const nextCharge = (await donorView({ ...deps, db: trx }, (await findSchedule(trx, id))!)).next_charge_on;
    if (mail) await deps.mailer.enqueue(trx, scheduleChangedEmail(mail, { paused: status === 'paused', nextCharge }));
  });
  return donorView(deps, (await findSchedule(deps.db, id))!);
}
