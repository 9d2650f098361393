import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdirSync, mkdtempSync, rmSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { API_MESSAGES } from '@zlota/shared/messages';
import { callRoute, withQuery, type ApiResponse } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { adminLogin, createFundraiser, donate, donationBody, sandboxDecision, startDonation, type Fundraiser } from '../support/payments.js';
import { startTestServer, testDatabase, type TestServer } from '../support/test-server.js';

// Issue 33 §3: a full disk says so. The data folder (and, on PostgreSQL, the database's tablespace) lives on a small
// tmpfs of its own; the test fills it to the last byte, the portal answers over real HTTP, then the test frees the space.
const DISK_MB = 24;
const FULL_PREFIX = 'Serwer nie może teraz zapisać danych';

let mountPoint: string;
let server: TestServer;
let admin: { email: string; password: string };
let token: string;
let fundraiser: Fundraiser;
const filler = () => path.join(mountPoint, 'filler');
let dropDatabase = async () => {};

/** Appends to the filler file until the disk refuses even one more block: nothing is left for anyone. */
function fillDisk(): void {
  for (const chunk of [1 << 20, 64 << 10, 4 << 10, 512, 1]) {
    const bytes = Buffer.alloc(chunk, 7);
    for (;;) {
      try {
        appendFileSync(filler(), bytes);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        break;
      }
    }
  }
}

/** PostgreSQL's cluster belongs to its own user: a database of this test in a tablespace on the small disk. */
async function databaseOnSmallDisk(): Promise<Record<string, string>> {
  if (testDatabase() === 'sqlite') return {};
  const folder = path.join(mountPoint, 'pg');
  mkdirSync(folder);
  const owner = (what: '-u' | '-g') => Number(execFileSync('id', [what, 'postgres']).toString().trim());
  chownSync(folder, owner('-u'), owner('-g'));
  const adminUrl = inject('pgUrl');
  const suffix = path.basename(mountPoint).replace(/[^a-z0-9]/gi, '').toLowerCase();
  const pg = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await pg.raw(`CREATE TABLESPACE small_${suffix} LOCATION '${folder}'`);
  await pg.raw(`CREATE DATABASE full_${suffix} TABLESPACE small_${suffix}`);
  dropDatabase = async () => {
    await pg.raw(`DROP DATABASE IF EXISTS full_${suffix} WITH (FORCE)`);
    await pg.raw(`DROP TABLESPACE IF EXISTS small_${suffix}`);
    await pg.destroy();
  };
  const url = new URL(adminUrl);
  url.pathname = `/full_${suffix}`;
  return { DATABASE_URL: url.toString() };
}

/** SQLite's WAL keeps the room its earlier frames took: emptied first, so the next write must grow it on the full disk. */
async function emptyWal(): Promise<void> {
  if (testDatabase() !== 'sqlite') return;
  await server.db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
}

const storageFull = (response: ApiResponse) => {
  expect(response.status, JSON.stringify(response.body)).toBe(503);
  expect(response.body.error.code).toBe('STORAGE_FULL');
  expect(response.body.error.message).toBe(API_MESSAGES.storageFull);
  expect(response.body.error.message.startsWith(FULL_PREFIX)).toBe(true);
};

beforeAll(async () => {
  mountPoint = mkdtempSync(path.join(tmpdir(), 'zlota-full-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m`, 'tmpfs', mountPoint]);
  server = await startTestServer({ DATA_DIR: path.join(mountPoint, 'data'), ...(await databaseOnSmallDisk()) });
  admin = await createAdminAccount(server);
  token = await adminLogin(server.url, admin.email, admin.password);
  fundraiser = await createFundraiser(server.url, token);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await dropDatabase();
  execFileSync('umount', ['-l', mountPoint]);
  rmdirSync(mountPoint);
});

describe(`a full disk (${testDatabase()})`, () => {
  it('when the disk fills up, then writes answer 503 STORAGE_FULL, reads work, health says so; once space is freed, writes work again without a restart', { timeout: 60_000 }, async () => {
    const waiting = await startDonation(server.url, fundraiser.id);
    expect((await callRoute(server.url, API_ROUTES.health)).status).toBe(200);

    await emptyWal();
    fillDisk();
    // PostgreSQL writes into room its pages still have: donations go on until one needs a page the disk cannot give.
    let refused: ApiResponse | undefined;
    for (let attempt = 0; attempt < 400 && !refused; attempt++) {
      const answer = await donate(server.url, donationBody(fundraiser.id));
      if (answer.status !== 201) refused = answer;
    }
    expect(refused, 'no donation was refused on the full disk').toBeDefined();
    storageFull(refused!);

    const health = await callRoute(server.url, API_ROUTES.health);
    expect(health.status).toBe(503);
    expect(health.body.status).toBe('storage_full');
    // Reads and pages still work: a load balancer keeps sending (ready), monitoring sees the reason (health).
    expect((await callRoute(server.url, API_ROUTES.ready)).status).toBe(200);
    const list = await callRoute(server.url, withQuery(API_ROUTES.charities, { page: 1, size: 3 }));
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    // A signed-in read whose "last seen" is due still answers: the bookkeeping waits for space.
    server.clock.advance(2 * 60_000);
    expect((await callRoute(server.url, API_ROUTES.adminCharities, {}, { token })).status).toBe(200);

    if (testDatabase() === 'sqlite') {
      // Every write is refused on SQLite's full disk: a login that cannot store its session says why, as a donation does.
      const login = await callRoute(server.url, API_ROUTES.adminLogin, {}, { body: { login: admin.email, password: admin.password } });
      storageFull(login);
      // The sandbox operator's page is a browser's form: a Polish page, not raw JSON.
      const decision = await sandboxDecision(server.url, waiting, 'paid');
      expect(decision.status).toBe(503);
      expect(decision.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await decision.text();
      expect(page).toContain(FULL_PREFIX);
      expect(page).toContain(`href="/api/sandbox/pay/${waiting}"`);
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await donate(server.url, donationBody(fundraiser.id));
      if (answer.status !== 201) storageFull(answer);
    }

    rmSync(filler());
    const again = await donate(server.url, donationBody(fundraiser.id));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((await callRoute(server.url, API_ROUTES.health)).body.status).toBe('ok');
    expect((await sandboxDecision(server.url, waiting, 'paid')).status).toBe(303);
    await adminLogin(server.url, admin.email, admin.password);
  });
});
