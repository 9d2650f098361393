import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { collectedGrosze, paymentRow, type Fundraiser } from '../support/payments.js';
import { eventsOf, expectedNotifyUrl, reconcileNow } from '../support/provider-flow.js';
import {
  askRefund, differencesOf, paidWithP24 as p24Paid, paidWithPayu as payuPaid, refundAudits, refundBody, refundsOf, startRefundPortal, stopRefundPortal, type RefundPortal,
} from '../support/refunds.js';

// Issue 14 item 5 against the PayU and Przelewy24 stand-ins: our refund request as each provider's API takes it,
// then the provider's own signed refund notification to the payment's address; the money falls only then, once.

let portal: RefundPortal;
beforeAll(async () => {
  portal = await startRefundPortal();
});
afterAll(async () => {
  await stopRefundPortal(portal);
});

const collected = (fundraiser: Fundraiser) => collectedGrosze(portal.server.db, fundraiser.id);
const refund = (guid: string, body: Record<string, unknown>) => askRefund(portal.server.url, portal.adminToken, guid, body);
/** A refund key as Przelewy24 must get it (refundsUuid ≤ 35 characters): its hex digits. */
const hex = (refundKey: unknown) => String(refundKey).replace(/-/g, '');
const refundedEvents = async (guid: string) => (await eventsOf(portal.server.db, guid)).filter((event) => event.verdict === 'refunded');

