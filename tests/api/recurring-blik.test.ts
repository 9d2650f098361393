import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { RECURRING_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '@zlota/server/deps';
import { callRoute, withQuery } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { userActor } from '../support/catalog.js';
import { adminLogin, collectedGrosze, createFundraiser, donate, donationBody, type Fundraiser } from '../support/payments.js';
import { monthlyDonation as startMonthly, type MonthlyOptions } from '../support/recurring.js';
import { chargeTwiceAtOnce as runTwice, secondRunner, setDay as moveTo } from '../support/recurring-runs.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 40: monthly giving by BLIK through the sandbox, over real HTTP and a real database (SQLite, and PostgreSQL with
// the api-postgres project): the first payment approved on the sandbox's page with a BLIK code and the consent to a
// recurring BLIK payment (an alias saved in the bank's app), then every month a charge with that alias, run by two
// runners at once, each month once; the schedule says BLIK wherever it is shown and in its e-mails.

let server: TestServer;
let account: { email: string; password: string };
let second: Deps;

beforeAll(async () => {
  server = await startTestServer();
  account = await createAdminAccount(server);
  second = secondRunner(server);
});
afterAll(async () => {
  await second?.db.destroy();
  await server?.close();
});

const staffToken = () => adminLogin(server.url, account.email, account.password);
const setDay = (day: string) => moveTo(server, day);
const chargeTwiceAtOnce = (asOf: string) => runTwice(server, second, asOf);
const monthlyBlik = (fundraiser: Fundraiser, options: MonthlyOptions = {}) => startMonthly(server, fundraiser, { ...options, method: 'blik' });
const emailsTo = (recipient: string, kind: string) => server.db('email_outbox').where({ recipient, kind }).orderBy('id').select('subject', 'text');

/** The sandbox's page answered as the donor would, with these form fields. */
const decide = (guid: string, fields: Record<string, string>) =>
  fetch(`${server.url}/api/sandbox/pay/${guid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

describe('monthly giving by BLIK in the sandbox', () => {
  it('when the donor chooses BLIK, then the sandbox\'s page asks for the BLIK code and the consent to a recurring BLIK payment (no card\'s expiry), and refuses to approve without the code', async () => {
    const fundraiser = await createFundraiser(server.url, await staffToken());
    const started = await donate(server.url, donationBody(fundraiser.id, { email: 'kod.blik@example.pl', recurring: { every: 'month', day: 5, method: 'blik' } }));
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const guid = started.body.guid as string;

    const page = await (await fetch(started.body.redirect_url as string)).text();
    expect(page).toContain('<label for="blik_code">Kod BLIK');
    expect(page).toMatch(/<input id="blik_code" name="blik_code"[^>]* pattern="\\d\{6\}"[^>]* required>/);
    expect(page).toContain('Zgoda na płatności cykliczne BLIK: alias tej zbiórki zostanie zapisany w aplikacji banku');
    expect(page).not.toContain('card_expiry');
    expect(page).toMatch(/class="decline" formnovalidate>Odrzuć płatność/);

    for (const code of [undefined, '12345', '12345a']) {
      const refused = await decide(guid, { decision: 'paid', recurring_consent: '1', ...(code === undefined ? {} : { blik_code: code }) });
      expect(refused.status, String(code)).toBe(400);
      expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ blik_code: RECURRING_MESSAGES.blikCode });
    }
    expect(await server.db('payments').where({ guid }).first('status', 'method')).toEqual({ status: 'pending', method: 'blik' });
    expect(await server.db('sandbox_recurring_tokens').where({ guid })).toEqual([]);
    expect((await decide(guid, { decision: 'failed' })).status).toBe(303); // declining needs no code
  });

  it('when a year goes by with two charging runs at once every month, then each month is charged once with the BLIK alias, as a BLIK payment, amounts and ledger exact', async () => {
    setDay('2027-01-10');
    const fundraiser = await createFundraiser(server.url, await staffToken());
    const { id, guid } = await monthlyBlik(fundraiser, { amount: '45,50', day: 5, email: 'rok.blik@example.pl' });
    expect((await callRoute(server.url, API_ROUTES.payment, { guid })).body).toMatchObject({ guid, status: 'paid', recurring_id: id });
    expect(await server.db('recurring_donations').where({ id }).first()).toMatchObject({ status: 'active', method: 'blik', card_expiry: null, token: expect.stringMatching(/^sandbox-blik-/) });
    const [confirmed] = await emailsTo('rok.blik@example.pl', 'recurring-confirmed');
    expect(confirmed?.text).toContain('Następną pobierzemy 5 lutego 2027 — BLIK-iem z tego samego konta w banku, bez ponownego potwierdzania.');
    expect(confirmed?.text).not.toContain('kartą');

    const months = ['2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09', '2027-10', '2027-11', '2027-12', '2028-01'];
    for (const month of months) {
      setDay(`${month}-05`);
      expect(await chargeTwiceAtOnce(`${month}-05`), month).toMatchObject({ charged: 1, paid: 1 });
      expect(await chargeTwiceAtOnce(`${month}-05`), `${month}, run again`).toMatchObject({ charged: 0 });
    }

    const payments = await server.db('payments').where({ recurring_id: id }).orderBy('id').select('status', 'amount', 'method', 'provider');
    expect(payments).toHaveLength(13);
    expect(payments.every((payment) => payment.status === 'paid' && Number(payment.amount) === 4550 && payment.method === 'blik' && payment.provider === 'sandbox')).toBe(true);
    expect((await server.db('recurring_charges').where({ recurring_id: id }).orderBy('period').select('period', 'state')).map((row) => `${row.period} ${row.state}`)).toEqual(
      months.map((month) => `${month} paid`),
    );
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(13 * 4550);
    const ledger = await server.db('ledger_entries').where({ charity_id: fundraiser.id, kind: 'payment_paid' }).select('amount_grosze');
    expect(ledger.map((row) => Number(row.amount_grosze))).toEqual(Array(13).fill(4550));
    expect(await emailsTo('rok.blik@example.pl', 'donation-confirmation')).toHaveLength(13);

    const listed = await callRoute(server.url, withQuery(API_ROUTES.adminRecurring, { status: 'active' }), {}, { token: await staffToken() });
    expect(listed.body).toContainEqual(expect.objectContaining({ id, method: 'blik', provider: 'sandbox', charges: 12, last_period: '2028-01' }));
  });

  it('when BLIK charges are declined twice and then paid, or the bank asks to approve again, then they are retried or the schedule pauses as for a card, and the e-mails speak of BLIK', async () => {
    setDay('2027-01-20');
    const fundraiser = await createFundraiser(server.url, await staffToken());
    const twice = await monthlyBlik(fundraiser, { day: 12, outcome: 'fail_twice', email: 'blik.dwa.razy@example.pl' });
    const again = await monthlyBlik(fundraiser, { day: 12, outcome: 'reauthorise', email: 'blik.ponownie@example.pl' });
    for (const day of ['2027-02-12', '2027-02-13', '2027-02-15']) {
      setDay(day);
      await chargeTwiceAtOnce(day);
    }
    expect((await server.db('payments').where({ recurring_id: twice.id }).orderBy('id').select('status')).map((row) => row.status)).toEqual(['paid', 'failed', 'failed', 'paid']);
    const declined = await emailsTo('blik.dwa.razy@example.pl', 'recurring-declined');
    expect(declined).toHaveLength(2);
    expect(declined[0]?.text).toContain('Jeśli usunięto płatność cykliczną w aplikacji banku albo zmienił się bank, możesz wpłacić raz jeszcze BLIK-iem');

    expect(await server.db('recurring_donations').where({ id: again.id }).first('status', 'reason')).toEqual({ status: 'paused', reason: 'reauthorise' });
    const [paused] = await emailsTo('blik.ponownie@example.pl', 'recurring-paused');
    expect(paused?.text).toContain('Operator płatności poprosił o ponowne potwierdzenie płatności BLIK w aplikacji banku');
    expect(paused?.text).toContain('wpłać raz jeszcze BLIK-iem na stronie zbiórki, wybierz „co miesiąc” i zapisz płatność cykliczną w aplikacji banku.');
    expect(paused?.text).not.toContain('Zmień kartę');
    // „Zmień kartę” is a card's: a BLIK schedule's link refuses it, starts no payment and keeps its alias.
    const link = /\/wplata-cykliczna\/(\d+)\?klucz=([\w-]+)/.exec(String(paused?.text))!;
    const before = await server.db('payments').count({ n: '*' }).first();
    const tokenBefore = (await server.db('recurring_donations').where({ id: again.id }).first('token')) as unknown;
    const change = await callRoute(server.url, API_ROUTES.recurringCard, { id: Number(link[1]) }, { body: { key: link[2], idempotency_key: 'blik-zmiana-karty-1' } });
    expect(change.status).toBe(409);
    expect(change.body).toMatchObject({ error: { code: 'RECURRING_STATE', message: RECURRING_MESSAGES.cardChangeBlik } });
    expect(await server.db('payments').count({ n: '*' }).first()).toEqual(before);
    expect(await server.db('recurring_donations').where({ id: again.id }).first('token')).toEqual(tokenBefore);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(3 * 3000);
  });

  it('when a logged-in donor gives by BLIK, then the management link\'s page and Konto say „BLIK”, and a card schedule says „Karta”', async () => {
    setDay('2030-04-10');
    const fundraiser = await createFundraiser(server.url, await staffToken());
    const donor = await userActor(server);
    const blik = await monthlyBlik(fundraiser, { day: 14, email: 'konto.blik@example.pl', token: donor.token });
    const card = await startMonthly(server, fundraiser, { day: 20, email: 'konto.blik@example.pl', token: donor.token });

    const own = await callRoute(server.url, API_ROUTES.userRecurring, {}, { token: donor.token });
    expect(own.status).toBe(200);
    const byId = new Map((own.body as Array<{ id: number; method: string; manage_path: string }>).map((schedule) => [schedule.id, schedule]));
    expect(byId.get(blik.id)?.method).toBe('blik');
    expect(byId.get(card.id)?.method).toBe('card');
    const key = /klucz=([\w-]+)/.exec(byId.get(blik.id)!.manage_path)![1]!;
    expect((await callRoute(server.url, withQuery(API_ROUTES.recurringSchedule, { key }), { id: blik.id })).body).toMatchObject({ id: blik.id, method: 'blik', status: 'active' });
  });
});
