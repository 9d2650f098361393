import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, SIGN_UP_MESSAGES } from '@zlota/shared/messages';
import { call } from '../support/api-client.js';
import { createActiveUser, signUpBody, unique } from '../support/accounts.js';
import { charityContent, declared, form, needyContent, sendForm } from '../support/catalog.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signUp = (body: Record<string, unknown>) => call(server.url, 'POST', '/api/user/sign-up', { body });
const logIn = (loginName: string, password: string) => call(server.url, 'POST', '/api/user/api-login', { body: { login: loginName, password } });
const emailOfSession = async (token: string) => (await call(server.url, 'GET', '/api/user/info', { token })).body.email as string;

/** Gives an account, as before the username rule, this string as its username (the API no longer makes one). */
async function claimUsername(accountId: number, username: string) {
  await server.db('users').where({ id: accountId }).update({ username, username_key: username.toLowerCase() });
}

describe('a username is never an e-mail address', () => {
  it.each([
    ['an e-mail address', () => `ktos.${unique()}@example.pl`],
    ['an "@"', () => `anna@${unique()}`],
    ['Polish letters', () => `łukasz_${unique()}`],
    ['a space', () => `anna ${unique()}`],
  ])('when the username holds %s, then 400 with the rule in Polish and no account', async (_case, username) => {
    const body = signUpBody({ username: username() });
    const response = await signUp(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { code: 'VALIDATION', message: SIGN_UP_MESSAGES.usernameCharacters, fields: { username: SIGN_UP_MESSAGES.usernameCharacters } },
    });
    expect(await server.db('users').where({ email: body.email }).first()).toBeUndefined();
  });

  it('when the username is letters, digits, dots, underscores and hyphens, then the account is made', async () => {
    expect((await signUp(signUpBody({ username: `Anna.K_${unique()}-2` }))).status).toBe(201);
  });
});

describe('one string names one person', () => {
  it('when an e-mail address is already someone\'s username, then signing up with it answers 409 on both sign-up routes', async () => {
    const email = `ofiara.${unique()}@example.pl`;
    await claimUsername((await createActiveUser(server)).id, email);
    const expected = { error: { code: 'CONFLICT', message: API_MESSAGES.emailIsUsername, fields: { email: API_MESSAGES.emailIsUsername } } };

    const response = await signUp(signUpBody({ email: email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual(expected);
    const withCharity = await sendForm(server, 'POST', '/api/user/sign-up-charity', form({ user: signUpBody({ email }), charity: charityContent(), needy: needyContent(), declarations: declared() }));
    expect(withCharity.status).toBe(409);
    expect(withCharity.body).toEqual({ error: { ...expected.error, fields: { 'user.email': API_MESSAGES.emailIsUsername } } });
    expect(await server.db('users').where({ email }).first()).toBeUndefined();
  });

  it('when a login looks like an e-mail address, then it is matched only against e-mail addresses, never a squatted username', async () => {
    const squatting = await createActiveUser(server, { password: 'haslo-zajmujacego', password_confirmation: 'haslo-zajmujacego' }); // the older account: the first that an "e-mail or username" match finds
    const owner = await createActiveUser(server);
    await claimUsername(squatting.id, owner.email);

    const ownLogin = await logIn(owner.email, owner.password);
    expect(ownLogin.status).toBe(200);
    expect(await emailOfSession(ownLogin.body.access_token)).toBe(owner.email);

    const squatterLogin = await logIn(owner.email.toUpperCase(), squatting.password);
    expect(squatterLogin.status).toBe(401);
    expect(squatterLogin.body.error.code).toBe('INVALID_CREDENTIALS');
  });

  it('when a login has no "@", then it is matched only against usernames', async () => {
    const account = await createActiveUser(server);
    expect((await logIn(account.username.toUpperCase(), account.password)).status).toBe(200);
    expect((await logIn(account.email.split('@')[0]!, account.password)).status).toBe(401);
  });
});
