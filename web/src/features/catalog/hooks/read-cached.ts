import { CHARITY_PAGE_SIZE_MAX, OFFLINE_SEARCH_MEASURE, SEARCH_CANDIDATES } from '@zlota/shared/constants';
import type { Charity } from '@zlota/shared/entities';
import type { CatalogDb } from '../../../db/open-db';
import { firstLoadAnswer } from '../../../lib/first-load';
import { toCached } from '../../../sync/catalog-sync';
import type { Stored } from '../../../hooks/use-cached';
import { matchesFilters, NO_LIST_FILTERS, type ListFilters } from '../../../lib/catalog-filters';
import { rankLikeServer, searchTermWords } from '../utils/offline-search';
import { matchEveryWord, type SearchIndex } from '../utils/search-index';
import { visibleCharities } from '../utils/visible-charities';
import { catalogSearchIndex, isListed, type CardCharity } from './catalog-search-index';

export type { CardCharity };

/** A list the API answered earlier, in its order, and when it was stored; null when this device never stored it. */
export async function readCachedList(db: CatalogDb, key: string): Promise<Stored<CardCharity[]> | null> {
  const list = await db.lists.get(key);
  if (!list) return null;
  return { value: visibleCharities(await db.charities.bulkGet(list.ids)), fetchedAt: list.fetchedAt };
}

/** The list the page came with for `path`, as the cache would give it; undefined when it came with none. */
export function firstLoadList(path: string): CardCharity[] | undefined {
  const answer = firstLoadAnswer<Charity[]>(path);
  return Array.isArray(answer) ? visibleCharities(answer.map((charity) => toCached(charity))) : undefined;
}

/**
 * Offline search over every fundraiser this device has seen, as the server searches (issue 39): the words folded
 * and prefix-matched alike, the newest SEARCH_CANDIDATES listed matches taken, filtered, ranked and cut to a page.
 * The matches come from the index kept in memory (catalog-search-index.ts): no row is read from IndexedDB.
 */
export async function searchCachedCharities(term: string, filters: ListFilters = NO_LIST_FILTERS): Promise<CardCharity[]> {
  return searchTermWords(term).length === 0 ? [] : searchIndexed(await catalogSearchIndex(), term, filters);
}

/** The same search over an index already built: synchronous, so a render can show its answer at once. */
export function searchIndexed(index: SearchIndex<CardCharity>, term: string, filters: ListFilters = NO_LIST_FILTERS): CardCharity[] {
  const start = performance.now();
  const candidates = matchEveryWord(index, searchTermWords(term)).slice(0, SEARCH_CANDIDATES);
  const found = rankLikeServer(candidates.filter((charity) => matchesFilters(charity, filters))).slice(0, CHARITY_PAGE_SIZE_MAX);
  // Only the latest search's entry is kept: the browser keeps User Timing entries until they are cleared.
  performance.clearMeasures(OFFLINE_SEARCH_MEASURE);
  performance.measure(OFFLINE_SEARCH_MEASURE, { start });
  return found;
}

/** Offline, a filtered list this device never stored: the filters applied to every listed fundraiser it has seen, newest first. */
export async function filterCachedCharities(db: CatalogDb, filters: ListFilters): Promise<CardCharity[]> {
  const all = await db.charities.toArray();
  return visibleCharities(all.filter((charity) => isListed(charity) && matchesFilters(charity, filters)).sort((a, b) => b.id - a.id));
}

/**
 * Offline, a page of the list this device never stored, cut from the whole catalog it holds (issue 39), in the
 * server's order: newest published first. Null when it holds nothing for that page.
 */
export async function pageOfCachedCatalog(db: CatalogDb, page: number, size: number): Promise<CardCharity[] | null> {
  const all = visibleCharities((await db.charities.toArray()).filter((charity) => charity.status === 'active' && charity.published_at !== undefined));
  all.sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.id - a.id);
  const slice = all.slice((page - 1) * size, page * size);
  return slice.length > 0 ? slice : null;
}
