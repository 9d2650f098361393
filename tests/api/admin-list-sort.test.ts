import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { API_MESSAGES } from '@zlota/shared/messages';
import { createActiveUser } from '../support/accounts.js';
import { insertPayments, paymentSeed } from '../support/admin-payments.js';
import { callRoute, withQuery } from '../support/api-client.js';
import { useApiServer } from '../support/api-server.js';
import { createAdminCharity, expectError, uniqueWord } from '../support/catalog.js';

// Issue 36 item 2: every paginated admin list sorts on the server, `?sort=column&order=asc|desc` from the list's own
// whitelist, the id breaking ties, so page 1 and page 2 of a sorted list together hold the first rows of the whole list.

const portal = useApiServer();
type Route = (typeof API_ROUTES)[keyof typeof API_ROUTES];

const rowsOf = async (route: Route, query: Record<string, string | number>) => {
  const response = await callRoute(portal.server.url, withQuery(route, query), {}, { token: portal.admin.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Array<Record<string, unknown>>;
};
/** Two pages of two rows each, in the asked order. */
const twoPages = async (route: Route, query: Record<string, string | number>, size: 'size' | 'limit' = 'size') => {
  const paged = (page: number): Record<string, number> => (size === 'size' ? { size: 2, page } : { limit: 2, offset: (page - 1) * 2 });
  return [...(await rowsOf(route, { ...query, ...paged(1) })), ...(await rowsOf(route, { ...query, ...paged(2) }))];
};

describe('payments sort on the server', () => {
  let charityId: number;
  beforeAll(async () => {
    charityId = (await createAdminCharity(portal.server, portal.admin)).id;
    // Amounts that compare differently as text ("26,25" < "26,50" < "26,00" is wrong) and in an order unlike the ids.
    await insertPayments(
      portal.server.db,
      [2625, 112_000_00, 2600, 2650, 99, 2600].map((amount, index) => paymentSeed(charityId, { amount, created_at: Date.UTC(2026, 2, 5, 12, index) })),
    );
  });

  it('when sorted by amount, descending, then the pages follow the amounts of every row, ties by the newest id', async () => {
    const rows = await twoPages(API_ROUTES.payments, { charity_id: charityId, sort: 'amount', order: 'desc' }, 'limit');
    expect(rows.map((row) => row.amount)).toEqual([112_000, 26.5, 26.25, 26]);
    const ties = await rowsOf(API_ROUTES.payments, { charity_id: charityId, sort: 'amount', order: 'asc' });
    expect(ties.map((row) => row.amount)).toEqual([0.99, 26, 26, 26.25, 26.5, 112_000]);
  });

  it('when no sort is asked, then the newest come first, as before', async () => {
    const rows = await rowsOf(API_ROUTES.payments, { charity_id: charityId, limit: 3 });
    expect(rows.map((row) => row.amount)).toEqual([26, 0.99, 26.5]);
  });
});

describe('users and the needy sort on the server', () => {
  it('when users are sorted by e-mail, then both pages follow it over every matching account', async () => {
    const word = uniqueWord('sort');
    for (const letter of ['d', 'a', 'c', 'b', 'e']) await createActiveUser(portal.server, { email: `${letter}.${word}@example.pl`, username: `${word}_${letter}` });
    const desc = await twoPages(API_ROUTES.adminUsers, { q: word, sort: 'email', order: 'desc' });
    expect(desc.map((user) => String(user.email).charAt(0))).toEqual(['e', 'd', 'c', 'b']);
    const asc = await twoPages(API_ROUTES.adminUsers, { q: word, sort: 'username', order: 'asc' });
    expect(asc.map((user) => String(user.username).slice(-1))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('when the needy are sorted by town, then both pages follow it', async () => {
    const word = uniqueWord('miasto');
    for (const [surname, city] of [['Adamczyk', 'Zabrze'], ['Bąk', 'Kraków'], ['Cichy', 'Opole'], ['Dudek', 'Bytom'], ['Ekiert', 'Gdańsk']]) {
      const created = await callRoute(portal.server.url, API_ROUTES.needyCreate, {}, {
        token: portal.admin.token,
        body: { name: word, surname, city, contact: '', notes: '' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const rows = await twoPages(API_ROUTES.needyList, { q: word, sort: 'city', order: 'desc' });
    expect(rows.map((row) => row.city)).toEqual(['Zabrze', 'Opole', 'Kraków', 'Gdańsk']);
    const bySurname = await twoPages(API_ROUTES.needyList, { q: word, sort: 'surname', order: 'desc' });
    expect(bySurname.map((row) => row.surname)).toEqual(['Ekiert', 'Dudek', 'Cichy', 'Bąk']);
  });
});

describe('the audit log sorts on the server', () => {
  it('when sorted by action, ascending, then both pages follow it, equal actions by id', async () => {
    const entityId = 900_000 + Math.floor(Math.random() * 90_000);
    const at = Date.UTC(2026, 2, 5, 12);
    const actions = ['user.deactivate', 'user.activate', 'user.delete', 'user.activate', 'user.grant_admin'];
    await portal.server.db('audit_log').insert(actions.map((action, index) => ({ at: at + index, action, entity_type: 'user', entity_id: entityId, actor_id: null, actor_email: null })));
    const rows = await twoPages(API_ROUTES.adminAudit, { entity_type: 'user', entity_id: entityId, sort: 'action', order: 'asc' });
    expect(rows.map((row) => row.action)).toEqual(['user.activate', 'user.activate', 'user.deactivate', 'user.delete']);
    expect(Number(rows[0]!.id)).toBeLessThan(Number(rows[1]!.id));
    const newest = await rowsOf(API_ROUTES.adminAudit, { entity_type: 'user', entity_id: entityId, size: 1 });
    expect(newest.map((row) => row.action)).toEqual(['user.grant_admin']);
  });
});

describe('a sort the list does not have is refused', () => {
  const refused: Array<[string, Route, Record<string, string>]> = [
    ['payments by a column outside the whitelist', API_ROUTES.payments, { sort: 'donor_email' }],
    ['payments in a third order', API_ROUTES.payments, { sort: 'amount', order: 'up' }],
    ['users by their password', API_ROUTES.adminUsers, { sort: 'password_hash' }],
    ['the needy by a private note', API_ROUTES.needyList, { sort: 'notes' }],
    ['the audit log by SQL', API_ROUTES.adminAudit, { sort: 'at; DROP TABLE audit_log' }],
    ['fundraisers by their owner', API_ROUTES.adminCharities, { sort: 'owner_id' }],
  ];
  it.each(refused)('%s: 400 SORT_UNKNOWN, said in Polish', async (_name, route, query) => {
    const response = await callRoute(portal.server.url, withQuery(route, query), {}, { token: portal.admin.token });
    expectError(response, 400, 'SORT_UNKNOWN', API_MESSAGES.sortUnknown);
  });
});
