import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { AdminPaymentDetail, PaymentCheck } from '@zlota/shared/entities';
import { ADMIN_PAYMENT_MESSAGES, PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { callRoute } from '../support/api-client.js';
import { adminActor, createAdminCharity, expectError, type Actor } from '../support/catalog.js';
import { collectedGrosze, sandboxNotification, sandboxSecretFrom, sendNotification, startDonation } from '../support/payments.js';
import { startPayuStandIn, type PayuStandIn } from '../support/payu-stand-in.js';
import { configureFundraiser, reconcileNow } from '../support/provider-flow.js';
import { allowPaymentHosts, paymentTestHosts } from '../support/payment-test-hosts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// A payment's detail in the panel (its timeline of provider events and audit entries), "Sprawdź ponownie"
// for one payment, and the reconcile run started from the screen: issue 14 item 3.

let server: TestServer;
let admin: Actor;
let payu: PayuStandIn;
beforeAll(async () => {
  payu = await startPayuStandIn();
  server = await startTestServer(paymentTestHosts(payu.url));
  admin = await adminActor(server);
});
afterAll(async () => {
  await payu.close();
  await server.close();
});

async function detail(guid: string): Promise<AdminPaymentDetail> {
  const response = await callRoute(server.url, API_ROUTES.adminPayment, { guid }, { token: admin.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as AdminPaymentDetail;
}

async function check(guid: string): Promise<PaymentCheck> {
  const response = await callRoute(server.url, API_ROUTES.adminPaymentCheck, { guid }, { token: admin.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as PaymentCheck;
}

/** The sandbox's books say the donor decided, but its notification never reached us (a lost request). */
const decidedWithoutNotice = (guid: string, status: 'paid' | 'failed') =>
  server.db('sandbox_decisions').insert({ guid, status, decided_at: server.clock.now() });

describe('GET admin/payment/:guid', () => {
  it('when a payment got a notification, then its detail shows the payment and the event as it came, pretty-printed', async () => {
    const charity = await createAdminCharity(server, admin);
    const guid = await startDonation(server.url, charity.id, { amount: '33,30', email: 'ola@example.pl' });
    const notice = sandboxNotification(sandboxSecretFrom(server.config.appSecret!), { guid, status: 'paid', amount: 3330 });
    expect((await sendNotification(server.url, guid, notice)).status).toBe(200);

    const shown = await detail(guid);

    expect(shown.payment).toMatchObject({ guid, status: 'paid', amount: 33.3, donor_email: 'ola@example.pl', test: true, charity: { id: charity.id } });
    expect(shown.events).toEqual([
      expect.objectContaining({ provider: 'sandbox', kind: 'notification', verdict: 'counted', body: JSON.stringify(JSON.parse(notice.rawBody), null, 2) }),
    ]);
    expect(Date.parse(shown.events[0]!.received_at)).toBe(server.clock.now());
  });

  it('when a manual donation was recorded, then its audit entry is on its timeline', async () => {
    const charity = await createAdminCharity(server, admin);
    const recorded = await callRoute(server.url, API_ROUTES.manualDonation, { id: charity.id }, {
      token: admin.token, body: { amount: '150,00', method: 'transfer', bank_reference: 'PRZELEW 2026/11/25', note: 'Przelew 2026/11/25', donor_name: 'Jan Kowalski' },
    });
    expect(recorded.status).toBe(201);

    const shown = await detail(recorded.body.guid as string);

    expect(shown.payment).toMatchObject({ manual: true, amount: 150, status: 'paid' });
    expect(shown.events).toEqual([]);
    expect(shown.audit).toEqual([expect.objectContaining({ action: 'payment.manual_donation', actor_id: admin.id, note: 'Przelew 2026/11/25' })]);
  });

  it('when the guid is unknown or malformed, then 404', async () => {
    expectError(await callRoute(server.url, API_ROUTES.adminPayment, { guid: '6f1c7c1e-0000-4000-8000-000000000000' }, { token: admin.token }), 404, 'NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
    expect((await callRoute(server.url, API_ROUTES.adminPayment, { guid: 'abc' }, { token: admin.token })).status).toBe(404);
  });
});

describe('POST admin/payment/:guid/check', () => {
  it('when the sandbox says paid but its notification was lost, then the check counts it once; a second check changes nothing', async () => {
    const charity = await createAdminCharity(server, admin);
    const guid = await startDonation(server.url, charity.id, { amount: '25,50' });
    await decidedWithoutNotice(guid, 'paid');

    expect(await check(guid)).toEqual({ guid, outcome: 'counted', status: 'paid' });
    expect(await check(guid)).toEqual({ guid, outcome: 'duplicate', status: 'paid' });

    expect(await collectedGrosze(server.db, charity.id)).toBe(2550);
    const shown = await detail(guid);
    expect(shown.events).toEqual([expect.objectContaining({ kind: 'reconcile', verdict: 'counted', event_key: `reconcile:${guid}:paid` })]);
    expect(shown.audit.map((entry) => [entry.action, entry.entity_type, (entry.after as { outcome: string }).outcome])).toEqual([
      ['payment.check', 'payment', 'counted'],
      ['payment.check', 'payment', 'duplicate'],
    ]);
  });

  it('when the sandbox has no answer yet, then the check says pending and nothing moves', async () => {
    const charity = await createAdminCharity(server, admin);
    const guid = await startDonation(server.url, charity.id);

    expect(await check(guid)).toEqual({ guid, outcome: 'pending', status: 'pending' });
    expect(await collectedGrosze(server.db, charity.id)).toBe(0);
  });

  it('when PayU completed the order without notifying, then the check asks PayU and counts it', async () => {
    const charity = await createAdminCharity(server, admin);
    await configureFundraiser(server.url, admin.token, charity.id, {
      provider: 'payu',
      config: { pos_id: payu.config.posId, client_id: payu.config.clientId, base_url: payu.url },
      secrets: { client_secret: payu.config.clientSecret, second_key: payu.config.secondKey },
    });
    const guid = await startDonation(server.url, charity.id, { amount: '40,00' });
    const order = [...payu.orders.values()].find((candidate) => candidate.extOrderId === guid)!;
    payu.complete(order.orderId);

    expect(await check(guid)).toEqual({ guid, outcome: 'counted', status: 'paid' });
    expect(await collectedGrosze(server.db, charity.id)).toBe(4000);
  });

  it('when PayU cannot be reached, then the check reports an error, moves nothing and is still recorded', async () => {
    const down = await startPayuStandIn();
    allowPaymentHosts(server, down.url);
    const charity = await createAdminCharity(server, admin);
    await configureFundraiser(server.url, admin.token, charity.id, {
      provider: 'payu',
      config: { pos_id: down.config.posId, client_id: down.config.clientId, base_url: down.url },
      secrets: { client_secret: down.config.clientSecret, second_key: down.config.secondKey },
    });
    const guid = await startDonation(server.url, charity.id, { amount: '40,00' });
    await down.close();

    expect(await check(guid)).toEqual({ guid, outcome: 'error', status: 'pending' });
    expect((await detail(guid)).audit.map((entry) => entry.action)).toEqual(['payment.check']);
  });

  it('when the payment is a manual donation, then 409 says why in Polish', async () => {
    const charity = await createAdminCharity(server, admin);
    const recorded = await callRoute(server.url, API_ROUTES.manualDonation, { id: charity.id }, {
      token: admin.token, body: { amount: '10', method: 'cash', note: 'Gotówka z puszki', donor_name: 'Ewa' },
    });

    expectError(await callRoute(server.url, API_ROUTES.adminPaymentCheck, { guid: recorded.body.guid as string }, { token: admin.token }), 409, 'CONFLICT', ADMIN_PAYMENT_MESSAGES.manualNotChecked);
  });
});

describe('POST admin/payments/reconcile from the screen', () => {
  it('when a stale payment was paid at the sandbox, then the run counts it with the same poll as the check, and reports a fundraiser whose collected amount is off', async () => {
    const charity = await createAdminCharity(server, admin);
    const guid = await startDonation(server.url, charity.id, { amount: '12,50' });
    await decidedWithoutNotice(guid, 'paid');
    const skewed = await createAdminCharity(server, admin);
    await server.db('charities').where({ id: skewed.id }).update({ collected_amount: 777 });
    server.clock.advance(31 * 60_000);

    const report = (await reconcileNow(server.url, admin.token)).body;

    expect(report.outcomes.counted).toBeGreaterThanOrEqual(1);
    expect(report.differences).toContainEqual({ charity_id: skewed.id, title: skewed.title, collected: 777, paid_sum: 0, ledger_sum: 0 });
    expect(await collectedGrosze(server.db, charity.id)).toBe(1250);
    expect((await detail(guid)).events).toEqual([expect.objectContaining({ kind: 'reconcile', event_key: `reconcile:${guid}:paid`, verdict: 'counted' })]);
    expect(await check(guid)).toEqual({ guid, outcome: 'duplicate', status: 'paid' });
  });
});
