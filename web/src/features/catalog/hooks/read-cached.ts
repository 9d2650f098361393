import { takesDonations } from '@zlota/shared/charity-status';
import type { Charity, Needy } from '@zlota/shared/entities';
import { db, type CachedCharity } from '../../../db/db';
import { firstLoadAnswer } from '../../../lib/first-load';
import { toCached } from '../../../sync/catalog-sync';
import type { Stored } from '../../../hooks/use-cached';
import { filterByTermWords, searchTermWords } from '../utils/offline-search';
import { visibleCharities } from '../utils/visible-charities';

export type CardCharity = CachedCharity & { needy: Needy };

/** A list the API answered earlier, in its order, and when it was stored; null when this device never stored it. */
export async function readCachedList(key: string): Promise<Stored<CardCharity[]> | null> {
  const list = await db.lists.get(key);
  if (!list) return null;
  return { value: visibleCharities(await db.charities.bulkGet(list.ids)), fetchedAt: list.fetchedAt };
}

/** The list the page came with for `path`, as the cache would give it; undefined when it came with none. */
export function firstLoadList(path: string): CardCharity[] | undefined {
  const answer = firstLoadAnswer<Charity[]>(path);
  return Array.isArray(answer) ? visibleCharities(answer.map((charity) => toCached(charity))) : undefined;
}

/** Offline search over every fundraiser this device has seen, folded and prefix-matched like the server's. */
export async function searchCachedCharities(term: string): Promise<CardCharity[]> {
  const termWords = searchTermWords(term);
  if (termWords.length === 0) return [];
  const candidates = await db.charities.where('words').startsWithAnyOf(termWords).distinct().toArray();
  // Search finds active fundraisers only, as the server's does; a finished one stays reachable by its address.
  const listed = candidates.filter((charity) => charity.status === undefined || takesDonations(charity.status));
  return visibleCharities(filterByTermWords(listed, termWords));
}
