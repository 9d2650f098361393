import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { AdminStatistics } from '@zlota/shared/schemas/statistics';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { callRoute, withQuery } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { adminLogin, collectedGrosze, createFundraiser, sandboxDecision, startDonation, type Fundraiser } from '../support/payments.js';
import { askRefund, refundBody } from '../support/refunds.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 35 item 4: the statistics count money as the ledger does (and so as the fundraisers' collected amounts). A
// payment counts on the day it was paid, a refund takes its amount off the day the operator confirmed it, a void off
// the day it was voided; so the statistics, the ledger and the sum of the collected amounts agree to the grosz.

const DAY = 86_400_000;

let server: TestServer;
let adminToken: string;
let fundraisers: Fundraiser[];
let paidDay: string;
let refundDay: string;

/** A sandbox donation of `amount` (zł text) paid now. */
async function paid(fundraiser: Fundraiser, amount: string): Promise<string> {
  const guid = await startDonation(server.url, fundraiser.id, { amount });
  expect((await sandboxDecision(server.url, guid, 'paid')).status).toBe(303);
  return guid;
}

async function refunded(guid: string, amount: string) {
  const response = await askRefund(server.url, adminToken, guid, refundBody(amount));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expect(response.body).toMatchObject({ status: 'confirmed' });
}

async function statistics(from: string, to: string): Promise<AdminStatistics> {
  const response = await callRoute(server.url, withQuery(API_ROUTES.adminStatistics, { from, to, group: 'day' }), {}, { token: adminToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as AdminStatistics;
}

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  // Noon in Warsaw two days ahead, so that no step below crosses a Polish midnight by chance.
  const noon = Date.parse(`${shiftDay(new Date(server.clock.now()).toISOString().slice(0, 10), 2)}T10:00:00Z`);
  server.clock.advance(noon - server.clock.now());
  const admin = await createAdminAccount(server);
  const login = async () => (adminToken = await adminLogin(server.url, admin.email, admin.password));
  await login();
  fundraisers = [await createFundraiser(server.url, adminToken), await createFundraiser(server.url, adminToken)];
  const [first, second] = fundraisers as [Fundraiser, Fundraiser];

  // The payments' day: 250 zł (to be refunded in part), 80 zł, 40 zł (to be refunded whole), a 30 zł transfer entered by hand (to be voided).
  paidDay = warsawDay(server.clock.now());
  const partly = await paid(first, '250,00');
  await paid(first, '80,00');
  const wholly = await paid(second, '40,00');
  const manual = await callRoute(server.url, API_ROUTES.manualDonation, { id: second.id }, {
    token: adminToken, body: { amount: '30', method: 'transfer', bank_reference: 'PRZELEW 1/2026', note: 'Przelew wpisany dwa razy' },
  });
  expect(manual.status, JSON.stringify(manual.body)).toBe(201);

  // The next day: 100 zł of the 250 zł and the whole 40 zł go back to the donors; the transfer entered twice is voided.
  server.clock.advance(DAY);
  refundDay = warsawDay(server.clock.now());
  await login(); // a day later the session has ended
  await refunded(partly, '100,00');
  await refunded(wholly, '40,00');
  const voided = await callRoute(server.url, API_ROUTES.adminVoidPayment, { guid: manual.body.guid as string }, { token: adminToken, body: { reason: 'Wpisana dwa razy' } });
  expect(voided.status, JSON.stringify(voided.body)).toBe(200);
});
afterAll(() => server?.close());

describe('statistics that add up (issue 35 item 4)', () => {
  it('when payments were paid, partly and wholly refunded and voided, then the all-time total equals the sum of the fundraisers\' collected amounts to the grosz', async () => {
    const collected = (await Promise.all(fundraisers.map((fundraiser) => collectedGrosze(server.db, fundraiser.id)))).reduce((sum, amount) => sum + amount, 0);
    expect(collected).toBe(150_00 + 80_00);

    const stats = await statistics(shiftDay(paidDay, -30), shiftDay(refundDay, 1));

    expect(stats.current.amount_grosze).toBe(collected);
    expect(stats.buckets.at(-1)!.running_total_grosze).toBe(collected);
    expect(stats.top_charities.map((top) => [top.id, top.amount_grosze])).toEqual([[fundraisers[0]!.id, 150_00 + 80_00], [fundraisers[1]!.id, 0]]);
    expect(stats.by_provider).toEqual([{ provider: 'sandbox', amount_grosze: collected, count: 3 }]);

    const ledger = await server.db('ledger_entries').whereIn('charity_id', fundraisers.map((fundraiser) => fundraiser.id)).sum({ total: 'amount_grosze' }).first();
    expect(Number(ledger?.total)).toBe(collected);
  });

  it('when a payment is refunded the next day, then its day keeps the payment and the refund lowers the day it was confirmed', async () => {
    const stats = await statistics(paidDay, refundDay);
    const day = (key: string) => stats.buckets.find((bucket) => bucket.key === key)!;

    // As in the ledger: the transfer counts on the day it came and comes off the day it was voided (it is no donation
    // that stands: the count leaves it out); the three online payments count on theirs, refunded later or not.
    expect(day(paidDay)).toMatchObject({ amount_grosze: 250_00 + 80_00 + 40_00 + 30_00, count: 3, running_total_grosze: 400_00 });
    expect(day(refundDay)).toMatchObject({ amount_grosze: -(100_00 + 40_00 + 30_00), count: 0, running_total_grosze: 230_00 });

    const refundDayAlone = await statistics(refundDay, refundDay);
    expect(refundDayAlone.current).toMatchObject({ amount_grosze: -170_00, count: 0 });
    expect(refundDayAlone.previous).toMatchObject({ amount_grosze: 400_00, count: 3 });

    const ledgerDays = await server.db('ledger_entries')
      .whereIn('charity_id', fundraisers.map((fundraiser) => fundraiser.id))
      .groupBy('occurred_on')
      .select('occurred_on')
      .sum({ total: 'amount_grosze' });
    expect(Object.fromEntries((ledgerDays as Array<{ occurred_on: string; total: number | string }>).map((row) => [row.occurred_on, Number(row.total)]))).toEqual({ [paidDay]: day(paidDay).amount_grosze, [refundDay]: day(refundDay).amount_grosze });
  });
});
