import { catalogPaths } from '@zlota/shared/first-load';
import { firstLoadAnswer } from '../../../lib/first-load';
import { hasFilters, NO_LIST_FILTERS, type ListFilters } from '../../../lib/catalog-filters';
import { countKey, syncCharityCount } from '../../../sync/catalog-sync';
import { storedIf, useCached } from '../../../hooks/use-cached';
import { useSync } from '../../../hooks/use-sync';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** How many public fundraisers there are, with these filters (for paging); null until the device knows. */
export function useCharityCount(filters: ListFilters = NO_LIST_FILTERS): number | null | undefined {
  const key = countKey(filters);
  useSync(key, () => syncCharityCount(filters));
  const firstLoad = hasFilters(filters) ? undefined : firstLoadAnswer<{ count?: unknown }>(catalogPaths.count())?.count;
  return useCached(async (db) => storedIf(await db.values.get(key), isCount), [key], isCount(firstLoad) ? firstLoad : undefined);
}
