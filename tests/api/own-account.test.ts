import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { API_MESSAGES, SIGN_UP_MESSAGES } from '@zlota/shared/messages';
import { callRoute } from '../support/api-client.js';
import { createActiveUser, login } from '../support/accounts.js';
import { createUserCharity, expectError, setStatus } from '../support/catalog.js';
import { donate, donationBody } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();


const NEW_PASSWORD = 'zupelnie-nowe-haslo';
const userInfo = (token: string) => callRoute(portal.server.url, API_ROUTES.userInfo, {}, { token });
const loginAttempt = (login: string, password: string) => callRoute(portal.server.url, API_ROUTES.userLogin, {}, { body: { login, password } });
const changePassword = (token: string, body: Record<string, unknown>) => callRoute(portal.server.url, API_ROUTES.ownPassword, {}, { token, body });
const deleteAccount = (token: string, password: string) => callRoute(portal.server.url, API_ROUTES.ownAccountDelete, {}, { token, body: { password } });
const userRow = (id: number) => portal.server.db('users').where({ id }).first();

/** A signed-up person with two devices signed in. */
async function personOnTwoDevices() {
  const user = await createActiveUser(portal.server);
  const here = await login(portal.server, user.email, user.password);
  const elsewhere = await login(portal.server, user.username, user.password);
  return { ...user, here, elsewhere };
}

describe('PUT /api/user/profile', () => {
  it('when a person changes their name, surname and phone, then user/info shows them and the username and e-mail stay', async () => {
    const user = await personOnTwoDevices();

    const response = await callRoute(portal.server.url, API_ROUTES.ownProfile, {}, {
      token: user.here,
      body: { name: '  Łucja ', surname: 'Żółkiewska-Nowak', phone: '501502503', email: 'inny@example.pl', username: 'ktos_inny' },
    });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const expected = { name: 'Łucja', surname: 'Żółkiewska-Nowak', phone: '501502503', email: user.email, username: user.username };
    expect(response.body).toMatchObject(expected);
    expect((await userInfo(user.elsewhere)).body).toMatchObject(expected);
  });

  it('when the phone or a name breaks the sign-up rules, then 400 names the field and nothing changes', async () => {
    const user = await personOnTwoDevices();
    const before = await userRow(user.id);

    const badPhone = await callRoute(portal.server.url, API_ROUTES.ownProfile, {}, { token: user.here, body: { name: 'Ewa', surname: 'Nowak', phone: '012345678' } });
    const badName = await callRoute(portal.server.url, API_ROUTES.ownProfile, {}, { token: user.here, body: { name: '12', surname: 'Nowak', phone: '600100200' } });

    expectError(badPhone, 400, 'VALIDATION');
    expect(badPhone.body.error.fields).toEqual({ phone: SIGN_UP_MESSAGES.phone });
    expectError(badName, 400, 'VALIDATION');
    expect(badName.body.error.fields).toHaveProperty('name');
    expect(await userRow(user.id)).toEqual(before);
  });

  it('when the phone is written as Poles write it ("(+48) 501-502-503"), then its 9 digits are kept; a German one is told it must be Polish', async () => {
    const user = await personOnTwoDevices();
    const profile = (phone: string) => callRoute(portal.server.url, API_ROUTES.ownProfile, {}, { token: user.here, body: { name: 'Ewa', surname: 'Nowak', phone } });

    const polish = await profile('(+48) 501-502-503');
    expect(polish.status, JSON.stringify(polish.body)).toBe(200);
    expect((await userRow(user.id)).phone).toBe('501502503');

    const german = await profile('+49 151 2345 6789');
    expectError(german, 400, 'VALIDATION');
    expect(german.body.error.fields).toEqual({ phone: SIGN_UP_MESSAGES.phoneForeign });
    expect((await userRow(user.id)).phone).toBe('501502503');
  });
});

