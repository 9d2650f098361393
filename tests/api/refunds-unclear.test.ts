import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '@zlota/shared/messages';
import { collectedGrosze, paymentRow, type Fundraiser } from '../support/payments.js';
import { eventsOf, reconcileNow, startInterceptor } from '../support/provider-flow.js';
import { askRefund, paidWithP24, paidWithPayu, refundBody, refundsOf, startRefundPortal, stopRefundPortal, type RefundPortal } from '../support/refunds.js';
import { allowPaymentHosts } from '../support/payment-test-hosts.js';

// Issue 31 item 2: a refund whose outcome is unclear (no answer in time, a broken connection, a 5xx) is never paid twice.
// It stays requested with its amount held, the provider is asked about it again under the SAME key, and a late
// confirmation settles it whatever its state, once; staff are told when it had been marked failed.

let portal: RefundPortal;
beforeAll(async () => {
  portal = await startRefundPortal();
});
afterAll(async () => {
  await stopRefundPortal(portal);
});

const THIRTY_ONE_MINUTES = 31 * 60_000;
const collected = (fundraiser: Fundraiser) => collectedGrosze(portal.server.db, fundraiser.id);
const refund = (guid: string, body: Record<string, unknown>) => askRefund(portal.server.url, portal.adminToken, guid, body);
const hex = (refundKey: unknown) => String(refundKey).replace(/-/g, '');
const refundedEvents = async (guid: string) => (await eventsOf(portal.server.db, guid)).filter((event) => event.verdict.startsWith('refunded'));

/** Reconciling half an hour later, as the scheduled run does: refunds still waiting are asked about again. */
async function reconcileLater() {
  portal.server.clock.advance(THIRTY_ONE_MINUTES);
  return reconcileNow(portal.server.url, portal.adminToken, 30);
}

/** A second refund of the money already held by the unclear one: refused, nothing asked of the provider. */
async function expectSecondRefused(guid: string) {
  const second = await refund(guid, refundBody('40,00'));
  expect(second.status, JSON.stringify(second.body)).toBe(409);
  expect(second.body.error).toEqual({ code: 'CONFLICT', message: REFUND_MESSAGES.waiting });
}

describe('Przelewy24: a refund whose answer never comes', () => {
  it('when Przelewy24 takes the refund but answers nothing in 10 s, then it stays requested, a second refund is refused, reconciling finds it taken and asks nothing again, and the late confirmation takes 40,00 zł once', async () => {
    const { fundraiser, guid } = await paidWithP24(portal);
    const body = refundBody('40,00');
    portal.p24.refundAnswer = 'none';

    const response = await refund(guid, body).finally(() => (portal.p24.refundAnswer = 'documented'));

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ status: 'requested', refundable: 0 });
    expect(await refundsOf(portal.server.db, guid)).toEqual([expect.objectContaining({ status: 'requested', amount: 4000 })]);
    await expectSecondRefused(guid);

    const report = await reconcileLater();

    expect(report.body.outcomes).toMatchObject({ refund_pending: 1 });
    expect(portal.p24.refundRequests.filter((request) => request.requestId === hex(body.refund_key))).toHaveLength(1);
    expect(await portal.p24.notifyRefund(hex(body.refund_key))).toBe(200);
    expect(await portal.p24.notifyRefund(hex(body.refund_key))).toBe(200);
    expect(await collected(fundraiser)).toBe(0);
    expect((await paymentRow(portal.server.db, guid)).status).toBe('refunded');
    expect(await refundsOf(portal.server.db, guid)).toEqual([expect.objectContaining({ status: 'confirmed', amount: 4000 })]);
    expect(portal.p24.refunds.filter((taken) => taken.sessionId === guid)).toHaveLength(1);
    expect(await refundedEvents(guid)).toHaveLength(1);
  });

  it('when the connection breaks after Przelewy24 took the refund and its notification is lost, then reconciling reads it completed and counts it once', async () => {
    const { fundraiser, guid, transaction } = await paidWithP24(portal);
    const body = refundBody('15,00');
    portal.p24.refundAnswer = 'broken';

    const response = await refund(guid, body).finally(() => (portal.p24.refundAnswer = 'documented'));

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ status: 'requested', refundable: 25 });
    portal.p24.refunds.find((taken) => taken.orderId === transaction.orderId)!.state = 1; // completed, its notification lost
    await reconcileLater();
    await reconcileLater();

    expect(await collected(fundraiser)).toBe(2500);
    expect((await paymentRow(portal.server.db, guid)).status).toBe('partially_refunded');
    expect(portal.p24.refundRequests.filter((request) => request.requestId === hex(body.refund_key))).toHaveLength(1);
    expect(await refundedEvents(guid)).toHaveLength(1);
  });
});

