import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { Charity, CharityDetails, Statistics } from '@zlota/shared/entities';
import { foldPolish, searchTokens } from '@zlota/shared/text';
import { api } from '../lib/api-client';
import { takePrefetched } from '../lib/prefetch';
import { db, type CachedCharity } from '../db/db';

// The only code that moves catalog data from the API into Dexie (ARCHITECTURE §5).

/** The folded words a fundraiser is found by offline, with the same folding as the server's search. */
export function searchWordsOf(charity: Charity): string[] {
  const text = [charity.title, charity.name, charity.target, charity.short_description, charity.needy?.name, charity.needy?.surname, charity.needy?.city]
    .filter(Boolean)
    .join(' ');
  return [...new Set(searchTokens(text))];
}

function toCached(charity: Charity | CharityDetails, previous?: CachedCharity): CachedCharity {
  return { ...previous, ...charity, words: searchWordsOf(charity), fetchedAt: Date.now() };
}

/** Stores fundraisers without losing details fetched earlier (a card never erases a description). */
async function putCharities(charities: (Charity | CharityDetails)[]): Promise<number[]> {
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
  await db.lists.put({ key, ids, fetchedAt: Date.now() });
}

export const listKey = (page: number, size: number) => `page:${page}:${size}`;
export const searchKey = (term: string) => `search:${foldPolish(term.trim())}`;
export const PROMOTED_KEY = 'promoted';

const path = apiPath;
/** A GET, answered by the request the first load started early (router.tsx) when there is one. */
const get = <T>(route: string): Promise<T> => takePrefetched<T>(route) ?? api.get<T>(route);

export async function syncCharityPage(page: number, size: number): Promise<void> {
  await putList(listKey(page, size), await api.get<Charity[]>(path(API_ROUTES.charities), { searchParams: { page, size } }));
}

export async function syncCharityCount(): Promise<void> {
  const { count } = await api.get<{ count: number }>(path(API_ROUTES.charityCount));
  await db.values.put({ key: 'count', value: count, fetchedAt: Date.now() });
}

export async function syncPromoted(): Promise<void> {
  await putList(PROMOTED_KEY, await get<Charity[]>(path(API_ROUTES.charityPromoted)));
}

export async function syncStatistics(): Promise<void> {
  const value = await api.get<Statistics>(path(API_ROUTES.statistics));
  await db.values.put({ key: 'statistics', value, fetchedAt: Date.now() });
}

export async function syncSearch(term: string): Promise<void> {
  await putList(searchKey(term), await get<Charity[]>(path(API_ROUTES.charitySearch, { term: term.trim() })));
}

/** One fundraiser with its description; a fundraiser that is gone (404) leaves the cache too. */
export async function syncCharity(name: string): Promise<'found' | 'gone'> {
  try {
    await putCharities([await get<CharityDetails>(path(API_ROUTES.charity, { name }))]);
    return 'found';
  } catch (error) {
    if ((error as { response?: Response }).response?.status === 404) {
      await db.charities.where('url').equals(name).delete();
      return 'gone';
    }
    throw error;
  }
}

export async function syncSupporters(charityId: number): Promise<void> {
  const items = await api.get<CachedSupportersItems>(path(API_ROUTES.charityDonations, { id: charityId }), { searchParams: { size: 20 } });
  await db.supporters.put({ charityId, items, fetchedAt: Date.now() });
}

type CachedSupportersItems = { donor: string; amount: number | null; message: string | null; date: string | null }[];
