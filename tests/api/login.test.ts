import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ApiResponse } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, unique } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let user: Awaited<ReturnType<typeof createActiveUser>>;
let admin: Awaited<ReturnType<typeof createAdminAccount>>;
beforeAll(async () => {
  server = await startTestServer();
  user = await createActiveUser(server);
  admin = await createAdminAccount(server);
});
afterAll(() => server.close());

const USER_LOGIN_PATHS = ['/user/api-login', '/api/user/api-login'];
const ADMIN_LOGIN_PATH = '/api/admin/api-login';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const countRows = async (s: TestServer, table: string) => Number((await s.db(table).count({ n: '*' }).first())!.n);
const post = (s: TestServer, path: string, body: unknown) => call(s.url, 'POST', path, { body });

/** A new session answered for this login: its shape, its expiry and its row, which holds only the token's hash. */
async function expectSession(response: ApiResponse, isAdmin: boolean) {
  expect(response.status).toBe(200);
  const { access_token: token, expires_at: expiresAt } = response.body;
  expect(Object.keys(response.body).sort()).toEqual(isAdmin ? ['access_token', 'admin', 'expires_at'] : ['access_token', 'expires_at']);
  if (isAdmin) expect(response.body.admin).toBe(true);
  expect(expiresAt).toBe(Math.floor(server.clock.now() / 1000) + 24 * 60 * 60);
  const row = await server.db('sessions').where({ token_hash: sha256(token) }).first();
  expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  const allSessions = JSON.stringify(await server.db('sessions').select());
  expect(allSessions).not.toContain(token);
  return row;
}

describe('POST /user/api-login and /api/user/api-login', () => {
  it.each(USER_LOGIN_PATHS)('when %s gets a right email and password, then it answers a 24-hour session', async (path) => {
    const row = await expectSession(await post(server, path, { login: user.email, password: user.password }), false);
    expect(row.user_id).toBe(user.id);
  });

  it.each(USER_LOGIN_PATHS)('when %s gets the username in capitals, then it logs the user in', async (path) => {
    await expectSession(await post(server, path, { login: user.username.toUpperCase(), password: user.password }), false);
  });

  it('when the email is given in capitals, then it logs the user in', async () => {
    await expectSession(await post(server, USER_LOGIN_PATHS[1]!, { login: user.email.toUpperCase(), password: user.password }), false);
  });

  it('when an admin logs in, then the session carries admin: true', async () => {
    await expectSession(await post(server, USER_LOGIN_PATHS[0]!, { login: admin.email, password: admin.password }), true);
  });

  it('when the password is wrong or the login unknown, then both answer the same 401 INVALID_CREDENTIALS and open no session', async () => {
    const before = await countRows(server, 'sessions');
    const wrongPassword = await post(server, '/api/user/api-login', { login: user.email, password: 'zle-haslo-123' });
    const unknownLogin = await post(server, '/api/user/api-login', { login: `nikt.${unique()}@example.pl`, password: user.password });
    const expected = { name: 'Unauthorized', error: { code: 'INVALID_CREDENTIALS', message: 'Nieprawidłowy login lub hasło.' } };
    for (const response of [wrongPassword, unknownLogin]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(expected);
    }
    expect(await countRows(server, 'sessions')).toBe(before);
  });
});

describe('POST /api/admin/api-login', () => {
  it.each([
    ['a wrong password', () => ({ login: admin.email, password: 'zle-haslo-123' })],
    ['an unknown login', () => ({ login: `nikt.${unique()}@example.pl`, password: admin.password })],
    ['a user who is not an admin', () => ({ login: user.email, password: user.password })],
  ])('when it gets %s, then it answers JSON false with 200 and opens no session', async (_what, credentials) => {
    const before = await countRows(server, 'sessions');
    const response = await post(server, ADMIN_LOGIN_PATH, credentials());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body).toBe(false);
    expect(await countRows(server, 'sessions')).toBe(before);
  });

  it('when an admin gives the right password, then it answers an admin session', async () => {
    await expectSession(await post(server, ADMIN_LOGIN_PATH, { login: admin.email, password: admin.password }), true);
  });

  it('when the login and password are missing, then 400 in the error shape naming both fields', async () => {
    const response = await post(server, ADMIN_LOGIN_PATH, {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'Podaj login (e-mail lub nazwę użytkownika).',
        fields: { login: 'Podaj login (e-mail lub nazwę użytkownika).', password: 'Podaj hasło.' },
      },
    });
  });
});

// Rate limits (per account, per address, what counts) are in rate-limits.test.ts.
