import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { callRoute } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { adminLogin, collectedGrosze, countRows, createFundraiser, donate, donationBody, paymentRow, type Fundraiser } from '../support/payments.js';
import { startPayuStandIn, type PayuNotifyOptions, type PayuStandIn, type PayuStandInOrder } from '../support/payu-stand-in.js';
import { configureFundraiser, providerOutcomes, eventsOf, expectedNotifyUrl, expectedReturnUrl, reconcileNow, statusOf } from '../support/provider-flow.js';
import { allowPaymentHosts, paymentTestHosts } from '../support/payment-test-hosts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// ARCHITECTURE §4, end to end with PayU: a fundraiser configured (through the admin API) to use a
// local PayU stand-in, a donation through POST donate/charity, the stand-in's signed notifications
// to our notify URL, and reconciling. Every amount is checked in the database, in grosze.

const FORTY_ZL = 4000;
const payuConfiguration = (stand: PayuStandIn) => ({
  provider: 'payu',
  config: { pos_id: stand.config.posId, client_id: stand.config.clientId, base_url: stand.url },
  secrets: { client_secret: stand.config.clientSecret, second_key: stand.config.secondKey },
});

interface Portal {
  server: TestServer;
  adminToken: string;
  payu: PayuStandIn;
}

async function startPortal(): Promise<Portal> {
  const payu = await startPayuStandIn();
  const server = await startTestServer(paymentTestHosts(payu.url));
  const admin = await createAdminAccount(server);
  const adminToken = await adminLogin(server.url, admin.email, admin.password);
  return { server, adminToken, payu };
}

async function stopPortal(portal: Portal | undefined) {
  await portal?.payu.close();
  await portal?.server.close();
}

/** A new active fundraiser whose own configuration is this PayU stand-in. */
async function payuFundraiser(portal: Portal, stand: PayuStandIn = portal.payu): Promise<Fundraiser> {
  const fundraiser = await createFundraiser(portal.server.url, portal.adminToken);
  await configureFundraiser(portal.server.url, portal.adminToken, fundraiser.id, payuConfiguration(stand));
  return fundraiser;
}

/** Donates 40,00 zł and returns our guid, the redirect and the order PayU was asked to create. */
async function donateForty(portal: Portal, fundraiser: Fundraiser) {
  const response = await donate(portal.server.url, donationBody(fundraiser.id, { amount: '40,00', email: 'anna.nowak@example.pl' }));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const guid = response.body.guid as string;
  const order = [...portal.payu.orders.values()].find((candidate) => candidate.extOrderId === guid);
  expect(order, `PayU has no order with extOrderId ${guid}`).toBeDefined();
  return { guid, redirectUrl: response.body.redirect_url as string, order: order! };
}

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await stopPortal(portal);
});

const notify = (order: PayuStandInOrder, options: PayuNotifyOptions = {}) => portal.payu.notify(order.orderId, options);
const collected = (fundraiser: Fundraiser) => collectedGrosze(portal.server.db, fundraiser.id);
const events = (guid: string) => eventsOf(portal.server.db, guid);

const { badSignatures, expectForgeryRefused, expectUnchanged, expectCountedOnce } = providerOutcomes(() => portal.server, 'payu', FORTY_ZL);

