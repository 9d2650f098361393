import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, serverPaths, type ApiRoute, type ApiRouteName } from '@zlota/shared/api-routes';
import { ERROR_CODES } from '@zlota/shared/errors';
import { call, callRoute } from '../support/api-client.js';
import { createActiveUser, unique } from '../support/accounts.js';
import { createAdminCharity } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

// A path's id is plain decimal digits naming a positive INTEGER, nothing else: every hostile spelling below would, read
// loosely (Number(), parseInt, a cast in SQL), name one of the records that exist here (1, 5, 8, 16, 100), or break
// the query. Each is sent to every `:id` route of the table, as an admin, with a body the route would accept.

const VICTIM_IDS = [5, 8, 16, 100] as const;
const HOSTILE_IDS = [
  '0x10', '0X10', '0b10000', '0o20', '1E2', '1e2', '+5', '%2B5', '%205', '5%20', '%09%35', '08', '016', '0', '-0', '-1', '-16',
  '1.0', '16.0', '16.', '.5e1', '1_6', '16%00', '%EF%BC%91%EF%BC%96', '2147483648', '4294967312', '99999999999999999999', 'Infinity',
];

const TABLES = ['users', 'charities', 'needy', 'payments', 'payment_configurations', 'audit_log', 'images', 'charity_reports', 'charity_updates'] as const;

/** A body each `:id` route accepts for a real record; a route added later must be added here. */
const BODIES: Partial<Record<ApiRouteName, unknown>> = {
  charityUpdate: { title: 'Tytuł zmieniony przez atak' },
  adminCharityModerate: { action: 'reject', note: 'Odrzucona przez identyfikator, który nie był liczbą.' },
  adminCharityRevisionReview: { action: 'reject', note: 'Odrzucone przez identyfikator, który nie był liczbą.' },
  needyUpdate: { name: 'Zmieniony', surname: 'Przez Atak', city: 'Gdańsk' },
  manualDonation: { amount: '100', method: 'cash', note: 'Wpłata wpisana pod cudzy identyfikator' },
  adminCharityPaymentConfiguration: { provider: 'sandbox' },
  adminUserRole: { role: 'viewer' },
  charityReport: { reason: 'fraud', description: 'Zgłoszenie wysłane pod identyfikator, który nie był liczbą.' },
  adminReportClose: { decision: 'charity_closed', note: 'Zamknięte przez identyfikator, który nie był liczbą.' },
  charityUpdateCreate: { body: '<p>Aktualność dopisana pod cudzy identyfikator.</p>' },
};

const ID_ROUTES = (Object.entries(API_ROUTES) as [ApiRouteName, ApiRoute][]).filter(([, route]) => route.path.includes(':id'));

const portal = useApiServer();

/** A copy of a row at a chosen id: the records a loose reading of a hostile id would reach. */
async function copyAt(table: string, sourceId: number, id: number, changes: Record<string, unknown> = {}) {
  const { search_vector: _generated, ...row } = await portal.server.db(table).where({ id: sourceId }).first();
  await portal.server.db(table).insert({ ...row, ...changes, id });
}

async function snapshot(): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) tables[table] = await portal.server.db(table).select().orderBy('id');
  return tables;
}

beforeAll(async () => {
  const user = await createActiveUser(portal.server);
  const charity = await createAdminCharity(portal.server, portal.admin);
  const reported = await callRoute(portal.server.url, API_ROUTES.charityReport, { id: charity.id }, { body: { reason: 'other', description: 'Zgłoszenie, którego kopie leżą pod innymi numerami.' } });
  expect(reported.status).toBe(201);
  const report = await portal.server.db('charity_reports').where({ charity_id: charity.id }).first('id');
  for (const id of VICTIM_IDS) {
    const name = `ofiara${id}${unique()}`;
    await copyAt('users', user.id, id, { email: `${name}@example.pl`, username: name, username_key: name });
    await copyAt('needy', charity.needy.id, id);
    await copyAt('charities', charity.id, id, { url: `zbiorka-${name}`, needy_id: id, owner_id: id });
    await copyAt('charity_reports', report.id, id, { charity_id: id });
  }
});

/** The route's /api path with the id written as it is, not encoded again. */
const pathWith = (route: ApiRoute, id: string) => serverPaths({ ...route, path: route.path.replace(':id', id) })[0]!;

describe('the routes of the table with an :id', () => {
  it('are found, and every one that takes a body has one here', () => {
    expect(ID_ROUTES.length).toBeGreaterThanOrEqual(15);
    const withBody = ID_ROUTES.filter(([name, route]) => ['PUT', 'PATCH'].includes(route.method) || (route.method === 'POST' && name in BODIES));
    expect(withBody.map(([name]) => name).sort()).toEqual(Object.keys(BODIES).sort());
  });
});

describe.each(ID_ROUTES)('%s with a hostile id', (name, route) => {
  it.each(HOSTILE_IDS)(`when the id is %s, then the answer is 400 or 404 in the error shape and no record changes`, async (id) => {
    const before = await snapshot();

    const response = await call(portal.server.url, route.method, pathWith(route, id), { token: portal.admin.token, body: BODIES[name] });

    expect([400, 404], `${route.method} ${pathWith(route, id)} → ${response.status} ${JSON.stringify(response.body)}`).toContain(response.status);
    expect(ERROR_CODES).toContain(response.body.error.code);
    expect(response.body.error.message).toMatch(/\p{L}/u);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a fundraiser by its slug or id', () => {
  it.each(HOSTILE_IDS)('when charity/%s is asked for, then no fundraiser answers', async (id) => {
    for (const route of [API_ROUTES.charity, API_ROUTES.charityPreview]) {
      const response = await call(portal.server.url, 'GET', pathWith({ ...route, path: route.path.replace(':name', ':id') }, id), { token: portal.admin.token });
      expect([400, 404], `${id} → ${JSON.stringify(response.body).slice(0, 200)}`).toContain(response.status);
      expect(ERROR_CODES).toContain(response.body.error.code);
    }
  });

  it('when its plain id is asked for, then that fundraiser answers', async () => {
    const response = await callRoute(portal.server.url, API_ROUTES.charity, { name: 16 });
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(16);
  });
});

describe('the same id written plainly', () => {
  it('when DELETE /api/admin/user/0x10 was refused, then DELETE /api/admin/user/16 deletes user 16, and only it', async () => {
    expect((await call(portal.server.url, 'DELETE', '/api/admin/user/0x10', { token: portal.admin.token })).status).toBe(404);
    expect(await portal.server.db('users').where({ id: 16 }).first()).toBeDefined();
    const others = await portal.server.db('users').whereNot({ id: 16 }).count({ n: '*' }).first();

    const response = await callRoute(portal.server.url, API_ROUTES.adminDeleteUser, { id: 16 }, { token: portal.admin.token });

    expect(response.status).toBe(204);
    expect(await portal.server.db('users').where({ id: 16 }).first()).toBeUndefined();
    expect(await portal.server.db('users').whereNot({ id: 16 }).count({ n: '*' }).first()).toEqual(others);
  });
});
