import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { callRoute, type ApiResponse } from './api-client.js';

// Helpers of the refund suites (issue 14 item 5): the admin's refund request over HTTP, and what the database keeps.

/** A refund request body; `amount` is Polish zł text as the dialog sends it ('12,50'). */
export const refundBody = (amount: string, overrides: Record<string, unknown> = {}) => ({
  amount,
  reason: 'Darczyńca pomylił kwotę i poprosił o zwrot',
  refund_key: randomUUID(),
  ...overrides,
});

/** POST admin/payment/:guid/refund as an admin. */
export const askRefund = (baseUrl: string, adminToken: string, guid: string, body: Record<string, unknown>): Promise<ApiResponse> =>
  callRoute(baseUrl, API_ROUTES.adminPaymentRefund, { guid }, { body, token: adminToken });

export interface StoredRefund {
  refund_key: string;
  amount: number;
  status: string;
  reason: string;
  provider_refund_id: string | null;
  requested_by_email: string | null;
}

/** The payment_refunds rows of a payment, oldest first, amounts in grosze. */
export async function refundsOf(db: Knex, guid: string): Promise<StoredRefund[]> {
  const rows = await db('payment_refunds').where({ payment_guid: guid }).orderBy('id');
  return rows.map((row: Record<string, unknown>) => ({
    refund_key: row.refund_key as string,
    amount: Number(row.amount),
    status: row.status as string,
    reason: row.reason as string,
    provider_refund_id: (row.provider_refund_id as string | null) ?? null,
    requested_by_email: (row.requested_by_email as string | null) ?? null,
  }));
}

/** The audit rows of refunds of a payment. */
export async function refundAudits(db: Knex, guid: string) {
  const payment = await db('payments').where({ guid }).first('id');
  const rows = await db('audit_log').where({ action: 'payment.refund', entity_type: 'payment', entity_id: payment.id }).orderBy('id');
  return rows.map((row: Record<string, unknown>) => ({
    actor_email: row.actor_email,
    note: row.note,
    after: JSON.parse(String(row.after)) as Record<string, unknown>,
  }));
}

/** Reconcile's differences for one fundraiser: none after refunds confirmed once. */
export const differencesOf = (report: ApiResponse, charityId: number) =>
  (report.body.differences as Array<{ charity_id: number }>).filter((difference) => difference.charity_id === charityId);
