// Owns: payments (one row per donation: pending -> paid | failed; paid -> partially_refunded | refunded; a manual one
// paid -> voided; amounts in grosze).
import type { Knex } from 'knex';
import type { PaymentStatusName } from '@zlota/shared/schemas/payment-views';
import type { PaymentFilters, PaymentSort } from '@zlota/shared/schemas/payment-filters';
import type { SortOrder } from '@zlota/shared/schemas/admin-lists';
import { warsawDayEnd, warsawDayStart } from '@zlota/shared/warsaw-days';
import { isSqlite } from '../../db/knex.js';
import { listOrder } from '../../libraries/list-order.js';
import { confirmedAddresses, knownAddresses } from './update-addresses-repository.js';
import { statementKeysOfReference } from '@zlota/shared/bank-reference';
import { likeText } from '../../libraries/like-pattern.js';
import { refundedGuidsOf } from './refunds-repository.js';

/** A payment in one of these was counted into its fundraiser's collected amount (refunds are subtracted on their own). */
export const COUNTED_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;
/** A payment in one of these still stands in the supporters list: a fully refunded one does not. */
const SUPPORTING_STATUSES = ['paid', 'partially_refunded'] as const;

export interface PaymentRow {
  id: number;
  guid: string;
  charity_id: number;
  amount: number; // grosze
  currency: string;
  provider: string;
  provider_ref: string | null;
  method: string | null;
  status: PaymentStatusName;
  donor_name: string | null;
  /** Issue 30: the name the confirmation gives (online donations); the public signature is donor_name. */
  receipt_name?: string | null;
  donor_email: string | null;
  anonymous: boolean;
  hide_amount: boolean;
  /** "chcę otrzymywać aktualności" (issue 18): never on a donation entered by hand. */
  updates_consent: boolean;
  message: string | null;
  note: string | null;
  user_id: number | null;
  idempotency_key: string | null;
  redirect_url: string | null;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
  /** Issue 40: the monthly schedule this payment opened or was charged for. */
  recurring_id?: number | null;
}

/** What only a donation entered by hand has: where the money came from, who entered it, and a void. */
export interface ManualDetails {
  bank_reference: string | null;
  bank_reference_key: string | null;
  received_on: string | null;
  entered_by: string | null;
  voided_at: number | null;
  void_reason: string | null;
  voided_by: string | null;
}

export type NewPayment = Omit<PaymentRow, 'id' | 'updated_at' | 'provider_ref' | 'redirect_url' | 'updates_consent'> & {
  /** "chcę otrzymywać aktualności" (issue 18): absent on a donation entered by hand. */
  updates_consent?: boolean;
  /** Given at once by a provider that registers without a call out (the sandbox); else set by `setRegistration`. */
  provider_ref?: string | null;
  redirect_url?: string;
};
export type ManualPaymentRow = PaymentRow & ManualDetails;

function toPayment(row: Record<string, unknown> | undefined): PaymentRow | undefined {
  if (!row) return undefined;
  return {
    ...(row as unknown as PaymentRow),
    amount: Number(row.amount),
    anonymous: Boolean(row.anonymous),
    hide_amount: Boolean(row.hide_amount),
    updates_consent: Boolean(row.updates_consent),
  };
}

/** The amount and fundraiser of some payments, to name them (the audit log's "Rekord"). */
export async function paymentAmounts(db: Knex, ids: number[]): Promise<{ id: number; amount: number; charity_id: number }[]> {
  if (ids.length === 0) return [];
  const rows: { id: number; amount: number; charity_id: number }[] = await db('payments').select('id', 'amount', 'charity_id').whereIn('id', [...new Set(ids)]);
  return rows.map((row) => ({ id: Number(row.id), amount: Number(row.amount), charity_id: Number(row.charity_id) }));
}

export async function insertPayment(db: Knex, payment: NewPayment & Partial<Pick<ManualDetails, 'bank_reference' | 'bank_reference_key' | 'received_on' | 'entered_by'>>): Promise<void> {
  await db('payments').insert({ ...payment, updated_at: payment.created_at });
}

export async function findPayment(db: Knex, by: { guid: string } | { idempotency_key: string }): Promise<PaymentRow | undefined> {
  return toPayment(await db('payments').where(by).first());
}

export async function setRegistration(db: Knex, guid: string, registration: { provider_ref: string | null; redirect_url: string }, now: number) {
  await db('payments').where({ guid }).update({ ...registration, updated_at: now });
}

