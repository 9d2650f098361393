import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { RECURRING_MESSAGES } from '@zlota/shared/messages';
import { callRoute } from '../support/api-client.js';
import { createFundraiser, donate, donationBody } from '../support/payments.js';
import { monthlyDonation } from '../support/recurring.js';
import { chargeTwiceAtOnce as runTwice, setDay as moveTo, usePayuRecurring } from '../support/recurring-runs.js';

// Issue 40 item 4: „Zmień kartę” from the donor's signed link, through real HTTP and a real database (SQLite, and
// PostgreSQL with the api-postgres project): the new card authorised at the provider as the schedule's next payment
// (the sandbox's page with the consent; PayU: a FIRST order with the Secure Form's new token), its token replacing the
// old one once paid, a paused schedule resuming, the card's expiry updated, audited and e-mailed once.

const portal = usePayuRecurring();

const setDay = (day: string) => moveTo(portal.server, day);
const chargeTwiceAtOnce = (asOf: string) => runTwice(portal.server, portal.second, asOf);
const scheduleRow = (id: number) => portal.server.db('recurring_donations').where({ id }).first();
const emailsTo = (recipient: string, kind: string) => portal.server.db('email_outbox').where({ recipient, kind }).orderBy('id').select('text');
const chargesOf = (id: number) => portal.server.db('recurring_charges').where({ recurring_id: id }).orderBy('period').select('period', 'state', 'payment_guid');
let keys = 0;
const freshKey = () => `card-change-${Date.now().toString(36)}-${(keys += 1)}`;

/** The management link in the donor's latest e-mail of this kind: the page it opens and its signed key. */
async function linkIn(recipient: string, kind: string): Promise<{ id: number; key: string }> {
  const mails = await emailsTo(recipient, kind);
  const text = String(mails.at(-1)?.text);
  const match = /\/wplata-cykliczna\/(\d+)\?klucz=([\w-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return { id: Number(match![1]), key: match![2]! };
}

const changeCard = (id: number, body: Record<string, unknown>) => callRoute(portal.server.url, API_ROUTES.recurringCard, { id }, { body });

/** The sandbox's page answered with the consent, as the donor would. */
async function approveOnSandbox(guid: string, cardExpiry?: string) {
  const decision = await fetch(`${portal.server.url}/api/sandbox/pay/${guid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'paid', recurring_consent: '1', recurring_outcome: 'paid', ...(cardExpiry ? { card_expiry: cardExpiry } : {}) }).toString(),
    redirect: 'manual',
  });
  expect(decision.status).toBe(303);
}

describe('„Zmień kartę” through the sandbox', () => {
  it('when a schedule paused for re-authorisation gets a new card from its e-mail\'s link, then that payment pays the month, the new token and expiry replace the old, and it resumes: once, audited, e-mailed', async () => {
    setDay('2027-01-10');
    const fundraiser = await createFundraiser(portal.server.url, await portal.staffToken());
    const email = 'nowa.karta@example.pl';
    await monthlyDonation(portal.server, fundraiser, { day: 5, outcome: 'reauthorise', email });
    setDay('2027-02-05');
    expect((await chargeTwiceAtOnce('2027-02-05')).paused).toBe(1);
    const { id, key } = await linkIn(email, 'recurring-paused');
    const paused = await scheduleRow(id);
    expect(paused).toMatchObject({ status: 'paused', reason: 'reauthorise' });
    expect(String((await emailsTo(email, 'recurring-paused'))[0]?.text)).toContain('„Zmień kartę”');

    setDay('2027-02-12');
    const idempotencyKey = freshKey();
    const started = await changeCard(id, { key, idempotency_key: idempotencyKey });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ recurring_id: id, redirect_url: `${portal.server.url}/api/sandbox/pay/${String(started.body.guid)}` });
    const again = await changeCard(id, { key, idempotency_key: idempotencyKey });
    expect(again.body.guid).toBe(started.body.guid); // a double click is one payment
    const page = await (await fetch(String(started.body.redirect_url))).text();
    expect(page).toContain('Zgoda na płatności cykliczne');
    await approveOnSandbox(String(started.body.guid), '2030-04');

    const changed = await scheduleRow(id);
    expect(changed).toMatchObject({ status: 'active', reason: null, card_expiry: '2030-04' });
    expect(changed.token).not.toBe(paused.token);
    expect(await chargesOf(id)).toEqual([{ period: '2027-02', state: 'paid', payment_guid: started.body.guid }]);
    expect(await portal.server.db('payments').where({ guid: started.body.guid }).first('status', 'amount', 'recurring_id')).toMatchObject({ status: 'paid', amount: 3000, recurring_id: id });
    const mails = await emailsTo(email, 'recurring-card-changed');
    expect(mails).toHaveLength(1);
    expect(String(mails[0]?.text)).toMatch(/zaliczyliśmy za luty 2027, a wstrzymane wpłaty wznowiliśmy\. Następną pobierzemy 5 marca 2027/);
    const audit = await portal.server.db('audit_log').where({ action: 'recurring.card', entity_id: id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: null });

    // The job finds nothing to apply again, and March is charged once, with the new card.
    setDay('2027-03-05');
    await chargeTwiceAtOnce('2027-03-05');
    expect(await chargesOf(id)).toMatchObject([{ period: '2027-02', state: 'paid' }, { period: '2027-03', state: 'paid' }]);
    expect(await emailsTo(email, 'recurring-card-changed')).toHaveLength(1);
    expect(await portal.server.db('audit_log').where({ action: 'recurring.card', entity_id: id })).toHaveLength(1);
  });

  it('when an active schedule changes the card, then the payment stands for the next month not charged yet, and that month is not charged again', async () => {
    setDay('2027-04-10');
    const fundraiser = await createFundraiser(portal.server.url, await portal.staffToken());
    const email = 'aktywna.karta@example.pl';
    const { id } = await monthlyDonation(portal.server, fundraiser, { day: 20, email });
    const { key } = await linkIn(email, 'recurring-confirmed');

    const started = await changeCard(id, { key, idempotency_key: freshKey() });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await approveOnSandbox(String(started.body.guid));
    expect(await chargesOf(id)).toEqual([{ period: '2027-05', state: 'paid', payment_guid: started.body.guid }]); // April was the first payment's

    setDay('2027-05-20');
    await chargeTwiceAtOnce('2027-05-20');
    expect(await chargesOf(id)).toEqual([{ period: '2027-05', state: 'paid', payment_guid: started.body.guid }]);
    setDay('2027-06-20');
    await chargeTwiceAtOnce('2027-06-20');
    expect((await chargesOf(id)).map((charge) => charge.period)).toEqual(['2027-05', '2027-06']);
  });

  it('when the link is wrong, the schedule is over, or the new card is refused, then nothing changes', async () => {
    setDay('2027-07-10');
    const fundraiser = await createFundraiser(portal.server.url, await portal.staffToken());
    const email = 'odmowa.karty@example.pl';
    const { id } = await monthlyDonation(portal.server, fundraiser, { day: 5, email });
    const { key } = await linkIn(email, 'recurring-confirmed');
    const before = await scheduleRow(id);

    const wrong = await changeCard(id, { key: `${key.slice(0, -1)}x`, idempotency_key: freshKey() });
    expect(wrong.status).toBe(404);
    const refusedCard = await changeCard(id, { key, idempotency_key: freshKey() });
    const declined = await fetch(`${portal.server.url}/api/sandbox/pay/${String(refusedCard.body.guid)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'failed' }).toString(),
      redirect: 'manual',
    });
    expect(declined.status).toBe(303);
    await chargeTwiceAtOnce('2027-07-10');
    expect(await chargesOf(id)).toEqual([]);
    expect(await scheduleRow(id)).toMatchObject({ status: 'active', token: before.token });
    expect(await emailsTo(email, 'recurring-card-changed')).toHaveLength(0);

    expect((await callRoute(portal.server.url, API_ROUTES.recurringCancel, { id }, { body: { key } })).status).toBe(200);
    const over = await changeCard(id, { key, idempotency_key: freshKey() });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'RECURRING_STATE', message: RECURRING_MESSAGES.cardChangeState });
  });
});

