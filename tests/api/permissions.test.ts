import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath, serverPaths, type ApiRoute } from '@zlota/shared/api-routes';
import { SESSION_TTL_SECONDS } from '@zlota/shared/constants';
import { call, callRoute, type ApiResponse } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, login } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Every protected route of the table, at every path the server answers it: a route added later is covered.
const PROTECTED = Object.entries(API_ROUTES as Record<string, ApiRoute>)
  .filter(([, route]) => route.auth !== 'public')
  .flatMap(([name, route]) => serverPaths(route).map((template) => ({ name, route, template })));
const ADMIN_ONLY = PROTECTED.filter(({ route }) => route.auth === 'admin');

let server: TestServer;
let target: { id: number; email: string; password: string };
let admin: { email: string; password: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdminAccount(server);
  target = await createActiveUser(server);
});
afterAll(() => server.close());

/** Every `:param` is the id of a real user, so a refusal is never a 404 in disguise. */
const pathOf = (template: string) => {
  const params = Object.fromEntries([...template.matchAll(/:([A-Za-z_]+)/g)].map(([, key]) => [key!, target.id]));
  return apiPath({ method: 'GET', path: template, auth: 'public' }, params);
};
const send = (entry: (typeof PROTECTED)[number], authorization?: string) =>
  call(server.url, entry.route.method, pathOf(entry.template), authorization ? { headers: { authorization } } : {});

function expectUnauthorized(response: ApiResponse) {
  expect(response.status).toBe(401);
  expect(response.body).toEqual({ name: 'Unauthorized', error: { code: 'UNAUTHORIZED', message: expect.stringMatching(/\S/) } });
}

/** The target account is untouched by every refused call: still there, still active. */
async function expectTargetUntouched() {
  const row = await server.db('users').where({ id: target.id }).first();
  expect(row).toBeDefined();
  expect(Boolean(row.is_active)).toBe(true);
}

/** A token of a normal user or an admin, whichever the route demands. */
const tokenFor = (route: ApiRoute) =>
  route.auth === 'admin' ? login(server, admin.email, admin.password) : login(server, target.email, target.password);

describe('the protected routes of the table', () => {
  it('are found in API_ROUTES, including admin routes', () => {
    expect(PROTECTED.length).toBeGreaterThan(0);
    expect(ADMIN_ONLY.length).toBeGreaterThan(0);
    expect(PROTECTED.map((e) => e.name)).toContain('userInfo');
  });
});

describe('when the request has no token', () => {
  it.each(PROTECTED)('then $route.method $template answers 401 Unauthorized', async (entry) => {
    expectUnauthorized(await send(entry));
    await expectTargetUntouched();
  });
});

describe('when a normal user calls an admin route', () => {
  let userToken: string;
  beforeAll(async () => {
    userToken = await login(server, target.email, target.password);
  });

  it.each(ADMIN_ONLY)('then $route.method $template answers 403 FORBIDDEN', async (entry) => {
    const response = await send(entry, `Bearer ${userToken}`);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: { code: 'FORBIDDEN', message: expect.stringMatching(/\S/) } });
    await expectTargetUntouched();
    expect((await callRoute(server.url, API_ROUTES.userInfo, {}, { token: userToken })).status).toBe(200);
  });
});

describe('when the token is forged', () => {
  const forgeries = [
    { kind: 'random well-formed token', header: () => `Bearer ${randomBytes(32).toString('base64url')}` },
    { kind: 'too short token', header: () => 'Bearer abc' },
    { kind: 'token with forbidden characters', header: () => `Bearer ${'a'.repeat(30)}' OR '1'='1` },
    { kind: 'empty bearer', header: () => 'Bearer ' },
    { kind: 'basic credentials', header: () => `Basic ${Buffer.from(`${admin.email}:${admin.password}`).toString('base64')}` },
  ];
  const cases = PROTECTED.flatMap((entry) => forgeries.map((forgery) => ({ ...entry, ...forgery })));

  it.each(cases)('($kind), then $route.method $template answers 401 Unauthorized', async (entry) => {
    expectUnauthorized(await send(entry, entry.header()));
    await expectTargetUntouched();
  });

  it.each(PROTECTED)('(a real token with one character changed), then $route.method $template answers 401', async (entry) => {
    const real = await tokenFor(entry.route);
    const forged = real.slice(0, -1) + (real.endsWith('A') ? 'B' : 'A');
    expectUnauthorized(await send(entry, `Bearer ${forged}`));
    await expectTargetUntouched();
  });
});

describe('when the token was revoked by POST /admin/logout', () => {
  it.each(PROTECTED)('then $route.method $template answers 401 Unauthorized', async (entry) => {
    const token = await tokenFor(entry.route);
    const logout = await callRoute(server.url, API_ROUTES.logout, {}, { token });
    expect(logout.status).toBe(204);

    expectUnauthorized(await send(entry, `Bearer ${token}`));
    await expectTargetUntouched();
  });
});

// Last: it moves the server's clock forward for the rest of the file.
describe('when the token has expired (24 h later)', () => {
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    for (const entry of PROTECTED) {
      const token = await tokenFor(entry.route);
      expect((await callRoute(server.url, API_ROUTES.userInfo, {}, { token })).status).toBe(200); // alive before
      tokens.set(`${entry.route.method} ${entry.template}`, token);
    }
    await expectTargetUntouched();
    server.clock.advance(SESSION_TTL_SECONDS * 1000 + 1000);
  });

  it.each(PROTECTED)('then $route.method $template answers 401 Unauthorized', async (entry) => {
    expectUnauthorized(await send(entry, `Bearer ${tokens.get(`${entry.route.method} ${entry.template}`)}`));
    await expectTargetUntouched();
  });
});
