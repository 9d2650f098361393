import { catalogPaths } from '@zlota/shared/first-load';
import { db } from '../../../db/db';
import { firstLoadAnswer } from '../../../lib/first-load';
import { syncCharityCount } from '../../../sync/catalog-sync';
import { storedIf, useCached } from '../../../hooks/use-cached';
import { useSync } from '../../../hooks/use-sync';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** How many public fundraisers there are (for paging); null until the device knows. */
export function useCharityCount(): number | null | undefined {
  useSync('count', syncCharityCount);
  const firstLoad = firstLoadAnswer<{ count?: unknown }>(catalogPaths.count())?.count;
  return useCached(async () => storedIf(await db.values.get('count'), isCount), [], isCount(firstLoad) ? firstLoad : undefined);
}
