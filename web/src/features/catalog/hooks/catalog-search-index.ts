import { takesDonations } from '@zlota/shared/charity-status';
import type { Needy } from '@zlota/shared/entities';
import type { CachedCharity } from '../../../db/db';
import { openDb } from '../../../db/open-db';
import { buildSearchIndex, type SearchIndex } from '../utils/search-index';
import { visibleCharities } from '../utils/visible-charities';

export type CardCharity = CachedCharity & { needy: Needy };

// The catalog lists active fundraisers only, as the server does; a finished one stays reachable by its address.
export const isListed = (charity: CachedCharity) => charity.status === undefined || takesDonations(charity.status);

let index: Promise<SearchIndex<CardCharity>> | undefined;
let watching = false;

/** The device's listed fundraisers as cards (their descriptions left in IndexedDB), indexed by their search words. */
async function build(): Promise<SearchIndex<CardCharity>> {
  const { db } = await openDb();
  const cards = visibleCharities(await db.charities.toArray())
    .filter(isListed)
    .map(({ description: _description, ...card }) => card);
  return buildSearchIndex(cards);
}

/**
 * The offline search's index (utils/search-index.ts), built once from the device's fundraisers and again only after
 * they change (the catalog's sync, a page opened online), so a search reads nothing from IndexedDB.
 */
export async function catalogSearchIndex(): Promise<SearchIndex<CardCharity>> {
  if (!watching) {
    watching = true;
    (await openDb()).onCharitiesWritten(() => (index = undefined));
  }
  const building = (index ??= build());
  building.catch(() => {
    if (index === building) index = undefined;
  });
  return building;
}
