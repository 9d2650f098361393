import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { callRoute } from '../support/api-client.js';
import { createAdminAccount, login, outboxLink, signUpBody, tokenOf } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HOUR = 60 * 60 * 1000;
const INVALID = { error: { code: 'TOKEN_INVALID', message: 'Link aktywacyjny jest nieprawidłowy lub wygasł.' } };

/** Signs up through HTTP and answers the account and the token of the link in its e-mail. */
async function signUpAndReadLink() {
  const body = signUpBody();
  const created = await callRoute(server.url, API_ROUTES.signUp, {}, { body });
  expect(created.status).toBe(201);
  const link = await outboxLink(server, body.email, 'verify_email');
  return { id: created.body.id as number, email: body.email, password: body.password, link, token: tokenOf(link) };
}

const verify = (token: string) => callRoute(server.url, API_ROUTES.verifyEmail, { token });
const loginAs = (login: string, password: string) => callRoute(server.url, API_ROUTES.userLogin, {}, { body: { login, password } });
const userRow = (id: number) => server.db('users').where({ id }).first();

describe('GET /api/user/verify-email/{token}', () => {
  it('when the link from the e-mail is followed, then the account becomes active and can log in', async () => {
    const account = await signUpAndReadLink();
    expect(new URL(account.link).pathname).toBe('/user/verify');

    const before = await loginAs(account.email, account.password);
    expect(before.status).toBe(403);
    expect(before.body.error.code).toBe('ACCOUNT_INACTIVE');

    const response = await verify(account.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Adres e-mail został potwierdzony. Możesz się zalogować.' });
    const row = await userRow(account.id);
    expect(row.is_active).toBeTruthy();
    expect(Number(row.email_verified_at)).toBe(server.clock.now());

    const after = await loginAs(account.email, account.password);
    expect(after.status).toBe(200);
    expect(after.body.access_token).toEqual(expect.any(String));
  });

  it('when the foundation deactivated the account first, then the link confirms the address but never reactivates it', async () => {
    const account = await signUpAndReadLink();
    const admin = await createAdminAccount(server);
    const adminToken = await login(server, admin.email, admin.password);
    expect((await callRoute(server.url, API_ROUTES.adminDeactivateUser, { id: account.id }, { token: adminToken })).status).toBe(204);

    expect((await verify(account.token)).status).toBe(200);

    const row = await userRow(account.id);
    expect(Boolean(row.is_active)).toBe(false);
    expect(Number(row.email_verified_at)).toBe(server.clock.now());
    expect((await loginAs(account.email, account.password)).body.error.code).toBe('ACCOUNT_INACTIVE');
    // Only the foundation's own decision gives the account back.
    expect((await callRoute(server.url, API_ROUTES.adminActivateUser, { id: account.id }, { token: adminToken })).status).toBe(204);
    expect((await loginAs(account.email, account.password)).status).toBe(200);
  });

  it('when the same link is followed again, then 400 TOKEN_INVALID', async () => {
    const account = await signUpAndReadLink();
    expect((await verify(account.token)).status).toBe(200);
    const again = await verify(account.token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);
    expect((await userRow(account.id)).is_active).toBeTruthy();
  });

  it('when the link is just under 48 hours old, then it still activates the account', async () => {
    const account = await signUpAndReadLink();
    server.clock.advance(48 * HOUR - 1000);
    expect((await verify(account.token)).status).toBe(200);
    expect((await userRow(account.id)).is_active).toBeTruthy();
  });

  it('when the link is older than 48 hours, then 400 and the account stays inactive', async () => {
    const account = await signUpAndReadLink();
    server.clock.advance(48 * HOUR + 1000);
    const response = await verify(account.token);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID);
    const row = await userRow(account.id);
    expect(row.is_active).toBeFalsy();
    expect(row.email_verified_at).toBeNull();
    expect((await loginAs(account.email, account.password)).status).toBe(403);
  });

  it('when a random token is given, then 400 TOKEN_INVALID and no account is activated', async () => {
    const account = await signUpAndReadLink();
    const response = await verify(randomBytes(32).toString('base64url'));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID);
    expect((await userRow(account.id)).is_active).toBeFalsy();
  });

  it('when the token of a password-reset link is used to verify, then 400 and the account stays inactive', async () => {
    const account = await signUpAndReadLink();
    const remembered = await callRoute(server.url, API_ROUTES.rememberPassword, {}, { body: { email: account.email } });
    expect(remembered.status).toBe(202);
    const resetToken = tokenOf(await outboxLink(server, account.email, 'reset_password'));
    const response = await verify(resetToken);
    expect(response.status).toBe(400);
    expect((await userRow(account.id)).is_active).toBeFalsy();
  });
});
