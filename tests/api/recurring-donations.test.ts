import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { createDb } from '@zlota/server/db/knex';
import type { Deps } from '@zlota/server/deps';
import { createPaymentGateway } from '@zlota/server/components/payments/payment-gateway';
import { chargeDue, type ChargeReport } from '@zlota/server/components/recurring/charge-due-use-case';
import { callRoute, withQuery } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { setStatus, userActor, type Actor } from '../support/catalog.js';
import { RECURRING_MESSAGES } from '@zlota/shared/messages';
import { nextPeriod } from '@zlota/shared/recurring-periods';
import { adminLogin, collectedGrosze, countRows, createFundraiser, donate, donationBody, type Fundraiser } from '../support/payments.js';
import { allowPaymentHosts } from '../support/payment-test-hosts.js';
import { monthlyDonation as startMonthly, setDay as setServerDay, type MonthlyOptions } from '../support/recurring.js';
import { configureFundraiser } from '../support/provider-flow.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 40 item 8: monthly giving through real HTTP and a real database (SQLite, and PostgreSQL with TEST_DB=pg): the
// first payment approved on the sandbox's page with the consent, then the charging job run as the days go by, twice
// at once each time over separate connections (as two instances, or the server and `npm run recurring`, would).

let server: TestServer;
let account: { email: string; password: string };
let adminId: number;
/** A second runner of the job: its own database connection(s) and its own provider adapters, the same clock. */
let second: Deps;

beforeAll(async () => {
  server = await startTestServer();
  account = await createAdminAccount(server);
  adminId = Number((await server.db('users').where({ email: account.email }).first('id')).id);
  const db = createDb(server.config.database);
  second = { ...server.deps, db, reader: db, payments: createPaymentGateway({ config: server.config, db, secretBox: server.deps.secretBox }) };
});
afterAll(async () => {
  await second?.db.destroy();
  await server?.close();
});

/** Staff logged in at the clock's moment (a session from another month has expired). */
const staff = async (): Promise<Actor> => ({ id: adminId, token: await adminLogin(server.url, account.email, account.password) });

const setDay = (day: string) => setServerDay(server, day);

/** Two runs of the job at the same moment, on separate connections; their reports added up. */
async function chargeTwiceAtOnce(asOf: string): Promise<ChargeReport> {
  const [a, b] = await Promise.all([chargeDue(server.deps, asOf), chargeDue(second, asOf)]);
  return Object.fromEntries(Object.keys(a).map((key) => [key, a[key as keyof ChargeReport] + b[key as keyof ChargeReport]])) as unknown as ChargeReport;
}

const monthlyDonation = (fundraiser: Fundraiser, options: MonthlyOptions = {}) => startMonthly(server, fundraiser, options);

const chargesOf = (id: number) => server.db('payments').where({ recurring_id: id }).orderBy('id').select('status', 'amount', 'created_at');
const scheduleRow = (id: number) => server.db('recurring_donations').where({ id }).first();
const emailsTo = (recipient: string, kind: string) => server.db('email_outbox').where({ recipient, kind }).orderBy('id').select('subject', 'text');

/** The management link of the schedule's e-mail: its id and signed key. */
async function linkOf(recipient: string): Promise<{ id: number; key: string }> {
  const [confirmed] = await emailsTo(recipient, 'recurring-confirmed');
  const match = /\/wplata-cykliczna\/(\d+)\?klucz=([\w-]+)/.exec(String(confirmed?.text));
  expect(match, String(confirmed?.text)).not.toBeNull();
  return { id: Number(match![1]), key: match![2]! };
}

