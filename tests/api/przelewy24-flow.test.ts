import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { callRoute } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { adminLogin, collectedGrosze, countRows, createFundraiser, donate, donationBody, paymentRow, type Fundraiser } from '../support/payments.js';
import { configureFundraiser, providerOutcomes, eventsOf, expectedNotifyUrl, expectedReturnUrl, p24Sign, reconcileNow, startInterceptor, statusOf } from '../support/provider-flow.js';
import { startPrzelewy24StandIn, type Przelewy24StandIn, type Przelewy24Transaction } from '../support/przelewy24-stand-in.js';
import { allowPaymentHosts, paymentTestHosts } from '../support/payment-test-hosts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// ARCHITECTURE §4, end to end with Przelewy24: a fundraiser configured (through the admin API) to use
// a local Przelewy24 stand-in, a donation through POST donate/charity, the stand-in's signed
// notification to our urlStatus, the mandatory PUT transaction/verify, and reconciling.

const FORTY_ZL = 4000;
// posId differs from merchantId on purpose, so a swapped field is caught.
const SHOP = { merchantId: 144_321, posId: 144_322, apiKey: 'klucz-do-raportow-0123456789abcdef', crc: 'a1b2c3d4e5f6a7b8' };
const p24Configuration = (baseUrl: string) => ({
  provider: 'przelewy24',
  config: { merchant_id: SHOP.merchantId, pos_id: SHOP.posId, base_url: baseUrl },
  secrets: { api_key: SHOP.apiKey, crc: SHOP.crc },
});

interface Portal {
  server: TestServer;
  adminToken: string;
  p24: Przelewy24StandIn;
}

async function startPortal(): Promise<Portal> {
  const p24 = await startPrzelewy24StandIn(SHOP);
  const server = await startTestServer(paymentTestHosts(p24.url));
  const admin = await createAdminAccount(server);
  const adminToken = await adminLogin(server.url, admin.email, admin.password);
  return { server, adminToken, p24 };
}

async function stopPortal(portal: Portal | undefined) {
  await portal?.p24.close();
  await portal?.server.close();
}

/** A new active fundraiser whose own configuration is this Przelewy24 (by default the stand-in's API). */
async function p24Fundraiser(portal: Portal, baseUrl = portal.p24.baseUrl): Promise<Fundraiser> {
  const fundraiser = await createFundraiser(portal.server.url, portal.adminToken);
  await configureFundraiser(portal.server.url, portal.adminToken, fundraiser.id, p24Configuration(baseUrl));
  return fundraiser;
}

/** Donates 40,00 zł and returns our guid, the redirect and the transaction Przelewy24 registered. */
async function donateForty(portal: Portal, fundraiser: Fundraiser) {
  const response = await donate(portal.server.url, donationBody(fundraiser.id, { amount: '40,00', email: 'anna.nowak@example.pl' }));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const guid = response.body.guid as string;
  const transaction = portal.p24.transactions.get(guid);
  expect(transaction, `Przelewy24 has no transaction with sessionId ${guid}`).toBeDefined();
  return { guid, redirectUrl: response.body.redirect_url as string, transaction: transaction! };
}

/** The verify sign, computed here from the documentation. */
const expectedVerifySign = (guid: string, orderId: number, amount = FORTY_ZL) =>
  p24Sign([['sessionId', guid], ['orderId', orderId], ['amount', amount], ['currency', 'PLN'], ['crc', SHOP.crc]]);

/** The verify calls the stand-in got for this payment. */
const verifyCallsOf = (p24: Przelewy24StandIn, guid: string) => p24.verifyCalls.filter((verify) => verify.body.sessionId === guid);

/** Exactly the documented PUT transaction/verify for this transaction, accepted. */
function expectOneValidVerify(p24: Przelewy24StandIn, guid: string, transaction: Przelewy24Transaction) {
  const calls = verifyCallsOf(p24, guid);
  expect(calls).toHaveLength(1);
  expect(calls[0]).toEqual({
    body: {
      merchantId: SHOP.merchantId,
      posId: SHOP.posId,
      sessionId: guid,
      amount: FORTY_ZL,
      currency: 'PLN',
      orderId: transaction.orderId,
      sign: expectedVerifySign(guid, transaction.orderId),
    },
    signValid: true,
    answered: 200,
  });
  expect(transaction.status).toBe(2);
}

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await stopPortal(portal);
});

