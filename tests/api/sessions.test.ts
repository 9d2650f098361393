import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, login } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let admin: Awaited<ReturnType<typeof createAdminAccount>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdminAccount(server);
});
afterAll(() => server.close());

const HOUR = 60 * 60 * 1000;
const UNAUTHORIZED = {
  name: 'Unauthorized',
  error: { code: 'UNAUTHORIZED', message: 'Twoja sesja wygasła lub jest nieprawidłowa. Zaloguj się ponownie.' },
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const userInfo = (headers: Record<string, string> = {}) => call(server.url, 'GET', '/api/user/info', { headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const logout = (headers: Record<string, string> = {}) => call(server.url, 'POST', '/admin/logout', { headers });
const sessionRow = (token: string) => server.db('sessions').where({ token_hash: sha256(token) }).first();
const sessionsOf = async (userId: number) => Number((await server.db('sessions').where({ user_id: userId }).count({ n: '*' }).first())!.n);

async function loggedInUser() {
  const account = await createActiveUser(server);
  return { ...account, token: await login(server, account.email, account.password) };
}

/** A fresh admin session: the expiry test moves the clock past older ones. */
const adminToken = () => login(server, admin.email, admin.password);

async function expectUnauthorized(headers: Record<string, string>) {
  const response = await userInfo(headers);
  expect(response.status).toBe(401);
  expect(response.body).toEqual(UNAUTHORIZED);
}

describe('GET /api/user/info', () => {
  it('when the token is valid, then it answers the user without any password hash', async () => {
    const account = await loggedInUser();
    const response = await userInfo(bearer(account.token));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: account.id,
      email: account.email,
      username: account.username,
      name: 'Anna',
      surname: 'Kowalska',
      is_admin: false,
      staff_role: null,
      is_active: true,
      email_verified: true,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password|argon2/);
  });

  it('when no authorization header is sent, then 401 Unauthorized', async () => {
    await expectUnauthorized({});
  });

  it('when a forged token of the right form is sent, then 401 Unauthorized', async () => {
    const forged = randomBytes(32).toString('base64url');
    expect(forged).toHaveLength(43);
    await expectUnauthorized(bearer(forged));
  });

  it('when the header is malformed around a valid token, then 401 Unauthorized', async () => {
    const { token } = await loggedInUser();
    for (const header of [token, `Token ${token}`, `Bearer ${token} extra`, `Bearer`, `Basic ${Buffer.from('a:b').toString('base64')}`]) {
      await expectUnauthorized({ authorization: header });
    }
    expect(await sessionRow(token)).toBeDefined();
  });

  it('when the token is just under 24 hours old, then it still works; past 24 hours, then 401', async () => {
    const { token } = await loggedInUser();
    server.clock.advance(24 * HOUR - 1000);
    expect((await userInfo(bearer(token))).status).toBe(200);
    server.clock.advance(2000);
    await expectUnauthorized(bearer(token));
  });
});

describe('POST /admin/logout', () => {
  it('when a session logs out, then 204, its row is gone, the token is refused and a second logout is still 204', async () => {
    const account = await loggedInUser();
    const other = await login(server, account.email, account.password);
    const response = await logout(bearer(account.token));
    expect(response.status).toBe(204);
    expect(await sessionRow(account.token)).toBeUndefined();
    await expectUnauthorized(bearer(account.token));
    expect((await userInfo(bearer(other))).status).toBe(200); // only that session ends
    expect((await logout(bearer(account.token))).status).toBe(204);
  });

  it('when logout is called without a token, then 204 and no session ends', async () => {
    await loggedInUser();
    const before = Number((await server.db('sessions').count({ n: '*' }).first())!.n);
    expect((await logout()).status).toBe(204);
    expect(Number((await server.db('sessions').count({ n: '*' }).first())!.n)).toBe(before);
  });

  it('answers at /api/admin/logout as well', async () => {
    const { token } = await loggedInUser();
    expect((await call(server.url, 'POST', '/api/admin/logout', { headers: bearer(token) })).status).toBe(204);
    expect(await sessionRow(token)).toBeUndefined();
  });
});

describe('sessions of accounts an admin changed', () => {
  it('when an admin deactivates the user, then the user is inactive, the sessions are gone and the token is refused', async () => {
    const account = await loggedInUser();
    const response = await call(server.url, 'POST', `/api/admin/user/${account.id}/deactivate`, { token: await adminToken() });
    expect(response.status).toBe(204);
    expect((await server.db('users').where({ id: account.id }).first()).is_active).toBeFalsy();
    expect(await sessionsOf(account.id)).toBe(0);
    await expectUnauthorized(bearer(account.token));
  });

  it('when an admin deletes the user, then the user and the sessions are gone and the token is refused', async () => {
    const account = await loggedInUser();
    const response = await call(server.url, 'DELETE', `/api/admin/user/${account.id}`, { token: await adminToken() });
    expect(response.status).toBe(204);
    expect(await server.db('users').where({ id: account.id }).first()).toBeUndefined();
    expect(await sessionsOf(account.id)).toBe(0);
    await expectUnauthorized(bearer(account.token));
  });
});
