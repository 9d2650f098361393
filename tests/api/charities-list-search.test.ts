import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { CHARITY_PAGE_SIZE_MAX } from '@zlota/shared/constants';
import type { Charity } from '@zlota/shared/entities';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { foldPolish } from '@zlota/shared/text';
import { call, callRoute } from '../support/api-client.js';
import {
  countRows,
  createAdminCharity,
  createUserCharity,
  expectError,
  needyContent,
  setStatus,
  updateCharity,
  userActor,
} from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();
const seeded = new Map<string, { id: number; url: string; needy: { id: number } }>();

// Titles, cities and words of the catalog; each `only` word is found in that fundraiser alone.
const SEED = [
  { title: 'Złota rączka dla Zosi', needy: { city: 'Warszawa' } },
  { title: 'Wózek dla Kacpra', needy: { city: 'Lodz' } },
  { title: 'Rehabilitacja Marka', needy: { city: 'Łódź' } },
  { title: 'Nowy wózek inwalidzki', needy: { city: 'Gdańsk' } },
  { title: 'Operacja serca Oli', short_description: 'Potrzebna kardiochirurgia dziecięca w Niemczech.', needy: { city: 'Poznań' } },
  { title: 'Pomoc dla Stasia', needy: { name: 'Bożydar', surname: 'Wiśniewski', city: 'Kielce' } },
  { title: 'Leczenie za granicą', name: 'Zbiórka Jagódki', needy: { city: 'Opole' } },
  { title: 'Protezy dla Tomka', needy: { city: 'Zakopane' } },
  { title: 'Turnus dla Igi', needy: { city: 'Łódź' } },
  { title: 'Sprzęt medyczny', target: 'Koncentrator tlenu i ssak', needy: { city: 'Sopot' } },
  { title: 'Remont łazienki', needy: { city: 'Lublin' } },
  { title: 'Wózek elektryczny dla Mai', needy: { city: 'Toruń' } },
];

beforeAll(async () => {
  for (const [i, { needy, ...content }] of SEED.entries()) {
    if (i !== 3) portal.server.clock.advance(1000); // the 3rd and 4th are published at the same moment: a tie for the id to break
    seeded.set(content.title, await createAdminCharity(portal.server, portal.admin, content, needy));
  }
  // Not public, each with a word the public ones have: a user's draft, a completed one, an active one without needy.
  const user = await userActor(portal.server);
  await createUserCharity(portal.server, user, { title: 'Wózek dla Łucji', needy: needyContent({ city: 'Łódź' }) });
  const completed = await createAdminCharity(portal.server, portal.admin, { title: 'Złota jesień z wózkiem' });
  await setStatus(portal.server, portal.admin, completed.id, 'completed');
  const orphan = await createAdminCharity(portal.server, portal.admin, { title: 'Wózek bez osoby', promoted: true, promoted_order: 0 }, { city: 'Łódź' });
  await portal.server.db('charities').where({ id: orphan.id }).update({ needy_id: null });
});

const ids = (list: Charity[]) => list.map((c) => c.id);
const idOf = (title: string) => seeded.get(title)!.id;
const list = (query: string) => call(portal.server.url, 'GET', `/api/charity${query}`);