const collected = (fundraiser: Fundraiser) => collectedGrosze(portal.server.db, fundraiser.id);
const events = (guid: string) => eventsOf(portal.server.db, guid);

const { badSignatures, expectForgeryRefused, expectUnchanged, expectCountedOnce } = providerOutcomes(() => portal.server, 'przelewy24', FORTY_ZL);

describe('Przelewy24: starting a donation', () => {
  it('when a donor gives 40,00 zł, then the answer is 201 with trnRequest/<token>, and Przelewy24 registered the guid, grosze and our URLs with a valid sign', async () => {
    const fundraiser = await p24Fundraiser(portal);

    const { guid, redirectUrl, transaction } = await donateForty(portal, fundraiser);

    expect(redirectUrl).toBe(`${portal.p24.url}/trnRequest/${encodeURIComponent(transaction.token)}`);
    expect(transaction.register).toMatchObject({
      merchantId: SHOP.merchantId,
      posId: SHOP.posId,
      sessionId: guid,
      amount: FORTY_ZL,
      currency: 'PLN',
      email: 'anna.nowak@example.pl',
      country: 'PL',
      language: 'pl',
      urlStatus: expectedNotifyUrl(portal.server.url, 'przelewy24', guid),
      urlReturn: expectedReturnUrl(portal.server.url, fundraiser.url, guid),
      description: expect.stringContaining(fundraiser.title),
    });
    expect(transaction.register.sign).toBe(
      p24Sign([['sessionId', guid], ['merchantId', SHOP.merchantId], ['amount', FORTY_ZL], ['currency', 'PLN'], ['crc', SHOP.crc]]),
    );
    expect(new URL(transaction.register.urlStatus!).pathname).toBe(`/api/payments/notify/przelewy24/${guid}`);
    expect(new URL(transaction.register.urlReturn).pathname).toBe(`/zbiorka/${fundraiser.url}/procesowanie-wplaty`);
    expect(new URL(transaction.register.urlReturn).searchParams.get('guid')).toBe(guid);
    expect(await paymentRow(portal.server.db, guid)).toMatchObject({
      status: 'pending', amount: FORTY_ZL, currency: 'PLN', provider: 'przelewy24', redirect_url: redirectUrl,
    });
    expect(await statusOf(portal.server.url, guid)).toBe('pending');
    expect(verifyCallsOf(portal.p24, guid)).toEqual([]);
  });

  it('when the donor gives no e-mail, then Przelewy24 is not asked and the answer is 400 asking for one', async () => {
    const fundraiser = await p24Fundraiser(portal);
    const registered = portal.p24.transactions.size;

    const response = await donate(portal.server.url, donationBody(fundraiser.id, { amount: '40,00', email: '' }));

    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', message: PAYMENT_MESSAGES.emailRequired });
    expect(portal.p24.transactions.size).toBe(registered);
  });

  it('when the donor\'s e-mail is longer than the 50 characters Przelewy24 takes, then Przelewy24 is not asked and the answer is 400 saying so', async () => {
    const fundraiser = await p24Fundraiser(portal);
    const registered = portal.p24.transactions.size;
    const email = `${'a'.repeat(40)}@example.pl`; // 51 characters

    const response = await donate(portal.server.url, donationBody(fundraiser.id, { amount: '40,00', email }));

    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', message: PAYMENT_MESSAGES.emailTooLongForP24, fields: { email: PAYMENT_MESSAGES.emailTooLongForP24 } });
    expect(portal.p24.transactions.size).toBe(registered);
  });

  it('when the fundraiser\'s payment methods are asked for, then they are Przelewy24\'s active ones', async () => {
    const fundraiser = await p24Fundraiser(portal);

    const methods = await callRoute(portal.server.url, API_ROUTES.charityPaymentMethods, { id: fundraiser.id });

    expect(methods.status, JSON.stringify(methods.body)).toBe(200);
    expect(methods.body).toEqual([
      { id: '154', name: 'BLIK', image_url: 'https://static.przelewy24.pl/payment-form-logo/svg/154' },
      { id: '25', name: 'mTransfer', image_url: 'https://static.przelewy24.pl/payment-form-logo/svg/25' },
    ]);
  });

  it('when Przelewy24 is down, then the donation answers 502 PAYMENT_PROVIDER in Polish and the payment is failed', async () => {
    const down = await startPrzelewy24StandIn(SHOP);
    allowPaymentHosts(portal.server, down.url);
    const fundraiser = await p24Fundraiser(portal, down.baseUrl);
    await down.close();
    const body = donationBody(fundraiser.id, { amount: '40,00' });

    const response = await donate(portal.server.url, body);

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: { code: 'PAYMENT_PROVIDER', message: PAYMENT_MESSAGES.providerUnavailable } });
    const row = await portal.server.db('payments').where({ idempotency_key: body.idempotency_key }).first();
    expect(row).toMatchObject({ status: 'failed', charity_id: fundraiser.id, provider: 'przelewy24' });
    expect(await collected(fundraiser)).toBe(0);
  });
});

