import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { createDb } from '@zlota/server/db/knex';
import type { Deps } from '@zlota/server/deps';
import { createLogger } from '@zlota/server/libraries/logger';
import type { CacheChange } from '@zlota/server/cache/response-cache';
import { instancesAnnouncer, jobAnnouncer, noInvalidation, postgresInvalidation, type CacheInvalidation } from '@zlota/server/cache/cache-invalidation';
import { createPaymentGateway } from '@zlota/server/components/payments/payment-gateway';
import { chargeDue } from '@zlota/server/components/recurring/charge-due-use-case';
import { callRoute } from '../support/api-client.js';
import { setStatus } from '../support/catalog.js';
import { createAdminAccount } from '../support/accounts.js';
import { adminLogin, createFundraiser, type Fundraiser } from '../support/payments.js';
import { monthlyDonation, setDay } from '../support/recurring.js';
import { startTestServer, testDatabase, type TestServer } from '../support/test-server.js';

// Issue 40 item 6: „N osób wspiera co miesiąc” stays fresh although answers are kept a minute here: a schedule the
// job confirms, pauses or ends is told to the kept answers as a payment's notification is, in the serving process
// itself (WORKERS=1: jobAnnouncer) and, on PostgreSQL, to another instance by NOTIFY (a command or a primary:
// instancesAnnouncer).

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
