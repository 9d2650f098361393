import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, API_ROUTES, apiPath, serverPaths, STAFF_ROLES, type ApiRoute, type ApiRouteName, type StaffRole } from '@zlota/shared/api-routes';
import { SESSION_TTL_SECONDS } from '@zlota/shared/constants';
import { API_MESSAGES } from '@zlota/shared/messages';
import { call, callRoute, type ApiResponse } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, login } from '../support/accounts.js';
import { charityContent, declared, createAdminCharity, createUserCharity, needyContent, userActor, type Actor } from '../support/catalog.js';
import { tableFingerprint } from '../support/fuzz-fingerprint.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Spec §6 as a matrix: every route of the table, at every path the server answers it, against every kind of
// caller, each role of the foundation's team among them (issue 17). What each caller must get follows from the
// route's declared access level and roles alone, so a route added later is covered the day it is added (and it
// cannot be added without a level, nor a staff route without its roles: `route()` requires them).

const PRINCIPALS = [
  'anonymous',
  'forged token',
  'expired session',
  'revoked session',
  'deactivated user',
  'deleted user',
  'another user',
  'demoted admin',
  'user',
  'admin',
  'finance',
  'moderator',
  'viewer',
] as const;
type Principal = (typeof PRINCIPALS)[number];

/** The callers who are staff, by their role. */
const ROLE_OF: Partial<Record<Principal, StaffRole>> = { admin: 'admin', finance: 'finance', moderator: 'moderator', viewer: 'viewer' };

/** Callers without a live session: each broken session belonged to an admin, so only the break itself can refuse it. */
const NO_SESSION: Principal[] = ['anonymous', 'forged token', 'expired session', 'revoked session', 'deactivated user', 'deleted user'];

type Expected = 'unauthorized' | 'forbidden' | 'wrong role' | 'not theirs' | 'let through';

/**
 * The answer a caller must get from a route of this access level and roles. `user` owns the records owner routes
 * name; staff of the roles an owner route names act on records not theirs, other staff are strangers to them.
 */
function expected(route: ApiRoute, principal: Principal): Expected {
  if (route.auth === 'public') return 'let through';
  if (NO_SESSION.includes(principal)) return 'unauthorized';
  const role = ROLE_OF[principal];
  const roleLetsThrough = role !== undefined && route.roles.includes(role);
  if (route.auth === 'staff' || route.auth === 'admin') return roleLetsThrough ? 'let through' : role ? 'wrong role' : 'forbidden';
  if (route.auth === 'owner' && principal !== 'user' && !roleLetsThrough) return 'not theirs';
  return 'let through';
}

// Logging out ends the session of whoever calls it: it comes last, when no other route needs the sessions.
const ENTRIES = (Object.entries(API_ROUTES) as [ApiRouteName, ApiRoute][])
  .sort(([a], [b]) => Number(a === 'logout') - Number(b === 'logout'))
  .flatMap(([name, route]) => serverPaths(route).map((template) => ({ name, route, template })));

let server: TestServer;
/** The Authorization headers each caller sends; a forger tries several kinds of forgery. */
const headers = {} as Record<Principal, (string | undefined)[]>;
let params: (name: ApiRouteName) => Record<string, string | number>;
let bodies: Partial<Record<ApiRouteName, () => unknown>>;

/** An admin's session: the broken sessions are an admin's, whose account then loses what made the session valid. */
async function adminSession() {
  const admin = await createAdminAccount(server);
  const row = await server.db('users').where({ email: admin.email }).first('id');
  return { ...admin, id: Number(row.id), token: await login(server, admin.email, admin.password) };
}

beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminSession();
  const owner: Actor = await userActor(server);
  const other: Actor = await userActor(server);
  const asAdmin = (route: ApiRoute, id: number) => callRoute(server.url, route, { id }, { token: admin.token });

  // Expired: the session was opened a day and a minute ago, by the server's own clock.
  server.clock.advance(-(SESSION_TTL_SECONDS + 60) * 1000);
  const expired = await adminSession();
  server.clock.advance((SESSION_TTL_SECONDS + 60) * 1000);
  const revoked = await adminSession();
  expect((await callRoute(server.url, API_ROUTES.logout, {}, { token: revoked.token })).status).toBe(204);
  const deactivated = await adminSession();
  expect((await asAdmin(API_ROUTES.adminDeactivateUser, deactivated.id)).status).toBe(204);
  const deleted = await adminSession();
  expect((await asAdmin(API_ROUTES.adminDeleteUser, deleted.id)).status).toBe(204);
  const demoted = await adminSession();
  expect((await asAdmin(API_ROUTES.adminRevokeAdmin, demoted.id)).status).toBe(204);
  const live = await adminSession();
  const staff = async (role: StaffRole) => {
    const account = await createAdminAccount(server, role);
    return login(server, account.email, account.password);
  };
  const [finance, moderator, viewer] = [await staff('finance'), await staff('moderator'), await staff('viewer')];
  const bearer = (token: string) => `Bearer ${token}`;

  Object.assign(headers, {
    anonymous: [undefined],
    'forged token': [
      bearer(live.token.slice(0, -1) + (live.token.endsWith('A') ? 'B' : 'A')), // a live admin's token, one character changed
      bearer(randomBytes(32).toString('base64url')),
      'Bearer abc',
      `Bearer ${'a'.repeat(30)}' OR '1'='1`,
      'Bearer ',
      `Basic ${Buffer.from(`${admin.email}:${admin.password}`).toString('base64')}`,
    ],
    'expired session': [bearer(expired.token)],
    'revoked session': [bearer(revoked.token)],
    'deactivated user': [bearer(deactivated.token)],
    'deleted user': [bearer(deleted.token)],
    'another user': [bearer(other.token)],
    'demoted admin': [bearer(demoted.token)],
    user: [bearer(owner.token)],
    admin: [bearer(admin.token)],
    finance: [bearer(finance)],
    moderator: [bearer(moderator)],
    viewer: [bearer(viewer)],
  } satisfies Record<Principal, (string | undefined)[]>);

  // Real records behind every id, so a refusal is never a 404 in disguise; the ones a let-through call may
  // delete or change are throwaway records of their route alone.
  const charity = await createAdminCharity(server, admin);
  const throwawayCharity = await createAdminCharity(server, admin);
  const needyId = (await callRoute(server.url, API_ROUTES.needyCreate, {}, { token: admin.token, body: needyContent() })).body.id as number;
  const throwawayUser = await createActiveUser(server);
  const owned = {
    charityPreview: await createUserCharity(server, owner),
    charityUpdate: await createUserCharity(server, owner),
    userDeleteCharity: await createUserCharity(server, owner),
    charityUpdateCreate: await createUserCharity(server, owner, { submit: true }),
  };
  // Updates are posted to a published fundraiser of the owner; each delete call takes an update of its own.
  const approved = await callRoute(server.url, API_ROUTES.adminCharityModerate, { id: owned.charityUpdateCreate.id }, { token: admin.token, body: { action: 'approve' } });
  expect(approved.status).toBe(200);
  const updates: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const posted = await callRoute(server.url, API_ROUTES.charityUpdateCreate, { id: owned.charityUpdateCreate.id }, { token: owner.token, body: { body: `<p>Aktualność numer ${i} dla darczyńców.</p>` } });
    expect(posted.status).toBe(201);
    updates.push(posted.body.id as number);
  }
  const defaults = { id: charity.id, name: charity.url, term: 'pomoc', guid: randomUUID(), token: randomBytes(32).toString('base64url'), provider: 'payu', image: 'nieznany.webp', file: 'index.css', kind: 'statute', month: '2020-01' };
  const overrides: Partial<Record<ApiRouteName, Record<string, string | number>>> = {
    ...Object.fromEntries(
      (['adminDeleteUser', 'adminActivateUser', 'adminDeactivateUser', 'adminGrantAdmin', 'adminRevokeAdmin', 'adminUserSessions', 'adminUserSessionsEnd', 'adminUserRole'] as const).map((name) => [name, { id: throwawayUser.id }]),
    ),
    ...Object.fromEntries((['needy', 'needyUpdate', 'needyDelete', 'needyAnonymise'] as const).map((name) => [name, { id: needyId }])),
    charityDelete: { id: throwawayCharity.id },
    charityPreview: { name: owned.charityPreview.url },
    charityRevisions: { id: owned.charityPreview.id },
    charityUpdate: { id: owned.charityUpdate.id },
    userDeleteCharity: { id: owned.userDeleteCharity.id },
    charityUpdates: { id: owned.charityUpdateCreate.id },
    charityUpdateCreate: { id: owned.charityUpdateCreate.id },
    get charityUpdateDelete() {
      return { id: updates.shift() ?? 0 };
    },
  };
  params = (name) => ({ ...defaults, ...overrides[name] });
  // Writes get a body that would write if the guard let the caller through.
  bodies = {
    charityCreate: () => ({ ...charityContent(), needy_id: charity.needy.id }),
    charityCreateWithNeedy: () => ({ ...charityContent(), needy: needyContent() }),
    charityUpdate: () => ({ title: 'Przejęta zbiórka', needy: needyContent({ city: 'Radom' }) }),
    userCreateCharity: () => ({ ...charityContent(), needy: needyContent(), declarations: declared() }),
    needyCreate: () => needyContent({ name: 'Obcy' }),
    needyUpdate: () => needyContent({ city: 'Zmienione' }),
    adminSettings: () => ({ wheelchairs: 999 }),
    adminBannerOrder: () => ({ ids: [charity.id] }),
    adminUserRole: () => ({ role: 'finance' }),
    charityUpdateCreate: () => ({ body: '<p>Przejęta zbiórka: obca aktualność.</p>' }),
    updatesUnsubscribe: () => ({ token: `1.${'x'.repeat(20)}.${'y'.repeat(43)}` }),
    updatesConfirm: () => ({ token: 'x'.repeat(43) }),
  };
});
afterAll(() => server.close());

