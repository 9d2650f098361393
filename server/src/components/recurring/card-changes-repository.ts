// Owns: recurring_card_changes, recurring_charges, recurring_donations (issue 40 item 4: „Zmień kartę”: a new card's
// authorisation, a payment of the schedule, whose token replaces the schedule's once it is paid, `applied_at` set once;
// the schedule's two tables, of this component too, as recurring-repository.ts writes them).
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/errors.js';
import type { ChargeRow, ScheduleRow } from './recurring-repository.js';

export interface CardChangeRow {
  id: number;
  recurring_id: number;
  payment_guid: string;
  created_at: number;
  applied_at: number | null;
}

const toCardChange = (row: Record<string, unknown> | undefined): CardChangeRow | undefined =>
  row ? { ...(row as unknown as CardChangeRow), id: Number(row.id), recurring_id: Number(row.recurring_id), created_at: Number(row.created_at), applied_at: row.applied_at == null ? null : Number(row.applied_at) } : undefined;

export async function insertCardChange(db: Knex, change: { recurring_id: number; payment_guid: string; created_at: number }): Promise<void> {
  await db('recurring_card_changes').insert(change);
}

export async function findCardChange(db: Knex, paymentGuid: string): Promise<CardChangeRow | undefined> {
  return toCardChange(await db('recurring_card_changes').where({ payment_guid: paymentGuid }).first());
}

/** Card changes not applied yet, made since `since` (older ones were abandoned at the provider), oldest first. */
export async function unappliedCardChanges(db: Knex, since: number, limit = 500): Promise<CardChangeRow[]> {
  const rows: Record<string, unknown>[] = await db('recurring_card_changes').whereNull('applied_at').andWhere('created_at', '>=', since).orderBy('id').limit(limit);
  return rows.map((row) => toCardChange(row)!);
}

/** The one update that applies a card change: of two callers (the notification, the hourly job), one gets true. */
export async function markCardChangeApplied(db: Knex, id: number, now: number): Promise<boolean> {
  return (await db('recurring_card_changes').where({ id }).whereNull('applied_at').update({ applied_at: now })) > 0;
}

/** A declined month (to be retried, or failed for good) paid after all, by the new card's payment. Once. */
export async function payChargeWith(db: Knex, charge: ChargeRow, guid: string, now: number): Promise<boolean> {
  const changed = await db('recurring_charges')
    .where({ id: charge.id })
    .whereIn('state', ['retry', 'failed'])
    .update({ state: 'paid', attempt: charge.attempt + 1, payment_guid: guid, next_attempt_on: null, updated_at: now });
  return changed > 0;
}

/** A month not claimed yet, paid by the new card's payment; false when a run claimed it meanwhile. */
export async function insertPaidCharge(db: Knex, recurringId: number, period: string, guid: string, day: string, now: number): Promise<boolean> {
  try {
    await db('recurring_charges').insert({
      recurring_id: recurringId, period, state: 'paid', attempt: 1, payment_guid: guid, first_attempt_on: day, next_attempt_on: null,
      claimed_by: `card-change:${guid}`, claimed_until: now, created_at: now, updated_at: now,
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The schedule's card becomes the new one (and its provider, token and expiry); a paused schedule resumes. Once per state read. */
export async function replaceCard(
  db: Knex,
  schedule: ScheduleRow,
  card: { provider: string; token: string; card_expiry: string | null; charges_after: string | null },
  now: number,
): Promise<boolean> {
  const changed = await db('recurring_donations')
    .where({ id: schedule.id, status: schedule.status })
    .update({ ...card, card_expiry_announced: null, status: 'active', reason: null, updated_at: now });
  return changed > 0;
}
