// Owns: ledger_entries, ledger_closed_months (every movement of money, one row each, never changed or deleted:
// triggers refuse it; the months closed, each with its export as signed)
import type { Knex } from 'knex';
import { monthOf, type LedgerKind, type LedgerSource } from '@zlota/shared/ledger';
import { LEDGER_MESSAGES } from '@zlota/shared/messages';
import { isSqlite } from '../../db/knex.js';
import { AppError } from '../../libraries/errors.js';
import { addSpent, addToCollected, type CollectedFigure } from '../charities/charities-repository.js';

/** The month after `YYYY-MM`. */
const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, number!, 1)).toISOString().slice(0, 7);
};

/**
 * The day a movement that happened on `day` is booked on: that day while its month is open; once the month is closed
 * (a bank statement's line read late), the first day of the first open month after it. Asked in the booking's
 * transaction; a month closed in between is still refused by the database.
 */
export async function openDayFor(db: Knex, day: string): Promise<string> {
  const closed = new Set((await db('ledger_closed_months').where('month', '>=', monthOf(day)).pluck('month')).map(String));
  let month = monthOf(day);
  if (!closed.has(month)) return day;
  while (closed.has(month)) month = nextMonth(month);
  return `${month}-01`;
}

/** One movement of money as its component hands it over, in the transaction that moves it. */
export interface NewLedgerEntry {
  charity_id: number;
  kind: LedgerKind;
  /** Signed grosze: money in above zero, money out below. */
  amount_grosze: number;
  /** The Warsaw day the money moved (YYYY-MM-DD). */
  occurred_on: string;
  /** The staff member who booked it; null when a provider's word did. */
  booked_by: number | null;
  source_type: LedgerSource;
  source_id: number;
  /** The payment the money belongs to, when there is one (a refund's, a void's, a statement line's donation). */
  payment_id?: number | null;
  /** A correction's original row. */
  corrects_id?: number | null;
  note?: string | null;
}

export interface LedgerEntryRow extends Required<NewLedgerEntry> {
  id: number;
  booked_at: number;
}

/** What the trigger of migration 2026112731 says when a row is dated in a closed month. */
const MONTH_CLOSED_BY_DATABASE = 'ledger_entries: the month is closed';

/**
 * Money enters the ledger here, in the transaction that moves it. Once per kind and source: a repeated call (a
 * redelivered notification) writes nothing and answers no id. A row dated in a closed month is refused (MONTH_CLOSED,
 * by the database's trigger): a late one goes into the open month, a correction with `corrects_id` naming the original.
 */
async function insertEntries(trx: Knex, entries: NewLedgerEntry[], now: number): Promise<number[]> {
  if (entries.length === 0) return [];
  const rows = entries.map((entry) => ({ payment_id: null, corrects_id: null, note: null, ...entry, booked_at: now }));
  try {
    const inserted = (await trx('ledger_entries').insert(rows).onConflict().ignore().returning('id')) as Array<{ id: number } | number>;
    return inserted.map((row) => Number(typeof row === 'object' ? row.id : row));
  } catch (error) {
    // The database's own trigger is the one guard of a closed month (no look-up before every movement of money).
    if (!(error instanceof Error) || !error.message.includes(MONTH_CLOSED_BY_DATABASE)) throw error;
    const months = [...new Set(entries.map((entry) => monthOf(entry.occurred_on)))];
    throw new AppError('MONTH_CLOSED', 409, LEDGER_MESSAGES.monthClosed(months.join(', ')));
  }
}

/** Many rows at once (the demo seed's history, which sets the figures itself); answers how many were new. */
export async function recordLedgerEntries(trx: Knex, entries: NewLedgerEntry[], now: number): Promise<number> {
  return (await insertEntries(trx, entries, now)).length;
}

/**
 * THE way money moves (issue 35 item 1): the ledger's row and the fundraiser's figure it changes, both in the caller's
 * transaction, so `reconcile` never finds one without the other. An expense paid (money out, negative) raises the
 * spent figure; every other kind moves the collected figure by its signed amount, which comes back as it is after
 * this write (the row stays locked until commit). A repeated movement (same kind and source) writes neither and
 * answers undefined.
 */
export async function bookMovement(trx: Knex, entry: NewLedgerEntry, now: number): Promise<{ id: number; collected: CollectedFigure | undefined } | undefined> {
  const [id] = await insertEntries(trx, [entry], now);
  if (id === undefined) return undefined;
  if (entry.kind === 'expense_paid') {
    await addSpent(trx, entry.charity_id, -entry.amount_grosze);
    return { id, collected: undefined };
  }
  return { id, collected: await addToCollected(trx, entry.charity_id, entry.amount_grosze) };
}