describe('PayU: starting a donation', () => {
  it('when a donor gives 40,00 zł, then the answer is 201 with PayU\'s redirect, and PayU got the order in grosze with our notify and return URLs', async () => {
    const fundraiser = await payuFundraiser(portal);

    const { guid, redirectUrl, order } = await donateForty(portal, fundraiser);

    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(redirectUrl).toBe(`${portal.payu.url}/pl/standard/co/summary?orderId=${order.orderId}`);
    expect(order.request).toMatchObject({
      merchantPosId: portal.payu.config.posId,
      extOrderId: guid,
      totalAmount: '4000',
      currencyCode: 'PLN',
      notifyUrl: expectedNotifyUrl(portal.server.url, 'payu', guid),
      continueUrl: expectedReturnUrl(portal.server.url, fundraiser.url, guid),
      products: [{ name: expect.stringContaining(fundraiser.title), unitPrice: '4000', quantity: '1' }],
      buyer: expect.objectContaining({ email: 'anna.nowak@example.pl' }),
    });
    expect(new URL(order.notifyUrl).pathname).toBe(`/api/payments/notify/payu/${guid}`);
    expect(new URL(order.continueUrl).pathname).toBe(`/zbiorka/${fundraiser.url}/procesowanie-wplaty`);
    expect(new URL(order.continueUrl).searchParams.get('guid')).toBe(guid);
    expect(await paymentRow(portal.server.db, guid)).toMatchObject({
      status: 'pending', amount: FORTY_ZL, currency: 'PLN', provider: 'payu', provider_ref: order.orderId, redirect_url: redirectUrl,
    });
    expect(await statusOf(portal.server.url, guid)).toBe('pending');
    expect(await collected(fundraiser)).toBe(0);
  });

  it('when a donor signs with a name PayU\'s buyer fields cannot hold (over 100 characters), then the order is still taken, the name shortened for PayU and kept whole by us', async () => {
    const fundraiser = await payuFundraiser(portal);
    const name = `Anna ${'Konstancja-'.repeat(10)}Nowak`;

    const response = await donate(portal.server.url, donationBody(fundraiser.id, { amount: '40,00', name }));

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const guid = response.body.guid as string;
    const order = [...portal.payu.orders.values()].find((candidate) => candidate.extOrderId === guid);
    const buyer = order?.request.buyer as { firstName: string; lastName: string };
    expect(buyer.firstName).toBe('Anna');
    expect(buyer.lastName.length).toBeLessThanOrEqual(100);
    expect(name).toContain(buyer.lastName);
    expect(await paymentRow(portal.server.db, guid)).toMatchObject({ status: 'pending', donor_name: name });
  });

  it('when the fundraiser\'s payment methods are asked for, then they are PayU\'s enabled pay-by-links', async () => {
    const fundraiser = await payuFundraiser(portal);

    const methods = await callRoute(portal.server.url, API_ROUTES.charityPaymentMethods, { id: fundraiser.id });

    expect(methods.status, JSON.stringify(methods.body)).toBe(200);
    expect(methods.body).toEqual([
      { id: 'blik', name: 'BLIK', image_url: `${portal.payu.url}/images/blik.png` },
      { id: 'm', name: 'mTransfer', image_url: `${portal.payu.url}/images/m.png` },
      { id: 'c', name: 'Płatność online kartą płatniczą', image_url: null },
    ]);
  });

  it('when PayU is down, then the donation answers 502 PAYMENT_PROVIDER in Polish and the payment is failed', async () => {
    const down = await startPayuStandIn();
    allowPaymentHosts(portal.server, down.url);
    const fundraiser = await payuFundraiser(portal, down);
    await down.close();
    const body = donationBody(fundraiser.id, { amount: '40,00' });

    const response = await donate(portal.server.url, body);

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: { code: 'PAYMENT_PROVIDER', message: PAYMENT_MESSAGES.providerUnavailable } });
    const row = await portal.server.db('payments').where({ idempotency_key: body.idempotency_key }).first();
    expect(row).toMatchObject({ status: 'failed', charity_id: fundraiser.id, provider: 'payu' });
    expect(await collected(fundraiser)).toBe(0);
  });
});

describe('PayU: the donor pays', () => {
  it.each(['MD5', 'SHA-256', 'SHA256'] as const)('when PayU notifies COMPLETED signed with %s, then we answer 200, the payment is paid and 40 zł counted once', async (algorithm) => {
    const fundraiser = await payuFundraiser(portal);
    const { guid, order } = await donateForty(portal, fundraiser);
    portal.payu.complete(order.orderId);

    expect(await notify(order, { algorithm })).toBe(200);

    await expectCountedOnce(fundraiser, guid);
    expect(await paymentRow(portal.server.db, guid)).toMatchObject({ status: 'paid', provider_ref: order.orderId, paid_at: expect.anything() });
    const stored = await events(guid);
    expect(stored).toEqual([expect.objectContaining({ provider: 'payu', event_key: `${order.orderId}:COMPLETED`, verdict: 'counted' })]);
    expect(JSON.parse(stored[0]!.raw_body)).toMatchObject({ order: { orderId: order.orderId, extOrderId: guid, status: 'COMPLETED', totalAmount: '4000' } });
  });
});

