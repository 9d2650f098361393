import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { AdminCharity } from '@zlota/shared/entities';
import { TOTAL_COUNT_HEADER } from '@zlota/shared/schemas/admin-lists';
import { callRoute, withQuery } from '../support/api-client.js';
import { createAdminCharity, createUserCharity, expectError, uniqueWord, userActor, type Actor } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();
let owner: Actor;
beforeAll(async () => {
  owner = await userActor(portal.server);
});

const list = async (query: Record<string, string | number | boolean>) => {
  const response = await callRoute(portal.server.url, withQuery(API_ROUTES.adminCharities, query), {}, { token: portal.admin.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { items: response.body as AdminCharity[], total: Number(response.headers.get(TOTAL_COUNT_HEADER)) };
};

describe('GET /api/admin/charity with search, filters, sorting and paging', () => {
  it('when staff search a word, then fundraisers of every status with it come, with their owners', async () => {
    const word = uniqueWord('wozek');
    const draft = await createUserCharity(portal.server, owner, { title: `Wózek dla Oli ${word}` });
    const active = await createAdminCharity(portal.server, portal.admin, { title: `Wózek dla Adama ${word}` });

    const found = await list({ q: word, size: 10 });

    expect(found.items.map((c) => c.id).sort()).toEqual([draft.id, active.id].sort());
    expect(found.total).toBe(2);
    const ownerEmail = (await portal.server.db('users').where({ id: owner.id }).first('email')).email;
    expect(found.items.find((c) => c.id === draft.id)).toMatchObject({ status: 'draft', owner: { id: owner.id, email: ownerEmail } });
    expect(found.items.find((c) => c.id === active.id)).toMatchObject({ status: 'active', owner: null });
  });

  it('when staff filter by status, owner and promotion, then only those come', async () => {
    const word = uniqueWord('filtr');
    const submitted = await createUserCharity(portal.server, owner, { title: `Zgłoszona ${word}`, submit: true });
    const promoted = await createAdminCharity(portal.server, portal.admin, { title: `Wyróżniona ${word}`, promoted: true, promoted_order: 1 });
    await createAdminCharity(portal.server, portal.admin, { title: `Zwykła ${word}` });

    expect((await list({ q: word, status: 'submitted' })).items.map((c) => c.id)).toEqual([submitted.id]);
    expect((await list({ q: word, owner_id: owner.id })).items.map((c) => c.id)).toEqual([submitted.id]);
    expect((await list({ q: word, promoted: true })).items.map((c) => c.id)).toEqual([promoted.id]);
    expect((await list({ q: word, promoted: false, size: 10 })).total).toBe(2);
  });

  it('when staff sort and page, then the pages follow the order and together hold every match once', async () => {
    const word = uniqueWord('strony');
    const created = [];
    for (const amount of [3000, 1000, 2000, 5000, 4000]) created.push(await createAdminCharity(portal.server, portal.admin, { title: `Cel ${amount} ${word}`, target_amount: amount }));

    const first = await list({ q: word, sort: 'target_amount', order: 'asc', size: 2, page: 1 });
    const second = await list({ q: word, sort: 'target_amount', order: 'asc', size: 2, page: 2 });
    const third = await list({ q: word, sort: 'target_amount', order: 'asc', size: 2, page: 3 });

    expect(first.total).toBe(5);
    expect([...first.items, ...second.items, ...third.items].map((c) => c.target_amount)).toEqual([1000, 2000, 3000, 4000, 5000]);
  });

  it('when a sort or filter is unknown, then it is refused with a Polish message', async () => {
    expectError(await callRoute(portal.server.url, withQuery(API_ROUTES.adminCharities, { sort: 'password' }), {}, { token: portal.admin.token }), 400, 'SORT_UNKNOWN');
    expectError(await callRoute(portal.server.url, withQuery(API_ROUTES.adminCharities, { promoted: 'tak' }), {}, { token: portal.admin.token }), 400, 'VALIDATION');
  });
});

describe('the owner of a fundraiser, set by the foundation', () => {
  it('when an admin names an account by its e-mail, then it owns the fundraiser; an empty address gives it back to the foundation; each change is audited', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    const ownerEmail = (await portal.server.db('users').where({ id: owner.id }).first('email')).email as string;
    const update = (body: unknown) => callRoute(portal.server.url, API_ROUTES.charityUpdate, { id: charity.id }, { token: portal.admin.token, body });

    expect((await update({ owner_email: ownerEmail.toUpperCase() })).body).toMatchObject({ owner_id: owner.id, owner: { email: ownerEmail } });
    expect((await callRoute(portal.server.url, API_ROUTES.userCollections, {}, { token: owner.token })).body.map((c: { id: number }) => c.id)).toContain(charity.id);
    expect((await update({ owner_email: '' })).body).toMatchObject({ owner_id: null, owner: null });

    const entries = (await callRoute(portal.server.url, withQuery(API_ROUTES.adminAudit, { entity_type: 'charity', entity_id: charity.id, action: 'charity.update' }), {}, { token: portal.admin.token })).body;
    expect(entries.map((entry: { after: { owner_id?: number | null } }) => entry.after.owner_id)).toEqual([null, owner.id]);
  });

  it('when the address belongs to nobody, then it is refused with a Polish field error and the owner stays', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    const response = await callRoute(portal.server.url, API_ROUTES.charityUpdate, { id: charity.id }, { token: portal.admin.token, body: { owner_email: 'nikt@example.pl' } });
    expectError(response, 400, 'VALIDATION', 'Nie znaleźliśmy konta z tym adresem e-mail.');
    expect(response.body.error.fields).toEqual({ owner_email: 'Nie znaleźliśmy konta z tym adresem e-mail.' });
    expect((await portal.server.db('charities').where({ id: charity.id }).first()).owner_id).toBeNull();
  });
});