describe('Przelewy24: the donor pays', () => {
  it('when the signed notification arrives, then we verify it once with a valid sign, answer 200, and 40 zł is counted once', async () => {
    const fundraiser = await p24Fundraiser(portal);
    const { guid, transaction } = await donateForty(portal, fundraiser);

    expect(await portal.p24.pay(guid)).toBe(200);

    expectOneValidVerify(portal.p24, guid, transaction);
    await expectCountedOnce(fundraiser, guid);
    expect(await paymentRow(portal.server.db, guid)).toMatchObject({ status: 'paid', provider_ref: String(transaction.orderId), paid_at: expect.anything() });
    const stored = await events(guid);
    expect(stored).toEqual([expect.objectContaining({ provider: 'przelewy24', event_key: `${transaction.orderId}:${guid}`, verdict: 'counted' })]);
    expect(JSON.parse(stored[0]!.raw_body)).toMatchObject({ sessionId: guid, orderId: transaction.orderId, amount: FORTY_ZL, currency: 'PLN' });
  });

  it('when Przelewy24 is asked to verify, then at that moment the payment is still pending and nothing is counted', async () => {
    const seen: Array<{ status: string; collected: number }> = [];
    let fundraiser: Fundraiser | undefined;
    let guid = '';
    const interceptor = await startInterceptor(portal.p24.url, async (req) => {
      if (req.method === 'PUT' && req.url === '/api/v1/transaction/verify') {
        seen.push({ status: (await paymentRow(portal.server.db, guid)).status, collected: await collected(fundraiser!) });
      }
    });
    allowPaymentHosts(portal.server, interceptor.url);
    try {
      fundraiser = await p24Fundraiser(portal, `${interceptor.url}/api/v1`);
      ({ guid } = await donateForty(portal, fundraiser));

      expect(await portal.p24.pay(guid)).toBe(200);

      expect(seen).toEqual([{ status: 'pending', collected: 0 }]);
      await expectCountedOnce(fundraiser, guid);
    } finally {
      await interceptor.close();
    }
  });

  it('when Przelewy24 refuses the verify, then we do not answer 200, the payment stays pending and nothing is counted; the redelivery after verify works counts once', async () => {
    const fundraiser = await p24Fundraiser(portal);
    const { guid, transaction } = await donateForty(portal, fundraiser);
    portal.p24.refuseVerify = true;
    try {
      expect(await portal.p24.pay(guid)).not.toBe(200);
    } finally {
      portal.p24.refuseVerify = false;
    }

    expect(verifyCallsOf(portal.p24, guid)).toEqual([expect.objectContaining({ signValid: true, answered: 400 })]);
    await expectUnchanged(fundraiser, guid, 'not_confirmed');

    expect(await portal.p24.pay(guid)).toBe(200);

    expect(verifyCallsOf(portal.p24, guid).map((verify) => verify.answered)).toEqual([400, 200]);
    expect(transaction.status).toBe(2);
    await expectCountedOnce(fundraiser, guid);
    expect((await events(guid)).map((event) => event.verdict)).toEqual(['not_confirmed', 'counted']);
  });
});