/** The public fundraisers in the order the list promises: newest publication first, ties by the higher id. */
async function publicOrder(): Promise<number[]> {
  const rows = await portal.server.db('charities').where({ status: 'active' }).whereNotNull('needy_id')
    .orderBy([{ column: 'published_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select('id');
  return rows.map((row) => row.id as number);
}

describe('GET /api/charity — paging', () => {
  it('when no paging is given, then it answers page 1 of 3, newest first', async () => {
    const response = await list('');
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual((await publicOrder()).slice(0, 3));
    expect(response.body[0]).toMatchObject({ title: 'Wózek elektryczny dla Mai', needy: { city: 'Toruń' }, target_amount: 12500 });
  });

  it('when page 2, or an offset, is asked for, then it answers that slice', async () => {
    const order = await publicOrder();
    expect(ids((await list('?page=2')).body)).toEqual(order.slice(3, 6));
    expect(ids((await list('?page=2&size=4')).body)).toEqual(order.slice(4, 8));
    expect(ids((await list('?offset=4&size=3')).body)).toEqual(order.slice(4, 7));
  });

  it('when two were published at the same moment, then the higher id comes first', async () => {
    const order = await publicOrder();
    const [tieLow, tieHigh] = [idOf('Rehabilitacja Marka'), idOf('Nowy wózek inwalidzki')];
    expect(order.indexOf(tieHigh)).toBe(order.indexOf(tieLow) - 1);
    expect(ids((await list('?size=50')).body)).toEqual(order);
  });

  it('when every page of 5 is read, then the pages hold every public fundraiser once, in order', async () => {
    const seen: number[] = [];
    for (let page = 1; page < 20; page++) {
      const body = (await list(`?page=${page}&size=5`)).body as Charity[];
      if (body.length === 0) break;
      seen.push(...ids(body));
    }
    expect(seen).toEqual(await publicOrder());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('when the offset is past the end, then it answers an empty list', async () => {
    expect(await list('?offset=10000')).toMatchObject({ status: 200, body: [] });
    expect(await list('?page=1000')).toMatchObject({ status: 200, body: [] });
    expect(await list('?page=1000000000000000&size=50')).toMatchObject({ status: 200, body: [] });
  });

  it.each([
    ['?page=0', 'page', CHARITY_MESSAGES.page],
    ['?page=-1', 'page', CHARITY_MESSAGES.page],
    ['?page=abc', 'page', CHARITY_MESSAGES.page],
    ['?page=1.5', 'page', CHARITY_MESSAGES.page],
    ['?page=99999999999999999999', 'page', CHARITY_MESSAGES.page],
    ['?page=1&page=2', 'page', CHARITY_MESSAGES.page],
    ['?size=0', 'size', CHARITY_MESSAGES.size],
    ['?size=abc', 'size', CHARITY_MESSAGES.size],
    ['?offset=-1', 'offset', CHARITY_MESSAGES.offset],
    ['?offset=x', 'offset', CHARITY_MESSAGES.offset],
  ])('when the query is %s, then it answers 400 with the Polish message', async (query, field, message) => {
    const response = await list(query);
    expectError(response, 400, 'VALIDATION', message);
    expect(response.body.error.fields).toEqual({ [field]: message });
  });

  it('when size is 10000, then it answers at most 50, not an error', async () => {
    while ((await publicOrder()).length <= CHARITY_PAGE_SIZE_MAX) await createAdminCharity(portal.server, portal.admin, { title: 'Zbiórka uzupełniająca' });
    const response = await list('?size=10000');
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual((await publicOrder()).slice(0, CHARITY_PAGE_SIZE_MAX));
  });
});

describe('GET /api/charity/count and /api/charity/promoted', () => {
  it('when counted, then the count is the number of public fundraisers', async () => {
    const response = await callRoute(portal.server.url, API_ROUTES.charityCount);
    expect(response).toMatchObject({ status: 200, body: { count: (await publicOrder()).length } });
  });

  it('when nothing public is promoted, then the promoted list is empty', async () => {
    expect(await callRoute(portal.server.url, API_ROUTES.charityPromoted)).toMatchObject({ status: 200, body: [] });
  });

  it('when public ones are promoted, then they come by promoted_order, and no draft or needy-less one', async () => {
    const promote = async (title: string, promoted_order: number | null) => {
      const response = await updateCharity(portal.server, portal.admin, idOf(title), { promoted: true, promoted_order });
      expect(response.status).toBe(200);
    };
    await promote('Turnus dla Igi', 2);
    await promote('Remont łazienki', null);
    await promote('Protezy dla Tomka', 0);
    await promote('Pomoc dla Stasia', 1);
    await portal.server.db('charities').where({ status: 'draft' }).update({ promoted: true, promoted_order: 0 });
    const response = await callRoute(portal.server.url, API_ROUTES.charityPromoted);
    const expected = ['Protezy dla Tomka', 'Pomoc dla Stasia', 'Turnus dla Igi', 'Remont łazienki'].map(idOf);
    expect(ids(response.body)).toEqual(expected);
    expect(response.body.every((c: Charity) => c.needy !== null)).toBe(true);
  });
});

const SEARCH_PATHS = ['/charity/search/', '/api/charity/search/'];
const search = (term: string, base = SEARCH_PATHS[1]!) => call(portal.server.url, 'GET', `${base}${encodeURIComponent(term)}`);

/** Every word of the term begins a word of what the card shows (the search text is made of those fields). */
function expectEveryResultHolds(results: Charity[], term: string) {
  const words = foldPolish(term).split(/[^a-z0-9]+/).filter(Boolean);
  for (const card of results) {
    const text = foldPolish([card.title, card.name, card.target, card.short_description, card.needy?.name, card.needy?.surname, card.needy?.city].join(' '));
    const cardWords = text.split(/[^a-z0-9]+/);
    for (const word of words) expect(cardWords.some((w) => w.startsWith(word)), `${card.title} lacks ${word}`).toBe(true);
  }
}

describe('search', () => {
  it.each(SEARCH_PATHS)('when %s gets a term under 3 characters, then it answers 400 searchTooShort', async (base) => {
    for (const term of ['ab', '  a  ', 'x'.repeat(201)]) expectError(await search(term, base), 400, 'VALIDATION', CHARITY_MESSAGES.searchTooShort);
  });

  it.each([
    ['wóz', ['Wózek dla Kacpra', 'Nowy wózek inwalidzki', 'Wózek elektryczny dla Mai']],
    ['zlota', ['Złota rączka dla Zosi']],
    ['łódź', ['Wózek dla Kacpra', 'Rehabilitacja Marka', 'Turnus dla Igi']],
    ['lodz', ['Wózek dla Kacpra', 'Rehabilitacja Marka', 'Turnus dla Igi']],
    ['LÓDŹ', ['Wózek dla Kacpra', 'Rehabilitacja Marka', 'Turnus dla Igi']],
    ['Bożydar', ['Pomoc dla Stasia']],
    ['wisniewski', ['Pomoc dla Stasia']],
    ['Zakopane', ['Protezy dla Tomka']],
    ['Protezy', ['Protezy dla Tomka']],
    ['jagodki', ['Leczenie za granicą']],
    ['kardiochirurgia', ['Operacja serca Oli']],
    ['koncentrator', ['Sprzęt medyczny']],
    ['wózek łódź', ['Wózek dla Kacpra']],
  ])('when the term is "%s", then both paths find exactly the public fundraisers holding it', async (term, titles) => {
    for (const base of SEARCH_PATHS) {
      const response = await search(term, base);
      expect(response.status).toBe(200);
      expect(ids(response.body).sort()).toEqual(titles.map(idOf).sort());
      expectEveryResultHolds(response.body, term);
    }
  });

  it('when the term holds a URL-encoded slash, then it is one term: "wózek/łódź" finds the wheelchair in Lodz', async () => {
    const response = await call(portal.server.url, 'GET', '/charity/search/w%C3%B3zek%2F%C5%82%C3%B3d%C5%BA');
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([idOf('Wózek dla Kacpra')]);
  });

  const SYNTAX = ['"""', 'wóz"', '***', 'wóz*', 'wózek OR lodz', 'NEAR(wózek', 'NEAR(wózek lodz, 2)', "'; DROP TABLE charities; --",
    "wóz'; DROP TABLE charities; --", '%_%', 'wóz%_', '\\\\\\', 'wóz\\', ':*:', 'wóz:*', '&|!()', 'wóz & !lodz | (x)', '-wózek', '^wóz', 'wóz -- lodz'];

  it.each(SYNTAX)('when the term is made of syntax (%s), then it answers 200 with public matches and the table is intact', async (term) => {
    const before = await countRows(portal.server, 'charities');
    for (const base of SEARCH_PATHS) {
      const response = await search(term, base);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
      expectEveryResultHolds(response.body, term);
    }
    expect(await countRows(portal.server, 'charities')).toBe(before);
    expect((await search('protezy')).body).toHaveLength(1);
  });

  it('when an admin changes a title, then the new word is found and the old one is not', async () => {
    const id = idOf('Sprzęt medyczny');
    expect((await updateCharity(portal.server, portal.admin, id, { title: 'Inhalator dla Hani' })).status).toBe(200);
    expect(ids((await search('inhalator')).body)).toEqual([id]);
    expect(ids((await search('sprzęt')).body)).not.toContain(id);
  });

  it('when a needy person moves to another city, then search by the new city finds the fundraiser', async () => {
    const charity = seeded.get('Remont łazienki')!;
    const response = await callRoute(portal.server.url, API_ROUTES.needyUpdate, { id: charity.needy.id }, { token: portal.admin.token, body: needyContent({ city: 'Świnoujście' }) });
    expect(response.status).toBe(200);
    expect((await portal.server.db('needy').where({ id: charity.needy.id }).first()).city).toBe('Świnoujście');
    expect(ids((await search('swinoujscie')).body)).toEqual([charity.id]);
    expect(ids((await search('Lublin')).body)).not.toContain(charity.id);
  });

  it('when a title joins words with a slash or a dot, then each word is found', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin, { title: 'Wózek/łóżko dla Ani.Pomóżmy' });
    for (const term of ['łóżko', 'pomóżmy', 'wózek/łóżko']) expect(ids((await search(term)).body), term).toContain(charity.id);
  });

  it('when a title holds a Cyrillic name, then searching by the name finds it', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin, { title: 'Leczenie dla Олена' });
    expect(ids((await search('Олена')).body)).toContain(charity.id);
  });

  it('when a fundraiser is deleted, then search no longer finds it', async () => {
    const id = idOf('Operacja serca Oli');
    expect((await callRoute(portal.server.url, API_ROUTES.charityDelete, { id }, { token: portal.admin.token })).status).toBe(204);
    expect(await search('kardiochirurgia')).toMatchObject({ status: 200, body: [] });
  });
});
