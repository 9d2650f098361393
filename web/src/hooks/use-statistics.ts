import { catalogPaths } from '@zlota/shared/first-load';
import type { Statistics } from '@zlota/shared/entities';
import { firstLoadAnswer } from '../lib/first-load';
import { syncStatistics } from '../sync/catalog-sync';
import { isStatistics } from '../lib/statistics-text';
import { storedIf, useCached } from './use-cached';
import { useSync, type SyncState } from './use-sync';

/** The foundation's statistics (/api/stats) from Dexie; null when the device has none. */
export function useStatistics(): { statistics: Statistics | null | undefined; sync: SyncState } {
  const sync = useSync('statistics', syncStatistics);
  const firstLoad = firstLoadAnswer<unknown>(catalogPaths.statistics());
  const statistics = useCached(async (db) => storedIf(await db.values.get('statistics'), isStatistics), [], isStatistics(firstLoad) ? firstLoad : undefined);
  return { statistics, sync: sync.state };
}