describe('Przelewy24: a notification that must not be believed', () => {
  it.each([
    ['signed with another crc', { badSign: true }],
    ['properly signed, but for another merchant', { merchantId: 999_999 }],
    ['carrying an amount other than the one signed', { tamperAmount: 400_000 }],
  ])('when it is %s, then we answer 400, do not verify, change nothing and count it as bad_signature without storing it', async (_case, options) => {
    const fundraiser = await p24Fundraiser(portal);
    const { guid, transaction } = await donateForty(portal, fundraiser);
    const before = await badSignatures();

    expect(await portal.p24.pay(guid, options)).toBe(400);

    expect(verifyCallsOf(portal.p24, guid)).toEqual([]);
    await expectForgeryRefused(fundraiser, guid, before);
    // The forgery poisoned nothing: the genuine notification still counts, once.
    expect(await portal.p24.pay(guid)).toBe(200);
    expectOneValidVerify(portal.p24, guid, transaction);
    await expectCountedOnce(fundraiser, guid);
  });

  it.each([
    ['an amount', (transaction: Przelewy24Transaction) => void (transaction.register.amount = 4001)],
    ['a currency', (transaction: Przelewy24Transaction) => void (transaction.register.currency = 'EUR')],
  ])('when a correctly signed notification carries %s other than the donation\'s, then we answer 400, do not verify, change nothing and keep it as amount_mismatch', async (_case, alter) => {
    const fundraiser = await p24Fundraiser(portal);
    const { guid, transaction } = await donateForty(portal, fundraiser);
    alter(transaction);

    expect(await portal.p24.pay(guid)).toBe(400);

    expect(verifyCallsOf(portal.p24, guid)).toEqual([]);
    await expectUnchanged(fundraiser, guid, 'amount_mismatch');
  });
});

describe('Przelewy24: a notification without a JSON content type', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded'])('when the signed JSON notification comes as %s, then it is verified and 40 zł counted once', async (contentType) => {
    const fundraiser = await p24Fundraiser(portal);
    const { guid, transaction } = await donateForty(portal, fundraiser);

    expect(await portal.p24.pay(guid, { contentType })).toBe(200);

    expectOneValidVerify(portal.p24, guid, transaction);
    await expectCountedOnce(fundraiser, guid);
  });
});

describe('Przelewy24: redelivered notifications', () => {
  it('when the same notification arrives 3 times, then every delivery gets 200, verify is called once and 40 zł is counted once', async () => {
    const fundraiser = await p24Fundraiser(portal);
    const { guid, transaction } = await donateForty(portal, fundraiser);

    for (let delivery = 0; delivery < 3; delivery++) expect(await portal.p24.pay(guid)).toBe(200);

    expectOneValidVerify(portal.p24, guid, transaction);
    await expectCountedOnce(fundraiser, guid);
    expect(await events(guid)).toEqual([expect.objectContaining({ event_key: `${transaction.orderId}:${guid}`, verdict: 'counted' })]);
  });

  it('when the same notification arrives 20 times at once, then every delivery gets 200 and 40 zł is counted once', async () => {
    const fundraiser = await p24Fundraiser(portal);
    const { guid, transaction } = await donateForty(portal, fundraiser);

    const answers = await Promise.all(Array.from({ length: 20 }, () => portal.p24.pay(guid)));

    expect(answers).toEqual(Array(20).fill(200));
    // Concurrent deliveries may each verify (verify is idempotent at Przelewy24); each must be valid.
    const calls = verifyCallsOf(portal.p24, guid);
    expect(calls.length).toBeGreaterThanOrEqual(1);
    for (const verify of calls) expect(verify).toMatchObject({ signValid: true, answered: 200 });
    await expectCountedOnce(fundraiser, guid);
    expect(await events(guid)).toEqual([expect.objectContaining({ event_key: `${transaction.orderId}:${guid}`, verdict: 'counted' })]);
  });
});