describe('POST /api/user/change-password', () => {
  it('when the current password is right, then the new one works, the old one does not, and only this session stays', async () => {
    const user = await personOnTwoDevices();

    const response = await changePassword(user.here, { current_password: user.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ message: API_MESSAGES.ownPasswordChanged });
    expect((await userInfo(user.here)).status).toBe(200);
    expect((await userInfo(user.elsewhere)).status).toBe(401);
    expectError(await loginAttempt(user.email, user.password), 401, 'INVALID_CREDENTIALS');
    expect((await loginAttempt(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('when the current password is wrong, then 400 says so beside it, and the password and every session stay', async () => {
    const user = await personOnTwoDevices();
    const before = await userRow(user.id);

    const response = await changePassword(user.here, { current_password: 'nie-to-haslo', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });

    expectError(response, 400, 'WRONG_PASSWORD', API_MESSAGES.wrongPassword);
    expect(response.body.error.fields).toEqual({ current_password: API_MESSAGES.wrongPassword });
    expect(await userRow(user.id)).toEqual(before);
    expect((await userInfo(user.here)).status).toBe(200);
    expect((await userInfo(user.elsewhere)).status).toBe(200);
    expect((await loginAttempt(user.email, user.password)).status).toBe(200);
  });

  it('when the new password breaks the sign-up rules, then 400 with the sign-up message and nothing changes', async () => {
    const user = await personOnTwoDevices();

    const short = await changePassword(user.here, { current_password: user.password, password: 'krotkie', password_confirmation: 'krotkie' });
    const different = await changePassword(user.here, { current_password: user.password, password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}!` });

    expect(short.body.error.fields).toEqual({ password: SIGN_UP_MESSAGES.password });
    expect(different.body.error.fields).toEqual({ password_confirmation: SIGN_UP_MESSAGES.passwordConfirmation });
    expect((await userInfo(user.elsewhere)).status).toBe(200);
    expect((await loginAttempt(user.email, user.password)).status).toBe(200);
  });
});

describe('DELETE /api/user/account', () => {
  it('when the person runs an active fundraiser or one waiting for review, then 409 names it and the account stays', async () => {
    const user = await personOnTwoDevices();
    const actor = { id: user.id, token: user.here };
    const waiting = await createUserCharity(portal.server, actor, { submit: true });

    const whileWaiting = await deleteAccount(user.here, user.password);
    await setStatus(portal.server, portal.admin, waiting.id, 'active');
    const whileActive = await deleteAccount(user.here, user.password);

    for (const refused of [whileWaiting, whileActive]) {
      expectError(refused, 409, 'HAS_OPEN_FUNDRAISER', API_MESSAGES.hasOpenFundraiser.replace('{title}', waiting.title));
    }
    expect(await userRow(user.id)).toBeDefined();
    expect((await userInfo(user.elsewhere)).status).toBe(200);
  });

  it('when the password is wrong, then 400 and the account stays', async () => {
    const user = await personOnTwoDevices();

    expectError(await deleteAccount(user.here, 'nie-to-haslo'), 400, 'WRONG_PASSWORD');

    expect(await userRow(user.id)).toBeDefined();
    expect((await userInfo(user.here)).status).toBe(200);
  });

  it('when nothing keeps it, then the account goes, its tokens stop working, its draft and donation stay unlinked, and the log says so', async () => {
    const user = await personOnTwoDevices();
    const draft = await createUserCharity(portal.server, { id: user.id, token: user.here });
    const other = await createUserCharity(portal.server, portal.admin);
    await setStatus(portal.server, portal.admin, other.id, 'active');
    const donation = await donate(portal.server.url, donationBody(other.id), user.here);
    expect(donation.status, JSON.stringify(donation.body)).toBe(201);
    expect(await portal.server.db('payments').where({ guid: donation.body.guid }).first('user_id')).toEqual({ user_id: user.id });

    const response = await deleteAccount(user.here, user.password);

    expect(response.status, JSON.stringify(response.body)).toBe(204);
    expect(await userRow(user.id)).toBeUndefined();
    expect((await userInfo(user.here)).status).toBe(401);
    expect((await userInfo(user.elsewhere)).status).toBe(401);
    expectError(await loginAttempt(user.email, user.password), 401, 'INVALID_CREDENTIALS');
    expect(await portal.server.db('charities').where({ id: draft.id }).first('owner_id')).toEqual({ owner_id: null });
    expect(await portal.server.db('payments').where({ guid: donation.body.guid }).first('user_id')).toEqual({ user_id: null });
    const logged = await portal.server.db('audit_log').where({ action: 'user.delete', entity_id: user.id }).first();
    expect(logged).toMatchObject({ actor_id: user.id, actor_email: '[usunięte]', entity_type: 'user' });
  });
});

describe('the password check of Konto, counted like failed logins', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_ACCOUNT_FAILURES: '3', RATE_LIMIT_ACCOUNT_DELAY_SECONDS: '30' });
  });
  afterAll(() => limited.close());

  it('when wrong passwords pile up, then the account is closed for a while at both Konto doors and at the login', async () => {
    const user = await createActiveUser(limited);
    const token = await login(limited, user.email, user.password);
    const wrong = { current_password: 'nie-to-haslo', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const send = (route: typeof API_ROUTES.ownPassword | typeof API_ROUTES.ownAccountDelete, body: object) =>
      callRoute(limited.url, route, {}, { token, body });

    for (let attempt = 0; attempt < 3; attempt++) expectError(await send(API_ROUTES.ownPassword, wrong), 400, 'WRONG_PASSWORD');

    expectError(await send(API_ROUTES.ownPassword, { ...wrong, current_password: user.password }), 429, 'RATE_LIMITED');
    expectError(await send(API_ROUTES.ownAccountDelete, { password: user.password }), 429, 'RATE_LIMITED');
    expectError(await callRoute(limited.url, API_ROUTES.userLogin, {}, { body: { login: user.email, password: user.password } }), 429, 'RATE_LIMITED');
    expect(await limited.db('users').where({ id: user.id }).first('id')).toEqual({ id: user.id });
  });
});
