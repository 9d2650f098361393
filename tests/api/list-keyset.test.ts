// Issue 38 item 1: the public list pages by keyset (`after=<cursor>` from the X-Next-After header), and its page numbers
// (the spec's `charity?page&size`) are found from anchors, never by counting everything before the page: both give
// exactly the rows of the list's order, before and after writes that move the list.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Charity } from '@zlota/shared/entities';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { cityKey } from '@zlota/shared/text';
import { seedDemo } from '@zlota/server/seeds/seed-demo';
import { call } from '../support/api-client.js';
import { expectError, setStatus } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();

beforeAll(async () => {
  // About 1 200 listed: past two anchors (one every 500).
  await seedDemo(portal.server.deps, { fundraisers: 1400, paymentsEach: 1 });
}, 300_000);

const list = (query: string) => call(portal.server.url, 'GET', `/api/charity${query}`);
const ids = (cards: Charity[]) => cards.map((card) => card.id);

/** The listed fundraisers (of a city, by its key) in the list's promised order, read from the table. */
async function listOrder(city?: string): Promise<number[]> {
  const query = portal.server.db('charities').where('charities.status', 'active').whereNotNull('charities.needy_id');
  if (city !== undefined) query.join('needy', 'needy.id', 'charities.needy_id').where('needy.city_key', city);
  const rows = await query.orderBy([{ column: 'charities.published_at', order: 'desc' }, { column: 'charities.id', order: 'desc' }]).select('charities.id');
  return rows.map((row) => Number(row.id));
}

/** Walks the whole list by `after`, from the first page on, and what it saw. */
async function walkByCursor(size: number, filter = ''): Promise<number[]> {
  const seen: number[] = [];
  let query = `?size=${size}${filter}`;
  for (let pages = 0; pages < 1000; pages += 1) {
    const response = await list(query);
    expect(response.status).toBe(200);
    seen.push(...ids(response.body));
    const next = response.headers.get('x-next-after');
    if (next === null) return seen;
    query = `?size=${size}${filter}&after=${encodeURIComponent(next)}`;
  }
  throw new Error('the cursor never ended');
}

/** Every page of the list by number. */
async function walkByNumber(size: number, pages: number, filter = ''): Promise<number[]> {
  const seen: number[] = [];
  for (let page = 1; page <= pages; page += 1) seen.push(...ids((await list(`?page=${page}&size=${size}${filter}`)).body));
  return seen;
}

describe('GET /api/charity — keyset and page numbers', () => {
  it('walked by `after`, the list is every listed fundraiser once, in order; a full page names the next', async () => {
    const order = await listOrder();
    expect(order.length).toBeGreaterThan(1000);
    expect(await walkByCursor(50)).toEqual(order);
  });

  it('page numbers past the anchors give the same rows as the cursor and the order', async () => {
    const order = await listOrder();
    const size = 37; // pages that straddle the anchors
    expect(await walkByNumber(size, Math.ceil(order.length / size) + 1)).toEqual(order);
    expect(ids((await list('?offset=1001&size=5')).body)).toEqual(order.slice(1001, 1006));
    expect((await list('?page=100000&size=50')).body).toEqual([]);
  });

  it("a city's list pages the same way", async () => {
    const [row] = await portal.server.db('needy').join('charities', 'charities.needy_id', 'needy.id').where('charities.status', 'active')
      .groupBy('needy.city').orderByRaw('COUNT(*) DESC').select('needy.city');
    const city = String(row!.city);
    const order = await listOrder(cityKey(city));
    const filter = `&city=${encodeURIComponent(city)}`;
    expect(await walkByCursor(7, filter)).toEqual(order);
    expect(await walkByNumber(7, Math.ceil(order.length / 7), filter)).toEqual(order);
  });

  it('after writes that move the list (one closed, one published now), page numbers still follow the order', async () => {
    const before = await listOrder();
    await setStatus(portal.server, portal.admin, before[700]!, 'closed');
    const draft = await portal.server.db('charities').where('status', 'draft').whereNotNull('needy_id').first('id');
    await setStatus(portal.server, portal.admin, Number(draft!.id), 'active');
    const order = await listOrder();
    expect(order[0]).toBe(Number(draft!.id));
    expect(ids((await list('?page=21&size=50')).body)).toEqual(order.slice(1000, 1050));
    expect(ids((await list('?page=11&size=50')).body)).toEqual(order.slice(500, 550));
  });

  it('a donation leaves the list where it is: the listing version moves only with what moves the list', async () => {
    const version = async () => Number((await portal.server.db('catalog_listing').first('version'))!.version);
    const at = await version();
    const [first] = await listOrder();
    await portal.server.db('charities').where({ id: first }).increment('collected_amount', 500);
    expect(await version()).toBe(at);
    await portal.server.db('charities').where({ id: first }).update({ published_at: 1 });
    expect(await version()).toBe(at + 1);
  });

  it('a cursor not written as the header gives it is refused in Polish', async () => {
    for (const after of ['abc', '1.', '12.3.4', '9'.repeat(40)]) expectError(await list(`?after=${after}`), 400, 'VALIDATION', CHARITY_MESSAGES.after);
  });
});
