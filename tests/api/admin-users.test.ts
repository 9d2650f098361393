import { API_MESSAGES } from '@zlota/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { UserInfo } from '@zlota/shared/entities';
import { call, callRoute, type ApiResponse } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, login, signUpBody } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createAdminAccount(server);
  adminToken = await login(server, admin.email, admin.password);
  adminId = (await server.db('users').where({ email: admin.email }).first('id')).id;
});
afterAll(() => server.close());

const asAdmin = (route: (typeof API_ROUTES)[keyof typeof API_ROUTES], params: Record<string, string | number> = {}) =>
  callRoute(server.url, route, params, { token: adminToken });
const userRow = (id: number) => server.db('users').where({ id }).first();
const sessionCount = async (userId: number) =>
  Number((await server.db('sessions').where({ user_id: userId }).count({ n: '*' }).first())?.n ?? 0);
const loginAttempt = (login: string, password: string) =>
  callRoute(server.url, API_ROUTES.userLogin, {}, { body: { login, password } });
const userInfoWith = (token: string) => callRoute(server.url, API_ROUTES.userInfo, {}, { token });

function expectError(response: ApiResponse, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ error: { code, message: expect.stringMatching(/\S/) } });
}

/** Signs up without following the e-mail link: the account stays inactive. */
async function createInactiveUser() {
  const body = signUpBody();
  const response = await callRoute(server.url, API_ROUTES.signUp, {}, { body });
  expect(response.status).toBe(201);
  return { id: response.body.id as number, email: body.email, password: body.password };
}

describe('GET /api/admin/users', () => {
  it('when a page is asked for with limit and offset, then only that slice comes, in the same order', async () => {
    await createActiveUser(server);
    await createActiveUser(server);
    const ids = (await server.db('users').select('id').orderBy('id')).map((row) => row.id);
    const page = await call(server.url, 'GET', '/api/admin/users?limit=2&offset=1', { token: adminToken });
    expect(page.status).toBe(200);
    expect((page.body as UserInfo[]).map((user) => user.id)).toEqual(ids.slice(1, 3));
    expectError(await call(server.url, 'GET', '/api/admin/users?limit=0', { token: adminToken }), 400, 'VALIDATION');
  });

  it('when an admin asks, then every user is listed as UserInfo without a password hash', async () => {
    const active = await createActiveUser(server);
    const inactive = await createInactiveUser();

    const response = await asAdmin(API_ROUTES.adminUsers);

    expect(response.status).toBe(200);
    const users = response.body as UserInfo[];
    const rows = await server.db('users').select('id').orderBy('id');
    expect(users.map((u) => u.id)).toEqual(rows.map((r) => r.id));
    const keys = ['created_at', 'email', 'email_verified', 'id', 'is_active', 'is_admin', 'name', 'phone', 'staff_role', 'surname', 'username'];
    for (const user of users) expect(Object.keys(user).sort()).toEqual(keys);
    expect(JSON.stringify(response.body)).not.toMatch(/password|\$argon2/);
    expect(users.find((u) => u.id === adminId)).toMatchObject({ is_admin: true, is_active: true });
    expect(users.find((u) => u.id === active.id)).toMatchObject({
      email: active.email, username: active.username, is_admin: false, is_active: true, email_verified: true,
    });
    expect(users.find((u) => u.id === inactive.id)).toMatchObject({ is_active: false, email_verified: false });
    for (const user of users) expect(new Date(user.created_at).toISOString()).toBe(user.created_at);
  });
});

describe('POST /api/admin/user/{id}/activate', () => {
  it('when an inactive signed-up user is activated, then the account is active and can log in', async () => {
    const user = await createInactiveUser();
    const refused = await loginAttempt(user.email, user.password);
    expectError(refused, 403, 'ACCOUNT_INACTIVE');
    expect(refused.body.error.message).toBe(API_MESSAGES.accountInactive);

    const response = await asAdmin(API_ROUTES.adminActivateUser, { id: user.id });

    expect(response.status).toBe(204);
    expect(Boolean((await userRow(user.id)).is_active)).toBe(true);
    const token = await login(server, user.email, user.password);
    expect((await userInfoWith(token)).body).toMatchObject({ id: user.id, is_active: true });
  });
});