describe('monthly giving: the request', () => {
  it('when "recurring" names another rhythm or a day some month lacks, or there is no e-mail for its link, then 400 with the Polish reason and nothing stored', async () => {
    const fundraiser = await createFundraiser(server.url, (await staff()).token);
    for (const [recurring, field, message] of [
      [{ every: 'week', day: 5 }, 'recurring.every', RECURRING_MESSAGES.every],
      [{ every: 'month', day: 29 }, 'recurring.day', RECURRING_MESSAGES.day],
      [{ every: 'month', day: 0 }, 'recurring.day', RECURRING_MESSAGES.day],
      [{ every: 'month', day: 5, months: 1 }, 'recurring.months', RECURRING_MESSAGES.months],
      [{ every: 'month', day: 5, months: 121 }, 'recurring.months', RECURRING_MESSAGES.months],
      [{ every: 'month', day: 5, months: '12' }, 'recurring.months', RECURRING_MESSAGES.months],
      [{ every: 'month', day: 5, months: 6.5 }, 'recurring.months', RECURRING_MESSAGES.months],
    ] as const) {
      const refused = await donate(server.url, donationBody(fundraiser.id, { recurring }));
      expect(refused.status, JSON.stringify(recurring)).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
    }
    const noEmail = await donate(server.url, donationBody(fundraiser.id, { email: '', recurring: { every: 'month', day: 5 } }));
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toMatchObject({ code: 'VALIDATION', fields: { email: RECURRING_MESSAGES.emailRequired } });
    expect(await countRows(server.db, 'payments', { charity_id: fundraiser.id })).toBe(0);
    expect(await countRows(server.db, 'recurring_donations', { charity_id: fundraiser.id })).toBe(0);
  });

  it('when the fundraiser\'s provider cannot charge again by itself (Przelewy24 here), then 409 RECURRING_UNSUPPORTED with the Polish reason, and no schedule is opened', async () => {
    const fundraiser = await createFundraiser(server.url, (await staff()).token);
    allowPaymentHosts(server, 'http://127.0.0.1:9');
    await configureFundraiser(server.url, (await staff()).token, fundraiser.id, {
      provider: 'przelewy24',
      config: { merchant_id: 11111, pos_id: 11111, base_url: 'http://127.0.0.1:9/api/v1' },
      secrets: { api_key: 'klucz-api-testowy', crc: 'crc-testowy' },
    });
    const refused = await donate(server.url, donationBody(fundraiser.id, { recurring: { every: 'month', day: 5 } }));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'RECURRING_UNSUPPORTED', message: RECURRING_MESSAGES.unsupported });
    expect(await countRows(server.db, 'recurring_donations', { charity_id: fundraiser.id })).toBe(0);
  });
});

