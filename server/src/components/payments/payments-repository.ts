import type { Knex } from 'knex';

export interface PaymentRow {
  id: number;
  guid: string;
  charity_id: number;
  amount: number; // grosze
  currency: string;
  provider: string;
  provider_ref: string | null;
  method: string | null;
  status: 'pending' | 'paid' | 'failed';
  donor_name: string | null;
  donor_email: string | null;
  anonymous: boolean;
  hide_amount: boolean;
  message: string | null;
  note: string | null;
  user_id: number | null;
  idempotency_key: string | null;
  redirect_url: string | null;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
}

export type NewPayment = Omit<PaymentRow, 'id' | 'updated_at' | 'provider_ref' | 'redirect_url'>;

function toPayment(row: Record<string, unknown> | undefined): PaymentRow | undefined {
  if (!row) return undefined;
  return {
    ...(row as unknown as PaymentRow),
    amount: Number(row.amount),
    anonymous: Boolean(row.anonymous),
    hide_amount: Boolean(row.hide_amount),
  };
}

export async function insertPayment(db: Knex, payment: NewPayment): Promise<void> {
  await db('payments').insert({ ...payment, updated_at: payment.created_at });
}

export async function findPayment(db: Knex, by: { guid: string } | { idempotency_key: string }): Promise<PaymentRow | undefined> {
  return toPayment(await db('payments').where(by).first());
}

export async function setRegistration(db: Knex, guid: string, registration: { provider_ref: string | null; redirect_url: string }, now: number) {
  await db('payments').where({ guid }).update({ ...registration, updated_at: now });
}

/** Pending (or failed: money that arrives late still counts) -> paid, once: true only for the write that moved it. */
export async function markPaid(trx: Knex, guid: string, details: { provider_ref: string | null; method: string | null }, now: number): Promise<boolean> {
  const changed = await trx('payments')
    .where({ guid })
    .whereNot({ status: 'paid' })
    .update({
      status: 'paid',
      paid_at: now,
      updated_at: now,
      provider_ref: trx.raw('COALESCE(?, provider_ref)', [details.provider_ref]),
      method: trx.raw('COALESCE(?, method)', [details.method]),
    });
  return changed === 1;
}

/** Only a pending payment fails: paid is final. */
export async function markFailed(db: Knex, guid: string, now: number): Promise<boolean> {
  return (await db('payments').where({ guid, status: 'pending' }).update({ status: 'failed', updated_at: now })) === 1;
}

export async function addToCollected(trx: Knex, charityId: number, amount: number): Promise<void> {
  await trx('charities').where({ id: charityId }).increment('collected_amount', amount);
}

export interface PaymentEvent {
  provider: string;
  event_key: string;
  payment_guid: string | null;
  raw_body: string;
  headers: string;
  verdict: string;
  received_at: number;
}

/** Stores a notification; false when this provider event was stored before (a redelivery). */
export async function insertEvent(db: Knex, event: PaymentEvent): Promise<number | undefined> {
  const rows = await db('payment_events').insert(event).onConflict(['provider', 'event_key']).ignore().returning('id');
  const row = rows[0] as { id: number } | number | undefined;
  return row === undefined ? undefined : typeof row === 'object' ? row.id : row;
}

export async function setEventVerdict(db: Knex, id: number, verdict: string): Promise<void> {
  await db('payment_events').where({ id }).update({ verdict });
}

export async function hasPayments(db: Knex, charityId: number): Promise<boolean> {
  return Boolean(await db('payments').where({ charity_id: charityId }).first('id'));
}

const withCharity = (db: Knex) =>
  db('payments')
    .join('charities', 'charities.id', 'payments.charity_id')
    .select('payments.*', 'charities.title as charity_title', 'charities.url as charity_url');

export type PaymentWithCharity = PaymentRow & { charity_title: string; charity_url: string };

export async function listPayments(db: Knex, page: { limit: number; offset: number }): Promise<PaymentWithCharity[]> {
  const rows = await withCharity(db).orderBy('payments.id', 'desc').limit(page.limit).offset(page.offset);
  return rows.map((row) => toPayment(row) as PaymentWithCharity);
}

export async function countPayments(db: Knex): Promise<number> {
  return Number((await db('payments').count({ count: '*' }).first())?.count ?? 0);
}

export async function listUserPayments(db: Knex, userId: number): Promise<PaymentWithCharity[]> {
  const rows = await withCharity(db).where('payments.user_id', userId).orderBy('payments.id', 'desc').limit(500);
  return rows.map((row) => toPayment(row) as PaymentWithCharity);
}

export async function listPaidForCharity(db: Knex, charityId: number, page: { limit: number; offset: number }): Promise<PaymentRow[]> {
  const rows = await db('payments')
    .where({ charity_id: charityId, status: 'paid' })
    .orderBy([{ column: 'paid_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => toPayment(row)!);
}

export async function listStalePending(db: Knex, createdBefore: number, limit: number): Promise<PaymentRow[]> {
  const rows = await db('payments')
    .where({ status: 'pending' })
    .whereNot({ provider: 'manual' })
    .andWhere('created_at', '<', createdBefore)
    .orderBy('id')
    .limit(limit);
  return rows.map((row) => toPayment(row)!);
}

export interface CollectedDifference {
  charity_id: number;
  title: string;
  collected: number;
  paid_sum: number;
}

/** Every fundraiser whose collected amount is not the sum of its paid (and manual) payments. */
export async function collectedDifferences(db: Knex): Promise<CollectedDifference[]> {
  const sums = db('payments').where({ status: 'paid' }).groupBy('charity_id').select('charity_id').sum({ paid_sum: 'amount' }).as('sums');
  const rows = await db('charities')
    .leftJoin(sums, 'sums.charity_id', 'charities.id')
    .select('charities.id as charity_id', 'charities.title', 'charities.collected_amount as collected', db.raw('COALESCE(sums.paid_sum, 0) as paid_sum'))
    .whereRaw('charities.collected_amount <> COALESCE(sums.paid_sum, 0)')
    .orderBy('charities.id');
  return rows.map((row) => ({ ...row, collected: Number(row.collected), paid_sum: Number(row.paid_sum) }));
}
