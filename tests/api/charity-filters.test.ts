import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRoute } from '@zlota/shared/api-routes';
import type { Charity } from '@zlota/shared/entities';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { cityKey } from '@zlota/shared/text';
import { callRoute, withQuery } from '../support/api-client.js';
import { createAdminCharity, expectError, needyContent, setStatus, uniqueWord } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer({ CATALOG_CACHE_SECONDS: '60' });
const word = uniqueWord('filtr');
const created = new Map<string, number>();
const needyOf = new Map<string, number>();

// Target 10 000 zł each; collected in grosze. "Blisko celu" is 80 % or more, but not reached.
const SEED = [
  { key: 'krakow-near', city: 'Kraków', collected: 850_000 },
  { key: 'krakow-far', city: 'KRAKOW', collected: 100_000 },
  { key: 'krakow-reached', city: 'Kraków', collected: 1_000_000 },
  { key: 'lodz-near', city: 'Łódź', collected: 800_000 },
  { key: 'lodz-below', city: 'Lodz', collected: 799_999 },
  { key: 'gdansk-far', city: 'Gdańsk', collected: 0 },
];

beforeAll(async () => {
  for (const { key, city, collected } of SEED) {
    portal.server.clock.advance(1000);
    const charity = await createAdminCharity(portal.server, portal.admin, { title: `Zbiórka ${word} ${key}`, target_amount: 10_000 }, { city });
    await portal.server.db('charities').where({ id: charity.id }).update({ collected_amount: collected });
    created.set(key, charity.id);
    needyOf.set(key, charity.needy.id);
  }
  // Not listed, though in Kraków and close to its goal: a completed fundraiser.
  const completed = await createAdminCharity(portal.server, portal.admin, { title: `Zbiórka ${word} zakonczona`, target_amount: 10_000 }, { city: 'Kraków' });
  await portal.server.db('charities').where({ id: completed.id }).update({ collected_amount: 900_000 });
  await setStatus(portal.server, portal.admin, completed.id, 'completed');
});

const keysOf = (list: Charity[]) => list.map((charity) => [...created].find(([, id]) => id === charity.id)?.[0]).sort();
const expected = (...keys: string[]) => [...keys].sort();

async function ask(route: ApiRoute, query: Record<string, string>, params: Record<string, string> = {}) {
  const response = await callRoute(portal.server.url, Object.keys(query).length ? withQuery(route, query) : route, params);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('catalog filters', () => {
  it('when the list is filtered by a city, then only its fundraisers come, however the city is written', async () => {
    expect(keysOf(await ask(API_ROUTES.charities, { size: '50' }))).toHaveLength(SEED.length);
    expect(keysOf(await ask(API_ROUTES.charities, { size: '50', city: 'krakow' }))).toEqual(expected('krakow-near', 'krakow-far', 'krakow-reached'));
    expect(keysOf(await ask(API_ROUTES.charities, { size: '50', city: 'ŁÓDŹ' }))).toEqual(expected('lodz-near', 'lodz-below'));
    expect(await ask(API_ROUTES.charities, { city: 'Szczecin' })).toEqual([]);
  });

  it('when the list asks for "blisko celu", then only fundraisers at 80 % or more that have not reached the goal come', async () => {
    expect(keysOf(await ask(API_ROUTES.charities, { size: '50', near_goal: '1' }))).toEqual(expected('krakow-near', 'lodz-near'));
    expect(keysOf(await ask(API_ROUTES.charities, { size: '50', near_goal: '1', city: 'Łódź' }))).toEqual(expected('lodz-near'));
  });

  it('when a filtered list is paged, then the pages hold the filtered fundraisers, newest first', async () => {
    const first = await ask(API_ROUTES.charities, { city: 'Kraków', page: '1', size: '2' });
    const second = await ask(API_ROUTES.charities, { city: 'Kraków', page: '2', size: '2' });
    expect([...first, ...second].map((charity: Charity) => charity.id)).toEqual(
      ['krakow-reached', 'krakow-far', 'krakow-near'].map((key) => created.get(key)),
    );
  });

  it('when the count is filtered, then it counts what the filtered list shows', async () => {
    expect(await ask(API_ROUTES.charityCount, {})).toEqual({ count: SEED.length });
    expect(await ask(API_ROUTES.charityCount, { city: 'Krakow' })).toEqual({ count: 3 });
    expect(await ask(API_ROUTES.charityCount, { near_goal: '1' })).toEqual({ count: 2 });
    expect(await ask(API_ROUTES.charityCount, { city: 'Gdańsk', near_goal: '1' })).toEqual({ count: 0 });
  });

  it('when a search is filtered, then only matching fundraisers of that city and progress are found', async () => {
    expect(keysOf(await ask(API_ROUTES.charitySearch, {}, { term: word }))).toHaveLength(SEED.length);
    expect(keysOf(await ask(API_ROUTES.charitySearch, { city: 'lodz' }, { term: word }))).toEqual(expected('lodz-near', 'lodz-below'));
    expect(keysOf(await ask(API_ROUTES.charitySearch, { near_goal: '1' }, { term: word }))).toEqual(expected('krakow-near', 'lodz-near'));
  });

  it('when the filter choices are asked for, then each city of listed fundraisers comes once with its count', async () => {
    const cities: { city: string; count: number }[] = await ask(API_ROUTES.charityCities, {});
    expect(cities.map(({ city, count }) => [cityKey(city), count])).toEqual([['gdansk', 1], ['krakow', 3], ['lodz', 2]]);
  });

  it('when a filter is malformed, then the answer is 400 with a Polish message', async () => {
    expectError(await callRoute(portal.server.url, withQuery(API_ROUTES.charities, { near_goal: 'tak' })), 400, 'VALIDATION', CHARITY_MESSAGES.filterNearGoal);
    expectError(await callRoute(portal.server.url, withQuery(API_ROUTES.charityCount, { city: 'x'.repeat(129) })), 400, 'VALIDATION', CHARITY_MESSAGES.filterCity);
  });

  it('when a beneficiary moves to another city, then their fundraisers are filtered by the new one', async () => {
    const moved = await callRoute(portal.server.url, API_ROUTES.needyUpdate, { id: needyOf.get('gdansk-far')! }, { token: portal.admin.token, body: needyContent({ city: 'Sopot' }) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(keysOf(await ask(API_ROUTES.charities, { city: 'sopot' }))).toEqual(['gdansk-far']);
    expect(await ask(API_ROUTES.charities, { city: 'Gdańsk' })).toEqual([]);
  });
});
