import { useMemo, useSyncExternalStore } from 'react';
import { catalogPaths } from '@zlota/shared/first-load';
import { searchKey, syncSearch } from '../../../sync/catalog-sync';
import { isSearchable } from '../utils/offline-search';
import { hasFilters, NO_LIST_FILTERS, type ListFilters } from '../../../lib/catalog-filters';
import { firstLoadList, readCachedList, searchCachedCharities, searchIndexed, type CardCharity } from './read-cached';
import { readyCatalogSearchIndex, subscribeCatalogSearchIndex } from './catalog-search-index';
import { useCached } from '../../../hooks/use-cached';
import { useSync, type SyncState } from '../../../hooks/use-sync';

export interface SearchResults {
  /** undefined while reading; null while the first online search of this term runs. */
  results: CardCharity[] | null | undefined;
  sync: SyncState;
  /** The results come from the fundraisers cached on this device, not from the server. */
  fromCache: boolean;
  searchable: boolean;
}

/** Online: the server's search stored in Dexie. Offline or when it fails: the same search over the cache. */
export function useSearch(term: string, filters: ListFilters = NO_LIST_FILTERS): SearchResults {
  const trimmed = term.trim();
  const searchable = isSearchable(trimmed);
  const key = searchable ? searchKey(trimmed, filters) : null;
  const sync = useSync(key, () => syncSearch(trimmed, filters));
  const fromCache = sync.state === 'offline' || sync.state === 'failed';
  const syncing = sync.state === 'syncing';
  const filtered = hasFilters(filters);
  const firstLoad = useMemo(() => (searchable && !filtered ? firstLoadList(catalogPaths.search(trimmed)) : undefined), [searchable, filtered, trimmed]);
  // Issue 39: offline with the device's index built (readied while the visitor read the page before), the search is
  // answered in this very render, with no wait for the cache.
  const index = useSyncExternalStore(subscribeCatalogSearchIndex, readyCatalogSearchIndex, () => undefined);
  const atOnce = fromCache && searchable && index !== undefined;
  const answered = useMemo(() => (atOnce && index ? searchIndexed(index, trimmed, filters) : undefined), [atOnce, index, trimmed, filters]);
  const results = useCached(
    async (db) => {
      // Answered above; nothing to search; or the search over the cache itself: as fresh as it can be.
      if (atOnce) return null;
      if (!searchable) return { value: [], fetchedAt: Date.now() };
      if (fromCache) return { value: await searchCachedCharities(trimmed, filters), fetchedAt: Date.now() };
      const stored = await readCachedList(db, searchKey(trimmed, filters));
      if (stored || !syncing) return stored;
      // Issue 39: while the server's search runs (a slow connection, or one the browser wrongly calls online), the
      // same search over this device's fundraisers shows at once; the server's answer replaces it as it is stored.
      const meanwhile = await searchCachedCharities(trimmed, filters);
      return meanwhile.length > 0 ? { value: meanwhile, fetchedAt: 0 } : null;
    },
    [trimmed, searchable, fromCache, syncing, filters, atOnce],
    fromCache ? undefined : firstLoad,
  );
  return { results: answered ?? results, sync: sync.state, fromCache, searchable };
}
