import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createDb } from '@zlota/server/db/knex';
import { variedAmount } from '../support/amounts.js';
import { call } from '../support/api-client.js';
import { killAll, runSource } from '../support/child-process.js';
import {
  adminLogin,
  createFundraiser,
  donate,
  donationBody,
  inBatches,
  sandboxNotification,
  sandboxSecretFrom,
  zlText,
  type SignedNotification,
} from '../support/payments.js';
import { freshDatabase } from '../support/test-server.js';

// WORKERS=2 on one SQLite file, the workers writing in the turns their primary hands out (server/src/db/write-lock.ts):
// donations and their notifications, many at once through both workers, each sent twice, complete exactly once.
const MAIN = 'server/src/main.ts';
const LISTENING = 'Złota rybka nasłuchuje';
const LATE_TURN = /^Kolej na zapis w bazie nie nadeszła/;
const ADMIN = { login: 'kolejka-zapisow@zlotarybka.pl', password: 'haslo-kolejki-zapisow-123' };
const APP_SECRET = 'test-secret-of-the-test-suite-0123456789';
const SLOW_START_MS = 180_000;
const DONATIONS = 120;
const AT_ONCE = 24;

const databases: Array<{ drop(): Promise<void> }> = [];
afterEach(() => killAll());
afterAll(async () => {
  for (const database of databases) await database.drop();
});

async function notify(url: string, guid: string, notification: SignedNotification) {
  const response = await call(url, 'POST', `/api/payments/notify/sandbox/${guid}`, { rawBody: notification.rawBody, headers: notification.headers });
  return { status: response.status, text: String(response.body), worker: response.headers.get('x-worker') };
}

describe.skipIf(process.env.TEST_DB === 'pg')('WORKERS=2 on one SQLite file: writes in turns', () => {
  it('when donations and their notifications (each sent twice) go through both workers at once, then every one completes exactly once and the sums are exact', { timeout: 2 * SLOW_START_MS }, async () => {
    const database = await freshDatabase();
    databases.push(database);
    const child = runSource(MAIN, {
      ...database.env,
      WORKERS: '2',
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO: '0',
      APP_SECRET,
      ADMIN_EMAIL: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PAYMENT_NOTIFICATIONS: '100000',
    });
    await child.waitForLog(() => child.logLines().filter((line) => line.msg === LISTENING).length >= 2, SLOW_START_MS);
    const url = `http://127.0.0.1:${child.logLines().find((line) => line.msg === LISTENING)!.port as number}`;
    const token = await adminLogin(url, ADMIN.login, ADMIN.password);
    const fundraiser = await createFundraiser(url, token);
    const secret = sandboxSecretFrom(APP_SECRET);

    const workers = new Set<string | null>();
    const donations = await inBatches(Array.from({ length: DONATIONS }, (_, i) => variedAmount(i)), AT_ONCE, async (grosze) => {
      const started = await donate(url, donationBody(fundraiser.id, { amount: zlText(grosze) }));
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      workers.add(started.headers.get('x-worker'));
      const guid = started.body.guid as string;
      const paid = sandboxNotification(secret, { guid, status: 'paid', amount: grosze });
      // The provider's notification and its repetition at the same moment, as a provider retries.
      const answers = await Promise.all([notify(url, guid, paid), notify(url, guid, paid)]);
      for (const answer of answers) expect(answer).toMatchObject({ status: 200, text: 'OK' });
      answers.forEach((answer) => workers.add(answer.worker));
      return { guid, grosze };
    });
    expect([...workers].filter(Boolean), 'both workers served').toHaveLength(2);

    const expected = donations.reduce((sum, donation) => sum + donation.grosze, 0);
    const charity = await call(url, 'GET', `/api/charity/${encodeURIComponent(fundraiser.url)}`);
    expect(Math.round((charity.body as { collected_amount: number }).collected_amount * 100)).toBe(expected);

    child.process.kill('SIGTERM');
    expect(await child.exit()).toBe(0);
    expect(child.logLines().filter((line) => LATE_TURN.test(line.msg ?? '')), 'every write had its turn in time').toEqual([]);
    // The writes went through the primary's turns (a group commit shares one, so fewer turns than writes).
    const closed = child.logLines().find((line) => line.msg === 'Zamknięto' && 'writeTurns' in line); // the primary's, not a worker's
    expect(closed?.writeTurns, 'turns handed out by the primary').toBeGreaterThan(DONATIONS / 4);

    const db = createDb({ client: 'sqlite3', file: path.join(database.env.DATA_DIR!, 'zlota-rybka.sqlite') });
    try {
      const payments = (await db('payments').where({ charity_id: fundraiser.id }).select('guid', 'status', 'amount')) as Array<{ guid: string; status: string; amount: number }>;
      expect(payments).toHaveLength(DONATIONS);
      expect(new Map(payments.map((payment) => [payment.guid, [payment.status, Number(payment.amount)]]))).toEqual(
        new Map(donations.map((donation) => [donation.guid, ['paid', donation.grosze]])),
      );
      const events = (await db('payment_events').whereIn('payment_guid', donations.map((donation) => donation.guid)).select('payment_guid')) as Array<{ payment_guid: string }>;
      expect(new Set(events.map((event) => event.payment_guid)).size).toBe(DONATIONS);
      expect(events).toHaveLength(DONATIONS); // the repetition is recognised, not stored again
      const row = (await db('charities').where({ id: fundraiser.id }).first('collected_amount')) as { collected_amount: number };
      expect(Number(row.collected_amount)).toBe(expected);
    } finally {
      await db.destroy();
    }
  });
});
