// Owns: payments (with payments-repository.ts) — the foundation's work queue and figures.
import type { Knex } from 'knex';
import { COUNTED_STATUSES, type PaymentRow } from './payments-repository.js';

const toRow = (row: Record<string, unknown>) =>
  ({ ...row, amount: Number(row.amount), anonymous: Boolean(row.anonymous), hide_amount: Boolean(row.hide_amount) }) as PaymentRow;

export interface PaymentQueue {
  total: number;
  items: PaymentRow[];
}

async function queue(query: Knex.QueryBuilder, order: 'asc' | 'desc', limit: number): Promise<PaymentQueue> {
  const [rows, count] = await Promise.all([
    query.clone().select('*').orderBy('id', order).limit(limit),
    query.clone().count({ n: '*' }).first(),
  ]);
  return { total: Number(count?.n ?? 0), items: (rows as Record<string, unknown>[]).map(toRow) };
}

/** Payments a donor started and no provider has answered since: the oldest first. */
export const stalePending = (db: Knex, createdBefore: number, limit: number) =>
  queue(db('payments').where('status', 'pending').andWhere('created_at', '<', createdBefore), 'asc', limit);

export const recentFailed = (db: Knex, since: number, limit: number) =>
  queue(db('payments').where('status', 'failed').andWhere('updated_at', '>=', since), 'desc', limit);

export const latestManual = (db: Knex, limit: number) => queue(db('payments').where('provider', 'manual'), 'desc', limit);

/** Money that arrived in a period, by when it was paid (refunded later or not), and how many donations brought it. */
export async function paidIn(db: Knex, from: number, to: number): Promise<{ amount: number; count: number }> {
  const row = await db('payments')
    .whereIn('status', COUNTED_STATUSES)
    .andWhere('paid_at', '>=', from)
    .andWhere('paid_at', '<', to)
    .first(db.raw('COALESCE(SUM(amount), 0) as amount'), db.raw('COUNT(*) as count'));
  return { amount: Number(row?.amount ?? 0), count: Number(row?.count ?? 0) };
}
