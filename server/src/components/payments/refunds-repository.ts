// Owns: payment_refunds (one row per refund the foundation asked a provider for: requested -> confirmed | failed, grosze).
import type { Knex } from 'knex';

export type RefundStatus = 'requested' | 'confirmed' | 'failed';

export interface RefundRow {
  id: number;
  refund_key: string;
  payment_guid: string;
  charity_id: number;
  amount: number; // grosze
  reason: string;
  status: RefundStatus;
  provider_refund_id: string | null;
  requested_by: number | null;
  requested_by_email: string | null;
  created_at: number;
  updated_at: number;
  confirmed_at: number | null;
}

export type NewRefund = Omit<RefundRow, 'id' | 'status' | 'provider_refund_id' | 'updated_at' | 'confirmed_at'>;

const toRefund = (row: Record<string, unknown> | undefined): RefundRow | undefined =>
  row && { ...(row as unknown as RefundRow), amount: Number(row.amount), created_at: Number(row.created_at), confirmed_at: row.confirmed_at === null ? null : Number(row.confirmed_at) };

/** The guids of a fundraiser's payments with a refund asked for, as a subquery. */
export const refundedGuidsOf = (db: Knex, charityId: number) => db('payment_refunds').select('payment_guid').where('charity_id', charityId);

export async function insertRefund(db: Knex, refund: NewRefund): Promise<void> {
  await db('payment_refunds').insert({ ...refund, status: 'requested', updated_at: refund.created_at });
}

export async function findRefund(db: Knex, by: { refund_key: string } | { payment_guid: string; provider_refund_id: string }): Promise<RefundRow | undefined> {
  return toRefund(await db('payment_refunds').where(by).first());
}

/** Grosze of a payment's refunds that are asked for or done: what may not be refunded again. */
export async function refundedOrRequested(db: Knex, guid: string): Promise<number> {
  const row = await db('payment_refunds').where({ payment_guid: guid }).whereIn('status', ['requested', 'confirmed']).sum({ total: 'amount' }).first();
  return Number(row?.total ?? 0);
}

/** Grosze the provider has confirmed returning from a payment. */
export async function confirmedRefunds(db: Knex, guid: string): Promise<number> {
  const row = await db('payment_refunds').where({ payment_guid: guid, status: 'confirmed' }).sum({ total: 'amount' }).first();
  return Number(row?.total ?? 0);
}

/** Confirmed refunds of these payments, by guid (a payment without any is absent). */
export async function confirmedRefundsOf(db: Knex, guids: string[]): Promise<Map<string, number>> {
  if (guids.length === 0) return new Map();
  const rows = (await db('payment_refunds')
    .where({ status: 'confirmed' })
    .whereIn('payment_guid', guids)
    .groupBy('payment_guid')
    .select('payment_guid')
    .sum({ total: 'amount' })) as Array<{ payment_guid: string; total: number | string }>;
  return new Map(rows.map((row) => [row.payment_guid, Number(row.total)]));
}

/** Confirmed refunds of these fundraisers, in grosze, by fundraiser (reconciling: collected = paid − refunded). */
export async function confirmedRefundSums(db: Knex, charityIds: number[]): Promise<Map<number, number>> {
  if (charityIds.length === 0) return new Map();
  const rows = (await db('payment_refunds')
    .where({ status: 'confirmed' })
    .whereIn('charity_id', charityIds)
    .groupBy('charity_id')
    .select('charity_id')
    .sum({ total: 'amount' })) as Array<{ charity_id: number; total: number | string }>;
  return new Map(rows.map((row) => [Number(row.charity_id), Number(row.total)]));
}

export async function setProviderRefundId(db: Knex, id: number, providerRefundId: string | null, now: number): Promise<void> {
  await db('payment_refunds').where({ id }).update({ provider_refund_id: db.raw('COALESCE(?, provider_refund_id)', [providerRefundId]), updated_at: now });
}

/**
 * requested -> confirmed, once; failed -> confirmed too, when the provider carried the refund out after all. Answers
 * the status it moved from, only to the write that moved it (a repeated or concurrent confirmation gets undefined).
 */
export async function markRefundConfirmed(trx: Knex, id: number, now: number): Promise<'requested' | 'failed' | undefined> {
  for (const from of ['requested', 'failed'] as const) {
    if ((await trx('payment_refunds').where({ id, status: from }).update({ status: 'confirmed', confirmed_at: now, updated_at: now })) === 1) return from;
  }
  return undefined;
}

/** Refunds still waiting for the provider's word, untouched since `updatedBefore`: the oldest first. */
export async function listWaitingRefunds(db: Knex, updatedBefore: number, limit: number): Promise<RefundRow[]> {
  const rows = (await db('payment_refunds').where('status', 'requested').andWhere('updated_at', '<', updatedBefore).orderBy('id').limit(limit)) as Array<Record<string, unknown>>;
  return rows.map((row) => toRefund(row)!);
}

/** The refunds of a payment the provider has not named yet (no refund id of its own saved). */
export async function unnamedRefunds(db: Knex, guid: string): Promise<RefundRow[]> {
  const rows = (await db('payment_refunds').where({ payment_guid: guid }).whereNull('provider_refund_id').orderBy('id')) as Array<Record<string, unknown>>;
  return rows.map((row) => toRefund(row)!);
}

/** requested -> failed, once: only on the provider's own word (it refused or gave the refund up), so its amount may be refunded again. */
export async function markRefundFailed(db: Knex, id: number, now: number): Promise<boolean> {
  return (await db('payment_refunds').where({ id, status: 'requested' }).update({ status: 'failed', updated_at: now })) === 1;
}
