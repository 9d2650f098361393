import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { createAdminAccount } from '../support/accounts.js';
import { adminLogin, collectedGrosze, createFundraiser, donate, donationBody, paymentRow, type Fundraiser } from '../support/payments.js';
import { startPayuStandIn, type PayuStandIn } from '../support/payu-stand-in.js';
import { configureFundraiser, eventsOf, expectedNotifyUrl, reconcileNow } from '../support/provider-flow.js';
import { startPrzelewy24StandIn, type Przelewy24StandIn } from '../support/przelewy24-stand-in.js';
import { askRefund, differencesOf, refundAudits, refundBody, refundsOf } from '../support/refunds.js';
import { paymentTestHosts } from '../support/payment-test-hosts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 14 item 5 against the PayU and Przelewy24 stand-ins: our refund request as each provider's API takes it,
// then the provider's own signed refund notification to the payment's address; the money falls only then, once.

const SHOP = { merchantId: 144_321, posId: 144_322, apiKey: 'klucz-do-raportow-0123456789abcdef', crc: 'a1b2c3d4e5f6a7b8' };

let server: TestServer;
let adminToken: string;
let payu: PayuStandIn;
let p24: Przelewy24StandIn;

beforeAll(async () => {
  payu = await startPayuStandIn();
  p24 = await startPrzelewy24StandIn(SHOP);
  server = await startTestServer(paymentTestHosts(payu.url, p24.url));
  const admin = await createAdminAccount(server);
  adminToken = await adminLogin(server.url, admin.email, admin.password);
});
afterAll(async () => {
  await payu?.close();
  await p24?.close();
  await server?.close();
});

const collected = (fundraiser: Fundraiser) => collectedGrosze(server.db, fundraiser.id);
const refund = (guid: string, body: Record<string, unknown>) => askRefund(server.url, adminToken, guid, body);
const refundedEvents = async (guid: string) => (await eventsOf(server.db, guid)).filter((event) => event.verdict === 'refunded');

async function fundraiserWith(configuration: Record<string, unknown>) {
  const fundraiser = await createFundraiser(server.url, adminToken);
  await configureFundraiser(server.url, adminToken, fundraiser.id, configuration);
  return fundraiser;
}

async function startForty(fundraiser: Fundraiser) {
  const response = await donate(server.url, donationBody(fundraiser.id, { amount: '40,00', email: 'anna.nowak@example.pl' }));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.guid as string;
}

