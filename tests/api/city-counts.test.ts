// Issue 38 item 2: the city filter's counts are kept by the writes (migration 2026112761), not counted over every
// listed fundraiser on each home page: they stay exactly what a count over the table gives through donations, status
// changes, a beneficiary's move and a deletion, and the answer is read from what is kept.
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { cityKey } from '@zlota/shared/text';
import { citiesOfVisible } from '@zlota/server/components/charities/charities-repository';
import { callRoute } from '../support/api-client.js';
import { createAdminCharity, setStatus } from '../support/catalog.js';
import { sandboxDecision, startDonation } from '../support/payments.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();
const made: { id: number; needy: { id: number } }[] = [];

beforeAll(async () => {
  for (const city of ['Łódź', 'Lodz', 'Kraków', 'Kraków', 'Gdańsk', 'Opole']) {
    made.push(await createAdminCharity(portal.server, portal.admin, {}, { city }));
  }
});

async function cities() {
  const response = await callRoute(portal.server.url, API_ROUTES.charityCities);
  expect(response.status).toBe(200);
  return response.body as { city: string; count: number }[];
}

/** The answer is what a count over the table gives, spellings of one city as one choice. */
async function expectExact() {
  const counted = await citiesOfVisible(portal.server.db);
  expect(await cities()).toEqual(counted);
  return counted;
}

describe('GET /api/charity/cities — kept by the writes', () => {
  it('counts each city once over its spellings', async () => {
    const counted = await expectExact();
    expect(counted.find((choice) => choice.city === 'Kraków')?.count).toBe(2);
    expect(counted.filter((choice) => cityKey(choice.city) === cityKey('Łódź'))).toEqual([{ city: 'Lodz', count: 2 }]);
  });

  it('is read from what the writes keep, not counted again', async () => {
    await portal.server.db('catalog_cities').where({ city: 'Opole' }).update({ listed: 41 });
    expect((await cities()).find((choice) => choice.city === 'Opole')?.count).toBe(41);
    await portal.server.db('catalog_cities').where({ city: 'Opole' }).update({ listed: 1 });
  });

  it('a paid donation leaves the counts exact', async () => {
    const guid = await startDonation(portal.server.url, made[2]!.id, { amount: '25' });
    expect((await sandboxDecision(portal.server.url, guid, 'paid')).status).toBe(303);
    await expectExact();
  });

  it('closing, reopening and deleting a fundraiser moves its city by one', async () => {
    await setStatus(portal.server, portal.admin, made[3]!.id, 'closed');
    expect((await expectExact()).find((choice) => choice.city === 'Kraków')?.count).toBe(1);
    await setStatus(portal.server, portal.admin, made[3]!.id, 'active');
    expect((await expectExact()).find((choice) => choice.city === 'Kraków')?.count).toBe(2);
    const deleted = await callRoute(portal.server.url, API_ROUTES.charityDelete, { id: made[4]!.id }, { token: portal.admin.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    expect((await expectExact()).some((choice) => choice.city === 'Gdańsk')).toBe(false);
  });

  it("a beneficiary moved to another city takes their fundraisers' count along; losing the beneficiary unlists", async () => {
    await portal.server.db('needy').where({ id: made[5]!.needy.id }).update({ city: 'Kraków', city_key: cityKey('Kraków') });
    expect((await expectExact()).find((choice) => choice.city === 'Kraków')?.count).toBe(3);
    await portal.server.db('charities').where({ id: made[0]!.id }).update({ needy_id: null });
    expect((await expectExact()).find((choice) => choice.city === 'Lodz')?.count).toBe(1);
    await portal.server.db('charities').where({ id: made[0]!.id }).update({ needy_id: made[5]!.needy.id });
    expect((await expectExact()).find((choice) => choice.city === 'Kraków')?.count).toBe(4);
  });
});
