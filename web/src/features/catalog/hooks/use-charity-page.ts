import { useMemo } from 'react';
import { catalogPaths } from '@zlota/shared/first-load';
import { listKey, syncCharityPage } from '../../../sync/catalog-sync';
import { firstLoadList, readCachedList, type CardCharity } from './read-cached';
import { useCached } from '../../../hooks/use-cached';
import { useSync, type SyncState } from '../../../hooks/use-sync';

export interface CatalogList {
  /** undefined while Dexie is read; null when the device has never stored this list. */
  charities: CardCharity[] | null | undefined;
  sync: SyncState;
  retry: () => void;
}

/** One page of the public fundraiser list, from Dexie, refreshed from the API. */
export function useCharityPage(page: number, size: number): CatalogList {
  const key = listKey(page, size);
  const sync = useSync(key, () => syncCharityPage(page, size));
  const firstLoad = useMemo(() => firstLoadList(catalogPaths.page(page, size)), [page, size]);
  const charities = useCached(() => readCachedList(key), [key], firstLoad);
  return { charities, sync: sync.state, retry: sync.retry };
}
