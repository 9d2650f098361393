import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { API_MESSAGES } from '@zlota/shared/messages';
import { createDb } from '@zlota/server/db/knex';
import { callRoute } from '../support/api-client.js';
import { killAll } from '../support/child-process.js';
import { adminLogin, createFundraiser, donate, donationBody } from '../support/payments.js';
import { startPortalProcess } from '../support/portal-process.js';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.js';
import { testDatabase } from '../support/test-server.js';

// Issue 33 §8, the runbook's "The database connection is lost": PostgreSQL stops under a running portal (a cluster of
// this test's own, so that nobody else loses theirs). Health checks say so, a write gets a clean 503 the client may
// repeat, nothing is half-written, and once PostgreSQL is back the same process serves again.
const ADMIN = { login: 'utrata-bazy@zlotarybka.pl', password: 'haslo-utraty-bazy-123' };
const SLOW_START_MS = 120_000;

let cluster: PostgresCluster | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'zlota-database-lost-'));
afterEach(() => killAll());
afterAll(() => {
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Polls until the health check answers 200, or time runs out: the last status. */
async function healthyWithin(url: string, ms: number): Promise<number> {
  let status = 0;
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    status = (await callRoute(url, API_ROUTES.health)).status;
    if (status === 200) break;
  }
  return status;
}

describe.skipIf(testDatabase() !== 'pg')('when PostgreSQL stops under a running portal and comes back', () => {
  it('then health says unavailable, a donation gets 503 DATABASE_UNAVAILABLE and is not stored, and once it is back the same process serves again', { timeout: SLOW_START_MS + 60_000 }, async () => {
    cluster = await startPostgresCluster();
    const { child, url } = await startPortalProcess('1', { DATA_DIR: dataDir, DATABASE_URL: cluster.url, ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password }, SLOW_START_MS);
    const fundraiser = await createFundraiser(url, await adminLogin(url, ADMIN.login, ADMIN.password));

    cluster.halt();
    const health = await callRoute(url, API_ROUTES.health);
    expect(health.status).toBe(503);
    expect(health.body.status).toBe('unavailable');
    const refused = await donate(url, donationBody(fundraiser.id));
    expect(refused.status, JSON.stringify(refused.body)).toBe(503);
    expect(refused.body).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: API_MESSAGES.databaseUnavailable } });
    expect(child.logLines().some((line) => line.msg === 'Baza danych nie odpowiada')).toBe(true);
    // The refusal's log line may reach the pipe just after its answer: wait for it.
    const logged = await child.waitForLog((line) => line.msg === API_MESSAGES.databaseUnavailable && line.level === 40, 5_000);
    expect(logged.err, 'the refusal logged with the driver\'s error').toBeDefined();

    cluster.resume();
    expect(await healthyWithin(url, 15_000), 'health answers 200 again without a restart').toBe(200);
    const accepted = await donate(url, donationBody(fundraiser.id));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(child.process.exitCode, 'the same process serves').toBeNull();

    const db = createDb({ client: 'pg', url: cluster.url });
    try {
      const stored = await db('payments').where({ charity_id: fundraiser.id }).select('guid');
      expect(stored.map((row: { guid: string }) => row.guid), 'only the donation accepted after the return is stored').toEqual([accepted.body.guid]);
    } finally {
      await db.destroy();
    }
  });
});