/** Issue 40: the provider's id of a later charge of a schedule, from its answer (a notification may have set it first). */
export async function setProviderRef(db: Knex, guid: string, providerRef: string, now: number) {
  await db('payments').where({ guid }).whereNull('provider_ref').update({ provider_ref: providerRef, updated_at: now });
}

/**
 * Pending (or failed: money that arrives late still counts) -> paid, once: the payment as it is now, only for the
 * write that moved it (undefined for every other).
 */
export async function markPaid(
  trx: Knex,
  guid: string,
  details: { provider_ref: string | null; method: string | null },
  now: number,
): Promise<ManualPaymentRow | undefined> {
  const [row] = (await trx('payments')
    .where({ guid })
    .whereIn('status', ['pending', 'failed'])
    .update({
      status: 'paid',
      paid_at: now,
      updated_at: now,
      provider_ref: trx.raw('COALESCE(?, provider_ref)', [details.provider_ref]),
      method: trx.raw('COALESCE(?, method)', [details.method]),
    })
    .returning('*')) as Record<string, unknown>[];
  return row ? toManualPayment(row) : undefined;
}

/** Only a pending payment fails: paid is final. */
export async function markFailed(db: Knex, guid: string, now: number): Promise<boolean> {
  return (await db('payments').where({ guid, status: 'pending' }).update({ status: 'failed', updated_at: now })) === 1;
}


/** The payments the admin's filters choose (shared/src/schemas/payment-filters.ts); days are Polish days. */
function filtered(db: Knex, filters: PaymentFilters): Knex.QueryBuilder {
  const query = db('payments');
  if (filters.status) query.where('status', filters.status);
  if (filters.provider) query.where('provider', filters.provider);
  if (filters.charity_id) query.where('charity_id', filters.charity_id);
  if (filters.from) query.where('created_at', '>=', warsawDayStart(filters.from));
  if (filters.to) query.where('created_at', '<', warsawDayEnd(filters.to));
  if (filters.amount_min !== undefined) query.where('amount', '>=', filters.amount_min);
  if (filters.amount_max !== undefined) query.where('amount', '<=', filters.amount_max);
  const q = filters.q?.trim();
  if (q) {
    const text = likeText(q);
    query.where((any) => {
      any
        .whereRaw("guid LIKE ? ESCAPE '\\'", [`${text}%`])
        .orWhereRaw("LOWER(donor_email) LIKE ? ESCAPE '\\'", [`%${text}%`])
        .orWhereRaw("LOWER(donor_name) LIKE ? ESCAPE '\\'", [`%${text}%`])
        .orWhereRaw("LOWER(provider_ref) LIKE ? ESCAPE '\\'", [`%${text}%`])
        .orWhereRaw("LOWER(bank_reference) LIKE ? ESCAPE '\\'", [`%${text}%`]);
    });
  }
  return query;
}

/** A page of the filtered payments in the asked order (issue 36: the server sorts, never the page). */
export async function listPayments(db: Knex, filters: PaymentFilters, page: { limit: number; offset: number }, sort: { sort: PaymentSort; order: SortOrder }): Promise<PaymentRow[]> {
  const rows = (await filtered(db, filters).orderBy(listOrder([sort.sort], sort.order)).limit(page.limit).offset(page.offset)) as Record<string, unknown>[];
  return rows.map((row) => toPayment(row)!);
}

/** The next batch of the filtered payments after `beforeId` in the same order (keyset, for the export). */
/** Whole rows, a manual donation's details too (the export's bank reference, date received and void reason). */
export async function listPaymentsBefore(db: Knex, filters: PaymentFilters, beforeId: number | null, limit: number): Promise<ManualPaymentRow[]> {
  const query = filtered(db, filters);
  if (beforeId !== null) query.where('id', '<', beforeId);
  const rows = (await query.orderBy('id', 'desc').limit(limit)) as Record<string, unknown>[];
  return rows.map((row) => toManualPayment(row));
}

export async function countPayments(db: Knex, filters: PaymentFilters): Promise<number> {
  return Number((await filtered(db, filters).count({ count: '*' }).first())?.count ?? 0);
}

export async function listUserPayments(db: Knex, userId: number): Promise<PaymentRow[]> {
  const rows = await db('payments').where({ user_id: userId }).orderBy('id', 'desc').limit(500);
  return rows.map((row) => toPayment(row)!);
}

