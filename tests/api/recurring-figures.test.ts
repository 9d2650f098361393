import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath } from '@zlota/shared/api-routes';
import { createDb } from '@zlota/server/db/knex';
import type { Deps } from '@zlota/server/deps';
import { createLogger } from '@zlota/server/libraries/logger';
import type { CacheChange } from '@zlota/server/cache/response-cache';
import { instancesAnnouncer, jobAnnouncer, noInvalidation, postgresInvalidation, type CacheInvalidation } from '@zlota/server/cache/cache-invalidation';
import { createPaymentGateway } from '@zlota/server/components/payments/payment-gateway';
import { chargeDue } from '@zlota/server/components/recurring/charge-due-use-case';
import type { AdminStatistics } from '@zlota/shared/schemas/statistics';
import { nextPeriod } from '@zlota/shared/recurring-periods';
import { callRoute, withQuery } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, login } from '../support/accounts.js';
import { downloadPdf } from '../support/pdf-text.js';
import { setStatus } from '../support/catalog.js';
import { adminLogin, createFundraiser, type Fundraiser } from '../support/payments.js';
import { monthlyDonation, setDay } from '../support/recurring.js';
import { startTestServer, testDatabase, type TestServer } from '../support/test-server.js';

// Issue 40 item 6, the figures of monthly giving. „N osób wspiera co miesiąc” stays fresh although answers are kept a minute here: a schedule the
// job confirms, pauses or ends is told to the kept answers as a payment's notification is, in the serving process
// itself (WORKERS=1: jobAnnouncer) and, on PostgreSQL, to another instance by NOTIFY (a command or a primary:
// instancesAnnouncer). The statistics give the monthly recurring amount; the yearly summary for taxes every charge.

let server: TestServer;
let account: { email: string; password: string };
/** The job as the single process runs it: its writes clear this process's kept answers. */
let job: Deps;
let listening: CacheInvalidation | undefined;
/** The app's clearing, reached later by what this process hears from PostgreSQL (its database is made with the server). */
const clears: Array<(change?: CacheChange) => void> = [];

beforeAll(async () => {
  const told = jobAnnouncer({ ...noInvalidation(), onChange: (clear) => void clears.push(clear) });
  server = await startTestServer({ CATALOG_CACHE_SECONDS: '60' }, { invalidation: told.invalidation });
  job = { ...server.deps, announce: told.announce };
  account = await createAdminAccount(server);
});
afterAll(async () => {
  await listening?.close();
  await server?.close();
});

/** Staff logged in at the clock's moment (a session from another month has expired). */
const staffToken = () => adminLogin(server.url, account.email, account.password);
const newFundraiser = async () => createFundraiser(server.url, await staffToken());
const supporters = async (fundraiser: Fundraiser) => (await callRoute(server.url, API_ROUTES.charity, { name: String(fundraiser.id) })).body.monthly_supporters as number;

describe('monthly supporters stay fresh', () => {
  it('when the job ends the schedules of a fundraiser that finished, then its kept answer says so at once', async () => {
    setDay(server, '2027-01-20');
    const fundraiser = await newFundraiser();
    expect(await supporters(fundraiser)).toBe(0); // kept now for a minute
    const first = await monthlyDonation(server, fundraiser, { day: 3, email: 'pierwsza@example.pl' });
    await monthlyDonation(server, fundraiser, { day: 9, months: 12, email: 'druga@example.pl' });
    expect(await supporters(fundraiser)).toBe(2); // the first payments' notifications cleared it

    // A write the portal is not told of stays unseen for the minute: the answer is really kept.
    await server.db('recurring_donations').where({ id: first.id }).update({ status: 'paused' });
    expect(await supporters(fundraiser)).toBe(2);
    await server.db('recurring_donations').where({ id: first.id }).update({ status: 'active' });

    await setStatus(server, { id: 0, token: await staffToken() }, fundraiser.id, 'completed');
    expect(await supporters(fundraiser)).toBe(2); // read again after the change of status, and kept
    setDay(server, '2027-02-03');
    expect(await chargeDue(job, '2027-02-03')).toMatchObject({ charged: 0, ended: 2 });
    expect(await supporters(fundraiser)).toBe(0);
  });

  it.runIf(testDatabase() === 'pg')('when another instance (`npm run recurring`) ends a schedule, then this one hears by NOTIFY and its kept answer says so', async () => {
    listening = await postgresInvalidation({ url: (server.config.database as { url: string }).url, db: server.db, logger: createLogger('silent') });
    listening.onChange((change) => clears.forEach((clear) => clear(change)));
    setDay(server, '2027-05-20');
    const fundraiser = await newFundraiser();
    await monthlyDonation(server, fundraiser, { day: 8, email: 'inna-instancja@example.pl' });
    await setStatus(server, { id: 0, token: await staffToken() }, fundraiser.id, 'completed');
    expect(await supporters(fundraiser)).toBe(1);

    const db = createDb(server.config.database);
    try {
      const elsewhere: Deps = { ...server.deps, db, reader: db, payments: createPaymentGateway({ config: server.config, db, secretBox: server.deps.secretBox }) };
      const command = { ...elsewhere, announce: instancesAnnouncer({ db, postgres: true, logger: server.deps.logger }) };
      setDay(server, '2027-06-08');
      expect(await chargeDue(command, '2027-06-08')).toMatchObject({ ended: 1 });
    } finally {
      await db.destroy();
    }
    await expect.poll(() => supporters(fundraiser), { timeout: 5_000 }).toBe(0);
  });
});