describe('PayU: a notification that must not be believed', () => {
  it.each([
    ['signed with another second key', { signatureKey: 'nie-ten-drugi-klucz' }],
    ['sent without the OpenPayu-Signature header', { omitSignature: true }],
  ] as const)('when COMPLETED is %s, then we answer 400, nothing changes and it is counted as bad_signature, not stored', async (_case, options) => {
    const fundraiser = await payuFundraiser(portal);
    const { guid, order } = await donateForty(portal, fundraiser);
    portal.payu.complete(order.orderId);
    const before = await badSignatures();

    expect(await notify(order, options)).toBe(400);

    await expectForgeryRefused(fundraiser, guid, before);
    // The forgery poisoned nothing: PayU's genuine notification still counts, once.
    expect(await notify(order)).toBe(200);
    await expectCountedOnce(fundraiser, guid);
  });

  it('when the amount is changed after PayU signed the document, then we answer 400, nothing changes and it is counted as bad_signature', async () => {
    const fundraiser = await payuFundraiser(portal);
    const { guid, order } = await donateForty(portal, fundraiser);
    portal.payu.complete(order.orderId);
    const before = await badSignatures();

    expect(await notify(order, { tamperAmount: 400_000 })).toBe(400);

    await expectForgeryRefused(fundraiser, guid, before);
  });

  it.each([
    ['an amount', (order: PayuStandInOrder) => void (order.totalAmount = '4001')],
    ['a currency', (order: PayuStandInOrder) => void (order.currencyCode = 'EUR')],
  ])('when a correctly signed COMPLETED carries %s other than the donation\'s, then we answer 400, nothing changes and it is kept as amount_mismatch', async (_case, alter) => {
    const fundraiser = await payuFundraiser(portal);
    const { guid, order } = await donateForty(portal, fundraiser);
    portal.payu.complete(order.orderId);
    alter(order);

    expect(await notify(order)).toBe(400);

    await expectUnchanged(fundraiser, guid, 'amount_mismatch');
  });
});

describe('PayU: cancelled, redelivered and out-of-order notifications', () => {
  it('when PayU notifies CANCELED, then the payment is failed and nothing counted; a late COMPLETED then makes it paid, counted once', async () => {
    const fundraiser = await payuFundraiser(portal);
    const { guid, order } = await donateForty(portal, fundraiser);
    portal.payu.cancel(order.orderId);

    expect(await notify(order)).toBe(200);

    expect(await statusOf(portal.server.url, guid)).toBe('failed');
    expect(await collected(fundraiser)).toBe(0);

    portal.payu.complete(order.orderId);
    expect(await notify(order)).toBe(200);

    await expectCountedOnce(fundraiser, guid);
    expect((await events(guid)).map((event) => event.verdict)).toEqual(['failed', 'counted']);
  });

  it('when the same COMPLETED arrives 3 times, then every delivery gets 200 and 40 zł is counted once', async () => {
    const fundraiser = await payuFundraiser(portal);
    const { guid, order } = await donateForty(portal, fundraiser);
    portal.payu.complete(order.orderId);

    for (let delivery = 0; delivery < 3; delivery++) expect(await notify(order)).toBe(200);

    await expectCountedOnce(fundraiser, guid);
    expect(await events(guid)).toEqual([expect.objectContaining({ event_key: `${order.orderId}:COMPLETED`, verdict: 'counted' })]);
  });

  it('when the same COMPLETED arrives 20 times at once, then every delivery gets 200 and 40 zł is counted once', async () => {
    const fundraiser = await payuFundraiser(portal);
    const { guid, order } = await donateForty(portal, fundraiser);
    portal.payu.complete(order.orderId);

    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(order)));

    expect(answers).toEqual(Array(20).fill(200));
    await expectCountedOnce(fundraiser, guid);
    expect(await events(guid)).toEqual([expect.objectContaining({ event_key: `${order.orderId}:COMPLETED`, verdict: 'counted' })]);
  });

  it('when PENDING, WAITING_FOR_CONFIRMATION and CANCELED arrive after COMPLETED, then the payment stays paid and counted once', async () => {
    const fundraiser = await payuFundraiser(portal);
    const { guid, order } = await donateForty(portal, fundraiser);
    portal.payu.complete(order.orderId);

    expect(await notify(order)).toBe(200);
    for (const status of ['PENDING', 'WAITING_FOR_CONFIRMATION', 'CANCELED'] as const) expect(await notify(order, { status })).toBe(200);

    await expectCountedOnce(fundraiser, guid);
    expect((await events(guid)).map((event) => [event.event_key, event.verdict])).toEqual([
      [`${order.orderId}:COMPLETED`, 'counted'],
      [`${order.orderId}:PENDING`, 'unchanged'],
      [`${order.orderId}:WAITING_FOR_CONFIRMATION`, 'unchanged'],
      [`${order.orderId}:CANCELED`, 'unchanged'],
    ]);
  });
});

