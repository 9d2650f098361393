// Owns: recurring_donations, recurring_charges (issue 40: one monthly schedule per donor's choice: awaiting_first ->
// active -> paused | cancelled | ended; one claimed charge per schedule and month: UNIQUE (recurring_id, period)).
import type { Knex } from 'knex';
import type { RecurringMethod, RecurringReason, RecurringStatus } from '@zlota/shared/schemas/recurring';
import { isUniqueViolation } from '../../db/errors.js';

export interface ScheduleRow {
  id: number;
  charity_id: number;
  amount: number;
  currency: string;
  day: number;
  status: RecurringStatus;
  reason: RecurringReason | null;
  provider: string;
  /** What the later charges are made with: a card's token or a recurring BLIK alias (`token`). */
  method: RecurringMethod;
  donor_email: string | null;
  donor_name: string | null;
  receipt_name: string | null;
  anonymous: boolean;
  hide_amount: boolean;
  user_id: number | null;
  idempotency_key: string;
  first_payment_guid: string | null;
  token: string | null;
  first_period: string | null;
  /** The months up to it are not charged (a pause covered them, or the day moved past them). */
  charges_after: string | null;
  /** The month the card of the token expires (YYYY-MM), as the provider said; and the expiry announced to the donor. */
  card_expiry: string | null;
  card_expiry_announced: string | null;
  /** Issue 40 item 1: the chosen end, payments in all (the first included); null: until the fundraiser finishes. */
  months: number | null;
  /** The chosen end's last month, fixed when the schedule is confirmed; no month after it is charged. */
  final_period: string | null;
  created_at: number;
  updated_at: number;
  ended_at: number | null;
}

export type NewSchedule = Omit<ScheduleRow, 'id' | 'reason' | 'token' | 'first_period' | 'charges_after' | 'final_period' | 'card_expiry' | 'card_expiry_announced' | 'updated_at' | 'ended_at'>;

export type ChargeState = 'charging' | 'paid' | 'retry' | 'failed';

export interface ChargeRow {
  id: number;
  recurring_id: number;
  period: string;
  state: ChargeState;
  attempt: number;
  payment_guid: string | null;
  first_attempt_on: string;
  next_attempt_on: string | null;
  claimed_by: string;
  claimed_until: number;
}

const toSchedule = (row: Record<string, unknown> | undefined): ScheduleRow | undefined =>
  row
    ? {
        ...(row as unknown as ScheduleRow),
        id: Number(row.id),
        charity_id: Number(row.charity_id),
        amount: Number(row.amount),
        day: Number(row.day),
        months: row.months == null ? null : Number(row.months),
        method: row.method === 'blik' ? 'blik' : 'card',
        anonymous: Boolean(row.anonymous),
        hide_amount: Boolean(row.hide_amount),
        created_at: Number(row.created_at),
      }
    : undefined;

const toCharge = (row: Record<string, unknown>): ChargeRow => ({
  ...(row as unknown as ChargeRow),
  id: Number(row.id),
  recurring_id: Number(row.recurring_id),
  attempt: Number(row.attempt),
  claimed_until: Number(row.claimed_until),
});

/** A repeated request (the same idempotency key) finds the schedule the first one opened. */
export async function insertSchedule(db: Knex, schedule: NewSchedule): Promise<number> {
  try {
    const [row] = await db('recurring_donations').insert({ ...schedule, updated_at: schedule.created_at }).returning('id');
    return Number(typeof row === 'object' ? row.id : row);
  } catch (error) {
    const existing = isUniqueViolation(error) ? await db('recurring_donations').where({ idempotency_key: schedule.idempotency_key }).first('id') : undefined;
    if (existing) return Number(existing.id);
    throw error;
  }
}

export async function findSchedule(db: Knex, id: number): Promise<ScheduleRow | undefined> {
  return toSchedule(await db('recurring_donations').where({ id }).first());
}

/** Issue 40 item 5: the schedules a person opened while logged in, newest first (those never confirmed left out). */
export async function schedulesOfUser(db: Knex, userId: number, limit = 100): Promise<ScheduleRow[]> {
  const rows: Record<string, unknown>[] = await db('recurring_donations').where({ user_id: userId }).whereNotNull('first_period').orderBy('id', 'desc').limit(limit);
  return rows.map((row) => toSchedule(row)!);
}

/** The schedule a first payment opened. */
export async function scheduleOfFirstPayment(db: Knex, guid: string): Promise<ScheduleRow | undefined> {
  return toSchedule(await db('recurring_donations').where({ first_payment_guid: guid }).first());
}

/** The schedules in a status, a page at a time in the order they were made (however many there are). */
export async function* schedulePages(db: Knex, status: RecurringStatus, pageSize = 500): AsyncGenerator<ScheduleRow[]> {
  for (let after = 0; ; ) {
    const rows: Record<string, unknown>[] = await db('recurring_donations').where({ status }).andWhere('id', '>', after).orderBy('id').limit(pageSize);
    if (rows.length > 0) yield rows.map((row) => toSchedule(row)!);
    if (rows.length < pageSize) return;
    after = Number(rows.at(-1)!.id);
  }
}

