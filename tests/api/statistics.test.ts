import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { callRoute } from '../support/api-client.js';
import { createAdminCharity, expectError, userActor, type Actor } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();
let user: Actor;
beforeAll(async () => {
  user = await userActor(portal.server);
});

const WHEELCHAIRS_MESSAGE = 'Liczba wózków musi być liczbą całkowitą od 0 do 1 000 000.';
const stats = async () => {
  const response = await callRoute(portal.server.url, API_ROUTES.statistics);
  expect(response.status).toBe(200);
  return response.body as { fundraisers: number; collected_amount: number; wheelchairs: number };
};
const setWheelchairs = (body: unknown, actor: Actor | 'anonymous' = portal.admin) =>
  callRoute(portal.server.url, API_ROUTES.adminSettings, {}, { token: actor === 'anonymous' ? undefined : actor.token, body });
const storedWheelchairs = async () => {
  const row = await portal.server.db('settings').where({ key: 'wheelchairs' }).first();
  return row ? JSON.parse(row.value) : undefined;
};

describe('GET /api/stats — fundraisers and money', () => {
  it('when the catalog is empty, then every figure is 0', async () => {
    expect(await stats()).toEqual({ fundraisers: 0, collected_amount: 0, wheelchairs: 0 });
  });

  // Grosze set in the database, as payments would leave them; the API answers zł.
  it.each([
    ['active', 12_345, 1, 123.45],
    ['completed', 100_000, 1, 1000],
    ['draft', 5, 0, 0.05],
    ['submitted', 0, 0, 0],
    ['closed', 250, 0, 2.5],
  ])('when a %s fundraiser holds %i grosze, then it adds %i fundraisers and %d zł', async (status, grosze, counted, zl) => {
    const before = await stats();
    const charity = await createAdminCharity(portal.server, portal.admin);
    await portal.server.db('charities').where({ id: charity.id }).update({ status, collected_amount: grosze });
    const after = await stats();
    expect(after.fundraisers - before.fundraisers).toBe(counted);
    expect(Math.round((after.collected_amount - before.collected_amount) * 100)).toBe(Math.round(zl * 100));
  });

  it('when every status above is summed, then the total is exact to the grosz', async () => {
    expect(await stats()).toMatchObject({ fundraisers: 2, collected_amount: 1126 });
    const big = await createAdminCharity(portal.server, portal.admin);
    await portal.server.db('charities').where({ id: big.id }).update({ status: 'completed', collected_amount: 999_999_999 });
    expect(await stats()).toMatchObject({ fundraisers: 3, collected_amount: 10_001_125.99 });
  });
});

describe('PUT /api/admin/settings — wheelchairs', () => {
  it('when an admin sets 523, then it is stored and the statistics show 523', async () => {
    const response = await setWheelchairs({ wheelchairs: 523 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ wheelchairs: 523, fundraisers: 3 });
    expect(await storedWheelchairs()).toBe(523);
    expect((await stats()).wheelchairs).toBe(523);
  });

  it.each([[-1], [1.5], ['523'], [null], [1_000_001], [undefined]])(
    'when wheelchairs is %s, then it answers 400 in Polish and 523 stays',
    async (wheelchairs) => {
      const response = await setWheelchairs({ wheelchairs });
      expectError(response, 400, 'VALIDATION', WHEELCHAIRS_MESSAGE);
      expect(response.body.error.fields).toEqual({ wheelchairs: WHEELCHAIRS_MESSAGE });
      expect(await storedWheelchairs()).toBe(523);
      expect((await stats()).wheelchairs).toBe(523);
    },
  );

  it('when a user or nobody sets it, then 403 and 401, and 523 stays', async () => {
    expectError(await setWheelchairs({ wheelchairs: 1 }, user), 403, 'FORBIDDEN');
    const anonymous = await setWheelchairs({ wheelchairs: 2 }, 'anonymous');
    expectError(anonymous, 401, 'UNAUTHORIZED');
    expect(anonymous.body.name).toBe('Unauthorized');
    expect(await storedWheelchairs()).toBe(523);
  });

  it('when an admin sets 0, then 0 is shown, not an error', async () => {
    expect((await setWheelchairs({ wheelchairs: 0 })).status).toBe(200);
    expect(await storedWheelchairs()).toBe(0);
    expect((await stats()).wheelchairs).toBe(0);
  });
});