describe('PayU: an order waiting for confirmation (automatic receipt off)', () => {
  it('when PayU notifies WAITING_FOR_CONFIRMATION, then the order is captured once, 40 zł counted once, and the COMPLETED that follows counts nothing more', async () => {
    const fundraiser = await payuFundraiser(portal);
    const { guid, order } = await donateForty(portal, fundraiser);
    portal.payu.setStatus(order.orderId, 'WAITING_FOR_CONFIRMATION');

    expect(await notify(order)).toBe(200);
    expect(await notify(order, { status: 'WAITING_FOR_CONFIRMATION' })).toBe(200);

    expect(portal.payu.captures.filter((captured) => captured === order.orderId)).toHaveLength(1);
    expect(portal.payu.orders.get(order.orderId)!.status).toBe('COMPLETED');
    await expectCountedOnce(fundraiser, guid);
    expect(await notify(order)).toBe(200);
    await expectCountedOnce(fundraiser, guid);
    expect((await events(guid)).map((event) => [event.event_key, event.verdict])).toEqual([
      [`${order.orderId}:WAITING_FOR_CONFIRMATION`, 'counted'],
      [`${order.orderId}:COMPLETED`, 'unchanged'],
    ]);
  });
});

describe('PayU: reconciling a payment whose notification never came', () => {
  // Its own portal: reconcile polls every stale pending payment, so the outcomes here are only these.
  let quiet: Portal;
  beforeAll(async () => {
    quiet = await startPortal();
  });
  afterAll(async () => {
    await stopPortal(quiet);
  });

  it('when PayU has the order COMPLETED but never notified, then reconcile after 30 minutes counts it once, and again counts nothing more', async () => {
    const fundraiser = await payuFundraiser(quiet);
    const paid = await donateForty(quiet, fundraiser);
    const unpaid = await donateForty(quiet, fundraiser);
    quiet.payu.complete(paid.order.orderId);

    // Too young to be polled yet.
    expect((await reconcileNow(quiet.server.url, quiet.adminToken, 30)).body).toEqual({ polled: 0, outcomes: {}, differences: [], figure_differences: [], spent_differences: [] });
    quiet.server.clock.advance(31 * 60_000);

    const first = await reconcileNow(quiet.server.url, quiet.adminToken, 30);

    expect(first.body).toEqual({ polled: 2, outcomes: { counted: 1 }, differences: [], figure_differences: [], spent_differences: [] });
    expect(await statusOf(quiet.server.url, paid.guid)).toBe('paid');
    expect(await statusOf(quiet.server.url, unpaid.guid)).toBe('pending');
    expect(await collectedGrosze(quiet.server.db, fundraiser.id)).toBe(FORTY_ZL);
    expect(await eventsOf(quiet.server.db, paid.guid)).toEqual([expect.objectContaining({ event_key: `reconcile:${paid.guid}:paid`, verdict: 'counted' })]);

    const second = await reconcileNow(quiet.server.url, quiet.adminToken, 30);

    expect(second.body).toEqual({ polled: 1, outcomes: {}, differences: [], figure_differences: [], spent_differences: [] });
    expect(await collectedGrosze(quiet.server.db, fundraiser.id)).toBe(FORTY_ZL);

    // PayU's notification, arriving at last, counts nothing more.
    expect(await quiet.payu.notify(paid.order.orderId)).toBe(200);
    expect(await collectedGrosze(quiet.server.db, fundraiser.id)).toBe(FORTY_ZL);
    expect(await countRows(quiet.server.db, 'payment_events', { payment_guid: paid.guid, verdict: 'counted' })).toBe(1);
  });
});

describe('PayU: idempotent start', () => {
  it('when the same donation is sent twice with one idempotency key, then PayU gets one order and both answers match', async () => {
    const fundraiser = await payuFundraiser(portal);
    const body = donationBody(fundraiser.id, { amount: '40,00', idempotency_key: randomUUID() });
    const ordersBefore = portal.payu.orders.size;

    const first = await donate(portal.server.url, body);
    const second = await donate(portal.server.url, body);

    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(portal.payu.orders.size - ordersBefore).toBe(1);
  });
});
