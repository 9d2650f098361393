import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { PAYMENT_MESSAGES, REFUND_MESSAGES } from '@zlota/shared/messages';
import { callRoute } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { adminLogin, collectedGrosze, createFundraiser, paymentRow, sandboxDecision, sendNotification, startDonation, type Fundraiser } from '../support/payments.js';
import { eventsOf, reconcileNow } from '../support/provider-flow.js';
import { askRefund, differencesOf, refundAudits, refundBody, refundsOf } from '../support/refunds.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 14 item 5 with the sandbox operator, through real HTTP: the admin asks for a refund, the sandbox
// confirms it with its signed notification to our address, and the collected amount falls exactly once.

let server: TestServer;
let adminToken: string;
let adminEmail: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createAdminAccount(server);
  adminEmail = admin.email;
  adminToken = await adminLogin(server.url, admin.email, admin.password);
});
afterAll(async () => {
  await server?.close();
});

const collected = (fundraiser: Fundraiser) => collectedGrosze(server.db, fundraiser.id);
const refund = (guid: string, body: Record<string, unknown>) => askRefund(server.url, adminToken, guid, body);

/** A fundraiser with one sandbox donation of `amount` (zł text) paid and counted. */
async function paidDonation(amount = '25,50') {
  const fundraiser = await createFundraiser(server.url, adminToken);
  const guid = await startDonation(server.url, fundraiser.id, { amount, name: 'Anna Nowak' });
  expect((await sandboxDecision(server.url, guid, 'paid')).status).toBe(303);
  expect((await paymentRow(server.db, guid)).status).toBe('paid');
  return { fundraiser, guid };
}

/** The sandbox's signed refund notification, made as the sandbox makes it (HMAC-SHA256 of the exact bytes). */
function sandboxRefundNotification(guid: string, refundKey: string, amount: number) {
  const rawBody = JSON.stringify({ guid, refund_key: refundKey, status: 'refunded', amount, currency: 'PLN' });
  const signature = createHmac('sha256', server.deps.payments.sandboxSecret).update(rawBody).digest('hex');
  return { rawBody, headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature } };
}

async function supportersOf(fundraiser: Fundraiser) {
  const list = await callRoute(server.url, API_ROUTES.charityDonations, { id: fundraiser.id });
  const count = await callRoute(server.url, API_ROUTES.charityDonationsCount, { id: fundraiser.id });
  expect(list.status).toBe(200);
  return { list: list.body as Array<{ donor: string; amount: number | null }>, count: count.body.count as number };
}

