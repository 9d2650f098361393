import { useLiveQuery } from 'dexie-react-hooks';
import { PROMOTED_KEY, syncPromoted } from '../../../sync/catalog-sync';
import type { CatalogList } from './use-charity-page';
import { readCachedList } from './read-cached';
import { useSync } from './use-sync';

/** The promoted fundraisers of the home banner (spec §7), from Dexie, refreshed from the API. */
export function usePromoted(): CatalogList {
  const sync = useSync(PROMOTED_KEY, syncPromoted);
  const charities = useLiveQuery(() => readCachedList(PROMOTED_KEY), []);
  return { charities, sync: sync.state, retry: sync.retry };
}