describe('Przelewy24: reconciling a payment whose notification never came', () => {
  // Its own portal: reconcile polls every stale pending payment, so the outcomes here are only these.
  let quiet: Portal;
  let fundraiser: Fundraiser;
  beforeAll(async () => {
    quiet = await startPortal();
    fundraiser = await p24Fundraiser(quiet);
  });
  afterAll(async () => {
    await stopPortal(quiet);
  });

  const reconcile = () => reconcileNow(quiet.server.url, quiet.adminToken, 30);
  const quietCollected = () => collectedGrosze(quiet.server.db, fundraiser.id);

  it('when the donor paid but the notification was lost, then reconcile after 30 minutes verifies and counts it once, and again counts nothing more', async () => {
    const paid = await donateForty(quiet, fundraiser);
    const unpaid = await donateForty(quiet, fundraiser);
    // The donor paid at Przelewy24 (1: advance payment, not verified), and the notification was lost.
    paid.transaction.status = 1;

    // Too young to be polled yet.
    expect((await reconcile()).body).toEqual({ polled: 0, outcomes: {}, differences: [], figure_differences: [], spent_differences: [] });
    quiet.server.clock.advance(31 * 60_000);

    const first = await reconcile();

    expect(first.body).toEqual({ polled: 2, outcomes: { counted: 1 }, differences: [], figure_differences: [], spent_differences: [] });
    expectOneValidVerify(quiet.p24, paid.guid, paid.transaction);
    expect(verifyCallsOf(quiet.p24, unpaid.guid)).toEqual([]);
    expect(await statusOf(quiet.server.url, paid.guid)).toBe('paid');
    expect(await statusOf(quiet.server.url, unpaid.guid)).toBe('pending');
    expect(await quietCollected()).toBe(FORTY_ZL);
    expect(await eventsOf(quiet.server.db, paid.guid)).toEqual([expect.objectContaining({ event_key: `reconcile:${paid.guid}:paid`, verdict: 'counted' })]);

    const second = await reconcile();

    expect(second.body).toEqual({ polled: 1, outcomes: {}, differences: [], figure_differences: [], spent_differences: [] });
    expect(verifyCallsOf(quiet.p24, paid.guid)).toHaveLength(1);
    expect(await quietCollected()).toBe(FORTY_ZL);

    // The notification, redelivered at last, counts nothing more.
    expect(await quiet.p24.pay(paid.guid)).toBe(200);
    expect(await quietCollected()).toBe(FORTY_ZL);
    expect(await countRows(quiet.server.db, 'payment_events', { payment_guid: paid.guid, verdict: 'counted' })).toBe(1);
  });

  it('when Przelewy24 refuses the verify while reconciling, then nothing is counted; once it verifies, the next reconcile counts it once', async () => {
    const before = await quietCollected();
    const paid = await donateForty(quiet, fundraiser);
    paid.transaction.status = 1;
    quiet.server.clock.advance(31 * 60_000);
    quiet.p24.refuseVerify = true;
    let refused;
    try {
      refused = await reconcile();
    } finally {
      quiet.p24.refuseVerify = false;
    }

    expect(refused.body.outcomes).toEqual({ error: 1 });
    expect(refused.body.differences).toEqual([]);
    expect(verifyCallsOf(quiet.p24, paid.guid)).toEqual([expect.objectContaining({ signValid: true, answered: 400 })]);
    expect(await statusOf(quiet.server.url, paid.guid)).toBe('pending');
    expect(await quietCollected()).toBe(before);

    const retried = await reconcile();

    expect(retried.body.outcomes).toEqual({ counted: 1 });
    expect(retried.body.differences).toEqual([]);
    expect(verifyCallsOf(quiet.p24, paid.guid).map((verify) => verify.answered)).toEqual([400, 200]);
    expect(await statusOf(quiet.server.url, paid.guid)).toBe('paid');
    expect(await quietCollected()).toBe(before + FORTY_ZL);
  });

  it('when Przelewy24 says the payment was made (status 2: verified already, its answer lost), then reconcile counts it once without a second verify', async () => {
    const before = await quietCollected();
    const paid = await donateForty(quiet, fundraiser);
    paid.transaction.status = 2;
    quiet.server.clock.advance(31 * 60_000);

    const first = await reconcile();

    expect(first.body.outcomes).toEqual({ counted: 1 });
    expect(verifyCallsOf(quiet.p24, paid.guid)).toEqual([]);
    expect(await statusOf(quiet.server.url, paid.guid)).toBe('paid');
    expect(await quietCollected()).toBe(before + FORTY_ZL);
    expect(await eventsOf(quiet.server.db, paid.guid)).toEqual([expect.objectContaining({ event_key: `reconcile:${paid.guid}:paid`, verdict: 'counted' })]);
  });
});
