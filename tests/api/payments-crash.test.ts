import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { callRoute } from '../support/api-client.js';
import { killAll, runSource, type Child } from '../support/child-process.js';
import {
  adminLogin,
  createFundraiser,
  inBatches,
  sandboxNotification,
  sandboxSecretFrom,
  sendNotification,
  startDonation,
  zlText,
} from '../support/payments.js';

// The real server process, as `npm start` runs it, killed with SIGKILL in the middle of a stream
// of payment notifications: after a restart and a full redelivery every payment is paid, counted
// exactly once, and the SQLite file is intact (ARCHITECTURE §4: one transaction per event).

const MAIN = 'server/src/main.ts';
const APP_SECRET = 'crash-test-app-secret-0123456789-abcdefgh'; // 41 characters
const ADMIN = { email: 'admin.crash@zlotarybka.pl', password: 'haslo-administratora-crash' };
const DONATIONS = 300;
const KILL_AFTER = 100;
const IN_FLIGHT = 8;

const dirs: string[] = [];
afterEach(() => killAll());
afterAll(() => {
  killAll();
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

async function startServer(dataDir: string): Promise<{ child: Child; url: string }> {
  const child = runSource(MAIN, {
    DATA_DIR: dataDir,
    PORT: '0',
    SEED_DEMO: '0',
    APP_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'info',
  });
  const ready = await child.waitForLog((line) => line.msg === 'Złota rybka nasłuchuje', 30_000);
  expect(ready.port).toEqual(expect.any(Number));
  return { child, url: `http://127.0.0.1:${ready.port as number}` };
}

describe.skipIf(process.env.TEST_DB === 'pg')('payments when the server process is killed mid-stream (SQLite)', () => {
  it('when it is SIGKILLed during 300 notifications and all are sent again after a restart, then each payment is paid and counted exactly once and the file is intact', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zlota-crash-'));
    dirs.push(dataDir);
    const secret = sandboxSecretFrom(APP_SECRET);

    // 1. A fundraiser and 300 pending donations of varied amounts with grosze.
    const first = await startServer(dataDir);
    const token = await adminLogin(first.url, ADMIN.email, ADMIN.password);
    const fundraiser = await createFundraiser(first.url, token);
    const amounts = Array.from({ length: DONATIONS }, (_, i) => 200 + ((i * 4513 + 7) % 500_000));
    const expectedTotal = amounts.reduce((sum, grosze) => sum + grosze, 0);
    const guids = await inBatches(amounts, 50, (grosze) => startDonation(first.url, fundraiser.id, { amount: zlText(grosze) }));
    const notifications = guids.map((guid, i) => sandboxNotification(secret, { guid, status: 'paid', amount: amounts[i]! }));

    // 2. A stream of notifications, a few in flight at a time; SIGKILL once 100 have been answered.
    const answeredOk = new Set<string>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && next < DONATIONS) {
        const index = next++;
        const answer = await sendNotification(first.url, guids[index]!, notifications[index]!).catch(() => null);
        if (answer?.status === 200) answeredOk.add(guids[index]!);
        if (!killed && answeredOk.size >= KILL_AFTER) {
          killed = true;
          first.child.process.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    expect(await first.child.exit()).toBeNull(); // ended by the signal
    expect(first.child.process.signalCode).toBe('SIGKILL');
    expect(answeredOk.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(answeredOk.size).toBeLessThan(DONATIONS); // it really died in the middle

    // 3. Restart on the same files: what was answered 200 is there, and the books balance already.
    const second = await startServer(dataDir);
    const token2 = await adminLogin(second.url, ADMIN.email, ADMIN.password);
    const listed = await fetch(`${second.url}/api/payments?limit=500`, { headers: { authorization: `Bearer ${token2}` } });
    expect(listed.status).toBe(200);
    const payments = (await listed.json()) as { guid: string; status: string }[];
    expect(payments).toHaveLength(DONATIONS);
    const paidAfterCrash = new Set(payments.filter((p) => p.status === 'paid').map((p) => p.guid));
    for (const guid of answeredOk) expect(paidAfterCrash.has(guid), `answered 200 before the crash but not paid: ${guid}`).toBe(true);
    const check = await callRoute(second.url, API_ROUTES.reconcile, {}, { token: token2, body: { older_than_minutes: 10_080 } });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ polled: 0, outcomes: {}, differences: [], figure_differences: [], spent_differences: [] });

    // 4. The operator redelivers everything, including what was answered 200 before.
    const answers = await inBatches(guids, 50, (guid, i) => sendNotification(second.url, guid, notifications[i]!));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(DONATIONS);
    const shown = await callRoute(second.url, API_ROUTES.charity, { name: fundraiser.url });
    expect(shown.body.collected_amount).toBe(expectedTotal / 100);

    // 5. A clean stop, then the file itself.
    second.child.process.kill('SIGTERM');
    expect(await second.child.exit()).toBe(0);
    const db = knexFactory({ client: 'sqlite3', connection: { filename: path.join(dataDir, 'zlota-rybka.sqlite') }, useNullAsDefault: true });
    try {
      const integrity = (await db.raw('PRAGMA integrity_check')) as { integrity_check: string }[];
      expect(integrity).toEqual([{ integrity_check: 'ok' }]);
      const byStatus = (await db('payments').where({ charity_id: fundraiser.id }).groupBy('status').select('status').count({ n: '*' })) as { status: string; n: number }[];
      expect(byStatus.map((row) => ({ status: row.status, n: Number(row.n) }))).toEqual([{ status: 'paid', n: DONATIONS }]);
      const collected = Number((await db('charities').where({ id: fundraiser.id }).first('collected_amount')).collected_amount);
      const paidSum = Number((await db('payments').where({ charity_id: fundraiser.id, status: 'paid' }).sum({ total: 'amount' }).first())?.total);
      expect(collected).toBe(expectedTotal);
      expect(paidSum).toBe(expectedTotal);
      const counted = (await db('payment_events').where({ verdict: 'counted' }).groupBy('payment_guid').select('payment_guid').count({ n: '*' })) as { payment_guid: string; n: number }[];
      expect(counted).toHaveLength(DONATIONS);
      expect(counted.filter((row) => Number(row.n) !== 1)).toEqual([]);
      expect(new Set(counted.map((row) => row.payment_guid))).toEqual(new Set(guids));
    } finally {
      await db.destroy();
    }
  });
});