async function send(entry: (typeof ENTRIES)[number], principal: Principal): Promise<ApiResponse[]> {
  const answers: ApiResponse[] = [];
  for (const authorization of headers[principal]) {
    const body = bodies[entry.name]?.();
    const path = apiPath({ ...entry.route, path: entry.template }, params(entry.name));
    answers.push(await call(server.url, entry.route.method, path, { body, headers: authorization === undefined ? {} : { authorization } }));
  }
  return answers;
}

function expectAnswer(response: ApiResponse, expectation: Expected, where: string) {
  const seen = `${where} → ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
  const message = expect.stringMatching(/\S/);
  if (expectation === 'unauthorized') {
    expect.soft(response.status, seen).toBe(401);
    expect.soft(response.body, seen).toEqual({ name: 'Unauthorized', error: { code: 'UNAUTHORIZED', message } });
  } else if (expectation === 'forbidden') {
    expect.soft(response.status, seen).toBe(403);
    expect.soft(response.body, seen).toEqual({ error: { code: 'FORBIDDEN', message } });
  } else if (expectation === 'wrong role') {
    expect.soft(response.status, seen).toBe(403);
    expect.soft(response.body, seen).toEqual({ error: { code: 'ROLE_FORBIDDEN', message: API_MESSAGES.roleForbidden } });
  } else if (expectation === 'not theirs') {
    // 404, not 403: a refusal would tell a stranger that the record exists.
    expect.soft(response.status, seen).toBe(404);
    expect.soft(response.body, seen).toMatchObject({ error: { code: 'NOT_FOUND', message } });
  } else {
    expect.soft([401, 403], seen).not.toContain(response.status);
  }
}

describe('the route table', () => {
  it('declares an access level for every route, one the server has guards for', () => {
    for (const [name, route] of Object.entries(API_ROUTES)) expect(ACCESS_LEVELS, name).toContain(route.auth);
    const levels = new Set(Object.values(API_ROUTES).map((route) => route.auth));
    expect([...levels].sort()).toEqual([...ACCESS_LEVELS].sort());
  });

  it('lets the admin role do everything staff may, the viewer read every panel screen and write nothing but their own login', () => {
    // Each member of the team, a viewer too, secures their own login with a second step (issue 17).
    const ownLogin = new Set<string>(['adminTwoFactorSetup', 'adminTwoFactorConfirm', 'adminTwoFactorDisable']);
    for (const [name, route] of Object.entries(API_ROUTES)) {
      if (route.auth === 'public' || route.auth === 'user') expect(route.roles, name).toEqual([]);
      if (route.auth === 'staff' || route.auth === 'admin') expect(route.roles, name).toContain('admin');
      if (route.auth === 'staff') expect(route.roles.includes('viewer'), name).toBe(route.method === 'GET' || ownLogin.has(name));
      if (route.auth === 'owner' && route.method !== 'GET') expect(route.roles, name).not.toContain('viewer');
      for (const role of route.roles) expect(STAFF_ROLES, name).toContain(role);
    }
  });
});

describe.each(ENTRIES)('$route.method $template ($route.auth $route.roles)', (entry) => {
  const refused = PRINCIPALS.filter((principal) => expected(entry.route, principal) !== 'let through');
  const allowed = PRINCIPALS.filter((principal) => expected(entry.route, principal) === 'let through');

  if (refused.length) {
    it(`refuses ${refused.join(', ')}, and no row changes`, async () => {
      const before = await tableFingerprint(server);
      for (const principal of refused) {
        for (const answer of await send(entry, principal)) expectAnswer(answer, expected(entry.route, principal), principal);
      }
      expect(await tableFingerprint(server)).toEqual(before);
    });
  }

  it(`lets ${allowed.join(', ')} through`, async () => {
    // The owner comes last: an owner's call may delete the record, and the others' calls must still find it.
    for (const principal of [...allowed].sort((a, b) => Number(a === 'user') - Number(b === 'user'))) {
      const [response] = await send(entry, principal);
      expectAnswer(response!, 'let through', principal);
      if (entry.route.auth === 'owner' && principal === 'user') expect.soft(response!.status, `the owner → ${response!.status}`).not.toBe(404);
    }
  });
});
