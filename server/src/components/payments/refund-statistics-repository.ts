// Owns: payment_refunds, payments (with refunds-repository.ts and payment-statistics-repository.ts) — the refunds in the panel's statistics.
import type { Knex } from 'knex';

// A refund is money leaving the foundation on the day the operator confirmed it (`confirmed_at`), whatever the day
// its payment was paid. The statistics' money is the ledger's (issue 35); only the providers' and methods' shares,
// which the ledger does not know, take refunds off here.

/** Confirmed in [from, to): ms instants, with the payment each refund returns (for its operator and method). */
const confirmedBetween = (db: Knex, from: number, to: number) =>
  db('payment_refunds')
    .join('payments', 'payments.guid', 'payment_refunds.payment_guid')
    .where('payment_refunds.status', 'confirmed')
    .andWhere('payment_refunds.confirmed_at', '>=', from)
    .andWhere('payment_refunds.confirmed_at', '<', to);

/** Refunded money by its payment's provider or method. */
export async function refundedBy(db: Knex, column: 'provider' | 'method', from: number, to: number): Promise<Map<string | null, number>> {
  const rows = await confirmedBetween(db, from, to).select({ key: `payments.${column}` }, db.raw('SUM(payment_refunds.amount) as amount')).groupBy(`payments.${column}`);
  return new Map((rows as Record<string, unknown>[]).map((row) => [(row.key as string | null) ?? null, Number(row.amount)]));
}

