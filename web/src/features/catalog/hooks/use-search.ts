import { useMemo } from 'react';
import { catalogPaths } from '@zlota/shared/first-load';
import { searchKey, syncSearch } from '../../../sync/catalog-sync';
import { isSearchable } from '../utils/offline-search';
import { hasFilters, NO_LIST_FILTERS, type ListFilters } from '../../../lib/catalog-filters';
import { firstLoadList, readCachedList, searchCachedCharities, type CardCharity } from './read-cached';
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
  const filtered = hasFilters(filters);
  const firstLoad = useMemo(() => (searchable && !filtered ? firstLoadList(catalogPaths.search(trimmed)) : undefined), [searchable, filtered, trimmed]);
  const results = useCached(
    async (db) => {
      // Nothing to search, or the search over the cache itself: as fresh as it can be.
      if (!searchable) return { value: [], fetchedAt: Date.now() };
      return fromCache ? { value: await searchCachedCharities(db, trimmed, filters), fetchedAt: Date.now() } : readCachedList(db, searchKey(trimmed, filters));
    },
    [trimmed, searchable, fromCache, filters],
    fromCache ? undefined : firstLoad,
  );
  return { results, sync: sync.state, fromCache, searchable };
}
