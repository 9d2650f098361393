// Issue 17: two-factor login (TOTP) of the foundation's admins. Codes are computed here with otplib from the
// secret the set-up shows, at the server's (test) clock; the clock is moved by whole 30-second steps.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { callRoute, type ApiResponse } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, login } from '../support/accounts.js';
import { charityRow, createUserCharity, userActor } from '../support/catalog.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const STEP_MS = 30_000;
const codeAt = (secret: string, server: TestServer) => generate({ secret, epoch: Math.floor(server.clock.now() / 1000) });
const countRows = async (s: TestServer, table: string) => Number((await s.db(table).count({ n: '*' }).first())!.n);
const countSessionsOf = async (s: TestServer, userId: number) => Number((await s.db('sessions').where({ user_id: userId }).count({ n: '*' }).first())!.n);

const adminLogin = (s: TestServer, admin: { email: string; password: string }) =>
  callRoute(s.url, API_ROUTES.adminLogin, {}, { body: { login: admin.email, password: admin.password } });
const secondStep = (s: TestServer, challenge: string, code: string) =>
  callRoute(s.url, API_ROUTES.adminLoginTwoFactor, {}, { body: { challenge, code } });

function expectCodeRefused(response: ApiResponse, code = 'TWO_FACTOR_CODE_INVALID') {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.error.code).toBe(code);
  expect(response.body.error.message).toMatch(/\S/);
}

/** An admin who turned two-factor login on through the API: their secret, recovery codes and a session. */
async function adminWithTwoFactor(s: TestServer) {
  const admin = await createAdminAccount(s);
  const token = (await adminLogin(s, admin)).body.access_token as string;
  const setup = await callRoute(s.url, API_ROUTES.adminTwoFactorSetup, {}, { token });
  expect(setup.status).toBe(200);
  const confirmed = await callRoute(s.url, API_ROUTES.adminTwoFactorConfirm, {}, { token, body: { code: await codeAt(setup.body.secret, s) } });
  expect(confirmed.status).toBe(200);
  s.clock.advance(STEP_MS); // the confirming code's step is used up
  return { ...admin, token, secret: setup.body.secret as string, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

/** The password step, which must answer a challenge and open no session. */
async function challengeOf(s: TestServer, admin: { email: string; password: string }): Promise<string> {
  const sessions = await countRows(s, 'sessions');
  const response = await adminLogin(s, admin);
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ two_factor_required: true, challenge: expect.any(String), expires_at: Math.floor(s.clock.now() / 1000) + 300 });
  expect(await countRows(s, 'sessions')).toBe(sessions);
  return response.body.challenge;
}