describe('PayU: refunds', () => {
  const paidWithPayu = () => payuPaid(portal);

  it('when 15,00 zł of 40,00 zł is refunded, then PayU gets the order refund with our key; collected falls only on FINALIZED, once, however often it comes', async () => {
    const { fundraiser, guid, order } = await paidWithPayu();
    const body = refundBody('15,00');

    const response = await refund(guid, body);

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const asked = [...portal.payu.refunds.values()].filter((r) => r.orderId === order.orderId);
    expect(asked).toEqual([expect.objectContaining({ amount: '1500', currencyCode: 'PLN', extRefundId: body.refund_key, status: 'PENDING' })]);
    expect(response.body).toMatchObject({ status: 'requested', provider_refund_id: asked[0]!.refundId, payment_status: 'paid', refundable: 25 });
    expect(await collected(fundraiser)).toBe(4000);

    const answers = await Promise.all([portal.payu.notifyRefund(asked[0]!.refundId), portal.payu.notifyRefund(asked[0]!.refundId), portal.payu.notifyRefund(asked[0]!.refundId)]);

    expect(answers).toEqual([200, 200, 200]);
    expect(await collected(fundraiser)).toBe(2500);
    expect((await paymentRow(portal.server.db, guid)).status).toBe('partially_refunded');
    expect(await refundsOf(portal.server.db, guid)).toEqual([expect.objectContaining({ amount: 1500, status: 'confirmed', provider_refund_id: asked[0]!.refundId })]);
    expect(await refundedEvents(guid)).toHaveLength(1);
    expect(await refundAudits(portal.server.db, guid)).toHaveLength(1);
    expect(differencesOf(await reconcileNow(portal.server.url, portal.adminToken), fundraiser.id)).toEqual([]);

    const rest = await refund(guid, refundBody('25,00'));
    const restId = [...portal.payu.refunds.values()].find((r) => r.orderId === order.orderId && r.amount === '2500')!.refundId;
    expect(rest.status).toBe(201);
    expect(await portal.payu.notifyRefund(restId)).toBe(200);
    expect(await collected(fundraiser)).toBe(0);
    expect((await paymentRow(portal.server.db, guid)).status).toBe('refunded');
    expect(differencesOf(await reconcileNow(portal.server.url, portal.adminToken), fundraiser.id)).toEqual([]);
  });

  it('when PayU cancels the refund, then nothing is taken and the amount may be refunded again', async () => {
    const { fundraiser, guid, order } = await paidWithPayu();
    expect((await refund(guid, refundBody('40,00'))).status).toBe(201);
    const refundId = [...portal.payu.refunds.values()].find((r) => r.orderId === order.orderId)!.refundId;

    expect(await portal.payu.notifyRefund(refundId, { status: 'CANCELED' })).toBe(200);

    expect(await collected(fundraiser)).toBe(4000);
    expect(await refundsOf(portal.server.db, guid)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect((await refund(guid, refundBody('40,00'))).status).toBe(201);
  });

  it('when a refund notification is signed with another key, then it is refused and nothing moves', async () => {
    const { fundraiser, guid, order } = await paidWithPayu();
    expect((await refund(guid, refundBody('40,00'))).status).toBe(201);
    const refundId = [...portal.payu.refunds.values()].find((r) => r.orderId === order.orderId)!.refundId;

    expect(await portal.payu.notifyRefund(refundId, { signatureKey: 'nie-ten-klucz' })).toBe(400);

    expect(await collected(fundraiser)).toBe(4000);
    expect(await refundsOf(portal.server.db, guid)).toEqual([expect.objectContaining({ status: 'requested' })]);
  });

  it('when PayU refuses the refund, then the answer is 502 in Polish and the refund is marked failed', async () => {
    const { fundraiser, guid, order } = await paidWithPayu();
    portal.payu.setStatus(order.orderId, 'CANCELED'); // PayU refunds only a COMPLETED order

    const response = await refund(guid, refundBody('10,00'));

    expect(response.status).toBe(502);
    expect(response.body.error).toEqual({ code: 'PAYMENT_PROVIDER', message: PAYMENT_MESSAGES.providerUnavailable });
    expect(await refundsOf(portal.server.db, guid)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await collected(fundraiser)).toBe(4000);
  });
});

describe('Przelewy24: refunds', () => {
  const paidWithP24 = () => p24Paid(portal);

  it('when 40,00 zł is refunded, then P24 gets transaction/refund within its documented lengths with our urlStatus; its signed notification takes 4000 once, even delivered twice at once', async () => {
    const { fundraiser, guid, transaction } = await paidWithP24();
    const body = refundBody('40,00', { reason: 'Darczyńca pomylił kwotę i poprosił o zwrot całości' });
    const id = hex(body.refund_key);

    const response = await refund(guid, body);

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ status: 'requested', payment_status: 'paid', refundable: 0 });
    // refundsUuid at most 35 characters, requestId 45, description 35 (REST API 1.0.16): the refund key's 32 hex digits.
    expect(portal.p24.refunds.filter((r) => r.sessionId === guid)).toEqual([
      expect.objectContaining({
        requestId: id, refundsUuid: id, orderId: transaction.orderId, amount: 4000, description: 'Zwrot darowizny: Darczyńca pomylił ',
        urlStatus: expectedNotifyUrl(portal.server.url, 'przelewy24', guid),
      }),
    ]);
    expect(await collected(fundraiser)).toBe(4000);

    expect(await Promise.all([portal.p24.notifyRefund(id), portal.p24.notifyRefund(id)])).toEqual([200, 200]);

    expect(await collected(fundraiser)).toBe(0);
    expect((await paymentRow(portal.server.db, guid)).status).toBe('refunded');
    expect(await refundedEvents(guid)).toHaveLength(1);
    expect(differencesOf(await reconcileNow(portal.server.url, portal.adminToken), fundraiser.id)).toEqual([]);
  });

  it('when P24 rejects the refund (status 1) or the sign is wrong, then nothing is taken', async () => {
    const { fundraiser, guid } = await paidWithP24();
    const forged = refundBody('10,00');
    const rejected = refundBody('20,00');
    expect((await refund(guid, forged)).status).toBe(201);
    expect((await refund(guid, rejected)).status).toBe(201);

    expect(await portal.p24.notifyRefund(hex(forged.refund_key), { badSign: true })).toBe(400);
    expect(await portal.p24.notifyRefund(hex(rejected.refund_key), { status: 1 })).toBe(200);

    expect(await collected(fundraiser)).toBe(4000);
    expect((await refundsOf(portal.server.db, guid)).map((row) => row.status)).toEqual(['requested', 'failed']);
    expect((await paymentRow(portal.server.db, guid)).status).toBe('paid');
  });
});