/** The latest month claimed of each schedule: months before it were claimed already (a run claims them in order). */
export async function lastClaimedPeriods(db: Knex, ids: number[]): Promise<Map<number, string>> {
  const rows: Array<{ recurring_id: number | string; period: string }> =
    ids.length === 0 ? [] : await db('recurring_charges').whereIn('recurring_id', ids).groupBy('recurring_id').select('recurring_id').max({ period: 'period' });
  return new Map(rows.map((row) => [Number(row.recurring_id), row.period]));
}

/** The first payment was approved with the consent: the schedule charges from the next month on. Once. */
export async function activateSchedule(
  db: Knex,
  id: number,
  activation: { token: string; card_expiry: string | null; first_period: string; final_period: string | null },
  now: number,
): Promise<boolean> {
  return (await db('recurring_donations').where({ id, status: 'awaiting_first' }).update({ ...activation, status: 'active', updated_at: now })) > 0;
}

/** Issue 40 item 4: the card's expiry is announced once per schedule and expiry (of two runners, one changes the row). */
export async function markCardExpiryAnnounced(db: Knex, id: number, expiry: string, now: number): Promise<boolean> {
  const changed = await db('recurring_donations')
    .where({ id, status: 'active', card_expiry: expiry })
    .andWhere((q) => {
      void q.whereNull('card_expiry_announced').orWhereNot('card_expiry_announced', expiry);
    })
    .update({ card_expiry_announced: expiry, updated_at: now });
  return changed > 0;
}

/** Moves a schedule on from one of `from` (once: a second caller finds it moved already). */
export async function moveSchedule(
  db: Knex,
  id: number,
  from: readonly RecurringStatus[],
  to: { status: RecurringStatus; reason: RecurringReason | null },
  now: number,
): Promise<boolean> {
  const ended = to.status === 'cancelled' || to.status === 'ended' ? { ended_at: now } : {};
  return (await db('recurring_donations').where({ id }).whereIn('status', from).update({ ...to, ...ended, updated_at: now })) > 0;
}

/** Issue 40 item 5: the donor's change (amount, day, pause or resume), while the schedule is in one of `from`. Once. */
export async function changeSchedule(
  db: Knex,
  id: number,
  from: readonly RecurringStatus[],
  to: Partial<Pick<ScheduleRow, 'amount' | 'day' | 'status' | 'reason' | 'charges_after'>>,
  now: number,
): Promise<boolean> {
  return (await db('recurring_donations').where({ id }).whereIn('status', from).update({ ...to, updated_at: now })) > 0;
}

/**
 * Claims a month's charge for this run: the first to insert it has it; anyone else meets the unique constraint and
 * leaves it (another process or instance is charging it, or it was charged). Undefined when taken already.
 */