describe('two-factor login of admins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('when an admin sets it up, then the secret is shown once with its QR code, stored sealed, and works only after a right code', async () => {
    const admin = await createAdminAccount(server);
    const token = await login(server, admin.email, admin.password);

    const setup = await callRoute(server.url, API_ROUTES.adminTwoFactorSetup, {}, { token });

    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(setup.body.otpauth_url).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
    const stored = JSON.stringify(await server.db('staff_two_factor').select());
    expect(stored).not.toContain(setup.body.secret);
    const status = await callRoute(server.url, API_ROUTES.adminTwoFactor, {}, { token });
    expect(status.body).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    expect(JSON.stringify(status.body)).not.toContain(setup.body.secret);

    expectCodeRefused(await callRoute(server.url, API_ROUTES.adminTwoFactorConfirm, {}, { token, body: { code: '000000' } }));
    expect((await callRoute(server.url, API_ROUTES.adminTwoFactor, {}, { token })).body.enabled).toBe(false);
    // Not enabled yet: the password alone still opens the panel.
    expect((await adminLogin(server, admin)).body.access_token).toEqual(expect.any(String));

    const confirmed = await callRoute(server.url, API_ROUTES.adminTwoFactorConfirm, {}, { token, body: { code: await codeAt(setup.body.secret, server) } });

    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{5}(-[0-9a-f]{5}){3}$/);
    const hashes = JSON.stringify(await server.db('staff_recovery_codes').select());
    for (const code of codes) expect(hashes).not.toContain(code.replace(/-/g, ''));
    expect((await callRoute(server.url, API_ROUTES.adminTwoFactor, {}, { token })).body).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    const audit = await server.db('audit_log').where({ action: 'user.two_factor_enable' }).first();
    expect(audit).toMatchObject({ actor_email: admin.email, entity_type: 'user' });
    expect(JSON.stringify(audit)).not.toContain(setup.body.secret);
    // Once enabled, the secret is never shown again: a new set-up is refused.
    expect((await callRoute(server.url, API_ROUTES.adminTwoFactorSetup, {}, { token })).status).toBe(409);
  });

  it('when an admin with two-factor login gives the password, then only the right code opens a session, once', async () => {
    const admin = await adminWithTwoFactor(server);
    const challenge = await challengeOf(server, admin);

    expectCodeRefused(await secondStep(server, challenge, '000000'));
    const sessions = await countRows(server, 'sessions');
    const opened = await secondStep(server, challenge, await codeAt(admin.secret, server));

    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ access_token: expect.any(String), expires_at: expect.any(Number), admin: true });
    expect(await countRows(server, 'sessions')).toBe(sessions + 1);
    expect((await callRoute(server.url, API_ROUTES.adminUsers, {}, { token: opened.body.access_token })).status).toBe(200);
    // The challenge is used up.
    server.clock.advance(STEP_MS);
    expectCodeRefused(await secondStep(server, challenge, await codeAt(admin.secret, server)), 'TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('when the password is given at the user login, then no admin session is opened without the code', async () => {
    const admin = await adminWithTwoFactor(server);
    const sessions = await countRows(server, 'sessions');

    const response = await callRoute(server.url, API_ROUTES.userLogin, {}, { body: { login: admin.email, password: admin.password } });

    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('TWO_FACTOR_REQUIRED');
    expect(await countRows(server, 'sessions')).toBe(sessions);
  });

  it('when a used code is sent again within its window, then it is refused; the next step’s code works', async () => {
    const admin = await adminWithTwoFactor(server);
    server.clock.advance(STEP_MS - (server.clock.now() % STEP_MS)); // the start of a step, so one more second stays in it
    const code = await codeAt(admin.secret, server);
    expect((await secondStep(server, await challengeOf(server, admin), code)).status).toBe(200);

    server.clock.advance(1000); // the same time step: the same code is still what the app shows
    expect(await codeAt(admin.secret, server)).toBe(code);
    expectCodeRefused(await secondStep(server, await challengeOf(server, admin), code));

    server.clock.advance(STEP_MS);
    expect((await secondStep(server, await challengeOf(server, admin), await codeAt(admin.secret, server))).status).toBe(200);
  });

  it('when a recovery code is used, then it opens one session and never another', async () => {
    const admin = await adminWithTwoFactor(server);
    const [code] = admin.recoveryCodes;

    const first = await secondStep(server, await challengeOf(server, admin), ` ${code!.toUpperCase()} `);
    const again = await secondStep(server, await challengeOf(server, admin), code!);

    expect(first.status).toBe(200);
    expect(first.body.admin).toBe(true);
    expectCodeRefused(again);
    expect((await callRoute(server.url, API_ROUTES.adminTwoFactor, {}, { token: first.body.access_token })).body.recovery_codes_left).toBe(9);
    expect(await server.db('audit_log').where({ action: 'user.two_factor_recovery_code', actor_email: admin.email }).first()).toBeDefined();
  });

  it('when the code comes after the challenge expired, then the login must start again', async () => {
    const admin = await adminWithTwoFactor(server);
    const challenge = await challengeOf(server, admin);

    server.clock.advance(5 * 60 * 1000 + 1);

    expectCodeRefused(await secondStep(server, challenge, await codeAt(admin.secret, server)), 'TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('when an admin turns it off, then a current code is needed, the change is audited and the password alone works again', async () => {
    const admin = await adminWithTwoFactor(server);

    expectCodeRefused(await callRoute(server.url, API_ROUTES.adminTwoFactorDisable, {}, { token: admin.token, body: { code: '000000' } }));
    expect((await adminLogin(server, admin)).body.two_factor_required).toBe(true);
    const disabled = await callRoute(server.url, API_ROUTES.adminTwoFactorDisable, {}, { token: admin.token, body: { code: await codeAt(admin.secret, server) } });

    expect(disabled.status).toBe(204);
    const audit = await server.db('audit_log').where({ action: 'user.two_factor_disable', actor_email: admin.email }).first();
    expect(audit).toBeDefined();
    expect(await server.db('staff_recovery_codes').join('users', 'users.id', 'staff_recovery_codes.user_id').where('users.email', admin.email).first()).toBeUndefined();
    const session = await adminLogin(server, admin);
    expect(session.body).toEqual({ access_token: expect.any(String), expires_at: expect.any(Number), admin: true });
    expect((await callRoute(server.url, API_ROUTES.adminTwoFactorDisable, {}, { token: admin.token, body: { code: '123456' } })).status).toBe(409);
  });

  it('when an admin turns it on, then their other sessions, opened with the password alone, end; the one that turned it on stays', async () => {
    const admin = await createAdminAccount(server);
    const token = (await adminLogin(server, admin)).body.access_token as string;
    const other = (await adminLogin(server, admin)).body.access_token as string;
    const { id } = await server.db('users').where({ email: admin.email }).first('id');
    expect(await countSessionsOf(server, id)).toBe(2);
    const setup = await callRoute(server.url, API_ROUTES.adminTwoFactorSetup, {}, { token });

    const confirmed = await callRoute(server.url, API_ROUTES.adminTwoFactorConfirm, {}, { token, body: { code: await codeAt(setup.body.secret, server) } });

    expect(confirmed.status).toBe(200);
    expect(await countSessionsOf(server, id)).toBe(1);
    expect((await callRoute(server.url, API_ROUTES.userInfo, {}, { token: other })).status).toBe(401);
    expect((await callRoute(server.url, API_ROUTES.adminTwoFactor, {}, { token })).body.enabled).toBe(true);
  });

  it('when an admin ends every session of a member, then the member’s login waiting for its code ends too', async () => {
    const member = await adminWithTwoFactor(server);
    const { id } = await server.db('users').where({ email: member.email }).first('id');
    const challenge = await challengeOf(server, member);
    const boss = await createAdminAccount(server);
    const token = (await adminLogin(server, boss)).body.access_token as string;
    expect(await server.db('staff_login_challenges').where({ user_id: id })).toHaveLength(1);

    const ended = await callRoute(server.url, API_ROUTES.adminUserSessionsEnd, { id }, { token });

    expect(ended.status).toBe(204);
    expect(await server.db('staff_login_challenges').where({ user_id: id })).toEqual([]);
    expect(await countSessionsOf(server, id)).toBe(0);
    expectCodeRefused(await secondStep(server, challenge, await codeAt(member.secret, server)), 'TWO_FACTOR_CHALLENGE_INVALID');
  });
});

