import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ApiResponse } from '../support/api-client.js';
import { createActiveUser, login, signUpBody, unique } from '../support/accounts.js';
import { charityContent, declared, form, needyContent, sendForm } from '../support/catalog.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Every request of this file comes from 127.0.0.1: one address, as a phone network's NAT gives many families.

const SECOND = 1000;
const RATE_LIMITED = { error: { code: 'RATE_LIMITED', message: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.' } };
const post = (s: TestServer, path: string, body: unknown) => call(s.url, 'POST', path, { body });
const userLogin = (s: TestServer, loginName: string, password: string) => post(s, '/api/user/api-login', { login: loginName, password });

/** A 429 in the one error shape, telling in whole seconds when to try again. */
function expectRefused(response: ApiResponse, retryAfterSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual(RATE_LIMITED);
  expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
}

describe('a family network: many people on one address, one account under attack', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_LOGIN: '30',
      RATE_LIMIT_SIGN_UP: '60',
      RATE_LIMIT_ACCOUNT_FAILURES: '5',
      RATE_LIMIT_ACCOUNT_DELAY_SECONDS: '30',
      RATE_LIMIT_WINDOW_SECONDS: '900',
    });
  });
  afterAll(() => server.close());

  it('when 50 people sign up and log in from one address while 20 wrong passwords hit one account, then only that account slows down', async () => {
    const victim = await createActiveUser(server);
    const attack = [];
    for (let i = 0; i < 20; i += 1) attack.push(await userLogin(server, victim.email, `zgadywane-${i}`));
    for (const response of attack.slice(0, 5)) expect(response.status).toBe(401);
    for (const response of attack.slice(5)) expectRefused(response, 30);
    // Closed means closed, even to the right password (or by the username): the attacker learns nothing.
    expectRefused(await userLogin(server, victim.username, victim.password), 30);

    server.clock.advance(5 * 60 * SECOND); // everyone below within one 15-minute window
    const family = async (i: number) => {
      const person = await createActiveUser(server);
      await login(server, i % 2 ? person.email : person.username, person.password);
    };
    for (let i = 0; i < 50; i += 5) await Promise.all([0, 1, 2, 3, 4].map((j) => family(i + j)));

    expect((await userLogin(server, victim.email, victim.password)).status).toBe(200);
  }, 120_000);

  it('when an account keeps failing, then each delay doubles; a success forgets the failures', async () => {
    const account = await createActiveUser(server);
    for (let i = 0; i < 5; i += 1) expect((await userLogin(server, account.email, 'zle-haslo')).status).toBe(401);
    expectRefused(await userLogin(server, account.email, 'zle-haslo'), 30);
    server.clock.advance(30 * SECOND);
    expect((await userLogin(server, account.email, 'zle-haslo')).status).toBe(401);
    expectRefused(await userLogin(server, account.email, 'zle-haslo'), 60);
    server.clock.advance(60 * SECOND);
    expect((await userLogin(server, account.email, 'zle-haslo')).status).toBe(401);
    expectRefused(await post(server, '/api/admin/api-login', { login: account.email, password: 'zle-haslo' }), 120);

    server.clock.advance(120 * SECOND);
    expect((await userLogin(server, account.email, account.password)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await userLogin(server, account.email, 'zle-haslo')).status).toBe(401);
  });

  it('when many wrong passwords for one account come at once, then no more than the free ones are tried', async () => {
    const account = await createActiveUser(server);
    const answers = await Promise.all(Array.from({ length: 10 }, () => userLogin(server, account.email, 'zle-haslo')));
    expect(answers.filter((response) => response.status === 401)).toHaveLength(5);
    expect(answers.filter((response) => response.status === 429)).toHaveLength(5);
  });

  it('when an unknown login keeps failing, then it is slowed down the same as an account, even as long as a login may be', async () => {
    const nobody = `${'n'.repeat(230)}.${unique()}@example.pl`;
    for (let i = 0; i < 5; i += 1) expect((await userLogin(server, nobody, 'zle-haslo')).status).toBe(401);
    expectRefused(await userLogin(server, nobody, 'zle-haslo'), 30);
  });
});