describe('the monthly recurring amount in the statistics', () => {
  it('when schedules are active, paused or cancelled, then the statistics give what the active ones bring every month, per fundraiser and in total', async () => {
    setDay(server, '2028-03-02');
    const token = await staffToken();
    const statistics = async () => (await callRoute(server.url, withQuery(API_ROUTES.adminStatistics, { from: '2028-03-01', to: '2028-03-02' }), {}, { token })).body as AdminStatistics;
    const before = (await statistics()).monthly;
    const [bigger, smaller] = [await newFundraiser(), await newFundraiser()];
    await monthlyDonation(server, bigger, { amount: '30', day: 5, email: 'a@example.pl' });
    await monthlyDonation(server, bigger, { amount: '45,50', day: 10, months: 12, email: 'b@example.pl' });
    await monthlyDonation(server, smaller, { amount: '20', day: 5, email: 'c@example.pl' });
    const paused = await monthlyDonation(server, smaller, { amount: '100', day: 5, email: 'd@example.pl' });
    const key = /klucz=([\w-]+)/.exec(String((await server.db('email_outbox').where({ recipient: 'd@example.pl', kind: 'recurring-confirmed' }).first('text')).text))![1]!;
    expect((await callRoute(server.url, API_ROUTES.recurringChange, { id: paused.id }, { body: { key, paused: true } })).status).toBe(200);

    const answer = await callRoute(server.url, withQuery(API_ROUTES.adminStatistics, { from: '2028-03-01', to: '2028-03-02' }), {}, { token });
    expect(answer.status).toBe(200);
    const { monthly } = answer.body as AdminStatistics;
    expect(monthly).toMatchObject({ count: before.count + 3, amount_grosze: before.amount_grosze + 3000 + 4550 + 2000 });
    expect(monthly.by_charity.filter((entry) => [bigger.id, smaller.id].includes(entry.id))).toEqual([
      expect.objectContaining({ id: bigger.id, count: 2, amount_grosze: 7550 }),
      expect.objectContaining({ id: smaller.id, count: 1, amount_grosze: 2000 }),
    ]);
    expect(monthly.by_charity.map((entry) => entry.amount_grosze)).toEqual([...monthly.by_charity.map((entry) => entry.amount_grosze)].sort((a, b) => b - a));
  });
});

describe('the yearly summary for taxes', () => {
  it('when a logged-in donor gives every month of a year, then the year\'s summary lists every charge, and the next year\'s the next one', async () => {
    setDay(server, '2025-01-15');
    const donor = await createActiveUser(server);
    const fundraiser = await newFundraiser();
    const { guid: first } = await monthlyDonation(server, fundraiser, { amount: '25', day: 15, email: donor.email, token: await login(server, donor.email, donor.password) });
    for (let period = '2025-02'; period <= '2026-01'; period = nextPeriod(period)) {
      setDay(server, `${period}-15`);
      await chargeDue(job, `${period}-15`);
    }
    const charges: Array<{ guid: string; paid_at: number | string }> = await server.db('payments').where({ charity_id: fundraiser.id, status: 'paid' }).orderBy('id').select('guid', 'paid_at');
    expect(charges).toHaveLength(13);
    expect(charges[0]?.guid).toBe(first);
    const token = await login(server, donor.email, donor.password);
    const summaryUrl = (year: number) => `${server.url}/api/${apiPath(API_ROUTES.userYearlySummary)}?year=${year}`;

    const summary = await downloadPdf(summaryUrl(2025), token);
    expect(summary.status).toBe(200);
    expect(summary.text).toContain('300,00 zł (liczba wpłat: 12)');
    for (const charge of charges.slice(0, 12)) expect(summary.text).toContain(charge.guid);
    expect(summary.text).not.toContain(charges[12]!.guid);
    const next = await downloadPdf(summaryUrl(2026), token);
    expect(next.text).toContain('25,00 zł (liczba wpłat: 1)');
    expect(next.text).toContain(charges[12]!.guid);
  });
});