describe('„Zmień kartę” through PayU', () => {
  /** PayU's order of our payment passed 3-D Secure and notified COMPLETED. */
  async function completed(guid: string) {
    const order = [...portal.payu.orders.values()].find((candidate) => candidate.extOrderId === guid)!;
    portal.payu.complete(order.orderId);
    expect(await portal.payu.notify(order.orderId)).toBe(200);
    return order;
  }

  it('when the donor gives PayU\'s Secure Form token of a new card, then a FIRST order is made with it for a customer of its own, and PayU\'s multi-use token of that card becomes the schedule\'s', async () => {
    setDay('2027-08-10');
    const fundraiser = await portal.payuFundraiser();
    const email = 'payu.nowa.karta@example.pl';
    const first = await donate(portal.server.url, donationBody(fundraiser.id, { amount: '40', email, recurring: { every: 'month', day: 5 }, card_token: portal.payu.cards.tokenize({ expirationMonth: 9, expirationYear: 2027 }) }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await completed(String(first.body.guid));
    const { id, key } = await linkIn(email, 'recurring-confirmed');
    const old = await scheduleRow(id);
    expect(old).toMatchObject({ status: 'active', card_expiry: '2027-09' });

    const withoutToken = await changeCard(id, { key, idempotency_key: freshKey() });
    expect(withoutToken.status).toBe(400);
    expect(withoutToken.body.error).toMatchObject({ code: 'VALIDATION', fields: { card_token: RECURRING_MESSAGES.cardToken } });

    const newToken = portal.payu.cards.tokenize({ expirationMonth: 6, expirationYear: 2032 });
    const started = await changeCard(id, { key, idempotency_key: freshKey(), card_token: newToken });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const order = await completed(String(started.body.guid));
    expect(order.request).toMatchObject({
      recurring: 'FIRST',
      totalAmount: '4000',
      payMethods: { payMethod: { type: 'CARD_TOKEN', value: newToken } },
      buyer: { email, extCustomerId: `zlota-rybka-${String(started.body.guid)}` },
    });
    expect(started.body.redirect_url).toBe(`${portal.payu.url}/pl/standard/co/3ds?orderId=${order.orderId}`);

    const stored = [...portal.payu.cards.stored.values()].find((card) => card.extCustomerId === `zlota-rybka-${String(started.body.guid)}`)!;
    expect(await scheduleRow(id)).toMatchObject({ status: 'active', token: stored.value, card_expiry: '2032-06', card_expiry_announced: null });
    expect(stored.value).not.toBe(old.token);
    expect(await chargesOf(id)).toEqual([{ period: '2027-09', state: 'paid', payment_guid: started.body.guid }]);

    // October is charged as a STANDARD order with the new card's multi-use token.
    setDay('2027-10-05');
    await chargeTwiceAtOnce('2027-10-05');
    expect((await chargesOf(id)).map((charge) => charge.period)).toEqual(['2027-09', '2027-10']);
    const october = [...portal.payu.orders.values()].filter((candidate) => candidate.request.recurring === 'STANDARD' && (candidate.request.buyer as { email?: string } | undefined)?.email === email);
    expect(october.map((candidate) => (candidate.request.payMethods as { payMethod: { value: string } }).payMethod.value)).toEqual([stored.value]);
  });
});