describe('PayU: a refund whose answer is unclear', () => {
  it('when PayU takes the refund but the connection breaks, then it stays requested, a second refund is refused, and PayU\'s FINALIZED notification (naming only its own refund id) takes 40,00 zł once', async () => {
    const { fundraiser, guid, order } = await paidWithPayu(portal);
    const body = refundBody('40,00');
    portal.payu.refundAnswer = 'broken';

    const response = await refund(guid, body).finally(() => (portal.payu.refundAnswer = 'documented'));

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ status: 'requested', provider_refund_id: null, refundable: 0 });
    await expectSecondRefused(guid);
    const taken = [...portal.payu.refunds.values()].filter((r) => r.orderId === order.orderId);
    expect(taken).toEqual([expect.objectContaining({ extRefundId: body.refund_key, amount: '4000' })]);

    expect(await portal.payu.notifyRefund(taken[0]!.refundId)).toBe(200);
    expect(await portal.payu.notifyRefund(taken[0]!.refundId)).toBe(200);

    expect(await collected(fundraiser)).toBe(0);
    expect(await refundsOf(portal.server.db, guid)).toEqual([expect.objectContaining({ status: 'confirmed', provider_refund_id: taken[0]!.refundId })]);
    expect(await refundedEvents(guid)).toHaveLength(1);
  });

  it('when PayU answers 500 before taking the refund, then reconciling asks again under the same extRefundId, and PayU holds one refund', async () => {
    let refuseNext = true;
    const gate = await startInterceptor(portal.payu.url, async (req) => {
      if (req.method === 'POST' && req.url?.endsWith('/refunds') && refuseNext) {
        refuseNext = false;
        throw new Error('PayU is down for this one');
      }
    });
    allowPaymentHosts(portal.server, gate.url);
    try {
      const { fundraiser, guid, order } = await paidWithPayu(portal, gate.url);
      const body = refundBody('40,00');

      const response = await refund(guid, body);

      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body).toMatchObject({ status: 'requested', refundable: 0 });
      expect([...portal.payu.refunds.values()].filter((r) => r.orderId === order.orderId)).toEqual([]);

      expect((await reconcileLater()).body.outcomes).toMatchObject({ refund_asked_again: 1 });
      expect((await reconcileLater()).body.outcomes).toMatchObject({ refund_pending: 1 });

      const taken = [...portal.payu.refunds.values()].filter((r) => r.orderId === order.orderId);
      expect(taken).toEqual([expect.objectContaining({ extRefundId: body.refund_key, amount: '4000', status: 'PENDING' })]);
      expect(await portal.payu.notifyRefund(taken[0]!.refundId)).toBe(200);
      expect(await collected(fundraiser)).toBe(0);
      expect(await refundedEvents(guid)).toHaveLength(1);
    } finally {
      await gate.close();
    }
  });

  it('when PayU confirms a refund it had cancelled, then it is settled all the same, once, and staff are told in the audit log', async () => {
    const { fundraiser, guid, order } = await paidWithPayu(portal);
    const body = refundBody('40,00');
    expect((await refund(guid, body)).status).toBe(201);
    const refundId = [...portal.payu.refunds.values()].find((r) => r.orderId === order.orderId)!.refundId;
    expect(await portal.payu.notifyRefund(refundId, { status: 'CANCELED' })).toBe(200);
    expect(await refundsOf(portal.server.db, guid)).toEqual([expect.objectContaining({ status: 'failed' })]);

    expect(await portal.payu.notifyRefund(refundId, { status: 'FINALIZED' })).toBe(200);
    expect(await portal.payu.notifyRefund(refundId, { status: 'FINALIZED' })).toBe(200);

    expect(await collected(fundraiser)).toBe(0);
    expect((await paymentRow(portal.server.db, guid)).status).toBe('refunded');
    expect(await refundsOf(portal.server.db, guid)).toEqual([expect.objectContaining({ status: 'confirmed' })]);
    const payment = await portal.server.db('payments').where({ guid }).first('id');
    const alerts = await portal.server.db('audit_log').where({ action: 'payment.refund_late', entity_type: 'payment', entity_id: payment.id });
    expect(alerts).toEqual([expect.objectContaining({ actor_id: null, note: expect.stringContaining('drugi raz') })]);
    expect(JSON.parse(String(alerts[0].after))).toMatchObject({ guid, refund_key: body.refund_key, amount_grosze: 4000 });
  });
});
