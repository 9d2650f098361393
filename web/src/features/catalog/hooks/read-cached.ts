import { takesDonations } from '@zlota/shared/charity-status';
import { CHARITY_PAGE_SIZE_MAX, SEARCH_CANDIDATES } from '@zlota/shared/constants';
import type { Charity, Needy } from '@zlota/shared/entities';
import type { CachedCharity } from '../../../db/db';
import type { CatalogDb } from '../../../db/open-db';
import { firstLoadAnswer } from '../../../lib/first-load';
import { toCached } from '../../../sync/catalog-sync';
import type { Stored } from '../../../hooks/use-cached';
import { matchesFilters, NO_LIST_FILTERS, type ListFilters } from '../../../lib/catalog-filters';
import { rankLikeServer, searchTermWords } from '../utils/offline-search';
import { visibleCharities } from '../utils/visible-charities';

export type CardCharity = CachedCharity & { needy: Needy };

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

// The catalog lists active fundraisers only, as the server does; a finished one stays reachable by its address.
const isListed = (charity: CachedCharity) => charity.status === undefined || takesDonations(charity.status);

/** The ids of the fundraisers having, for every term word, a word it begins: read from the words index alone, newest first. */
async function idsMatchingEveryWord(db: CatalogDb, termWords: readonly string[]): Promise<number[]> {
  const [first, ...rest] = termWords;
  if (first === undefined) return [];
  const idsOf = async (termWord: string) => new Set<number>(await db.charities.where('words').startsWith(termWord).primaryKeys());
  let matching = await idsOf(first);
  for (const termWord of rest) {
    if (matching.size === 0) break;
    const ids = await idsOf(termWord);
    matching = new Set([...matching].filter((id) => ids.has(id)));
  }
  return [...matching].sort((a, b) => b - a);
}

/**
 * Offline search over every fundraiser this device has seen, as the server searches (issue 39): the words folded
 * and prefix-matched alike, the newest SEARCH_CANDIDATES listed matches read, filtered, ranked and cut to a page.
 * Only the ids come from the words index; the rows read are those candidates, never the whole catalog.
 */
export async function searchCachedCharities(db: CatalogDb, term: string, filters: ListFilters = NO_LIST_FILTERS): Promise<CardCharity[]> {
  const termWords = searchTermWords(term);
  if (termWords.length === 0) return [];
  const ids = await idsMatchingEveryWord(db, termWords);
  const candidates: CardCharity[] = [];
  for (let start = 0; start < ids.length && candidates.length < SEARCH_CANDIDATES; ) {
    const end = start + SEARCH_CANDIDATES - candidates.length;
    candidates.push(...visibleCharities(await db.charities.bulkGet(ids.slice(start, end))).filter(isListed));
    start = end;
  }
  return rankLikeServer(candidates.filter((charity) => matchesFilters(charity, filters))).slice(0, CHARITY_PAGE_SIZE_MAX);
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