describe('a refund through the sandbox operator', () => {
  it('when the admin refunds a whole 25,50 zł donation, then the sandbox confirms it, collected falls by 2550 once, the payment is "refunded" and the audit keeps the reason', async () => {
    const { fundraiser, guid } = await paidDonation('25,50');
    expect(await collected(fundraiser)).toBe(2550);
    const body = refundBody('25,50');

    const response = await refund(guid, body);

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      refund_key: body.refund_key, payment_guid: guid, amount: 25.5, status: 'confirmed', payment_status: 'refunded', refundable: 0, requested_by: adminEmail,
    });
    expect(await collected(fundraiser)).toBe(0);
    expect((await paymentRow(server.db, guid)).status).toBe('refunded');
    expect(await refundsOf(server.db, guid)).toEqual([expect.objectContaining({ amount: 2550, status: 'confirmed', reason: body.reason, requested_by_email: adminEmail })]);
    expect((await eventsOf(server.db, guid)).filter((event) => event.verdict === 'refunded')).toHaveLength(1);
    expect(await refundAudits(server.db, guid)).toEqual([
      { actor_email: adminEmail, note: body.reason, after: expect.objectContaining({ guid, refund_key: body.refund_key, amount_grosze: 2550, provider: 'sandbox' }) },
    ]);
    expect(await supportersOf(fundraiser)).toEqual({ list: [], count: 0 });
    expect(differencesOf(await reconcileNow(server.url, adminToken), fundraiser.id)).toEqual([]);
  });

  it('when the confirmation is delivered again and again, concurrently with the request itself, then collected falls exactly once', async () => {
    const { fundraiser, guid } = await paidDonation('40,00');
    const body = refundBody('40,00');
    const confirmation = sandboxRefundNotification(guid, body.refund_key, 4000);

    // The request and four deliveries of the same confirmation at once; then two more at once.
    const [response, ...answers] = await Promise.all([refund(guid, body), ...Array.from({ length: 4 }, () => sendNotification(server.url, guid, confirmation))]);
    const later = await Promise.all([sendNotification(server.url, guid, confirmation), sendNotification(server.url, guid, confirmation)]);

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    // One arriving before the refund was reserved is refused (the sandbox delivers again); none counts twice.
    for (const answer of [...answers, ...later]) expect([200, 400]).toContain(answer.status);
    expect(later.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await collected(fundraiser)).toBe(0);
    expect((await paymentRow(server.db, guid)).status).toBe('refunded');
    expect((await eventsOf(server.db, guid)).filter((event) => event.verdict === 'refunded')).toHaveLength(1);
    expect(await refundsOf(server.db, guid)).toEqual([expect.objectContaining({ amount: 4000, status: 'confirmed' })]);
    expect(differencesOf(await reconcileNow(server.url, adminToken), fundraiser.id)).toEqual([]);
  });

  it('when 10,00 zł of 25,50 zł is refunded and then the rest, then the payment is partially refunded, then refunded, and collected falls by each once', async () => {
    const { fundraiser, guid } = await paidDonation('25,50');

    const first = await refund(guid, refundBody('10,00'));

    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ status: 'confirmed', payment_status: 'partially_refunded', refundable: 15.5 });
    expect(await collected(fundraiser)).toBe(1550);
    // A partially refunded donation stays on the supporters list with what stayed with the fundraiser.
    expect(await supportersOf(fundraiser)).toEqual({ list: [expect.objectContaining({ donor: 'Anna Nowak', amount: 15.5 })], count: 1 });
    expect(differencesOf(await reconcileNow(server.url, adminToken), fundraiser.id)).toEqual([]);

    const rest = await refund(guid, refundBody('15.50'));

    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body).toMatchObject({ status: 'confirmed', payment_status: 'refunded', refundable: 0 });
    expect(await collected(fundraiser)).toBe(0);
    expect(await supportersOf(fundraiser)).toEqual({ list: [], count: 0 });
    expect(await refundsOf(server.db, guid)).toEqual([
      expect.objectContaining({ amount: 1000, status: 'confirmed' }),
      expect.objectContaining({ amount: 1550, status: 'confirmed' }),
    ]);
    expect(await refundAudits(server.db, guid)).toHaveLength(2);
    expect(differencesOf(await reconcileNow(server.url, adminToken), fundraiser.id)).toEqual([]);
  });

  it('when more than is left is asked for, then 409 in Polish names what is left, and nothing is reserved, audited or taken', async () => {
    const { fundraiser, guid } = await paidDonation('25,50');
    expect((await refund(guid, refundBody('20,00'))).status).toBe(201);

    const over = await refund(guid, refundBody('5,51'));

    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'CONFLICT', message: `${REFUND_MESSAGES.tooMuch} Zostało do zwrotu: 5,50 zł.` });
    expect(await refundsOf(server.db, guid)).toHaveLength(1);
    expect(await refundAudits(server.db, guid)).toHaveLength(1);
    expect(await collected(fundraiser)).toBe(550);

    expect((await refund(guid, refundBody('5,50'))).status).toBe(201);
    const nothingLeft = await refund(guid, refundBody('0,01'));
    expect(nothingLeft.status).toBe(409);
    expect(nothingLeft.body.error.message).toBe(REFUND_MESSAGES.nothingLeft);
    expect(await collected(fundraiser)).toBe(0);
  });

  it('when refunds are asked for at once that together exceed the payment, then only what fits is taken', async () => {
    const { fundraiser, guid } = await paidDonation('30,00');

    const answers = await Promise.all(Array.from({ length: 4 }, () => refund(guid, refundBody('10,00'))));

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409]);
    expect(await collected(fundraiser)).toBe(0);
    expect((await refundsOf(server.db, guid)).map((row) => row.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });

  it('when the same refund key is sent again, even at once, then there is one refund, one audit row and collected falls once', async () => {
    const { fundraiser, guid } = await paidDonation('25,50');
    const body = refundBody('10,00');

    const answers = await Promise.all([refund(guid, body), refund(guid, body), refund(guid, body)]);
    const again = await refund(guid, body);

    for (const answer of [...answers, again]) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(again.body).toMatchObject({ refund_key: body.refund_key, amount: 10, status: 'confirmed' });
    expect(await refundsOf(server.db, guid)).toHaveLength(1);
    expect(await refundAudits(server.db, guid)).toHaveLength(1);
    expect(await collected(fundraiser)).toBe(1550);

    const changed = await refund(guid, { ...body, amount: '11,00' });
    expect(changed.status).toBe(409);
    expect(changed.body.error.message).toBe(REFUND_MESSAGES.keyMismatch);
  });

  it('when the payment is manual, pending or unknown, then the refund is refused in Polish and nothing is written', async () => {
    const fundraiser = await createFundraiser(server.url, adminToken);
    const manual = await callRoute(server.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { token: adminToken, body: { amount: '50', method: 'transfer', bank_reference: 'PRZELEW 123', note: 'Przelew 123' } });
    expect(manual.status).toBe(201);
    const pending = await startDonation(server.url, fundraiser.id);

    const manualAnswer = await refund(manual.body.guid as string, refundBody('10,00'));
    const pendingAnswer = await refund(pending, refundBody('10,00'));
    const unknownAnswer = await refund(randomUUID(), refundBody('10,00'));

    expect(manualAnswer.status).toBe(409);
    expect(manualAnswer.body.error.message).toBe(REFUND_MESSAGES.manual);
    expect(pendingAnswer.status).toBe(409);
    expect(pendingAnswer.body.error.message).toBe(REFUND_MESSAGES.notPaid);
    expect(unknownAnswer.status).toBe(404);
    expect(unknownAnswer.body.error.message).toBe(PAYMENT_MESSAGES.paymentNotFound);
    expect(await collected(fundraiser)).toBe(5000);
    expect(Number((await server.db('payment_refunds').whereIn('payment_guid', [manual.body.guid, pending]).count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('when the amount or reason is wrong, then 400 with Polish field errors', async () => {
    const { guid } = await paidDonation('25,50');

    const answer = await refund(guid, refundBody('0', { reason: ' ' }));

    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toMatchObject({ amount: REFUND_MESSAGES.amount, reason: REFUND_MESSAGES.reason });
    expect(await refundsOf(server.db, guid)).toEqual([]);
  });

  it('when a refund confirmation is forged, then it is refused and nothing moves', async () => {
    const { fundraiser, guid } = await paidDonation('25,50');
    const forged = sandboxRefundNotification(guid, randomUUID(), 2550);

    const bad = await sendNotification(server.url, guid, { ...forged, headers: { ...forged.headers, 'x-sandbox-signature': 'a'.repeat(64) } });
    const unknown = await sendNotification(server.url, guid, forged);

    expect(bad.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(await collected(fundraiser)).toBe(2550);
    expect((await paymentRow(server.db, guid)).status).toBe('paid');
  });
});
