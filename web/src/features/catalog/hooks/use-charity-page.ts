import { useMemo } from 'react';
import { catalogPaths } from '@zlota/shared/first-load';
import { listKey, syncCharityPage } from '../../../sync/catalog-sync';
import { hasFilters, NO_LIST_FILTERS, type ListFilters } from '../../../lib/catalog-filters';
import { filterCachedCharities, firstLoadList, pageOfCachedCatalog, readCachedList, type CardCharity } from './read-cached';
import { useCached } from '../../../hooks/use-cached';
import { syncFailed, useSync, type SyncState } from '../../../hooks/use-sync';

export interface CatalogList {
  /** undefined while Dexie is read; null when the device has never stored this list. */
  charities: CardCharity[] | null | undefined;
  sync: SyncState;
  retry: () => void;
}

/**
 * One page of the public fundraiser list, from Dexie, refreshed from the API. Offline, a filtered list this device
 * never stored is made of the cached fundraisers by the same filters (all on its first page), and a page of the
 * plain list is cut from the whole catalog the device holds (issue 39).
 */
export function useCharityPage(page: number, size: number, filters: ListFilters = NO_LIST_FILTERS): CatalogList {
  const key = listKey(page, size, filters);
  const sync = useSync(key, () => syncCharityPage(page, size, filters));
  const filtered = hasFilters(filters);
  const fromCache = syncFailed(sync.state);
  const firstLoad = useMemo(() => (filtered ? undefined : firstLoadList(catalogPaths.page(page, size))), [filtered, page, size]);
  const charities = useCached(
    async (db) => {
      const stored = await readCachedList(db, key);
      if (stored || !fromCache) return stored;
      if (!filtered) {
        const cut = await pageOfCachedCatalog(db, page, size);
        return cut && { value: cut, fetchedAt: Date.now() };
      }
      return { value: page === 1 ? await filterCachedCharities(db, filters) : [], fetchedAt: Date.now() };
    },
    [key, fromCache, page, size, filtered, filters],
    firstLoad,
  );
  return { charities, sync: sync.state, retry: sync.retry };
}
