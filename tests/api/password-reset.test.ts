import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client.js';
import { createActiveUser, login, outboxLink, tokenOf, unique } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MINUTE = 60 * 1000;
const NEW_PASSWORD = 'nowe-haslo-2024';
const RESET_INVALID = { error: { code: 'TOKEN_INVALID', message: 'Link do zmiany hasła jest nieprawidłowy lub wygasł.' } };

const remember = (email: string) => call(server.url, 'POST', '/api/user/remember-password', { body: { email } });
const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  call(server.url, 'POST', '/api/user/reset-password', { body: { token, password, password_confirmation: confirmation } });
const loginStatus = async (login: string, password: string) =>
  (await call(server.url, 'POST', '/api/user/api-login', { body: { login, password } })).status;
const infoStatus = async (token: string) => (await call(server.url, 'GET', '/api/user/info', { token })).status;
const passwordHashOf = async (id: number) => (await server.db('users').where({ id }).first()).password_hash as string;
const outboxCount = async (recipient: string, kind = 'reset_password') =>
  Number((await server.db('email_outbox').where({ recipient, kind }).count({ n: '*' }).first())!.n);

/** Asks for a reset link through HTTP and answers the token of the e-mail it produced. */
async function resetToken(email: string) {
  expect((await remember(email)).status).toBe(202);
  const link = await outboxLink(server, email, 'reset_password');
  expect(new URL(link).pathname).toBe('/user/reset-password');
  return tokenOf(link);
}

describe('POST /api/user/remember-password', () => {
  it('when the address has an account or not, then the answer is the same 202, and only the account gets an e-mail', async () => {
    const account = await createActiveUser(server);
    const unknown = `nikt.${unique()}@example.pl`;
    const known = await remember(account.email);
    const other = await remember(unknown);
    expect(known.status).toBe(202);
    expect(other.status).toBe(known.status);
    expect(other.body).toEqual(known.body);
    expect(await outboxCount(account.email)).toBe(1);
    expect(await server.db('email_outbox').where({ recipient: unknown })).toHaveLength(0);
  });

  it('when the email is malformed, then 400 with the sign-up email message and no e-mail is sent', async () => {
    const before = Number((await server.db('email_outbox').count({ n: '*' }).first())!.n);
    const response = await remember('to-nie-jest-email');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'VALIDATION', message: 'Nieprawidłowy email!', fields: { email: 'Nieprawidłowy email!' } } });
    expect(Number((await server.db('email_outbox').count({ n: '*' }).first())!.n)).toBe(before);
  });
});

describe('POST /api/user/reset-password', () => {
  it('when the link token and a new password are sent, then only the new password logs in and older sessions are revoked', async () => {
    const account = await createActiveUser(server);
    const oldSession = await login(server, account.email, account.password);
    const oldHash = await passwordHashOf(account.id);

    const response = await reset(await resetToken(account.email));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Hasło zostało zmienione. Możesz się zalogować.' });

    const newHash = await passwordHashOf(account.id);
    expect(newHash).not.toBe(oldHash);
    expect(newHash).toMatch(/^\$argon2id\$/);
    expect(await server.db('sessions').where({ user_id: account.id })).toHaveLength(0);
    expect(await infoStatus(oldSession)).toBe(401);
    expect(await loginStatus(account.email, account.password)).toBe(401);
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
  });

  it('when the same token is used a second time, then 400 TOKEN_INVALID and the password stays', async () => {
    const account = await createActiveUser(server);
    const token = await resetToken(account.email);
    expect((await reset(token)).status).toBe(200);
    const hash = await passwordHashOf(account.id);
    const again = await reset(token, 'jeszcze-inne-haslo');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(RESET_INVALID);
    expect(await passwordHashOf(account.id)).toBe(hash);
  });

  it('when the token is just under 1 hour old, then it still works', async () => {
    const account = await createActiveUser(server);
    const token = await resetToken(account.email);
    server.clock.advance(60 * MINUTE - 1000);
    expect((await reset(token)).status).toBe(200);
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
  });

  it('when the token is older than 1 hour, then 400 and the old password still logs in', async () => {
    const account = await createActiveUser(server);
    const token = await resetToken(account.email);
    const hash = await passwordHashOf(account.id);
    server.clock.advance(60 * MINUTE + 1000);
    const response = await reset(token);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(RESET_INVALID);
    expect(await passwordHashOf(account.id)).toBe(hash);
    expect(await loginStatus(account.email, account.password)).toBe(200);
  });

  it('when a link is asked for twice, then the first link is worthless and the second works', async () => {
    const account = await createActiveUser(server);
    const first = await resetToken(account.email);
    const second = await resetToken(account.email);
    expect(second).not.toBe(first);
    expect(await outboxCount(account.email)).toBe(2);
    const stale = await reset(first);
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual(RESET_INVALID);
    expect(await loginStatus(account.email, account.password)).toBe(200);
    expect((await reset(second)).status).toBe(200);
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
  });

  it.each([
    ['the new password has 7 characters', '1234567', '1234567', 'password', 'Hasła musi posiadać minimum 8 znaków'],
    ['the confirmation differs', NEW_PASSWORD, 'inne-haslo-2024', 'password_confirmation', 'Hasła nie sią identyczne'],
  ])('when %s, then 400 with the sign-up message and the link still works', async (_what, password, confirmation, field, message) => {
    const account = await createActiveUser(server);
    const token = await resetToken(account.email);
    const hash = await passwordHashOf(account.id);
    const response = await reset(token, password, confirmation);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'VALIDATION', message, fields: { [field]: message } } });
    expect(await passwordHashOf(account.id)).toBe(hash);
    expect((await reset(token)).status).toBe(200);
  });
});
