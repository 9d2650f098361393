import http from 'node:http';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createDb } from '@zlota/server/db/knex';
import { variedAmount } from '../support/amounts.js';
import { killAll } from '../support/child-process.js';
import { startPortalProcess } from '../support/portal-process.js';
import { adminLogin, createFundraiser, donationBody, zlText } from '../support/payments.js';
import { freshDatabase } from '../support/test-server.js';

// Issue 33 §1: SIGTERM drains. 300 donations sent at once, SIGTERM 20 ms later: every one is answered (201, or a clean
// 503 the donor's page may repeat with its idempotency key), none reset, and each 201 is a stored payment.
const ADMIN = { login: 'wygaszanie@zlotarybka.pl', password: 'haslo-wygaszania-123' };
const DONATIONS = 300;
const SLOW_START_MS = 180_000;

const databases: Array<{ drop(): Promise<void> }> = [];
afterEach(() => killAll());
afterAll(async () => {
  for (const database of databases) await database.drop();
});

interface Answer {
  status: number;
  code: string | undefined;
}

/** A donation written whole to a connection of its own: `written` once the request has left, `answer` once answered (or failed). */
function sendDonation(url: string, body: Record<string, unknown>): { written: Promise<void>; answer: Promise<Answer> } {
  const text = JSON.stringify(body);
  const request = http.request(`${url}/api/donate/charity`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
  });
  const written = new Promise<void>((resolve) => request.once('finish', () => resolve()).once('error', () => resolve()));
  const answer = new Promise<Answer>((resolve) => {
    request.once('response', (response) => {
      let raw = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (raw += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, code: (JSON.parse(raw) as { error?: { code?: string } }).error?.code }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, code: error.code ?? error.message }));
    });
    request.once('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, code: error.code ?? error.message }));
  });
  request.end(text);
  return { written, answer };
}

/** GET on a connection of its own: status, JSON body and the Connection header. */
function healthCheck(url: string, path: string): Promise<{ status: number; body: { status?: string }; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}${path}`, { agent: false }, (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) as { status?: string }, connection: response.headers.connection }));
      })
      .on('error', reject);
  });
}

describe.each(['1', '2'])('WORKERS=%s: SIGTERM while donations arrive', (workers) => {
  it(`when ${DONATIONS} donations are sent and SIGTERM comes 20 ms later, then every one is answered and none is reset`, { timeout: 2 * SLOW_START_MS }, async () => {
    const database = await freshDatabase();
    databases.push(database);
    const { child, url } = await startPortalProcess(workers, {
      ...database.env,
      ADMIN_EMAIL: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      SHUTDOWN_GRACE_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '30000',
    });
    const fundraiser = await createFundraiser(url, await adminLogin(url, ADMIN.login, ADMIN.password));

    // Every request written to its own connection before the signal, as the donors' browsers had sent them: on a busy
    // machine fetch could still be opening connections seconds later, which would test the test, not the server.
    const sent = Array.from({ length: DONATIONS }, (_, i) => sendDonation(url, donationBody(fundraiser.id, { amount: zlText(variedAmount(i)) })));
    await Promise.all(sent.map((donation) => donation.written));
    await new Promise((resolve) => setTimeout(resolve, 20));
    child.process.kill('SIGTERM');

    const settled = await Promise.all(sent.map((donation) => donation.answer));
    // A connection reset or refused is status 0, with its error code.
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

  it('when SIGTERM comes, then /api/health and /api/ready answer 503 at once while the process still accepts, and it stops listening after the grace period', { timeout: SLOW_START_MS }, async () => {
    const database = await freshDatabase();
    databases.push(database);
    const { child, url } = await startPortalProcess(workers, { ...database.env, SHUTDOWN_GRACE_MS: '4000' });
    expect(await healthCheck(url, '/api/ready')).toMatchObject({ status: 200, body: { status: 'ok' } });

    child.process.kill('SIGTERM');
    const draining = () => child.logLines().filter((line) => String(line.msg).startsWith('Zamykanie: jeszcze przyjmuję')).length;
    await child.waitForLog(() => draining() >= Number(workers)); // every worker has heard the signal
    for (const path of ['/api/health', '/api/ready']) expect(await healthCheck(url, path), path).toMatchObject({ status: 503, body: { status: 'stopping' } });
    expect(await child.exit(30_000)).toBe(0);
  });
});