export async function claimPeriod(
  db: Knex,
  claim: { recurring_id: number; period: string; first_attempt_on: string; claimed_by: string; claimed_until: number },
  now: number,
): Promise<ChargeRow | undefined> {
  const row = { ...claim, state: 'charging', attempt: 1, payment_guid: null, next_attempt_on: null, created_at: now, updated_at: now };
  try {
    const [id] = await db('recurring_charges').insert(row).returning('id');
    return toCharge({ ...row, id: typeof id === 'object' ? id.id : id });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Charges another run may take: retries whose day has come, and charges whose run stopped holding them (it died). */
export async function chargesToTake(db: Knex, asOf: string, now: number, limit = 1000): Promise<ChargeRow[]> {
  const rows: Record<string, unknown>[] = await db('recurring_charges')
    .where((q) => {
      void q.where({ state: 'retry' }).andWhere('next_attempt_on', '<=', asOf);
    })
    .orWhere((q) => {
      void q.where({ state: 'charging' }).andWhere('claimed_until', '<', now);
    })
    .orderBy('id')
    .limit(limit);
  return rows.map(toCharge);
}

/**
 * Takes a charge over as it was read (the conditional update is the lock: of two runs, one changes the row): a retry
 * becomes its next attempt, an abandoned charge keeps its attempt (and so its idempotency key). Undefined when lost.
 */
export async function takeCharge(db: Knex, charge: ChargeRow, run: { claimed_by: string; claimed_until: number }, now: number): Promise<ChargeRow | undefined> {
  const attempt = charge.state === 'retry' ? charge.attempt + 1 : charge.attempt;
  const taken = { state: 'charging' as const, attempt, ...run, payment_guid: charge.state === 'retry' ? null : charge.payment_guid, updated_at: now };
  const changed = await db('recurring_charges')
    .where({ id: charge.id, state: charge.state, attempt: charge.attempt, claimed_by: charge.claimed_by })
    .update(taken);
  return changed > 0 ? { ...charge, ...taken } : undefined;
}

export async function setChargePayment(db: Knex, id: number, guid: string, now: number): Promise<void> {
  await db('recurring_charges').where({ id }).update({ payment_guid: guid, updated_at: now });
}

/** Settles the attempt this run holds: paid, to be retried on a day, or failed for good. Once. */
export async function settleCharge(
  db: Knex,
  charge: ChargeRow,
  to: { state: Exclude<ChargeState, 'charging'>; next_attempt_on?: string | null },
  now: number,
): Promise<boolean> {
  const changed = await db('recurring_charges')
    .where({ id: charge.id, state: 'charging', attempt: charge.attempt })
    .update({ state: to.state, next_attempt_on: to.next_attempt_on ?? null, updated_at: now });
  return changed > 0;
}

export interface ScheduleListed extends ScheduleRow {
  charges: number;
  last_period: string | null;
}

/** The schedules for staff, newest first, with how many months were paid and the last of them. */
export async function listSchedules(db: Knex, status: RecurringStatus | undefined, limit = 500): Promise<ScheduleListed[]> {
  const paid = db('recurring_charges').where({ state: 'paid' }).groupBy('recurring_id').select('recurring_id', db.raw('count(*) as charges'), db.raw('max(period) as last_period')).as('paid');
  const query = db('recurring_donations as r').leftJoin(paid, 'paid.recurring_id', 'r.id').select('r.*', 'paid.charges', 'paid.last_period').orderBy('r.id', 'desc').limit(limit);
  if (status) query.where('r.status', status);
  const rows: Record<string, unknown>[] = await query;
  return rows.map((row) => ({ ...toSchedule(row)!, charges: Number(row.charges ?? 0), last_period: (row.last_period as string | null) ?? null }));
}

/** Issue 40 item 4: the schedule's latest claimed month's charge, if any. */
export async function lastCharge(db: Knex, recurringId: number): Promise<ChargeRow | undefined> {
  const row: Record<string, unknown> | undefined = await db('recurring_charges').where({ recurring_id: recurringId }).orderBy('period', 'desc').first();
  return row ? toCharge(row) : undefined;
}

/** The next month a schedule will charge: the one after its last claimed month. */
export async function lastClaimedPeriod(db: Knex, id: number): Promise<string | null> {
  return ((await db('recurring_charges').where({ recurring_id: id }).max('period as period').first()) as { period: string | null } | undefined)?.period ?? null;
}

/**
 * Issue 40 item 1: schedules whose chosen end has come: their last month's charge is settled (paid, or failed for good),
 * or a pause or a new day moved them past it. Paused ones too: a last month that failed for good leaves nothing to resume.
 */
export async function schedulesAtChosenEnd(db: Knex, after: number, limit: number): Promise<ScheduleRow[]> {
  const settled = db('recurring_charges as c').whereRaw('c.recurring_id = r.id').andWhereRaw('c.period = r.final_period').whereIn('c.state', ['paid', 'failed']).select(db.raw('1'));
  const rows: Record<string, unknown>[] = await db('recurring_donations as r')
    .whereNotNull('r.final_period')
    .andWhere('r.id', '>', after)
    .where((q) => {
      void q.where((active) => void active.where('r.status', 'active').andWhereRaw('r.charges_after >= r.final_period')).orWhere((any) => {
        void any.whereIn('r.status', ['active', 'paused']).whereExists(settled);
      });
    })
    .orderBy('r.id')
    .limit(limit)
    .select('r.*');
  return rows.map((row) => toSchedule(row)!);
}

/** Issue 40 item 6: how many schedules give to a fundraiser every month now. */
export async function activeSchedulesOf(db: Knex, charityId: number): Promise<number> {
  const row = (await db('recurring_donations').where({ charity_id: charityId, status: 'active' }).count({ count: '*' }).first()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}

/**
 * Issue 40 item 6: what active schedules give every month, in grosze: in total, and per fundraiser (the largest
 * `limit` first) with how many schedules each.
 */
export async function monthlyAmounts(db: Knex, limit: number): Promise<{ total: { count: number; amount: number }; byCharity: Array<{ charityId: number; count: number; amount: number }> }> {
  const active = () => db('recurring_donations').where({ status: 'active' });
  const [total, rows] = await Promise.all([
    active().first(db.raw('count(*) as count'), db.raw('coalesce(sum(amount), 0) as amount')) as Promise<{ count: number | string; amount: number | string }>,
    active().groupBy('charity_id').select('charity_id', db.raw('count(*) as count'), db.raw('sum(amount) as amount')).orderByRaw('sum(amount) desc, charity_id').limit(limit) as Promise<
      Array<{ charity_id: number | string; count: number | string; amount: number | string }>
    >,
  ]);
  return {
    total: { count: Number(total.count), amount: Number(total.amount) },
    byCharity: rows.map((row) => ({ charityId: Number(row.charity_id), count: Number(row.count), amount: Number(row.amount) })),
  };
}
