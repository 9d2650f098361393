// Owns: payments (with payments-repository.ts) — the panel's statistics, grouped in SQL so a year of payments stays a few thousand rows.
import type { Knex } from 'knex';
import { COUNTED_STATUSES } from './payments-repository.js';

// Money that arrived is what the fundraisers' collected amounts counted: paid, later refunded or not (a refund is
// taken off the day it was confirmed, refund-statistics-repository.ts); failed, pending and voided never arrived.
const HOUR = 3_600_000;

/** Paid in [from, to): ms instants, by `paid_at`. */
const paidBetween = (db: Knex, from: number, to: number) =>
  db('payments').whereIn('status', COUNTED_STATUSES).andWhere('paid_at', '>=', from).andWhere('paid_at', '<', to);

// One donor: their account, else their e-mail in any case, else (manual donations) their name. The three kinds never
// overlap, so the distinct donors are the sum of each kind's distinct values (cheaper than one distinct over tagged keys).
const NO_ACCOUNT = 'user_id IS NULL';
const NO_EMAIL = "COALESCE(donor_email, '') = ''";
const UNIQUE_DONORS = `COUNT(DISTINCT user_id)
  + COUNT(DISTINCT CASE WHEN ${NO_ACCOUNT} AND NOT ${NO_EMAIL} THEN LOWER(donor_email) END)
  + COUNT(DISTINCT CASE WHEN ${NO_ACCOUNT} AND ${NO_EMAIL} AND donor_name <> '' THEN LOWER(donor_name) END)`;
const UNIDENTIFIED = `SUM(CASE WHEN ${NO_ACCOUNT} AND ${NO_EMAIL} AND COALESCE(donor_name, '') = '' THEN 1 ELSE 0 END)`;

export interface PaidSummary {
  amount: number;
  count: number;
  uniqueDonors: number;
  unidentified: number;
}

export async function paidSummary(db: Knex, from: number, to: number): Promise<PaidSummary> {
  const row = await paidBetween(db, from, to).first(
    db.raw('COALESCE(SUM(amount), 0) as amount'),
    db.raw('COUNT(*) as count'),
    db.raw(`${UNIQUE_DONORS} as donors`),
    db.raw(`COALESCE(${UNIDENTIFIED}, 0) as unidentified`),
  );
  return { amount: Number(row?.amount ?? 0), count: Number(row?.count ?? 0), uniqueDonors: Number(row?.donors ?? 0), unidentified: Number(row?.unidentified ?? 0) };
}

export interface PaidHour {
  /** The UTC hour the money arrived in (ms instant of its start): Warsaw's offset is whole hours, so each hour lies in one Warsaw day. */
  hour: number;
  amount: number;
  count: number;
}

/** Paid money per UTC hour: at most 24 rows a day whatever the number of payments. */
export const paidPerHour = (db: Knex, from: number, to: number): Promise<PaidHour[]> => perHour(db, paidBetween(db, from, to));

async function perHour(db: Knex, paid: Knex.QueryBuilder): Promise<PaidHour[]> {
  const rows = await paid
    .select(db.raw(`paid_at / ${HOUR} as hour`), db.raw('SUM(amount) as amount'), db.raw('COUNT(*) as count'))
    .groupByRaw(`paid_at / ${HOUR}`)
    .orderByRaw(`paid_at / ${HOUR}`);
  return (rows as Record<string, unknown>[]).map((row) => ({ hour: Number(row.hour) * HOUR, amount: Number(row.amount), count: Number(row.count) }));
}

export interface PaidShare {
  key: string | null;
  amount: number;
  count: number;
}

/** Paid money by one column (provider or method), the largest first. */
export async function paidBy(db: Knex, column: 'provider' | 'method', from: number, to: number): Promise<PaidShare[]> {
  const rows = await paidBetween(db, from, to)
    .select({ key: column }, db.raw('SUM(amount) as amount'), db.raw('COUNT(*) as count'))
    .groupBy(column)
    .orderByRaw('SUM(amount) DESC')
    .orderBy(column);
  return (rows as Record<string, unknown>[]).map((row) => ({ key: (row.key as string | null) ?? null, amount: Number(row.amount), count: Number(row.count) }));
}

/** The fundraisers that collected the most in the period (ties: the older fundraiser first); all of them without a limit. */
export async function topCharities(db: Knex, from: number, to: number, limit?: number): Promise<{ charityId: number; amount: number; count: number }[]> {
  const rows = await paidBetween(db, from, to)
    .select('charity_id', db.raw('SUM(amount) as amount'), db.raw('COUNT(*) as count'))
    .groupBy('charity_id')
    .orderByRaw('SUM(amount) DESC')
    .orderBy('charity_id')
    .modify((query: Knex.QueryBuilder) => {
      if (limit !== undefined) void query.limit(limit);
    });
  return (rows as Record<string, unknown>[]).map((row) => ({ charityId: Number(row.charity_id), amount: Number(row.amount), count: Number(row.count) }));
}

/**
 * Online donations started in [from, to) (by `created_at`), and how many of those were ever paid (`paid_at` set:
 * a later refund does not undo that the donor finished paying). Manual donations are entered paid, so they are left out.
 */
export async function startedAndPaid(db: Knex, from: number, to: number): Promise<{ started: number; paid: number }> {
  const row = await db('payments')
    .where('created_at', '>=', from)
    .andWhere('created_at', '<', to)
    .andWhereNot('provider', 'manual')
    .first(db.raw('COUNT(*) as started'), db.raw('COALESCE(SUM(CASE WHEN paid_at IS NOT NULL THEN 1 ELSE 0 END), 0) as paid'));
  return { started: Number(row?.started ?? 0), paid: Number(row?.paid ?? 0) };
}
