import { useMemo } from 'react';
import { catalogPaths } from '@zlota/shared/first-load';
import { PROMOTED_KEY, syncPromoted } from '../../../sync/catalog-sync';
import type { CatalogList } from './use-charity-page';
import { firstLoadList, readCachedList } from './read-cached';
import { useCached } from '../../../hooks/use-cached';
import { useSync } from '../../../hooks/use-sync';

/** The promoted fundraisers of the home banner (spec §7), from Dexie, refreshed from the API. */
export function usePromoted(): CatalogList {
  const sync = useSync(PROMOTED_KEY, syncPromoted);
  const firstLoad = useMemo(() => firstLoadList(catalogPaths.promoted()), []);
  const charities = useCached((db) => readCachedList(db, PROMOTED_KEY), [], firstLoad);
  return { charities, sync: sync.state, retry: sync.retry };
}
