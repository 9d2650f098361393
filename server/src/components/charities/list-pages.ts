import type { Knex } from 'knex';
import type { CatalogFilters, ListCursor } from '@zlota/shared/schemas/catalog-filters';
import type { Page } from '@zlota/shared/schemas/paging';
import { listingVersion } from './catalog-figures-repository.js';
import { listAnchors, listVisible, type CharityRecord } from './charities-repository.js';

/** A page number is found from the anchor at or before it: at most this many rows are counted past it. */
export const ANCHOR_STEP = 500;
/** Lists (a city's, the whole) whose anchors a process keeps; the oldest is forgotten first. */
const KEPT_LISTS = 256;

interface Anchors {
  version: number;
  cursors: ListCursor[];
}

// Per database (the API tests run several portals in one process), per list: its anchors as of a listing version.
const keptByDb = new WeakMap<Knex, Map<string, Promise<Anchors>>>();

/**
 * The anchors of the list: kept while `catalog_listing.version` stays (donations do not change it), read again
 * (one read of the index, one computation at a time per list) when a write has moved the list.
 */
async function anchorsOf(db: Knex, filters: CatalogFilters): Promise<Anchors> {
  const kept = keptByDb.get(db) ?? new Map<string, Promise<Anchors>>();
  keptByDb.set(db, kept);
  const key = filters.city ?? '';
  const version = await listingVersion(db);
  const known = kept.get(key);
  if (known) {
    const anchors = await known.catch(() => undefined);
    if (anchors?.version === version) return anchors;
    if (kept.get(key) !== known) return anchorsOf(db, filters); // someone began reading them again meanwhile
  }
  const reading = (async () => {
    const cursors = await listAnchors(db, filters, ANCHOR_STEP);
    // Moved while being read: good enough for this page (as an offset would be), not kept for the next.
    return { version: (await listingVersion(db)) === version ? version : -1, cursors };
  })();
  kept.delete(key);
  kept.set(key, reading);
  if (kept.size > KEPT_LISTS) kept.delete(kept.keys().next().value!);
  reading.catch(() => kept.get(key) === reading && kept.delete(key));
  return reading;
}

/**
 * A page of the public list without counting everything before it: `after` a cursor by keyset; by number from the
 * anchor at or before it (at most ANCHOR_STEP rows counted). "Blisko celu" changes with every donation, so its
 * (short) list keeps the plain offset.
 */
export async function readListPage(db: Knex, page: Page, filters: CatalogFilters, after?: ListCursor): Promise<CharityRecord[]> {
  if (after) return listVisible(db, { offset: 0, limit: page.limit }, filters, { cursor: after, inclusive: false });
  if (filters.nearGoal || page.offset < ANCHOR_STEP) return listVisible(db, page, filters);
  const anchor = (await anchorsOf(db, filters)).cursors[Math.floor(page.offset / ANCHOR_STEP)];
  if (!anchor) return [];
  return listVisible(db, { offset: page.offset % ANCHOR_STEP, limit: page.limit }, filters, { cursor: anchor, inclusive: true });
}
