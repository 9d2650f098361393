// Owns: payment_refunds, payments (with refunds-repository.ts and payment-statistics-repository.ts) — the refunds in the panel's statistics.
import type { Knex } from 'knex';

// A refund is money leaving the foundation on the day the operator confirmed it (`confirmed_at`), whatever the day
// its payment was paid: the statistics take it off that day, as the fundraiser's collected amount fell then.
const HOUR = 3_600_000;

/** Confirmed in [from, to): ms instants, with the payment each refund returns (for its operator and method). */
const confirmedBetween = (db: Knex, from: number, to: number) =>
  db('payment_refunds')
    .join('payments', 'payments.guid', 'payment_refunds.payment_guid')
    .where('payment_refunds.status', 'confirmed')
    .andWhere('payment_refunds.confirmed_at', '>=', from)
    .andWhere('payment_refunds.confirmed_at', '<', to);

export async function refundedSum(db: Knex, from: number, to: number): Promise<number> {
  const row = await confirmedBetween(db, from, to).first(db.raw('COALESCE(SUM(payment_refunds.amount), 0) as amount'));
  return Number(row?.amount ?? 0);
}

/** Refunded money per UTC hour of its confirmation (ms instant of the hour's start). */
export async function refundedPerHour(db: Knex, from: number, to: number): Promise<{ hour: number; amount: number }[]> {
  const hour = `payment_refunds.confirmed_at / ${HOUR}`;
  const rows = await confirmedBetween(db, from, to).select(db.raw(`${hour} as hour`), db.raw('SUM(payment_refunds.amount) as amount')).groupByRaw(hour);
  return (rows as Record<string, unknown>[]).map((row) => ({ hour: Number(row.hour) * HOUR, amount: Number(row.amount) }));
}

/** Refunded money by its payment's provider or method. */
export async function refundedBy(db: Knex, column: 'provider' | 'method', from: number, to: number): Promise<Map<string | null, number>> {
  const rows = await confirmedBetween(db, from, to).select({ key: `payments.${column}` }, db.raw('SUM(payment_refunds.amount) as amount')).groupBy(`payments.${column}`);
  return new Map((rows as Record<string, unknown>[]).map((row) => [(row.key as string | null) ?? null, Number(row.amount)]));
}

/** Refunded money by fundraiser. */
export async function refundedByCharity(db: Knex, from: number, to: number): Promise<Map<number, number>> {
  const rows = await confirmedBetween(db, from, to).select('payment_refunds.charity_id', db.raw('SUM(payment_refunds.amount) as amount')).groupBy('payment_refunds.charity_id');
  return new Map((rows as Record<string, unknown>[]).map((row) => [Number(row.charity_id), Number(row.amount)]));
}