describe('POST /api/admin/user/{id}/deactivate', () => {
  it('when a user is deactivated, then the existing tokens answer 401 and login answers 403 ACCOUNT_INACTIVE', async () => {
    const user = await createActiveUser(server);
    const first = await login(server, user.email, user.password);
    const second = await login(server, user.username, user.password);
    expect((await userInfoWith(first)).status).toBe(200);

    const response = await asAdmin(API_ROUTES.adminDeactivateUser, { id: user.id });

    expect(response.status).toBe(204);
    expect(Boolean((await userRow(user.id)).is_active)).toBe(false);
    expect(await sessionCount(user.id)).toBe(0);
    for (const token of [first, second]) {
      const info = await userInfoWith(token);
      expectError(info, 401, 'UNAUTHORIZED');
      expect(info.body.name).toBe('Unauthorized');
    }
    // Issue 36 item 6: the person is told the foundation turned the account off and how to reach it, not to click an activation link.
    const refused = await loginAttempt(user.email, user.password);
    expectError(refused, 403, 'ACCOUNT_INACTIVE');
    expect(refused.body.error.message).toBe(API_MESSAGES.accountDeactivated);
  });

  it('when the admin deactivates itself, then it answers 409 CONFLICT and the admin stays active and logged in', async () => {
    const response = await asAdmin(API_ROUTES.adminDeactivateUser, { id: adminId });

    expectError(response, 409, 'CONFLICT');
    expect(Boolean((await userRow(adminId)).is_active)).toBe(true);
    expect((await asAdmin(API_ROUTES.adminUsers)).status).toBe(200);
  });
});

describe('DELETE /api/admin/user/{id}', () => {
  it('when a user is deleted, then it answers 204, the row and its sessions are gone and its token answers 401', async () => {
    const user = await createActiveUser(server);
    const token = await login(server, user.email, user.password);
    expect(await sessionCount(user.id)).toBe(1);
    const others = await server.db('users').whereNot({ id: user.id }).count({ n: '*' }).first();

    const response = await asAdmin(API_ROUTES.adminDeleteUser, { id: user.id });

    expect(response.status).toBe(204);
    expect(response.body).toBe('');
    expect(await userRow(user.id)).toBeUndefined();
    expect(await sessionCount(user.id)).toBe(0);
    expect(await server.db('user_tokens').where({ user_id: user.id }).first()).toBeUndefined();
    expect(Number((await server.db('users').count({ n: '*' }).first())?.n)).toBe(Number(others?.n));
    const info = await userInfoWith(token);
    expectError(info, 401, 'UNAUTHORIZED');
    expect(info.body.name).toBe('Unauthorized');
    expectError(await loginAttempt(user.email, user.password), 401, 'INVALID_CREDENTIALS');
  });

  it('when the admin deletes itself, then it answers 409 CONFLICT and the admin is still there', async () => {
    const response = await asAdmin(API_ROUTES.adminDeleteUser, { id: adminId });

    expectError(response, 409, 'CONFLICT');
    expect(await userRow(adminId)).toMatchObject({ id: adminId });
    expect(await sessionCount(adminId)).toBeGreaterThan(0);
  });

  it('when a deleted user is deleted again, then it answers 404 NOT_FOUND', async () => {
    const user = await createActiveUser(server);
    expect((await asAdmin(API_ROUTES.adminDeleteUser, { id: user.id })).status).toBe(204);

    expectError(await asAdmin(API_ROUTES.adminDeleteUser, { id: user.id }), 404, 'NOT_FOUND');
  });
});

describe('unknown or malformed user ids', () => {
  const idRoutes = [API_ROUTES.adminDeleteUser, API_ROUTES.adminActivateUser, API_ROUTES.adminDeactivateUser];

  it.each(idRoutes)('when $method $path names no user, then it answers 404 NOT_FOUND and changes nothing', async (route) => {
    const before = await server.db('users').select('id', 'is_active').orderBy('id');
    const unknownId = Number(before.at(-1)!.id) + 1000;

    expectError(await asAdmin(route, { id: unknownId }), 404, 'NOT_FOUND');
    expect(await server.db('users').select('id', 'is_active').orderBy('id')).toEqual(before);
  });

  const badIds = ['abc', '-1', '1.5', '0', '1e400', ' ', '1;DROP TABLE users', '99999999999999999999'];
  const cases = idRoutes.flatMap((route) => badIds.map((id) => ({ route, id })));

  it.each(cases)('when $route.method $route.path gets id $id, then it answers 400 or 404 in the error shape', async ({ route, id }) => {
    const before = await server.db('users').select('id', 'is_active').orderBy('id');

    const response = await asAdmin(route, { id });

    expect([400, 404]).toContain(response.status);
    expect(Object.keys(response.body)).toEqual(['error']);
    expect(response.body.error).toMatchObject({ code: expect.stringMatching(/^(VALIDATION|NOT_FOUND)$/), message: expect.stringMatching(/\S/) });
    expect(await server.db('users').select('id', 'is_active').orderBy('id')).toEqual(before);
  });

  for (const route of idRoutes) {
    it(`when ${route.method} ${route.path} gets an id past 2^31, then it answers 400 or 404, not 500`, async () => {
      const response = await asAdmin(route, { id: '2147483648' });
      expect([400, 404]).toContain(response.status);
      expect(response.body.error).toMatchObject({ code: expect.stringMatching(/^(VALIDATION|NOT_FOUND)$/) });
    });
  }
});
