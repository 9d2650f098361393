import { describe, expect, it } from 'vitest';
import { RECURRING_MESSAGES } from '@zlota/shared/messages';
import { collectedGrosze, donate, donationBody, type Fundraiser } from '../support/payments.js';
import { configureFundraiser, expectedReturnUrl, reconcileNow } from '../support/provider-flow.js';
import { chargeTwiceAtOnce as runTwice, setDay as moveTo, usePayuRecurring } from '../support/recurring-runs.js';

// Issue 40 item 2: monthly giving through PayU's recurring card payments, against the local PayU stand-in as one-off
// PayU payments are tested (payu-flow.test.ts): the first payment with `recurring: "FIRST"` and the single-use token of
// PayU's Secure Form (card data never reaches us), the multi-use token (TOKC_) retrieved from PayU for the schedule, and
// every later month an order with `recurring: "STANDARD"` charged by the job, run twice at once (two instances), each
// month once, each charge a payment like any other (PayU's notification, the ledger, counted once).

const portal = usePayuRecurring();

const setDay = (day: string) => moveTo(portal.server, day);
const chargeTwiceAtOnce = (asOf: string) => runTwice(portal.server, portal.second, asOf);

/** Waits (a few seconds at most) until PayU's own notification has settled the payment. */
async function settled(guid: string): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const row = await portal.server.db('payments').where({ guid }).first('status');
    if (row && row.status !== 'pending') return String(row.status);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return 'pending';
}

const ordersOf = (customer: string) => [...portal.payu.orders.values()].filter((order) => (order.request.buyer as { email?: string } | undefined)?.email === customer);

/** "Co miesiąc" through PayU: the browser's single-use token from Secure Form, the FIRST order, 3-D Secure passed and notified. */
async function firstPayment(fundraiser: Fundraiser, email: string, card = { expirationMonth: 11, expirationYear: 2031 }) {
  const cardToken = portal.payu.cards.tokenize(card);
  const started = await donate(portal.server.url, donationBody(fundraiser.id, { amount: '30', email, recurring: { every: 'month', day: 5 }, card_token: cardToken }));
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const guid = started.body.guid as string;
  const first = [...portal.payu.orders.values()].find((order) => order.extOrderId === guid)!;
  expect(first.request).toMatchObject({
    recurring: 'FIRST',
    payMethods: { payMethod: { type: 'CARD_TOKEN', value: cardToken } },
    buyer: { email, extCustomerId: `zlota-rybka-${guid}` },
    threeDsAuthentication: { recurring: { frequency: '28', expiry: '9999-12-31T00:00:00Z' } },
  });
  expect(first.request).not.toHaveProperty('cardOnFile');
  expect(started.body.redirect_url).toBe(`${portal.payu.url}/pl/standard/co/3ds?orderId=${first.orderId}`);
  portal.payu.complete(first.orderId);
  expect(await portal.payu.notify(first.orderId)).toBe(200);
  expect(await settled(guid)).toBe('paid');
  return { id: started.body.recurring_id as number, guid };
}

/** A schedule through PayU active from January 2027: its fundraiser and id. */
async function activeSchedule(email: string) {
  setDay('2027-01-10');
  const fundraiser = await portal.payuFundraiser();
  const { id } = await firstPayment(fundraiser, email);
  await chargeTwiceAtOnce('2027-01-10');
  return { fundraiser, id };
}