const toEntry = (row: Record<string, unknown>): LedgerEntryRow => ({
  id: Number(row.id),
  charity_id: Number(row.charity_id),
  kind: row.kind as LedgerKind,
  amount_grosze: Number(row.amount_grosze),
  occurred_on: String(row.occurred_on),
  booked_at: Number(row.booked_at),
  booked_by: row.booked_by === null ? null : Number(row.booked_by),
  source_type: row.source_type as LedgerSource,
  source_id: Number(row.source_id),
  payment_id: row.payment_id === null ? null : Number(row.payment_id),
  corrects_id: row.corrects_id === null ? null : Number(row.corrects_id),
  note: (row.note as string | null) ?? null,
});

/**
 * The donations' side of the ledger: every kind but an expense paid. Its sum is a fundraiser's collected amount (what
 * came in, less refunds and voids); expenses are what it spent, and the balance is the whole sum.
 */
const collectedRows = (db: Knex) => db('ledger_entries').whereNot('kind', 'expense_paid');

/** These rows of the ledger, by id (those that exist). */
export async function ledgerEntriesById(db: Knex, ids: number[]): Promise<Map<number, LedgerEntryRow>> {
  const rows = ids.length === 0 ? [] : await db('ledger_entries').whereIn('id', [...new Set(ids)]);
  return new Map(rows.map((row: Record<string, unknown>) => [Number(row.id), toEntry(row)]));
}

/** The corrections, the newest first (or the one asked for). */
export async function correctionRows(db: Knex, limit: number, id?: number): Promise<LedgerEntryRow[]> {
  const rows = db('ledger_entries').where({ kind: 'correction' }).orderBy('id', 'desc').limit(limit);
  return (await (id === undefined ? rows : rows.andWhere({ id }))).map(toEntry);
}

/** Each fundraiser's collected amount by the ledger (only those asked for). */
export async function ledgerSums(db: Knex, charityIds: number[]): Promise<Map<number, number>> {
  if (charityIds.length === 0) return new Map();
  const rows = (await collectedRows(db).whereIn('charity_id', charityIds).groupBy('charity_id').select('charity_id').sum({ total: 'amount_grosze' })) as Array<{
    charity_id: number;
    total: number | string;
  }>;
  return new Map(rows.map((row) => [Number(row.charity_id), Number(row.total)]));
}

/** What the corrections of these fundraisers add up to (signed grosze): money moved beside their payments. */
export async function correctionSums(db: Knex, charityIds: number[]): Promise<Map<number, number>> {
  if (charityIds.length === 0) return new Map();
  const rows = (await db('ledger_entries').where({ kind: 'correction' }).whereIn('charity_id', charityIds).groupBy('charity_id').select('charity_id').sum({ total: 'amount_grosze' })) as Array<{
    charity_id: number;
    total: number | string;
  }>;
  return new Map(rows.map((row) => [Number(row.charity_id), Number(row.total)]));
}

/** The fundraisers' spent amounts as the ledger has them: their expense rows, money out, as positive grosze. */
export async function ledgerSpentSums(db: Knex, charityIds: number[]): Promise<Map<number, number>> {
  if (charityIds.length === 0) return new Map();
  const rows = (await db('ledger_entries').where({ kind: 'expense_paid' }).whereIn('charity_id', charityIds).groupBy('charity_id').select('charity_id').sum({ total: 'amount_grosze' })) as Array<{
    charity_id: number;
    total: number | string;
  }>;
  return new Map(rows.map((row) => [Number(row.charity_id), -Number(row.total)]));
}

/** The rows dated in a month, in the order they were booked. */
export async function ledgerEntriesOfMonth(db: Knex, month: string): Promise<LedgerEntryRow[]> {
  return (await db('ledger_entries').where('occurred_on', 'like', `${month}-%`).orderBy('id')).map(toEntry);
}

export interface MonthTotals {
  month: string;
  entries: number;
  income_grosze: number;
  outgo_grosze: number;
}

/** Every month with a movement: how many rows, money in and money out (grosze, both at or above zero). */
export async function monthTotals(db: Knex): Promise<MonthTotals[]> {
  const rows = (await db('ledger_entries')
    .select(db.raw('substr(occurred_on, 1, 7) as month'))
    .count({ entries: '*' })
    .select(db.raw('COALESCE(SUM(CASE WHEN amount_grosze > 0 THEN amount_grosze ELSE 0 END), 0) as income'))
    .select(db.raw('COALESCE(SUM(CASE WHEN amount_grosze < 0 THEN -amount_grosze ELSE 0 END), 0) as outgo'))
    .groupByRaw('substr(occurred_on, 1, 7)')) as Array<Record<string, unknown>>;
  return rows.map((row) => ({ month: String(row.month), entries: Number(row.entries), income_grosze: Number(row.income), outgo_grosze: Number(row.outgo) }));
}

