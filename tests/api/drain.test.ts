import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createDb } from '@zlota/server/db/knex';
import { variedAmount } from '../support/amounts.js';
import { call } from '../support/api-client.js';
import { killAll, runSource } from '../support/child-process.js';
import { adminLogin, createFundraiser, donate, donationBody, zlText } from '../support/payments.js';
import { freshDatabase } from '../support/test-server.js';

// Issue 33 §1: SIGTERM drains. 300 donations sent at once, SIGTERM 20 ms later: every one is answered (201, or a clean
// 503 the donor's page may repeat with its idempotency key), none reset, and each 201 is a stored payment.
const MAIN = 'server/src/main.ts';
const LISTENING = 'Złota rybka nasłuchuje';
const ADMIN = { login: 'wygaszanie@zlotarybka.pl', password: 'haslo-wygaszania-123' };
const DONATIONS = 300;
const SLOW_START_MS = 180_000;

const databases: Array<{ drop(): Promise<void> }> = [];
afterEach(() => killAll());
afterAll(async () => {
  for (const database of databases) await database.drop();
});

describe.each(['1', '2'])('WORKERS=%s: SIGTERM while donations arrive', (workers) => {
  it(`when ${DONATIONS} donations are sent and SIGTERM comes 20 ms later, then every one is answered and none is reset`, { timeout: 2 * SLOW_START_MS }, async () => {
    const database = await freshDatabase();
    databases.push(database);
    const child = runSource(MAIN, {
      ...database.env,
      WORKERS: workers,
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      SHUTDOWN_GRACE_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '30000',
    });
    await child.waitForLog(() => child.logLines().filter((line) => line.msg === LISTENING).length >= Number(workers), SLOW_START_MS);
    const url = `http://127.0.0.1:${child.logLines().find((line) => line.msg === LISTENING)!.port as number}`;
    const fundraiser = await createFundraiser(url, await adminLogin(url, ADMIN.login, ADMIN.password));

    const bodies = Array.from({ length: DONATIONS }, (_, i) => donationBody(fundraiser.id, { amount: zlText(variedAmount(i)) }));
    const answers = Promise.all(
      bodies.map((body) =>
        donate(url, body).then(
          (answer) => ({ status: answer.status, code: answer.body?.error?.code as string | undefined }),
          (error: { cause?: { code?: string; message?: string } }) => ({ status: 0, code: error.cause?.code ?? error.cause?.message ?? String(error) }),
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    child.process.kill('SIGTERM');
    // As soon as the signal is handled, while the process still accepts: the health checks send a load balancer elsewhere.
    let health = await call(url, 'GET', '/api/health');
    for (const deadline = Date.now() + 2_000; health.status === 200 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      health = await call(url, 'GET', '/api/health');
    }
    const ready = await call(url, 'GET', '/api/ready');
    for (const answer of [health, ready]) expect(answer).toMatchObject({ status: 503, body: { status: 'stopping' } });
    expect(ready.headers.get('connection')).toBe('close');

    const settled = await answers;
    const unanswered = settled.filter((answer) => answer.status !== 201 && answer.status !== 503);
    expect(unanswered, 'answers other than 201 or a clean 503').toEqual([]);
    for (const answer of settled.filter((a) => a.status === 503)) expect(answer.code).toMatch(/^[A-Z_]+$/);
    expect(await child.exit(45_000)).toBe(0);

    const db = createDb(database.env.DATABASE_URL ? { client: 'pg', url: database.env.DATABASE_URL } : { client: 'sqlite3', file: `${database.env.DATA_DIR}/zlota-rybka.sqlite` });
    try {
      const stored = Number((await db('payments').where({ charity_id: fundraiser.id }).count({ n: '*' }).first())!.n);
      expect(stored, 'every 201 is a stored payment').toBe(settled.filter((a) => a.status === 201).length);
    } finally {
      await db.destroy();
    }
  });
});
