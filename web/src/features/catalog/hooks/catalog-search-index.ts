import { takesDonations } from '@zlota/shared/charity-status';
import type { Needy } from '@zlota/shared/entities';
import { cardOf } from '../../../db/card';
import type { CachedCharity, CatalogCard } from '../../../db/db';
import { openDb } from '../../../db/open-db';
import { buildSearchIndex, type SearchIndex } from '../utils/search-index';
import { visibleCharities } from '../utils/visible-charities';

export type CardCharity = CachedCharity & { needy: Needy };

// The catalog lists active fundraisers only, as the server does; a finished one stays reachable by its address.
export const isListed = (charity: CatalogCard) => charity.status === undefined || takesDonations(charity.status);

let index: Promise<SearchIndex<CardCharity>> | undefined;
/** The last index built (after a write, until the next one is): a search over it answers in the same render. */
let ready: SearchIndex<CardCharity> | undefined;
let watching = false;
/** A sync writes page after page: the index is built again once the writes pause this long. */
const REBUILD_AFTER_MS = 1000;
let rebuild: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const changed = (next: SearchIndex<CardCharity>) => {
  ready = next;
  for (const listener of listeners) listener();
};

/**
 * The device's listed fundraisers as cards, indexed by their search words: the offline catalog's cards (a few hundred
 * bytes each, written by its sync), or without it the fundraisers this device has seen (descriptions dropped).
 */
async function build(): Promise<SearchIndex<CardCharity>> {
  const { db } = await openDb();
  const cards: CatalogCard[] = await db.cards.toArray();
  const source = cards.length > 0 ? cards : (await db.charities.toArray()).map(cardOf);
  return buildSearchIndex(visibleCharities(source).filter(isListed));
}

/**
 * The offline search's index (utils/search-index.ts), built once from the device's fundraisers and again only after
 * they change (the catalog's sync, a page opened online), so a search reads nothing from IndexedDB. A search that
 * waits gets the current index; readyCatalogSearchIndex keeps the last one built until the next is.
 */
export async function catalogSearchIndex(): Promise<SearchIndex<CardCharity>> {
  if (!watching) {
    watching = true;
    (await openDb()).onCharitiesWritten(() => {
      index = undefined;
      // The index in use keeps answering (a moment stale) until the one after this burst of writes is built.
      if (!ready) return;
      clearTimeout(rebuild);
      rebuild = setTimeout(() => void catalogSearchIndex().catch(() => undefined), REBUILD_AFTER_MS);
    });
  }
  const building = (index ??= build());
  building.then(
    (built) => index === building && ready !== built && changed(built),
    () => {
      if (index === building) index = undefined;
    },
  );
  return building;
}

/** The last index built, for a render to search at once; undefined until one is (useSyncExternalStore's snapshot). */
export const readyCatalogSearchIndex = () => ready;

export function subscribeCatalogSearchIndex(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
