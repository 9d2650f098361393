import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { createAdminAccount } from './accounts.js';
import { callRoute, type ApiResponse } from './api-client.js';
import { adminLogin, collectedGrosze, createFundraiser, donate, donationBody, type Fundraiser } from './payments.js';
import { startPayuStandIn, type PayuStandIn } from './payu-stand-in.js';
import { configureFundraiser } from './provider-flow.js';
import { startPrzelewy24StandIn, type Przelewy24StandIn } from './przelewy24-stand-in.js';
import { paymentTestHosts } from './payment-test-hosts.js';
import { startTestServer, type TestServer } from './test-server.js';

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

/** A portal with both providers' stand-ins, as the refund suites use it. */
export interface RefundPortal {
  server: TestServer;
  adminToken: string;
  payu: PayuStandIn;
  p24: Przelewy24StandIn;
}

/** The Przelewy24 shop of the refund suites; posId differs from merchantId on purpose. */
export const P24_SHOP = { merchantId: 144_321, posId: 144_322, apiKey: 'klucz-do-raportow-0123456789abcdef', crc: 'a1b2c3d4e5f6a7b8' };

export async function startRefundPortal(): Promise<RefundPortal> {
  const payu = await startPayuStandIn();
  const p24 = await startPrzelewy24StandIn(P24_SHOP);
  const server = await startTestServer(paymentTestHosts(payu.url, p24.url));
  const admin = await createAdminAccount(server);
  const adminToken = await adminLogin(server.url, admin.email, admin.password);
  return { server, adminToken, payu, p24 };
}

export async function stopRefundPortal(portal: RefundPortal | undefined) {
  await portal?.payu.close();
  await portal?.p24.close();
  await portal?.server.close();
}

async function fundraiserWith(portal: RefundPortal, configuration: Record<string, unknown>) {
  const fundraiser = await createFundraiser(portal.server.url, portal.adminToken);
  await configureFundraiser(portal.server.url, portal.adminToken, fundraiser.id, configuration);
  return fundraiser;
}

async function startForty(portal: RefundPortal, fundraiser: Fundraiser) {
  const response = await donate(portal.server.url, donationBody(fundraiser.id, { amount: '40,00', email: 'anna.nowak@example.pl' }));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.guid as string;
}

/** A fundraiser on PayU (at `baseUrl`, by default the stand-in) and 40,00 zł paid to it, counted. */
export async function paidWithPayu(portal: RefundPortal, baseUrl = portal.payu.url) {
  const { payu } = portal;
  const fundraiser = await fundraiserWith(portal, {
    provider: 'payu',
    config: { pos_id: payu.config.posId, client_id: payu.config.clientId, base_url: baseUrl },
    secrets: { client_secret: payu.config.clientSecret, second_key: payu.config.secondKey },
  });
  const guid = await startForty(portal, fundraiser);
  const order = [...payu.orders.values()].find((candidate) => candidate.extOrderId === guid)!;
  payu.complete(order.orderId);
  expect(await payu.notify(order.orderId)).toBe(200);
  expect(await collectedGrosze(portal.server.db, fundraiser.id)).toBe(4000);
  return { fundraiser, guid, order };
}

/** A fundraiser on Przelewy24 (the stand-in) and 40,00 zł paid to it, verified and counted. */
export async function paidWithP24(portal: RefundPortal) {
  const fundraiser = await fundraiserWith(portal, {
    provider: 'przelewy24',
    config: { merchant_id: P24_SHOP.merchantId, pos_id: P24_SHOP.posId, base_url: portal.p24.baseUrl },
    secrets: { api_key: P24_SHOP.apiKey, crc: P24_SHOP.crc },
  });
  const guid = await startForty(portal, fundraiser);
  expect(await portal.p24.pay(guid)).toBe(200);
  expect(await collectedGrosze(portal.server.db, fundraiser.id)).toBe(4000);
  return { fundraiser, guid, transaction: portal.p24.transactions.get(guid)! };
}