export async function listPaidForCharity(db: Knex, charityId: number, page: { limit: number; offset: number }): Promise<PaymentRow[]> {
  const rows = await db('payments')
    .where({ charity_id: charityId })
    .whereIn('status', SUPPORTING_STATUSES)
    .orderBy([{ column: 'paid_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => toPayment(row)!);
}

export async function countPaidForCharity(db: Knex, charityId: number): Promise<number> {
  const row = await db('payments').where({ charity_id: charityId }).whereIn('status', SUPPORTING_STATUSES).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/**
 * Who asked for a fundraiser's updates and confirmed the address (issue 29): the distinct e-mails of its paid donations
 * given with the consent, each with the name the donor last gave (for the greeting). A refunded donation no longer counts.
 */
export async function updateSubscribers(db: Knex, charityId: number): Promise<{ email: string; name: string | null }[]> {
  const rows = await db('payments')
    .where({ charity_id: charityId, updates_consent: true })
    .whereIn('status', SUPPORTING_STATUSES)
    .whereIn('donor_email', confirmedAddresses(db))
    .groupBy('donor_email')
    .select('donor_email', db.raw('max(donor_name) as donor_name'))
    .orderBy('donor_email');
  return rows.map((row: { donor_email: string; donor_name: string | null }) => ({ email: row.donor_email, name: row.donor_name }));
}

/**
 * Donors of a fundraiser who asked for its updates but whose address was never asked to confirm itself: consents given
 * before confirmations existed (issue 29). Each with the name they last gave and the account they were logged in with.
 */
export async function subscribersNeverAsked(db: Knex, charityId: number): Promise<{ email: string; name: string | null; userId: number | null }[]> {
  const rows = await db('payments')
    .where({ charity_id: charityId, updates_consent: true })
    .whereIn('status', SUPPORTING_STATUSES)
    .whereNotNull('donor_email')
    .whereNotIn('donor_email', knownAddresses(db))
    .groupBy('donor_email')
    .select('donor_email', db.raw('max(donor_name) as donor_name'), db.raw('max(user_id) as user_id'))
    .orderBy('donor_email');
  return rows.map((row: { donor_email: string; donor_name: string | null; user_id: unknown }) => ({
    email: row.donor_email,
    name: row.donor_name,
    userId: row.user_id === null ? null : Number(row.user_id),
  }));
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

/** What the paid (and manual) payments of these fundraisers add up to, refunded ones included, in grosze; a fundraiser without any is absent. */
export async function paidSums(db: Knex, charityIds: number[]): Promise<Map<number, number>> {
  if (charityIds.length === 0) return new Map();
  const rows = (await db('payments')
    .whereIn('status', COUNTED_STATUSES)
    .whereIn('charity_id', charityIds)
    .groupBy('charity_id')
    .select('charity_id')
    .sum({ paid_sum: 'amount' })) as Array<{ charity_id: number; paid_sum: number | string }>;
  return new Map(rows.map((row) => [Number(row.charity_id), Number(row.paid_sum)]));
}

const toManualPayment = (row: Record<string, unknown>): ManualPaymentRow => ({
  ...(toPayment(row) as ManualPaymentRow),
  voided_at: row.voided_at === null ? null : Number(row.voided_at),
});

/**
 * The manual donation that counts under this bank reference key, if any (a voided one does not), typed in by hand
 * or booked from a bank statement's line with the same reference (issue 34: counted once, whichever came first).
 */
export async function findCountedManualByReference(db: Knex, referenceKey: string): Promise<ManualPaymentRow | undefined> {
  const row = await db('payments')
    .where({ provider: 'manual' })
    .whereNot({ status: 'voided' })
    .where((keys) => {
      keys.where({ bank_reference_key: referenceKey }).orWhere('bank_reference_key', 'like', statementKeysOfReference(referenceKey));
    })
    .first();
  return row ? toManualPayment(row) : undefined;
}

/** Which of these bank reference keys a manual donation that still counts holds (issue 34: a statement's lines at once). */
export async function countedManualReferenceKeys(db: Knex, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const KEYS_PER_QUERY = 500;
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const rows: { bank_reference_key: string }[] = await db('payments')
      .where({ provider: 'manual' })
      .whereNot({ status: 'voided' })
      .whereIn('bank_reference_key', keys.slice(start, start + KEYS_PER_QUERY))
      .select('bank_reference_key');
    for (const row of rows) found.add(row.bank_reference_key);
  }
  return found;
}

export async function findManualPayment(db: Knex, guid: string): Promise<ManualPaymentRow | undefined> {
  const row = await db('payments').where({ guid, provider: 'manual' }).first();
  return row ? toManualPayment(row) : undefined;
}

/** A fundraiser's manual donations, voided ones too, newest entered first. */
export async function listManualForCharity(db: Knex, charityId: number, limit: number): Promise<ManualPaymentRow[]> {
  const rows = await db('payments').where({ charity_id: charityId, provider: 'manual' }).orderBy('id', 'desc').limit(limit);
  return rows.map(toManualPayment);
}

/** Paid manual -> voided, once: true only for the write that moved it (a second or concurrent void finds nothing). */
/** A fundraiser's payments that were voided or had a refund asked for (their entries belong to its "Historia"). */
export async function voidedOrRefundedIds(db: Knex, charityId: number): Promise<number[]> {
  const rows = (await db('payments')
    .select('id')
    .where('charity_id', charityId)
    .where((any) => {
      any.where('status', 'voided').orWhereIn('guid', refundedGuidsOf(db, charityId));
    })) as { id: number }[];
  return rows.map((row) => Number(row.id));
}

export async function markVoided(trx: Knex, guid: string, voiding: { reason: string; by: string }, now: number): Promise<boolean> {
  const changed = await trx('payments')
    .where({ guid, provider: 'manual', status: 'paid' })
    .update({ status: 'voided', voided_at: now, void_reason: voiding.reason, voided_by: voiding.by, updated_at: now });
  return changed === 1;
}

/** Reads a payment inside a transaction, locking its row (PostgreSQL; SQLite's writers are serial) until the transaction ends. */
export async function lockPayment(trx: Knex, guid: string): Promise<PaymentRow | undefined> {
  const query = trx('payments').where({ guid }).first();
  if (!isSqlite(trx)) query.forUpdate();
  return toPayment(await query);
}

/** A paid payment after a confirmed refund: refunded when nothing is left of it, else partially refunded. */
export async function markRefunded(trx: Knex, guid: string, status: 'refunded' | 'partially_refunded', now: number): Promise<void> {
  await trx('payments').where({ guid }).whereIn('status', COUNTED_STATUSES).update({ status, updated_at: now });
}

/** A payment with what only a manual one has (its bank reference): what a confirmation of it names. */
export async function findPaymentWithDetails(db: Knex, guid: string): Promise<ManualPaymentRow | undefined> {
  const row = await db('payments').where({ guid }).first();
  return row ? toManualPayment(row) : undefined;
}

/** A user's donations that still stand, paid within [from, to) — a tax year — oldest first. */
export async function listUserSupportingBetween(db: Knex, userId: number, from: number, to: number): Promise<ManualPaymentRow[]> {
  const rows = await db('payments')
    .where({ user_id: userId })
    .whereIn('status', SUPPORTING_STATUSES)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .orderBy([{ column: 'paid_at' }, { column: 'id' }]);
  return rows.map(toManualPayment);
}

/** The users with at least one donation that still stands, paid within [from, to). */
export async function donorsBetween(db: Knex, from: number, to: number): Promise<number[]> {
  const rows = (await db('payments')
    .whereNotNull('user_id')
    .whereIn('status', SUPPORTING_STATUSES)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .distinct('user_id')
    .orderBy('user_id')) as Array<{ user_id: number }>;
  return rows.map((row) => Number(row.user_id));
}

/**
 * RODO: a deleted account's donations stay in the books (amount, fundraiser, dates, status) but no longer say who gave:
 * the donor's name and e-mail and the link to the account go, also on donations made as a guest with the account's e-mail.
 */
export async function anonymiseDonationsOfUser(trx: Knex, user: { id: number; email: string }, now: number): Promise<number> {
  return trx('payments')
    .where({ user_id: user.id })
    .orWhereRaw('LOWER(donor_email) = ?', [user.email.toLowerCase()])
    .update({ donor_name: null, receipt_name: null, donor_email: null, user_id: null, anonymous: true, updated_at: now });
}

/** Issue 36 item 7: the payments chosen in the panel's list, in its order (newest first), for their CSV. */
export async function listPaymentsByGuids(db: Knex, guids: string[]): Promise<ManualPaymentRow[]> {
  const rows = (await db('payments').whereIn('guid', guids).orderBy('id', 'desc')) as Record<string, unknown>[];
  return rows.map((row) => toManualPayment(row));
}