describe('PayU: monthly giving with recurring card payments', () => {
  it('when a monthly donation through PayU comes without the card token of PayU\'s form, then 400 with the Polish reason and PayU is not asked', async () => {
    const fundraiser = await portal.payuFundraiser();
    const before = portal.payu.orders.size;

    const refused = await donate(portal.server.url, donationBody(fundraiser.id, { email: 'bez.tokenu@example.pl', recurring: { every: 'month', day: 5 } }));
    const malformed = await donate(portal.server.url, donationBody(fundraiser.id, { email: 'bez.tokenu@example.pl', recurring: { every: 'month', day: 5 }, card_token: '4242424242424242' }));

    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'VALIDATION', fields: { card_token: RECURRING_MESSAGES.cardToken } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ code: 'VALIDATION', fields: { card_token: RECURRING_MESSAGES.cardToken } });
    expect(portal.payu.orders.size).toBe(before);
  });

  it('when a monthly donation through PayU asks for BLIK, then 400 with the Polish reason and PayU is not asked: its BLIK recurring order bodies are not published (README)', async () => {
    const fundraiser = await portal.payuFundraiser();
    const before = portal.payu.orders.size;

    const refused = await donate(portal.server.url, donationBody(fundraiser.id, { email: 'blik.payu@example.pl', recurring: { every: 'month', day: 5, method: 'blik' } }));

    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'VALIDATION', fields: { 'recurring.method': RECURRING_MESSAGES.methodUnsupported } });
    expect(portal.payu.orders.size).toBe(before);
    expect(await portal.server.db('recurring_donations').where({ donor_email: 'blik.payu@example.pl' })).toEqual([]);
  });

  it('when the first payment is paid, then the schedule keeps the multi-use token PayU holds for it, with the card\'s expiry, never card data', async () => {
    setDay('2027-01-10');
    const fundraiser = await portal.payuFundraiser();
    const { id } = await firstPayment(fundraiser, 'karta.pierwsza@example.pl', { expirationMonth: 3, expirationYear: 2029 });

    const report = await chargeTwiceAtOnce('2027-01-10');

    expect(report.activated).toBe(0); // confirmed by the first payment's notification already (the runs find nothing left)
    const schedule = await portal.server.db('recurring_donations').where({ id }).first();
    const stored = [...portal.payu.cards.stored.values()].find((card) => card.email === 'karta.pierwsza@example.pl')!;
    expect(schedule).toMatchObject({ status: 'active', token: stored.value, card_expiry: '2029-03', first_period: '2027-01' });
    expect(String(schedule.token)).toMatch(/^TOKC_/);
  });

  it('when PayU needs no 3-D Secure for the first payment, then the donor goes straight back to the fundraiser\'s processing page', async () => {
    const fundraiser = await portal.payuFundraiser();
    portal.payu.firstAnswer = 'SUCCESS';
    try {
      const started = await donate(portal.server.url, donationBody(fundraiser.id, { amount: '30', email: 'bez.3ds@example.pl', recurring: { every: 'month', day: 5 }, card_token: portal.payu.cards.tokenize({ expirationMonth: 1, expirationYear: 2030 }) }));
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      expect(started.body.redirect_url).toBe(expectedReturnUrl(portal.server.url, fundraiser.url, started.body.guid as string));
    } finally {
      portal.payu.firstAnswer = 'WARNING_CONTINUE_3DS';
    }
  });

  it('when a year goes by with two instances running the job at once, then PayU is asked for 12 STANDARD charges with the token, each month once, and each is counted once with its exact amount', async () => {
    const email = 'rok.z.payu@example.pl';
    const { fundraiser, id } = await activeSchedule(email);
    const token = (await portal.server.db('recurring_donations').where({ id }).first('token')).token as string;

    for (let month = 2; month <= 13; month += 1) {
      const day = `${2027 + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-05`;
      setDay(day);
      const report = await chargeTwiceAtOnce(day);
      expect(report.charged, day).toBeGreaterThanOrEqual(1);
      const latest = await portal.server.db('payments').where({ recurring_id: id }).orderBy('id', 'desc').first('guid');
      expect(await settled(String(latest.guid)), day).toBe('paid');
    }
    setDay('2028-01-20'); // a later run settles the last month's claim, and charges nothing more
    await chargeTwiceAtOnce('2028-01-20');

    const standard = ordersOf(email).filter((order) => order.request.recurring === 'STANDARD');
    expect(standard).toHaveLength(12);
    expect(new Set(standard.map((order) => order.extOrderId)).size).toBe(12);
    for (const order of standard) {
      expect(order.request).toMatchObject({ totalAmount: '3000', currencyCode: 'PLN', payMethods: { payMethod: { type: 'CARD_TOKEN', value: token } } });
      expect(order.request).not.toHaveProperty('cardOnFile');
      expect(order.request).not.toHaveProperty('continueUrl'); // nobody is there to return
    }
    const payments = await portal.server.db('payments').where({ recurring_id: id }).orderBy('id').select('guid', 'status', 'amount', 'provider');
    expect(payments).toHaveLength(13);
    expect(payments.every((payment) => payment.status === 'paid' && Number(payment.amount) === 3000 && payment.provider === 'payu')).toBe(true);
    const charges = await portal.server.db('recurring_charges').where({ recurring_id: id }).orderBy('period').select('period', 'state');
    expect(charges.map((charge) => charge.period)).toEqual(['2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09', '2027-10', '2027-11', '2027-12', '2028-01']);
    expect(charges.every((charge) => charge.state === 'paid')).toBe(true);
    expect(await collectedGrosze(portal.server.db, fundraiser.id)).toBe(13 * 3000);
    const ledger = await portal.server.db('ledger_entries').where({ charity_id: fundraiser.id, source_type: 'payment' }).select('amount_grosze');
    expect(ledger).toHaveLength(13);
    expect(ledger.reduce((sum, row) => sum + Number(row.amount_grosze), 0)).toBe(13 * 3000);
    expect(portal.payu.ownNotifications.every((status) => status === 200)).toBe(true);
    // Each charge is confirmed to the donor like any donation; PayU's notification replayed counts nothing again.
    expect(await portal.server.db('email_outbox').where({ recipient: email, kind: 'donation-confirmation' }).select('id')).toHaveLength(13);
    expect(await portal.payu.notify(standard[0]!.orderId)).toBe(200);
    expect(await collectedGrosze(portal.server.db, fundraiser.id)).toBe(13 * 3000);
  });

  it('when PayU\'s notification of a month\'s charge is lost, then reconciling asks PayU by the order\'s id from its answer and counts the charge once', async () => {
    const email = 'zgubione.payu@example.pl';
    const { fundraiser, id } = await activeSchedule(email);

    portal.payu.standardOutcome = 'manual';
    setDay('2027-02-05');
    await chargeTwiceAtOnce('2027-02-05');
    portal.payu.standardOutcome = 'COMPLETED';
    const [february] = ordersOf(email).filter((order) => order.request.recurring === 'STANDARD');
    portal.payu.complete(february!.orderId); // PayU charged the card; its notification never arrives
    expect(await portal.server.db('payments').where({ guid: february!.extOrderId }).first('status', 'provider_ref')).toEqual({ status: 'pending', provider_ref: february!.orderId });

    portal.server.clock.advance(31 * 60 * 1000);
    const adminToken = await portal.staffToken();
    await reconcileNow(portal.server.url, adminToken, 30);
    await reconcileNow(portal.server.url, adminToken, 30);

    expect(await portal.server.db('payments').where({ recurring_id: id }).orderBy('id').select('status')).toEqual([{ status: 'paid' }, { status: 'paid' }]);
    expect(await collectedGrosze(portal.server.db, fundraiser.id)).toBe(2 * 3000);
  });

  it('when one fundraiser\'s PayU keys stop working, then its charge waits for the next run and the other schedules are still charged in the same run', async () => {
    const broken = await activeSchedule('klucze.zepsute@example.pl');
    const working = await activeSchedule('klucze.dobre@example.pl');
    const adminToken = await portal.staffToken();
    await configureFundraiser(portal.server.url, adminToken, broken.fundraiser.id, {
      provider: 'payu',
      config: { pos_id: portal.payu.config.posId, client_id: portal.payu.config.clientId, base_url: portal.payu.url },
      secrets: { client_secret: 'klucz-ktory-nie-dziala', second_key: portal.payu.config.secondKey },
    });

    setDay('2027-02-05');
    await chargeTwiceAtOnce('2027-02-05');

    const paidOf = async (id: number) => (await portal.server.db('payments').where({ recurring_id: id, status: 'paid' }).select('guid')).length;
    const latest = await portal.server.db('payments').where({ recurring_id: working.id }).orderBy('id', 'desc').first('guid');
    expect(await settled(String(latest.guid))).toBe('paid');
    expect(await paidOf(working.id)).toBe(2);
    expect(await paidOf(broken.id)).toBe(1);
    expect(await portal.server.db('recurring_charges').where({ recurring_id: broken.id }).first('state')).toEqual({ state: 'charging' });
  });

  it('when a run dies after asking PayU for a month\'s charge, then the run taking it over asks under the same extOrderId and PayU keeps one order, paid once', async () => {
    const email = 'przejecie.payu@example.pl';
    const { fundraiser, id } = await activeSchedule(email);

    portal.payu.standardOutcome = 'manual'; // PayU takes the order and says nothing yet, as if the run died before hearing more
    setDay('2027-02-05');
    await chargeTwiceAtOnce('2027-02-05');
    portal.server.clock.advance(11 * 60 * 1000);
    await chargeTwiceAtOnce('2027-02-05');
    portal.payu.standardOutcome = 'COMPLETED';

    const february = ordersOf(email).filter((order) => order.request.recurring === 'STANDARD');
    expect(february).toHaveLength(1);
    portal.payu.complete(february[0]!.orderId);
    expect(await portal.payu.notify(february[0]!.orderId)).toBe(200);
    const payments = await portal.server.db('payments').where({ recurring_id: id }).orderBy('id').select('guid', 'status');
    expect(payments.map((payment) => payment.status)).toEqual(['paid', 'paid']);
    expect(payments[1]!.guid).toBe(february[0]!.extOrderId);
    expect(await collectedGrosze(portal.server.db, fundraiser.id)).toBe(2 * 3000);
  });

  it('when PayU declines a month\'s charge, then it is tried again after a day under a new order; when PayU asks for the card owner, then the schedule pauses', async () => {
    const { fundraiser, id } = await activeSchedule('odmowa.payu@example.pl');

    portal.payu.standardOutcome = 'CANCELED';
    setDay('2027-02-05');
    await chargeTwiceAtOnce('2027-02-05');
    const declined = await portal.server.db('payments').where({ recurring_id: id }).orderBy('id', 'desc').first('guid');
    expect(await settled(String(declined.guid))).toBe('failed');
    setDay('2027-02-05');
    portal.server.clock.advance(11 * 60 * 1000); // the run's claim lapses: the next run reads PayU's word on it
    await chargeTwiceAtOnce('2027-02-05');
    expect(await portal.server.db('recurring_charges').where({ recurring_id: id, period: '2027-02' }).first('state', 'next_attempt_on')).toMatchObject({ state: 'retry', next_attempt_on: '2027-02-06' });

    portal.payu.standardOutcome = 'COMPLETED';
    setDay('2027-02-06');
    await chargeTwiceAtOnce('2027-02-06');
    const retried = await portal.server.db('payments').where({ recurring_id: id }).orderBy('id', 'desc').first('guid');
    expect(await settled(String(retried.guid))).toBe('paid');

    portal.payu.standardOutcome = 'WARNING_CONTINUE_3DS';
    setDay('2027-03-05');
    await chargeTwiceAtOnce('2027-03-05');
    expect(await portal.server.db('recurring_donations').where({ id }).first('status', 'reason')).toMatchObject({ status: 'paused', reason: 'reauthorise' });
    portal.payu.standardOutcome = 'COMPLETED';

    const statuses = (await portal.server.db('payments').where({ recurring_id: id }).orderBy('id').select('status')).map((row) => row.status);
    expect(statuses).toEqual(['paid', 'failed', 'paid', 'failed']);
    expect(await collectedGrosze(portal.server.db, fundraiser.id)).toBe(2 * 3000);
  });
});