describe('monthly giving', () => {
  it('when a year goes by with two charging runs at once every month (and two months missed), then each month is charged once, amounts and ledger exact', async () => {
    setDay('2027-01-10');
    const fundraiser = await createFundraiser(server.url, (await staff()).token);
    const { id, guid } = await monthlyDonation(fundraiser, { amount: '30,45', day: 5, email: 'rok@example.pl' });
    expect(id).toEqual(expect.any(Number));
    expect((await callRoute(server.url, API_ROUTES.payment, { guid })).body).toMatchObject({ guid, status: 'paid', recurring_id: id });

    // Confirmed by the first payment's notification itself, before any run of the job; the runs find nothing to confirm.
    expect(await scheduleRow(id)).toMatchObject({ status: 'active', first_period: '2027-01', final_period: null, token: expect.stringMatching(/^sandbox-token-/) });
    expect((await chargeTwiceAtOnce('2027-01-10')).activated).toBe(0);
    const confirmations = await emailsTo('rok@example.pl', 'recurring-confirmed');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toContain('co miesiąc, 5. dnia miesiąca, przekażemy 30,45 zł');
    expect(confirmations[0]?.text).toContain('Następną pobierzemy 5 lutego 2027');
    expect(confirmations[0]?.text).toContain('Wpłaty kończą się same, gdy zbiórka się zakończy.');
    expect(confirmations[0]?.text).toContain(`/wplata-cykliczna/${id}?klucz=`);

    const months = ['2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09', '2027-10', '2027-11', '2027-12', '2028-01'];
    for (const month of months) {
      if (month === '2027-05' || month === '2027-06') continue; // the server was down: July's run charges them, once each
      setDay(`${month}-05`);
      const report = await chargeTwiceAtOnce(`${month}-05`);
      const expected = month === '2027-07' ? 3 : 1;
      expect(report, month).toMatchObject({ charged: expected, paid: expected });
      expect(await chargeTwiceAtOnce(`${month}-05`), `${month}, run again`).toMatchObject({ charged: 0 }); // twice in a row
    }

    const charges = await chargesOf(id);
    expect(charges).toHaveLength(13); // the first payment and twelve months
    expect(charges.every((charge) => charge.status === 'paid' && Number(charge.amount) === 3045)).toBe(true);
    expect((await server.db('recurring_charges').where({ recurring_id: id }).orderBy('period').select('period', 'state', 'attempt')).map((row) => `${row.period} ${row.state} ${row.attempt}`)).toEqual(
      months.map((month) => `${month} paid 1`),
    );
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(13 * 3045);
    const ledger = await server.db('ledger_entries').where({ charity_id: fundraiser.id, kind: 'payment_paid' }).select('amount_grosze');
    expect(ledger.map((row) => Number(row.amount_grosze))).toEqual(Array(13).fill(3045));
    expect(await emailsTo('rok@example.pl', 'donation-confirmation')).toHaveLength(13);

    const listed = await callRoute(server.url, withQuery(API_ROUTES.adminRecurring, { status: 'active' }), {}, { token: (await staff()).token });
    expect(listed.status).toBe(200);
    expect(listed.body).toContainEqual(expect.objectContaining({ id, amount: 30.45, day: 5, status: 'active', charges: 12, last_period: '2028-01', charity: expect.objectContaining({ id: fundraiser.id }) }));
  });

  it('when a charge is declined twice and then paid, then it is retried 1 and 3 days after its day, the donor is told, and the month is paid once', async () => {
    setDay('2027-01-20');
    const fundraiser = await createFundraiser(server.url, (await staff()).token);
    const { id } = await monthlyDonation(fundraiser, { day: 12, outcome: 'fail_twice', email: 'dwa-razy@example.pl' });
    await chargeTwiceAtOnce('2027-01-20');

    const runs: [string, Partial<ChargeReport>][] = [
      ['2027-02-12', { charged: 1, declined: 1 }],
      ['2027-02-12', { charged: 0 }],
      ['2027-02-13', { charged: 1, declined: 1 }],
      ['2027-02-14', { charged: 0 }],
      ['2027-02-15', { charged: 1, paid: 1 }],
      ['2027-02-16', { charged: 0 }],
    ];
    for (const [day, expected] of runs) {
      setDay(day);
      expect(await chargeTwiceAtOnce(day), day).toMatchObject(expected);
    }
    expect((await chargesOf(id)).map((charge) => charge.status)).toEqual(['paid', 'failed', 'failed', 'paid']);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(2 * 3000);
    expect(await server.db('recurring_charges').where({ recurring_id: id }).select('period', 'state', 'attempt')).toEqual([{ period: '2027-02', state: 'paid', attempt: 3 }]);
    const declined = await emailsTo('dwa-razy@example.pl', 'recurring-declined');
    expect(declined.map((email) => /Spróbujemy ponownie ([^.]+)\./.exec(String(email.text))?.[1])).toEqual(['13 lutego 2027', '15 lutego 2027']);
    expect(await scheduleRow(id)).toMatchObject({ status: 'active' });
  });

  it('when every attempt is declined, then after the retries of 1, 3 and 7 days the schedule pauses and the donor is told', async () => {
    setDay('2027-01-20');
    const fundraiser = await createFundraiser(server.url, (await staff()).token);
    const { id } = await monthlyDonation(fundraiser, { day: 3, outcome: 'failed', email: 'zawsze-odmowa@example.pl' });
    await chargeTwiceAtOnce('2027-01-20');
    for (const day of ['2027-02-03', '2027-02-04', '2027-02-06', '2027-02-10']) {
      setDay(day);
      expect(await chargeTwiceAtOnce(day), day).toMatchObject({ charged: 1 });
    }
    expect(await scheduleRow(id)).toMatchObject({ status: 'paused', reason: 'declined' });
    expect(await emailsTo('zawsze-odmowa@example.pl', 'recurring-paused')).toHaveLength(1);
    setDay('2027-03-03');
    expect(await chargeTwiceAtOnce('2027-03-03')).toMatchObject({ charged: 0 });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(3000);
  });

  it('when a run died mid-charge (its claim left behind, once before and once after the provider charged), then the next run takes it over and charges each month once', async () => {
    setDay('2027-01-20');
    const fundraiser = await createFundraiser(server.url, (await staff()).token);
    const { id } = await monthlyDonation(fundraiser, { day: 9, email: 'przerwany@example.pl' });
    await chargeTwiceAtOnce('2027-01-20');
    setDay('2027-02-09');
    const now = server.clock.now();
    const dead = { claimed_by: 'a-run-that-died', claimed_until: now + 10 * 60 * 1000, created_at: now, updated_at: now, state: 'charging', attempt: 1, first_attempt_on: '2027-02-09' };
    // February: claimed, nothing charged yet. March (later): charged and paid at the provider, the claim never settled.
    await server.db('recurring_charges').insert({ ...dead, recurring_id: id, period: '2027-02', payment_guid: null });
    expect(await chargeTwiceAtOnce('2027-02-09'), 'the claim is still held').toMatchObject({ charged: 0 });
    server.clock.advance(11 * 60 * 1000);
    expect(await chargeTwiceAtOnce('2027-02-09'), 'held past its time: taken over').toMatchObject({ charged: 1, paid: 1 });

    setDay('2027-03-09');
    const report = await chargeDue(server.deps, '2027-03-09'); // charges March
    expect(report).toMatchObject({ charged: 1, paid: 1 });
    // As if that run had died before settling: its claim back to charging, held by nobody alive.
    await server.db('recurring_charges').where({ recurring_id: id, period: '2027-03' }).update({ state: 'charging', claimed_by: 'a-run-that-died', claimed_until: server.clock.now() - 1 });
    expect(await chargeTwiceAtOnce('2027-03-09')).toMatchObject({ paid: 1 }); // settled from the paid payment, not charged again
    expect((await chargesOf(id)).map((charge) => charge.status)).toEqual(['paid', 'paid', 'paid']);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(3 * 3000);
    expect(await server.db('recurring_charges').where({ recurring_id: id }).orderBy('period').select('period', 'state', 'attempt')).toEqual([
      { period: '2027-02', state: 'paid', attempt: 1 },
      { period: '2027-03', state: 'paid', attempt: 1 },
    ]);
  });

  it('when the donor cancels with the link of the e-mail, then without a login nothing more is charged, and the cancel is audited', async () => {
    setDay('2027-01-20');
    const fundraiser = await createFundraiser(server.url, (await staff()).token);
    const email = 'anuluje@example.pl';
    const { id } = await monthlyDonation(fundraiser, { day: 1, email });
    await chargeTwiceAtOnce('2027-01-20');
    const link = await linkOf(email);
    expect(link.id).toBe(id);

    const view = await callRoute(server.url, withQuery(API_ROUTES.recurringSchedule, { key: link.key }), { id });
    expect(view.body).toMatchObject({ id, amount: 30, day: 1, status: 'active', next_charge_on: '2027-02-01' });
    const forged = await callRoute(server.url, API_ROUTES.recurringCancel, { id }, { body: { key: `${link.key.slice(0, -1)}A` } });
    expect(forged.status).toBe(404);

    const cancelled = await callRoute(server.url, API_ROUTES.recurringCancel, { id }, { body: { key: link.key } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled', next_charge_on: null });
    expect((await callRoute(server.url, API_ROUTES.recurringCancel, { id }, { body: { key: link.key } })).body).toMatchObject({ status: 'cancelled' });
    expect(await server.db('audit_log').where({ entity_type: 'recurring', entity_id: id }).select('action', 'actor_id')).toEqual([{ action: 'recurring.cancel', actor_id: null }]);
    expect(await emailsTo(email, 'recurring-cancelled')).toHaveLength(1);

    setDay('2027-02-01');
    expect(await chargeTwiceAtOnce('2027-02-01')).toMatchObject({ charged: 0 });
    expect(await countRows(server.db, 'payments', { recurring_id: id })).toBe(1);
  });

  it('when the fundraiser finishes mid-year, then its schedule ends by itself and the donor is offered the others', async () => {
    setDay('2027-01-20');
    const fundraiser = await createFundraiser(server.url, (await staff()).token);
    const email = 'do-konca@example.pl';
    const { id } = await monthlyDonation(fundraiser, { day: 7, email });
    await chargeTwiceAtOnce('2027-01-20');
    for (const month of ['2027-02', '2027-03']) {
      setDay(`${month}-07`);
      expect(await chargeTwiceAtOnce(`${month}-07`)).toMatchObject({ charged: 1, paid: 1 });
    }
    await setStatus(server, await staff(), fundraiser.id, 'completed');
    setDay('2027-04-07');
    expect(await chargeTwiceAtOnce('2027-04-07')).toMatchObject({ ended: 1 }); // (other tests' schedules may be due too)
    expect(await scheduleRow(id)).toMatchObject({ status: 'ended', reason: 'charity_finished' });
    const [ended] = await emailsTo(email, 'recurring-ended');
    expect(ended?.text).toContain('zakończyła');
    expect(ended?.text).toContain('wesprzyj ogólne cele fundacji');
    expect(await countRows(server.db, 'payments', { recurring_id: id, status: 'paid' })).toBe(3);
  });

  it('when the donor changes the amount and the day, pauses and resumes from the link, then the next charges follow, paused months are never charged, each change audited and told', async () => {
    setDay('2029-06-20');
    const fundraiser = await createFundraiser(server.url, (await staff()).token);
    const email = 'zmienia@example.pl';
    const { id } = await monthlyDonation(fundraiser, { day: 5, email });
    await chargeTwiceAtOnce('2029-06-20');
    const { key } = await linkOf(email);
    const change = (body: Record<string, unknown>) => callRoute(server.url, API_ROUTES.recurringChange, { id }, { body: { key, ...body } });
    const paidAmounts = async () => (await chargesOf(id)).filter((charge) => charge.status === 'paid').map((charge) => Number(charge.amount));

    const changed = await change({ amount: '45', day: 15 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ id, amount: 45, day: 15, status: 'active', next_charge_on: '2029-07-15' });
    const [told] = await emailsTo(email, 'recurring-changed');
    expect(told?.text).toContain('45,00');
    expect(told?.text).toContain('15 lipca 2029');

    setDay('2029-07-05');
    await chargeTwiceAtOnce('2029-07-05');
    expect(await paidAmounts()).toEqual([3000]);
    setDay('2029-07-15');
    await chargeTwiceAtOnce('2029-07-15');
    expect(await paidAmounts()).toEqual([3000, 4500]);

    setDay('2029-07-20');
    expect((await change({ paused: true })).body).toMatchObject({ status: 'paused', next_charge_on: null });
    for (const day of ['2029-08-15', '2029-09-15']) {
      setDay(day);
      await chargeTwiceAtOnce(day);
    }
    expect(await paidAmounts()).toEqual([3000, 4500]);

    setDay('2029-09-20');
    expect((await change({ paused: false })).body).toMatchObject({ status: 'active', next_charge_on: '2029-10-15' });
    await chargeTwiceAtOnce('2029-09-20');
    expect(await paidAmounts()).toEqual([3000, 4500]);
    const again = await change({ paused: false });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'RECURRING_STATE' } });
    expect((await change({})).status).toBe(400);
    setDay('2029-10-15');
    await chargeTwiceAtOnce('2029-10-15');
    expect(await paidAmounts()).toEqual([3000, 4500, 4500]);

    expect(await server.db('audit_log').where({ entity_type: 'recurring', entity_id: id }).orderBy('id').select('action', 'actor_id')).toEqual(
      Array(3).fill({ action: 'recurring.change', actor_id: null }),
    );
    expect((await emailsTo(email, 'recurring-changed')).map((mail) => mail.subject)).toEqual([
      'Zmieniliśmy Twoją wpłatę co miesiąc',
      'Wstrzymaliśmy Twoją wpłatę co miesiąc',
      'Zmieniliśmy Twoją wpłatę co miesiąc',
    ]);
    expect((await callRoute(server.url, API_ROUTES.recurringCancel, { id }, { body: { key } })).body).toMatchObject({ status: 'cancelled' });
    expect((await change({ amount: '50' })).status).toBe(409);
  });

  it('when people start and cancel monthly giving, then the fundraiser\'s public answer counts its active schedules („N osób wspiera co miesiąc”)', async () => {
    setDay('2030-03-10');
    const fundraiser = await createFundraiser(server.url, (await staff()).token);
    const supporters = async () => (await callRoute(server.url, API_ROUTES.charity, { name: String(fundraiser.id) })).body.monthly_supporters as number;
    expect(await supporters()).toBe(0);
    await monthlyDonation(fundraiser, { day: 12, email: 'pierwsza@example.pl' });
    await monthlyDonation(fundraiser, { day: 20, email: 'druga@example.pl' });
    expect(await supporters()).toBe(2); // confirmed by their first payments' notifications, which cleared the kept answer
    const { id, key } = await linkOf('druga@example.pl');
    await callRoute(server.url, API_ROUTES.recurringChange, { id }, { body: { key, paused: true } });
    expect(await supporters()).toBe(1);
    await callRoute(server.url, API_ROUTES.recurringCancel, { id }, { body: { key } });
    expect(await supporters()).toBe(1);
  });

  it('when a logged-in donor gives every month, then Konto lists their schedules with the signed link to manage each, and nobody else\'s', async () => {
    setDay('2030-04-10');
    const fundraiser = await createFundraiser(server.url, (await staff()).token);
    const donor = await userActor(server);
    const { id } = await monthlyDonation(fundraiser, { day: 14, months: 12, email: 'zalogowana@example.pl', token: donor.token });
    await monthlyDonation(fundraiser, { day: 14, email: 'bez-konta@example.pl' });

    const own = await callRoute(server.url, API_ROUTES.userRecurring, {}, { token: donor.token });
    expect(own.status).toBe(200);
    expect(own.body).toEqual([
      {
        id,
        charity: { id: fundraiser.id, url: expect.any(String), title: expect.any(String) },
        amount: 30,
        day: 14,
        status: 'active',
        method: 'card',
        next_charge_on: '2030-05-14',
        last_charge_on: '2031-03-14',
        manage_path: expect.stringMatching(new RegExp(`^/wplata-cykliczna/${id}\\?klucz=[\\w-]{43}$`)),
      },
    ]);
    const key = /klucz=([\w-]+)/.exec((own.body as Array<{ manage_path: string }>)[0]!.manage_path)![1]!;
    expect((await callRoute(server.url, withQuery(API_ROUTES.recurringSchedule, { key }), { id })).body).toMatchObject({ id, status: 'active' });
    expect((await callRoute(server.url, API_ROUTES.userRecurring, {}, { token: (await userActor(server)).token })).body).toEqual([]);
    expect((await callRoute(server.url, API_ROUTES.userRecurring, {})).status).toBe(401);
  });

  it('when staff cancel a schedule with a reason, then nothing more is charged, the cancel is audited as theirs with the reason, and the donor is told', async () => {
    setDay('2030-05-10');
    const { token } = await staff();
    const fundraiser = await createFundraiser(server.url, token);
    const email = 'fundacja-anuluje@example.pl';
    const { id } = await monthlyDonation(fundraiser, { day: 12, email });
    await chargeTwiceAtOnce('2030-05-10');
    const cancel = (body: Record<string, unknown>) => callRoute(server.url, API_ROUTES.adminRecurringCancel, { id }, { body, token });

    expect((await cancel({})).status).toBe(400);
    const cancelled = await cancel({ reason: 'Darczyńca poprosił o to telefonicznie.' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled', next_charge_on: null });
    expect(await scheduleRow(id)).toMatchObject({ status: 'cancelled', reason: 'staff' });
    expect(await server.db('audit_log').where({ entity_type: 'recurring', entity_id: id }).select('action', 'actor_id', 'note')).toEqual([
      { action: 'recurring.cancel', actor_id: adminId, note: 'Darczyńca poprosił o to telefonicznie.' },
    ]);
    const [told] = await emailsTo(email, 'recurring-cancelled');
    expect(told?.text).toContain('Fundacja anulowała Twoją wpłatę 30,00 zł co miesiąc');
    const again = await cancel({ reason: 'Jeszcze raz.' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'RECURRING_STATE' } });

    setDay('2030-06-12');
    await chargeTwiceAtOnce('2030-06-12');
    expect(await countRows(server.db, 'payments', { recurring_id: id })).toBe(1);
  });
  it('when the donor chose „przez 12 miesięcy”, then eleven months are charged after the first payment, the schedule ends by itself and the donor is told once', async () => {
    setDay('2031-11-10');
    const fundraiser = await createFundraiser(server.url, (await staff()).token);
    const email = 'rok-i-koniec@example.pl';
    const { id } = await monthlyDonation(fundraiser, { day: 8, months: 12, email });
    expect(await scheduleRow(id)).toMatchObject({ status: 'active', months: 12, first_period: '2031-11', final_period: '2032-10' });
    const [confirmed] = await emailsTo(email, 'recurring-confirmed');
    expect(confirmed?.text).toContain('Następną pobierzemy 8 grudnia 2031');
    expect(confirmed?.text).toContain('Ostatnią wpłatę pobierzemy 8 października 2032');
    const { key } = await linkOf(email);
    expect((await callRoute(server.url, withQuery(API_ROUTES.recurringSchedule, { key }), { id })).body).toMatchObject({ next_charge_on: '2031-12-08', last_charge_on: '2032-10-08' });

    let months = 1;
    for (let period = '2031-12'; period <= '2032-10'; period = nextPeriod(period)) {
      setDay(`${period}-08`);
      await chargeTwiceAtOnce(`${period}-08`); // (other tests' schedules are due too)
      expect(await countRows(server.db, 'payments', { recurring_id: id, status: 'paid' }), period).toBe((months += 1));
    }
    expect(await scheduleRow(id)).toMatchObject({ status: 'ended', reason: 'chosen_end' });
    expect((await callRoute(server.url, withQuery(API_ROUTES.recurringSchedule, { key }), { id })).body).toMatchObject({ status: 'ended', next_charge_on: null, last_charge_on: '2032-10-08' });
    const completed = await emailsTo(email, 'recurring-completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]?.subject).toBe('Twoje wpłaty co miesiąc dobiegły końca');
    expect(completed[0]?.text).toContain('zakończyły się same');

    for (const day of ['2032-11-08', '2032-12-08']) {
      setDay(day);
      await chargeTwiceAtOnce(day);
    }
    expect(await countRows(server.db, 'payments', { recurring_id: id, status: 'paid' })).toBe(12);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(12 * 3000);
    expect(await emailsTo(email, 'recurring-completed')).toHaveLength(1);
  });
});
