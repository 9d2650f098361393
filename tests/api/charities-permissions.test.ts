import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { callRoute } from '../support/api-client.js';
import {
  charityRow,
  createAdminCharity,
  createUserCharity,
  expectError,
  needyContent,
  updateCharity,
  userActor,
  type Actor,
} from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();
let userA: Actor;
let userB: Actor;
beforeAll(async () => {
  [userA, userB] = [await userActor(portal.server), await userActor(portal.server)];
});

/** Every row of the tables a catalog write could touch, to compare before and after a refused call. */
const snapshot = async () => ({
  charities: await portal.server.db('charities').select().orderBy('id'),
  needy: await portal.server.db('needy').select().orderBy('id'),
  settings: await portal.server.db('settings').select().orderBy('key'),
});

// Who may call each route (anyone, a signed-in user, the owner, an admin) is checked for every route by
// authorisation-matrix.test.ts; here, what the owner and the admin can and cannot do with a fundraiser.
describe("another user's fundraiser", () => {
  it("when user A lists their fundraisers, then B's draft is not among them", async () => {
    const draft = await createUserCharity(portal.server, userB);
    const collections = await callRoute(portal.server.url, API_ROUTES.userCollections, {}, { token: userA.token });
    expect(collections.body.map((c: { id: number }) => c.id)).not.toContain(draft.id);
  });

  it("when user A edits or deletes the foundation's fundraiser, then it answers 404 and nothing changes", async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    const before = await snapshot();
    expectError(await updateCharity(portal.server, userA, charity.id, { title: 'Przejęta zbiórka' }), 404, 'NOT_FOUND');
    expectError(await callRoute(portal.server.url, API_ROUTES.userDeleteCharity, { id: charity.id }, { token: userA.token }), 404, 'NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });

  it('when B deletes their own draft, then it answers 204 and the row and its beneficiary are gone', async () => {
    const draft = await createUserCharity(portal.server, userB);
    const needyId = (await charityRow(portal.server, draft.id))!.needy_id;
    expect((await callRoute(portal.server.url, API_ROUTES.userDeleteCharity, { id: draft.id }, { token: userB.token })).status).toBe(204);
    expect(await charityRow(portal.server, draft.id)).toBeUndefined();
    expect(await portal.server.db('needy').where({ id: needyId }).first()).toBeUndefined();
  });
});

describe('the admin-only catalog routes', () => {
  let charity: { id: number; needy: { id: number } };
  let spareNeedyId: number;
  beforeAll(async () => {
    charity = await createAdminCharity(portal.server, portal.admin);
    spareNeedyId = (await callRoute(portal.server.url, API_ROUTES.needyCreate, {}, { token: portal.admin.token, body: needyContent() })).body.id;
    expect(spareNeedyId).toBeGreaterThan(0);
  });

  it('when an admin calls them, then they answer', async () => {
    const one = await callRoute(portal.server.url, API_ROUTES.adminCharity, { id: charity.id }, { token: portal.admin.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: charity.id, owner_id: null, owner: null, needy: { id: charity.needy.id } });
    // The beneficiary's private fields are read one person at a time, through needy/{id}, and audited.
    expect(one.body.needy).not.toHaveProperty('contact');
    const needy = await callRoute(portal.server.url, API_ROUTES.needy, { id: spareNeedyId }, { token: portal.admin.token });
    expect(needy.body).toMatchObject({ id: spareNeedyId, ...needyContent() });
  });
});

describe('fields no body may set', () => {
  const forbidden = () => ({
    collected_amount: 5000,
    status: 'active',
    promoted: true,
    promoted_order: 1,
    owner_id: userB.id,
    url: 'przejety-adres',
    published_at: 1_700_000_000_000,
    image: 'abcdefabcdefabcdefabcdef.webp',
    needy_id: 1,
  });
  const guarded = (row: Record<string, unknown>) => ({
    collected_amount: Number(row.collected_amount),
    status: row.status,
    promoted: Boolean(row.promoted),
    promoted_order: row.promoted_order,
    owner_id: row.owner_id,
    url: row.url,
    published_at: row.published_at,
    image: row.image,
    needy_id: row.needy_id,
  });

  it("when a user's new fundraiser carries them, then none takes effect", async () => {
    const charity = await createUserCharity(portal.server, userA, { ...forbidden(), title: 'Moja własna zbiórka' });
    expect(guarded(await charityRow(portal.server, charity.id))).toEqual({
      collected_amount: 0, status: 'draft', promoted: false, promoted_order: null, owner_id: userA.id,
      url: 'moja-wlasna-zbiorka', published_at: null, image: null, needy_id: charity.needy.id,
    });
    expect(charity.needy.id).not.toBe(1);
  });

  it("when an owner's change carries them, then only the title changes", async () => {
    const charity = await createUserCharity(portal.server, userA);
    const before = guarded(await charityRow(portal.server, charity.id));
    const response = await updateCharity(portal.server, userA, charity.id, { ...forbidden(), title: 'Zmieniony tytuł' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const row = await charityRow(portal.server, charity.id);
    expect([row.title, guarded(row)]).toEqual(['Zmieniony tytuł', before]);
  });

  it("when an admin's new fundraiser carries collected_amount, owner_id, url or published_at, then they are ignored", async () => {
    const { collected_amount, owner_id, url, published_at } = forbidden();
    const charity = await createAdminCharity(portal.server, portal.admin, { collected_amount, owner_id, url, published_at, title: 'Fundacja pomaga' });
    const row = await charityRow(portal.server, charity.id);
    expect(guarded(row)).toMatchObject({ collected_amount: 0, owner_id: null, url: 'fundacja-pomaga', published_at: portal.server.clock.now() });
  });

  it("when an admin's change carries collected_amount, then the amount stays: it changes only through payments", async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    await portal.server.db('charities').where({ id: charity.id }).update({ collected_amount: 2550 });
    const response = await updateCharity(portal.server, portal.admin, charity.id, { collected_amount: 999_999, owner_id: userA.id, title: 'Nowy tytuł' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ collected_amount: 25.5, title: 'Nowy tytuł', owner_id: null });
    expect(await charityRow(portal.server, charity.id)).toMatchObject({ collected_amount: 2550, owner_id: null });
  });
});

describe('a fundraiser with donations', () => {
  it('when an admin or the owner deletes it, then it answers 409 hasDonations and it stays', async () => {
    const charity = await createUserCharity(portal.server, userA);
    await portal.server.db('charities').where({ id: charity.id }).update({ collected_amount: 1 });
    const byAdmin = await callRoute(portal.server.url, API_ROUTES.charityDelete, { id: charity.id }, { token: portal.admin.token });
    expectError(byAdmin, 409, 'CONFLICT', CHARITY_MESSAGES.hasDonations);
    const byOwner = await callRoute(portal.server.url, API_ROUTES.userDeleteCharity, { id: charity.id }, { token: userA.token });
    expectError(byOwner, 409, 'CONFLICT', CHARITY_MESSAGES.hasDonations);
    expect(await charityRow(portal.server, charity.id)).toMatchObject({ id: charity.id, collected_amount: 1 });
  });

  it('when it has none, then the admin deletes it: 204 and the row is gone', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    expect((await callRoute(portal.server.url, API_ROUTES.charityDelete, { id: charity.id }, { token: portal.admin.token })).status).toBe(204);
    expect(await charityRow(portal.server, charity.id)).toBeUndefined();
  });
});
