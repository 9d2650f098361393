import type { Charity, CharityDetails, CharityUpdate, FoundationView, Statistics, Supporter } from '@zlota/shared/entities';
import { catalogPaths } from '@zlota/shared/first-load';
import type { CityChoice } from '@zlota/shared/schemas/catalog-filters';
import type { PublicLedger } from '@zlota/shared/schemas/expenses';
import { foldPolish, searchableWords } from '@zlota/shared/text';
import { getEarly } from '../lib/prefetch';
import type { CachedCharity } from '../db/db';
import { openDb } from '../db/open-db';
import { filtersKey, NO_LIST_FILTERS, withFilters, type ListFilters } from '../lib/catalog-filters';

// The only code that moves catalog data from the API into Dexie (ARCHITECTURE §5).

/** The folded words a fundraiser is found by offline, with the same folding as the server's search. */
export function searchWordsOf(charity: Charity): string[] {
  return [...new Set(searchableWords(charity, charity.needy))];
}

/**
 * A fundraiser as the cache keeps it (also how a screen shows an answer the page came with). A card comes only from
 * a list, and lists hold only active fundraisers: a card says it is active, whatever an older page said.
 */
export function toCached(charity: Charity | CharityDetails, previous?: CachedCharity): CachedCharity {
  const status = 'status' in charity ? charity.status : 'active';
  return { ...previous, ...charity, status, words: searchWordsOf(charity), fetchedAt: Date.now() };
}

/** The cache, opened when the sync first stores something (db/open-db.ts: a drawn page's sync may wait for it). */
const cacheDb = async () => (await openDb(true)).db;

/** One answer kept whole under its key, stamped now. */
async function putValue(key: string, value: unknown): Promise<void> {
  await (await cacheDb()).values.put({ key, value, fetchedAt: Date.now() });
}

/** Stores fundraisers without losing details fetched earlier (a card never erases a description). */
async function putCharities(charities: (Charity | CharityDetails)[]): Promise<number[]> {
  const db = await cacheDb();
  await db.transaction('rw', db.charities, async () => {
    const previous = await db.charities.bulkGet(charities.map((c) => c.id));
    // A fundraiser whose URL moved to another id must not block the new one (unique index on url).
    await db.charities.where('url').anyOf(charities.map((c) => c.url)).filter((c) => !charities.some((n) => n.id === c.id)).delete();
    await db.charities.bulkPut(charities.map((charity, i) => toCached(charity, previous[i])));
  });
  return charities.map((c) => c.id);
}

async function putList(key: string, charities: Charity[]): Promise<void> {
  const ids = await putCharities(charities);
  const db = await cacheDb();
  await db.lists.put({ key, ids, fetchedAt: Date.now() });
}

export const listKey = (page: number, size: number, filters = NO_LIST_FILTERS) => `page:${page}:${size}${filtersKey(filters)}`;
export const searchKey = (term: string, filters = NO_LIST_FILTERS) => `search:${foldPolish(term.trim())}${filtersKey(filters)}`;
export const countKey = (filters = NO_LIST_FILTERS) => `count${filtersKey(filters)}`;
export const CITIES_KEY = 'cities';
export const PROMOTED_KEY = 'promoted';

/** A GET, answered by the page's own answer or the request the first load started early (router.tsx) when there is one. */
const get = <T>(route: string): Promise<T> => getEarly<T>(route);

export async function syncCharityPage(page: number, size: number, filters = NO_LIST_FILTERS): Promise<void> {
  await putList(listKey(page, size, filters), await get<Charity[]>(withFilters(catalogPaths.page(page, size), filters)));
}

export async function syncCharityCount(filters = NO_LIST_FILTERS): Promise<void> {
  const { count } = await get<{ count: number }>(withFilters(catalogPaths.count(), filters));
  await putValue(countKey(filters), count);
}

/** The city filter's choices: the cities of listed fundraisers with their counts. */
export async function syncCities(): Promise<void> {
  const value = await get<CityChoice[]>(catalogPaths.cities());
  await putValue(CITIES_KEY, value);
}

export async function syncPromoted(): Promise<void> {
  await putList(PROMOTED_KEY, await get<Charity[]>(catalogPaths.promoted()));
}

export async function syncStatistics(): Promise<void> {
  const value = await get<Statistics>(catalogPaths.statistics());
  await putValue('statistics', value);
}

/** The foundation's record (issue 30), kept for the pages that name it offline. */
export async function syncFoundation(): Promise<void> {
  const value = await get<FoundationView>(catalogPaths.foundation());
  await putValue(FOUNDATION_KEY, value);
}
export const FOUNDATION_KEY = 'foundation';

export async function syncSearch(term: string, filters: ListFilters = NO_LIST_FILTERS): Promise<void> {
  await putList(searchKey(term, filters), await get<Charity[]>(withFilters(catalogPaths.search(term), filters)));
}

/** One fundraiser with its description; a fundraiser that is gone (404) leaves the cache too. */
export async function syncCharity(name: string): Promise<'found' | 'gone'> {
  try {
    await putCharities([await get<CharityDetails>(catalogPaths.charity(name))]);
    return 'found';
  } catch (error) {
    if ((error as { response?: Response }).response?.status === 404) {
      await (await cacheDb()).charities.where('url').equals(name).delete();
      return 'gone';
    }
    throw error;
  }
}

export async function syncSupporters(charityId: number): Promise<void> {
  const [items, { count }] = await Promise.all([
    get<Supporter[]>(catalogPaths.supporters(charityId)),
    get<{ count: number }>(catalogPaths.supportersCount(charityId)),
  ]);
  await (await cacheDb()).supporters.put({ charityId, items, total: count, fetchedAt: Date.now() });
}

/** A fundraiser's updates, newest first: stored whole, so what was seen once reads offline. */
export async function syncUpdates(charityId: number): Promise<void> {
  const items = await get<CharityUpdate[]>(catalogPaths.updates(charityId));
  await (await cacheDb()).updates.put({ charityId, items, fetchedAt: Date.now() });
}

/** Where a fundraiser's settlement ("Rozliczenie zbiórki") is kept: by its id, as the offline catalog stores it too. */
export const ledgerKey = (charityId: number) => `ledger:${charityId}`;

/** A fundraiser's settlement, stored whole, so it reads offline once seen or once the catalog came. */
export async function syncLedger(charity: { id: number; url: string }): Promise<void> {
  await putValue(ledgerKey(charity.id), await get<PublicLedger>(catalogPaths.ledger(charity.url)));
}