describe('wrong two-factor codes are limited per account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_ACCOUNT_FAILURES: '3' });
  });
  afterAll(() => server.close());

  it('when an account gets three wrong codes, then even the right one waits (429), and another account is not slowed', async () => {
    const admin = await adminWithTwoFactor(server);
    const other = await adminWithTwoFactor(server);
    const challenge = await challengeOf(server, admin);
    for (let i = 0; i < 3; i += 1) expectCodeRefused(await secondStep(server, challenge, '000000'));

    const refused = await secondStep(server, challenge, await codeAt(admin.secret, server));

    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await secondStep(server, await challengeOf(server, other), await codeAt(other.secret, server))).status).toBe(200);
    // Setting it up or turning it off counts against the same account.
    expect((await callRoute(server.url, API_ROUTES.adminTwoFactorDisable, {}, { token: admin.token, body: { code: await codeAt(admin.secret, server) } })).status).toBe(429);
    server.clock.advance(Number(refused.headers.get('retry-after')) * 1000);
    expect((await secondStep(server, challenge, await codeAt(admin.secret, server))).status).toBe(200);
  });
});

describe('REQUIRE_ADMIN_2FA=1', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ REQUIRE_ADMIN_2FA: '1' });
  });
  afterAll(() => server.close());

  it('when an admin has no two-factor login, then every admin route but its set-up answers TWO_FACTOR_SETUP_REQUIRED until they turn it on', async () => {
    const admin = await createAdminAccount(server);
    const user = await createActiveUser(server);
    const token = (await adminLogin(server, admin)).body.access_token as string;

    for (const route of [API_ROUTES.adminUsers, API_ROUTES.adminAudit, API_ROUTES.payments]) {
      const refused = await callRoute(server.url, route, {}, { token });
      expect(refused.status, route.path).toBe(403);
      expect(refused.body.error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    }
    expect((await callRoute(server.url, API_ROUTES.userInfo, {}, { token })).status).toBe(200);
    expect((await callRoute(server.url, API_ROUTES.userInfo, {}, { token: await login(server, user.email, user.password) })).status).toBe(200);
    expect((await callRoute(server.url, API_ROUTES.adminTwoFactor, {}, { token })).body).toEqual({ enabled: false, required: true, recovery_codes_left: 0 });

    const setup = await callRoute(server.url, API_ROUTES.adminTwoFactorSetup, {}, { token });
    const confirmed = await callRoute(server.url, API_ROUTES.adminTwoFactorConfirm, {}, { token, body: { code: await codeAt(setup.body.secret, server) } });

    expect(confirmed.status).toBe(200);
    expect((await callRoute(server.url, API_ROUTES.adminUsers, {}, { token })).status).toBe(200);
  });

  it('when a moderator without it acts on someone else’s fundraiser, then the staff powers of owner routes wait for two-factor login too', async () => {
    const moderator = await createAdminAccount(server, 'moderator');
    const owner = await userActor(server);
    const charity = await createUserCharity(server, owner);
    const before = await charityRow(server, charity.id);
    const token = (await adminLogin(server, moderator)).body.access_token as string;
    const edit = () => callRoute(server.url, API_ROUTES.charityUpdate, { id: charity.id }, { token, body: { title: 'Zbiórka zmieniona przez moderatora' } });

    for (const refused of [
      await edit(),
      await callRoute(server.url, API_ROUTES.charityPreview, { name: String(charity.id) }, { token }),
      await callRoute(server.url, API_ROUTES.charityRevisions, { id: charity.id }, { token }),
    ]) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    }
    expect(await charityRow(server, charity.id)).toEqual(before);
    // Their own fundraiser they edit as its owner, without staff powers.
    const mine = await createUserCharity(server, { id: 0, token });
    const own = await callRoute(server.url, API_ROUTES.charityUpdate, { id: mine.id }, { token, body: { title: 'Moja własna zbiórka' } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await charityRow(server, mine.id)).title).toBe('Moja własna zbiórka');

    const setup = await callRoute(server.url, API_ROUTES.adminTwoFactorSetup, {}, { token });
    expect((await callRoute(server.url, API_ROUTES.adminTwoFactorConfirm, {}, { token, body: { code: await codeAt(setup.body.secret, server) } })).status).toBe(200);

    const edited = await edit();
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await charityRow(server, charity.id)).title).toBe('Zbiórka zmieniona przez moderatora');
    expect((await callRoute(server.url, API_ROUTES.charityRevisions, { id: charity.id }, { token })).status).toBe(200);
  });
});
