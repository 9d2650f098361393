import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '@zlota/server/deps';
import { createAdminAccount } from '../support/accounts.js';
import { adminLogin, createFundraiser, donate, donationBody } from '../support/payments.js';
import { chargeTwiceAtOnce, secondRunner, setDay as moveTo } from '../support/recurring-runs.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 40 item 4: a card about to expire is announced a month before, from the expiry the provider reports with the
// multi-use token (the sandbox: what the tester set on its page with the consent; PayU: cardTokens, payu-recurring.test.ts),
// in one e-mail per schedule and expiry carrying the signed link, however many runners run the job at once.

let server: TestServer;
let admin: { email: string; password: string };
let second: Deps;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdminAccount(server);
  second = secondRunner(server);
});
afterAll(async () => {
  await second?.db.destroy();
  await server?.close();
});

const setDay = (day: string) => moveTo(server, day);
const runTwiceAtOnce = (asOf: string) => chargeTwiceAtOnce(server, second, asOf);

/** A monthly donation approved on the sandbox's page with the consent and the card's expiry the tester typed. */
async function monthlyWithCard(email: string, cardExpiry: string) {
  const fundraiser = await createFundraiser(server.url, await adminLogin(server.url, admin.email, admin.password));
  const started = await donate(server.url, donationBody(fundraiser.id, { amount: '25', email, recurring: { every: 'month', day: 5 } }));
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const guid = started.body.guid as string;
  const page = await (await fetch(started.body.redirect_url as string)).text();
  expect(page).toContain('<label for="card_expiry">Karta ważna do (miesiąc, opcjonalnie)</label>');
  expect(page).toContain('name="card_expiry" type="month"');
  const decide = (expiry: string) =>
    fetch(`${server.url}/api/sandbox/pay/${guid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'paid', recurring_consent: '1', recurring_outcome: 'paid', card_expiry: expiry }).toString(),
      redirect: 'manual',
    });
  expect((await decide('03/2027')).status).toBe(400);
  expect((await decide(cardExpiry)).status).toBe(303);
  return started.body.recurring_id as number;
}

const expiringEmails = (recipient: string) => server.db('email_outbox').where({ recipient, kind: 'recurring-card-expiring' }).select('subject', 'text');

describe('monthly giving: the card about to expire', () => {
  it('when the card expires at the end of April, then from April on the donor is told once, with the link to manage the schedule, and the charges go on meanwhile', async () => {
    setDay('2027-01-10');
    const email = 'karta.wygasa@example.pl';
    const id = await monthlyWithCard(email, '2027-04');
    await runTwiceAtOnce('2027-01-10');
    expect(await server.db('recurring_donations').where({ id }).first('status', 'card_expiry', 'card_expiry_announced')).toEqual({ status: 'active', card_expiry: '2027-04', card_expiry_announced: null });

    for (const day of ['2027-02-05', '2027-03-05']) {
      setDay(day);
      await runTwiceAtOnce(day);
    }
    expect(await expiringEmails(email)).toEqual([]);

    setDay('2027-04-01');
    const announcing = await runTwiceAtOnce('2027-04-01');
    for (const day of ['2027-04-05', '2027-04-20', '2027-05-05']) {
      setDay(day);
      await runTwiceAtOnce(day);
    }

    expect(announcing.expiring).toBe(1);
    const emails = await expiringEmails(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Karta do Twojej wpłaty co miesiąc wkrótce straci ważność');
    expect(emails[0]!.text).toContain('jest ważna do końca kwietnia 2027');
    expect(emails[0]!.text).toMatch(new RegExp(`/wplata-cykliczna/${id}\\?klucz=[\\w-]+`));
    expect(await server.db('recurring_donations').where({ id }).first('card_expiry_announced')).toEqual({ card_expiry_announced: '2027-04' });
    // The first payment and February to May: the announcement changes nothing of the charges.
    expect(await server.db('payments').where({ recurring_id: id, status: 'paid' }).select('amount')).toHaveLength(5);
  });

  it('when the job first runs after the card\'s last month (the server was down), then the donor is told once that it has lapsed', async () => {
    setDay('2027-01-10');
    const email = 'karta.minela@example.pl';
    await monthlyWithCard(email, '2027-02');
    await runTwiceAtOnce('2027-01-10');
    setDay('2027-03-05');
    await runTwiceAtOnce('2027-03-05');
    await runTwiceAtOnce('2027-03-05');

    const emails = await expiringEmails(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Karta do Twojej wpłaty co miesiąc straciła ważność');
    expect(emails[0]!.text).toContain('była ważna do końca lutego 2027');
  });

  it('when the tester sets no expiry, then nothing is announced', async () => {
    setDay('2027-01-10');
    const email = 'bez.daty@example.pl';
    const id = await monthlyWithCard(email, '');
    for (const day of ['2027-01-10', '2027-02-05', '2027-06-05']) {
      setDay(day);
      await runTwiceAtOnce(day);
    }
    expect(await server.db('recurring_donations').where({ id }).first('card_expiry')).toEqual({ card_expiry: null });
    expect(await expiringEmails(email)).toEqual([]);
  });
});
