import Dexie, { type EntityTable } from 'dexie';
import { cardOf } from './card';

export { liveQuery } from 'dexie';
import type { Charity, CharityDetails, CharityUpdate, Statistics, Supporter } from '@zlota/shared/entities';

/** A fundraiser as cached for offline reading: the card, the details once seen, and its search words. */
export type CachedCharity = Charity & Partial<Pick<CharityDetails, 'description' | 'status' | 'published_at' | 'monthly_supporters'>> & {
  words: string[];
  fetchedAt: number;
};

/** A fundraiser of the offline catalog as its card and search need it (card.ts). */
export type CatalogCard = Omit<CachedCharity, 'description'>;

/** An ordered list the API answered: a page of the list, the promoted banner, a search. */
export interface CachedList {
  key: string;
  ids: number[];
  fetchedAt: number;
}

export interface CachedValue<T = unknown> {
  key: string;
  value: T;
  fetchedAt: number;
}

export interface CachedSupporters {
  charityId: number;
  items: Supporter[];
  /** How many supporters the fundraiser has in all (undefined in what an older app version stored). */
  total?: number;
  fetchedAt: number;
}

/** A fundraiser's updates ("Aktualności"), newest first, as the API last gave them. */
export interface CachedUpdates {
  charityId: number;
  items: CharityUpdate[];
  fetchedAt: number;
}

// The one Dexie instance (ARCHITECTURE §5): screens read it through live queries; only sync/ writes. Loaded on
// first use (open-db.ts), never with the first load's script.
export const db = new Dexie('zlota-rybka') as Dexie & {
  charities: EntityTable<CachedCharity, 'id'>;
  lists: EntityTable<CachedList, 'key'>;
  values: EntityTable<CachedValue, 'key'>;
  supporters: EntityTable<CachedSupporters, 'charityId'>;
  updates: EntityTable<CachedUpdates, 'charityId'>;
  cards: EntityTable<CatalogCard, 'id'>;
};

db.version(1).stores({
  charities: 'id, &url, *words, fetchedAt',
  lists: 'key',
  values: 'key',
  supporters: 'charityId',
});

// Issue 18: a fundraiser's updates, readable offline once seen.
db.version(2).stores({ updates: 'charityId' });

// Issue 39: the offline catalog's fundraisers as cards, written beside them by the catalog's sync, so that the offline
// search reads a few hundred bytes a fundraiser, not its description. A catalog stored before gets its cards here.
db.version(3)
  .stores({ cards: 'id' })
  .upgrade(async (tx) => {
    const state = (await tx.table<CachedValue, string>('values').get('offline-catalog'))?.value as { dataBytes?: Record<string, number> } | undefined;
    const rows = await tx.table<CachedCharity, number>('charities').bulkGet(Object.keys(state?.dataBytes ?? {}).map(Number));
    await tx.table<CatalogCard, number>('cards').bulkPut(rows.filter((row) => row !== undefined).map(cardOf));
  });

/** Calls `listener` after every write to the fundraisers or their cards, in this tab or another (Dexie's storagemutated). */
export function onCharitiesWritten(listener: () => void): void {
  const written = [`idb://${db.name}/charities/`, `idb://${db.name}/cards/`];
  Dexie.on('storagemutated', (parts) => {
    if (Object.keys(parts).some((key) => written.some((part) => key.startsWith(part)))) listener();
  });
}

export type { Statistics };