export interface ClosedMonthRow {
  month: string;
  closed_at: number;
  closed_by: number | null;
  closed_by_email: string | null;
  entries: number;
  sha256: string;
}

const CLOSED_COLUMNS = ['month', 'closed_at', 'closed_by', 'closed_by_email', 'entries', 'sha256'] as const;
const toClosed = (row: Record<string, unknown>): ClosedMonthRow => ({
  month: String(row.month),
  closed_at: Number(row.closed_at),
  closed_by: row.closed_by === null ? null : Number(row.closed_by),
  closed_by_email: (row.closed_by_email as string | null) ?? null,
  entries: Number(row.entries),
  sha256: String(row.sha256),
});

export async function closedMonths(db: Knex): Promise<ClosedMonthRow[]> {
  return (await db('ledger_closed_months').select(...CLOSED_COLUMNS)).map(toClosed);
}

/** A closed month's export exactly as it was signed, or undefined while the month is open. */
export async function closedExport(db: Knex, month: string): Promise<{ sha256: string; csv: string } | undefined> {
  const row = await db('ledger_closed_months').where({ month }).first('sha256', 'export');
  return row ? { sha256: String(row.sha256), csv: String(row.export) } : undefined;
}

/** The month closed with its signed export; false when it was closed already. */
export async function insertClosedMonth(trx: Knex, closed: ClosedMonthRow & { export: string }): Promise<boolean> {
  const inserted = await trx('ledger_closed_months').insert(closed).onConflict('month').ignore().returning('month');
  return inserted.length > 0;
}

/**
 * Called first in the closing's transaction: new rows wait until it commits (SQLite's writers are serial anyway), so
 * none slips into the month between its export and its closing.
 */
export async function holdNewEntries(trx: Knex): Promise<void> {
  if (!isSqlite(trx)) await trx.raw('LOCK TABLE ledger_entries IN SHARE MODE');
}

/** The donations' rows dated in Warsaw days from..to (inclusive): the statistics count donations, not expenses. */
const between = (db: Knex, from: string, to: string) => collectedRows(db).where('occurred_on', '>=', from).andWhere('occurred_on', '<=', to);

/** The statistics' money (issue 35 item 4): the ledger's sum per Warsaw day of the period. */
export async function ledgerPerDay(db: Knex, from: string, to: string): Promise<Map<string, number>> {
  const rows = (await between(db, from, to).groupBy('occurred_on').select('occurred_on').sum({ total: 'amount_grosze' })) as Array<{ occurred_on: string; total: number | string }>;
  return new Map(rows.map((row) => [row.occurred_on, Number(row.total)]));
}

/** The ledger's sum over the period. */
export async function ledgerTotal(db: Knex, from: string, to: string): Promise<number> {
  const row = (await between(db, from, to).sum({ total: 'amount_grosze' }).first()) as { total: number | string | null } | undefined;
  return Number(row?.total ?? 0);
}

/** The ledger's sum per fundraiser over the period (those with a movement in it). */
export async function ledgerPerCharity(db: Knex, from: string, to: string): Promise<Map<number, number>> {
  const rows = (await between(db, from, to).groupBy('charity_id').select('charity_id').sum({ total: 'amount_grosze' })) as Array<{ charity_id: number; total: number | string }>;
  return new Map(rows.map((row) => [Number(row.charity_id), Number(row.total)]));
}

/** Kinds of row that are a donation coming in (not a refund, a void or a correction). */
const DONATION_KINDS = ['payment_paid', 'manual_transfer', 'statement_transfer'] as const;

/**
 * A fundraiser's money in per Warsaw day as the ledger has it (refunds and voids lower the day they happened), with the
 * number of donations that came in that day; oldest first. Public: no donor is named.
 */
export async function incomingPerDay(db: Knex, charityId: number): Promise<Array<{ day: string; amount: number; count: number }>> {
  const rows = (await collectedRows(db)
    .where('charity_id', charityId)
    .groupBy('occurred_on')
    .orderBy('occurred_on')
    .select('occurred_on')
    .sum({ total: 'amount_grosze' })
    .select(db.raw(`SUM(CASE WHEN kind IN (${DONATION_KINDS.map(() => '?').join(', ')}) THEN 1 ELSE 0 END) as donations`, [...DONATION_KINDS]))) as Array<{ occurred_on: string; total: number | string; donations: number | string }>;
  return rows.map((row) => ({ day: row.occurred_on, amount: Number(row.total), count: Number(row.donations) }));
}
