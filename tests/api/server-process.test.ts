import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { killAll, runSource, type Child } from '../support/child-process.js';

// `npm start`, from source: the real process with its configuration, logs, first admin and shutdown.
const MAIN = 'server/src/main.ts';
const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zlota-process-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => killAll());
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<{ child: Child; url: string }> {
  const child = runSource(MAIN, { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', SEED_DEMO: '0', ...env });
  const ready = await child.waitForLog((line) => line.msg === 'Złota rybka nasłuchuje');
  expect(ready.port).toEqual(expect.any(Number));
  return { child, url: `http://127.0.0.1:${ready.port as number}` };
}

async function stop(child: Child) {
  child.process.kill('SIGTERM');
  expect(await child.exit()).toBe(0);
}

const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
};

/** The log line that the process stops listening comes just before the listener closes: poll briefly for the refusal. */
async function connectionRefused(url: string): Promise<boolean> {
  for (const deadline = Date.now() + 3000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    const code = await fetch(`${url}/api/health`).then(
      () => 'answered',
      (error: { cause?: { code?: string } }) => error.cause?.code,
    );
    if (code === 'ECONNREFUSED') return true;
  }
  return false;
}

describe.skipIf(process.env.TEST_DB === 'pg')('the server process', () => {
  describe('when the configuration is bad', () => {
    it.each<{ what: string; env: Record<string, string>; names: string }>([
      { what: 'PORT=abc', env: { PORT: 'abc' }, names: 'PORT' },
      { what: 'DATABASE_URL=mysql://x', env: { DATABASE_URL: 'mysql://x' }, names: 'DATABASE_URL' },
      { what: 'ADMIN_EMAIL without ADMIN_PASSWORD', env: { ADMIN_EMAIL: 'admin@zlotarybka.pl' }, names: 'ADMIN_PASSWORD' },
      { what: 'ADMIN_PASSWORD of 11 characters', env: { ADMIN_EMAIL: 'admin@zlotarybka.pl', ADMIN_PASSWORD: 'krotkie-123' }, names: 'ADMIN_PASSWORD' },
      // The sandbox approves any amount with no money behind it: never in production by default.
      { what: 'NODE_ENV=production with the default sandbox', env: { NODE_ENV: 'production' }, names: 'PAYMENT_PROVIDER' },
      { what: 'NODE_ENV=production, PAYMENT_PROVIDER=sandbox without DEMO_PAYMENTS', env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }, names: 'PAYMENT_PROVIDER' },
      { what: 'NODE_ENV=production, DEMO_PAYMENTS=1 without choosing the sandbox', env: { NODE_ENV: 'production', DEMO_PAYMENTS: '1' }, names: 'PAYMENT_PROVIDER' },
    ])('($what), then it exits with code 1, names the variable and creates no database', async ({ env, names }) => {
      const dataDir = newDataDir();
      const child = runSource(MAIN, { DATA_DIR: dataDir, ...env });

      expect(await child.exit()).toBe(1);
      expect(child.stderr()).toContain('Nieprawidłowa konfiguracja');
      expect(child.stderr()).toMatch(new RegExp(`^\\s+${names}: `, 'm'));
      expect(child.stdout()).not.toContain('nasłuchuje');
      expect(readdirSync(dataDir)).toEqual([]);
    });
  });

  describe('when ADMIN_EMAIL and ADMIN_PASSWORD are set', () => {
    it('then the first start creates an admin who can log in, and a later start does not change its password', async () => {
      const dataDir = newDataDir();
      const credentials = { login: 'szef@zlotarybka.pl', password: 'pierwsze-haslo-admina' };
      const first = await startServer(dataDir, { ADMIN_EMAIL: credentials.login, ADMIN_PASSWORD: credentials.password });
      expect(first.child.logLines().some((line) => line.msg === 'Utworzono pierwsze konto administratora')).toBe(true);
      const session = await post(`${first.url}/api/admin/api-login`, credentials);
      expect(session.status).toBe(200);
      expect(session.body).toMatchObject({ access_token: expect.any(String), admin: true });
      await stop(first.child);

      const second = await startServer(dataDir, { ADMIN_EMAIL: credentials.login, ADMIN_PASSWORD: 'zupelnie-inne-haslo' });
      expect(second.child.logLines().some((line) => line.msg === 'Utworzono pierwsze konto administratora')).toBe(false);
      expect((await post(`${second.url}/api/admin/api-login`, { ...credentials, password: 'zupelnie-inne-haslo' })).body).toBe(false);
      expect((await post(`${second.url}/api/admin/api-login`, credentials)).body).toMatchObject({ admin: true });
      await stop(second.child);

      const db = knexFactory({ client: 'sqlite3', connection: { filename: path.join(dataDir, 'zlota-rybka.sqlite') }, useNullAsDefault: true });
      try {
        expect(await db('users').whereNotNull('staff_role').pluck('email')).toEqual([credentials.login]);
      } finally {
        await db.destroy();
      }
    });
  });

  describe('when SIGTERM arrives while a request is in flight', () => {
    it('then that request gets its full answer, new connections are refused, and the process exits 0', async () => {
      const { child, url } = await startServer(newDataDir());
      const { port } = new URL(url);
      const body = JSON.stringify({ login: 'nikogo@takiego.pl', password: 'jakies-haslo-123' });
      const half = Math.floor(body.length / 2);
      const agent = new http.Agent({ keepAlive: true });
      const request = http.request({
        host: '127.0.0.1', port, method: 'POST', path: '/user/api-login', agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        request.on('response', (response) => {
          let text = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, text }));
        });
        request.on('error', reject);
      });
      answered.catch(() => undefined); // awaited below; a failure before then must not go unhandled
      try {
        request.write(body.slice(0, half));
        await new Promise((resolve) => setTimeout(resolve, 300)); // the server has read the headers: the request is in flight

        child.process.kill('SIGTERM');
        // After its grace period, and once no new connection has come for a moment, the process stops listening.
        await child.waitForLog((line) => String(line.msg).startsWith('Zamykanie: nie przyjmuję nowych połączeń'));
        expect(await connectionRefused(url)).toBe(true);
        request.end(body.slice(half));

        const response = await answered;
        expect(response.status).toBe(401);
        expect(JSON.parse(response.text)).toMatchObject({ name: 'Unauthorized', error: { code: 'INVALID_CREDENTIALS' } });
        expect(await child.exit(15_000)).toBe(0);
        expect(child.logLines().map((line) => line.msg)).toContain('Zamknięto');
      } finally {
        request.destroy();
        agent.destroy();
      }
    });
  });

  describe('when a person signs up, verifies, logs in and asks for user/info', () => {
    it('then every request line carries a request id and no line with a request carries the password or a token', async () => {
      const { child, url } = await startServer(newDataDir());
      const password = 'tajne-haslo-do-logu-42';
      const email = 'ola.logi@example.pl';
      const signUp = await post(`${url}/api/user/sign-up`, {
        name: 'Ola', surname: 'Nowak', username: 'ola_logi', phone: '600100200', email, password, password_confirmation: password, rules: true,
      });
      expect(signUp.status).toBe(201);
      const outbox = await child.waitForLog((line) => line.to === email);
      const verifyToken = new URL((outbox.links as string[])[0]!).searchParams.get('token')!;
      expect((await fetch(`${url}/api/user/verify-email/${verifyToken}`)).status).toBe(200);
      const session = await post(`${url}/user/api-login`, { login: email, password });
      expect(session.status).toBe(200);
      const accessToken = (session.body as { access_token: string }).access_token;
      const info = await fetch(`${url}/api/user/info`, { headers: { authorization: `Bearer ${accessToken}`, 'x-request-id': 'proba-logu-1' } });
      expect(info.status).toBe(200);
      expect((await post(`${url}/user/api-login`, { login: email, password: `${password}-zle` })).status).toBe(401);
      await child.waitForLog((line) => (line.req as { id?: string } | undefined)?.id === 'proba-logu-1');
      await stop(child);

      const requestLines = child.logLines().filter((line) => line.req);
      expect(requestLines.length).toBeGreaterThanOrEqual(5);
      for (const line of requestLines) expect((line.req as { id?: unknown }).id).toEqual(expect.stringMatching(/^[\w.-]{1,64}$/));
      const all = child.stdout() + child.stderr();
      expect(all).not.toContain(password);
      expect(all).not.toContain(accessToken);
      for (const line of requestLines) expect(JSON.stringify(line)).not.toContain(verifyToken);
      expect(all.split(verifyToken).length - 1).toBe(1); // only in the outbox line, logged on purpose without SMTP
    });
  });

  describe('when it runs on SQLite', () => {
    it('then the database file is under DATA_DIR and its journal mode is WAL', async () => {
      const dataDir = newDataDir();
      const { child } = await startServer(dataDir);
      await stop(child);

      const file = path.join(dataDir, 'zlota-rybka.sqlite');
      expect(existsSync(file)).toBe(true);
      const db = knexFactory({ client: 'sqlite3', connection: { filename: file }, useNullAsDefault: true });
      try {
        expect(await db.raw('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
        expect(await db('knex_migrations').count({ n: '*' }).first()).toMatchObject({ n: expect.any(Number) });
      } finally {
        await db.destroy();
      }
    });
  });
});