describe('flood guards per address count only real attempts, each door apart', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_LOGIN: '3',
      RATE_LIMIT_SIGN_UP: '3',
      RATE_LIMIT_REMEMBER: '5',
      RATE_LIMIT_REMEMBER_PER_EMAIL: '2',
      RATE_LIMIT_WINDOW_SECONDS: '900',
    });
  });
  afterAll(() => server.close());

  const hitsOf = async (name: string) => {
    const rows = await server.db('rate_limits').where('key', 'like', `${name}:%`);
    return rows.reduce((sum, row) => sum + Number(row.hits), 0);
  };
  const signUpCharity = (user: Record<string, unknown>) =>
    sendForm(server, 'POST', '/api/user/sign-up-charity', form({ user, charity: charityContent(), needy: needyContent(), declarations: declared() }));

  it('when sign-up forms are rejected, then they use up nothing; three sign-ups on either route fill the limit, and both routes then answer 429', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post(server, '/api/user/sign-up', signUpBody({ phone: '12' }))).status).toBe(400);
      expect((await signUpCharity(signUpBody({ username: 'ab' }))).status).toBe(400);
    }
    // A rejected form is given back once answered.
    await expect.poll(() => hitsOf('sign-up')).toBe(0);

    expect((await post(server, '/api/user/sign-up', signUpBody())).status).toBe(201);
    expect((await post(server, '/api/user/sign-up', signUpBody())).status).toBe(201);
    expect((await signUpCharity(signUpBody())).status).toBe(201);
    const users = Number((await server.db('users').count({ n: '*' }).first())!.n);
    expectRefused(await post(server, '/api/user/sign-up', signUpBody()), 900);
    expectRefused(await signUpCharity(signUpBody()), 900);
    expect(Number((await server.db('users').count({ n: '*' }).first())!.n)).toBe(users);

    server.clock.advance(900 * SECOND);
    expect((await post(server, '/api/user/sign-up', signUpBody())).status).toBe(201);
  });

  it('when logins succeed or are malformed, then they use up nothing; failed ones do, and the admin door and the reset count apart', async () => {
    const account = await createActiveUser(server);
    for (let i = 0; i < 10; i += 1) {
      await login(server, account.email, account.password);
      expect((await post(server, '/api/user/api-login', { login: account.email })).status).toBe(400);
    }
    for (let i = 0; i < 3; i += 1) expect((await userLogin(server, `nikt.${unique()}@example.pl`, 'zle-haslo')).status).toBe(401);
    expectRefused(await userLogin(server, account.email, account.password), 900);

    const adminDoor = await post(server, '/api/admin/api-login', { login: account.email, password: 'zle-haslo' });
    expect(adminDoor.status).toBe(200);
    expect(adminDoor.body).toBe(false);
    const reset = (token: string, password = 'nowe-haslo-2024') =>
      post(server, '/api/user/reset-password', { token, password, password_confirmation: password });
    expect((await reset('zly-token', 'krotkie')).status).toBe(400); // a rejected form
    for (let i = 0; i < 3; i += 1) expect((await reset(`zly-token-${i}`)).body.error.code).toBe('TOKEN_INVALID');
    expectRefused(await reset('zly-token'), 900);
  });

  it('when reminders are asked for, then one address gets at most its share, and the client its flood guard; malformed ones use up nothing', async () => {
    const remember = (email: string) => post(server, '/api/user/remember-password', { email });
    for (let i = 0; i < 5; i += 1) expect((await remember('to-nie-adres')).status).toBe(400);
    const account = await createActiveUser(server);
    expect((await remember(account.email)).status).toBe(202);
    expect((await remember(account.email.toUpperCase())).status).toBe(202);
    expectRefused(await remember(account.email), 900);
    expect((await server.db('email_outbox').where({ recipient: account.email, kind: 'reset_password' })).length).toBe(2);

    expect((await remember(`nikt.${unique()}@example.pl`)).status).toBe(202);
    expect((await remember(`nikt.${unique()}@example.pl`)).status).toBe(202);
    expectRefused(await remember(`nikt.${unique()}@example.pl`), 900);
  });
});
