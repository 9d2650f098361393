import { createHmac, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { call, callRoute, type ApiResponse } from './api-client.js';
import { unique } from './accounts.js';

// Helpers of the money-path suites: fundraisers, donations and sandbox notifications, all through
// HTTP against a running server (in-process or a child process), so they take a base URL, not a TestServer.

/** Admin login over HTTP (spec §7 `admin/api-login`): the Bearer token. */
export async function adminLogin(baseUrl: string, login: string, password: string): Promise<string> {
  const response = await callRoute(baseUrl, API_ROUTES.adminLogin, {}, { body: { login, password } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.access_token).toEqual(expect.any(String));
  return response.body.access_token as string;
}

export interface Fundraiser {
  id: number;
  url: string;
  title: string;
}

/** A fundraiser with its beneficiary, created by the foundation (active unless `status` says otherwise). */
export async function createFundraiser(baseUrl: string, adminToken: string, overrides: Record<string, unknown> = {}): Promise<Fundraiser> {
  const id = unique();
  const body = {
    title: `Wózek dla Łucji ${id}`,
    name: `Łucja ${id}`,
    target: 'Wózek inwalidzki z napędem elektrycznym',
    target_amount: '15000',
    short_description: 'Łucja ma 9 lat i marzy o tym, żeby sama dojechać do szkoły.',
    needy: { name: 'Łucja', surname: 'Wiśniewska', city: 'Gdańsk' },
    ...overrides,
  };
  const response = await callRoute(baseUrl, API_ROUTES.charityCreateWithNeedy, {}, { body, token: adminToken });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: response.body.id as number, url: response.body.url as string, title: response.body.title as string };
}

/** A donation body that passes every check; `amount` is a Polish zł string such as '25,50'. */
export function donationBody(charityId: number, overrides: Record<string, unknown> = {}) {
  return {
    charity_id: charityId,
    amount: '25,50',
    email: 'anna.nowak@example.pl',
    name: 'Anna Nowak',
    message: 'Trzymamy kciuki, Łucjo!',
    anonymous: false,
    hide_amount: false,
    accept_terms: true,
    idempotency_key: randomUUID(),
    ...overrides,
  };
}

export function donate(baseUrl: string, body: Record<string, unknown>, token?: string): Promise<ApiResponse> {
  return callRoute(baseUrl, API_ROUTES.donate, {}, { body, ...(token ? { token } : {}) });
}

/** Starts a donation and expects it to be accepted: its guid. */
export async function startDonation(baseUrl: string, charityId: number, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await donate(baseUrl, donationBody(charityId, overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.guid as string;
}

export { zlText } from './amounts.js';

/** The sandbox's key for signing notifications, as `secretBox.derive('sandbox-notifications')` makes it from APP_SECRET. */
export const sandboxSecretFrom = (appSecret: string) => createHmac('sha256', appSecret).update('sandbox-notifications').digest('hex');

export interface SandboxNotificationBody {
  guid: string;
  status: 'paid' | 'failed';
  amount: number; // grosze
  currency: string;
  method: string | null;
}

export interface SignedNotification {
  rawBody: string;
  headers: Record<string, string>;
}

/** A notification as the sandbox operator sends it: JSON, HMAC-SHA256 (hex) of the exact bytes in `x-sandbox-signature`. */
export function sandboxNotification(secret: string, body: Omit<SandboxNotificationBody, 'currency' | 'method'> & Partial<SandboxNotificationBody>): SignedNotification {
  const rawBody = JSON.stringify({ currency: 'PLN', method: null, ...body });
  return {
    rawBody,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': createHmac('sha256', secret).update(rawBody).digest('hex') },
  };
}

/** POSTs a notification to `/api/payments/notify/sandbox/{pathGuid}`: status and plain-text answer. */
export async function sendNotification(baseUrl: string, pathGuid: string, notification: SignedNotification): Promise<{ status: number; text: string }> {
  const response = await call(baseUrl, 'POST', `/api/payments/notify/sandbox/${pathGuid}`, {
    rawBody: notification.rawBody,
    headers: notification.headers,
  });
  return { status: response.status, text: String(response.body) };
}

/** The donor's choice on the sandbox operator's page, as the browser posts the form (no redirect followed). */
export async function sandboxDecision(baseUrl: string, guid: string, decision: string): Promise<Response> {
  return fetch(`${baseUrl}/api/sandbox/pay/${guid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
}

/** The fundraiser's collected amount in the database, in grosze. */
export async function collectedGrosze(db: Knex, charityId: number): Promise<number> {
  const row = await db('charities').where({ id: charityId }).first('collected_amount');
  expect(row, `no fundraiser ${charityId}`).toBeDefined();
  return Number(row.collected_amount);
}

export async function paymentRow(db: Knex, guid: string) {
  const row = await db('payments').where({ guid }).first();
  expect(row, `no payment ${guid}`).toBeDefined();
  return { ...row, amount: Number(row.amount) } as Record<string, unknown> & { status: string; amount: number; charity_id: number };
}

export async function countRows(db: Knex, table: string, where: Record<string, unknown> = {}): Promise<number> {
  return Number((await db(table).where(where).count({ count: '*' }).first())?.count ?? 0);
}

/** How many notifications were refused for this provider ('unknown' for a made-up name) and reason, all days together. */
export async function rejectionCount(db: Knex, provider: string, reason: string): Promise<number> {
  const row = await db('payment_notification_rejections').where({ provider, reason }).sum({ total: 'rejections' }).first();
  return Number(row?.total ?? 0);
}

/** Runs `task` over `items` with at most `size` in flight at once. */
export async function inBatches<T, R>(items: readonly T[], size: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map((item, offset) => task(item, start + offset)))));
  }
  return results;
}

/** The month before a Warsaw day's month, `YYYY-MM` (the ledger's last month, which can be closed). */
export const monthBefore = (day: string) => {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 2, 1)).toISOString().slice(0, 7);
};