describe('PayU: refunds', () => {
  async function paidWithPayu() {
    const fundraiser = await fundraiserWith({
      provider: 'payu',
      config: { pos_id: payu.config.posId, client_id: payu.config.clientId, base_url: payu.url },
      secrets: { client_secret: payu.config.clientSecret, second_key: payu.config.secondKey },
    });
    const guid = await startForty(fundraiser);
    const order = [...payu.orders.values()].find((candidate) => candidate.extOrderId === guid)!;
    payu.complete(order.orderId);
    expect(await payu.notify(order.orderId)).toBe(200);
    expect(await collected(fundraiser)).toBe(4000);
    return { fundraiser, guid, order };
  }

  it('when 15,00 zł of 40,00 zł is refunded, then PayU gets the order refund with our key; collected falls only on FINALIZED, once, however often it comes', async () => {
    const { fundraiser, guid, order } = await paidWithPayu();
    const body = refundBody('15,00');

    const response = await refund(guid, body);

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const asked = [...payu.refunds.values()].filter((r) => r.orderId === order.orderId);
    expect(asked).toEqual([expect.objectContaining({ amount: '1500', currencyCode: 'PLN', extRefundId: body.refund_key, status: 'PENDING' })]);
    expect(response.body).toMatchObject({ status: 'requested', provider_refund_id: asked[0]!.refundId, payment_status: 'paid', refundable: 25 });
    expect(await collected(fundraiser)).toBe(4000);

    const answers = await Promise.all([payu.notifyRefund(asked[0]!.refundId), payu.notifyRefund(asked[0]!.refundId), payu.notifyRefund(asked[0]!.refundId)]);

    expect(answers).toEqual([200, 200, 200]);
    expect(await collected(fundraiser)).toBe(2500);
    expect((await paymentRow(server.db, guid)).status).toBe('partially_refunded');
    expect(await refundsOf(server.db, guid)).toEqual([expect.objectContaining({ amount: 1500, status: 'confirmed', provider_refund_id: asked[0]!.refundId })]);
    expect(await refundedEvents(guid)).toHaveLength(1);
    expect(await refundAudits(server.db, guid)).toHaveLength(1);
    expect(differencesOf(await reconcileNow(server.url, adminToken), fundraiser.id)).toEqual([]);

    const rest = await refund(guid, refundBody('25,00'));
    const restId = [...payu.refunds.values()].find((r) => r.orderId === order.orderId && r.amount === '2500')!.refundId;
    expect(rest.status).toBe(201);
    expect(await payu.notifyRefund(restId)).toBe(200);
    expect(await collected(fundraiser)).toBe(0);
    expect((await paymentRow(server.db, guid)).status).toBe('refunded');
    expect(differencesOf(await reconcileNow(server.url, adminToken), fundraiser.id)).toEqual([]);
  });

  it('when PayU cancels the refund, then nothing is taken and the amount may be refunded again', async () => {
    const { fundraiser, guid, order } = await paidWithPayu();
    expect((await refund(guid, refundBody('40,00'))).status).toBe(201);
    const refundId = [...payu.refunds.values()].find((r) => r.orderId === order.orderId)!.refundId;

    expect(await payu.notifyRefund(refundId, { status: 'CANCELED' })).toBe(200);

    expect(await collected(fundraiser)).toBe(4000);
    expect(await refundsOf(server.db, guid)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect((await refund(guid, refundBody('40,00'))).status).toBe(201);
  });

  it('when a refund notification is signed with another key, then it is refused and nothing moves', async () => {
    const { fundraiser, guid, order } = await paidWithPayu();
    expect((await refund(guid, refundBody('40,00'))).status).toBe(201);
    const refundId = [...payu.refunds.values()].find((r) => r.orderId === order.orderId)!.refundId;

    expect(await payu.notifyRefund(refundId, { signatureKey: 'nie-ten-klucz' })).toBe(400);

    expect(await collected(fundraiser)).toBe(4000);
    expect(await refundsOf(server.db, guid)).toEqual([expect.objectContaining({ status: 'requested' })]);
  });

  it('when PayU refuses the refund, then the answer is 502 in Polish and the refund is marked failed', async () => {
    const { fundraiser, guid, order } = await paidWithPayu();
    payu.setStatus(order.orderId, 'CANCELED'); // PayU refunds only a COMPLETED order

    const response = await refund(guid, refundBody('10,00'));

    expect(response.status).toBe(502);
    expect(response.body.error).toEqual({ code: 'PAYMENT_PROVIDER', message: PAYMENT_MESSAGES.providerUnavailable });
    expect(await refundsOf(server.db, guid)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await collected(fundraiser)).toBe(4000);
  });
});

describe('Przelewy24: refunds', () => {
  async function paidWithP24() {
    const fundraiser = await fundraiserWith({
      provider: 'przelewy24',
      config: { merchant_id: SHOP.merchantId, pos_id: SHOP.posId, base_url: p24.baseUrl },
      secrets: { api_key: SHOP.apiKey, crc: SHOP.crc },
    });
    const guid = await startForty(fundraiser);
    expect(await p24.pay(guid)).toBe(200);
    expect(await collected(fundraiser)).toBe(4000);
    return { fundraiser, guid, transaction: p24.transactions.get(guid)! };
  }

  it('when 40,00 zł is refunded, then P24 gets transaction/refund with our urlStatus; its signed notification takes 4000 once, even delivered twice at once', async () => {
    const { fundraiser, guid, transaction } = await paidWithP24();
    const body = refundBody('40,00');

    const response = await refund(guid, body);

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ status: 'requested', payment_status: 'paid', refundable: 0 });
    expect(p24.refunds.filter((r) => r.sessionId === guid)).toEqual([
      expect.objectContaining({ requestId: body.refund_key, refundsUuid: body.refund_key, orderId: transaction.orderId, amount: 4000, urlStatus: expectedNotifyUrl(server.url, 'przelewy24', guid) }),
    ]);
    expect(await collected(fundraiser)).toBe(4000);

    expect(await Promise.all([p24.notifyRefund(body.refund_key), p24.notifyRefund(body.refund_key)])).toEqual([200, 200]);

    expect(await collected(fundraiser)).toBe(0);
    expect((await paymentRow(server.db, guid)).status).toBe('refunded');
    expect(await refundedEvents(guid)).toHaveLength(1);
    expect(differencesOf(await reconcileNow(server.url, adminToken), fundraiser.id)).toEqual([]);
  });

  it('when P24 rejects the refund (status 1) or the sign is wrong, then nothing is taken', async () => {
    const { fundraiser, guid } = await paidWithP24();
    const forged = refundBody('10,00');
    const rejected = refundBody('20,00');
    expect((await refund(guid, forged)).status).toBe(201);
    expect((await refund(guid, rejected)).status).toBe(201);

    expect(await p24.notifyRefund(forged.refund_key, { badSign: true })).toBe(400);
    expect(await p24.notifyRefund(rejected.refund_key, { status: 1 })).toBe(200);

    expect(await collected(fundraiser)).toBe(4000);
    expect((await refundsOf(server.db, guid)).map((row) => row.status)).toEqual(['requested', 'failed']);
    expect((await paymentRow(server.db, guid)).status).toBe('paid');
  });
});
