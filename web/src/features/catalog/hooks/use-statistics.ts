import { useLiveQuery } from 'dexie-react-hooks';
import type { Statistics } from '@zlota/shared/entities';
import { db } from '../../../db/db';
import { syncStatistics } from '../../../sync/catalog-sync';
import { isStatistics } from '../utils/statistics-text';
import { useSync, type SyncState } from './use-sync';

/** The foundation's statistics (/api/stats) from Dexie; null when the device has none. */
export function useStatistics(): { statistics: Statistics | null | undefined; sync: SyncState } {
  const sync = useSync('statistics', syncStatistics);
  const statistics = useLiveQuery(async () => {
    const value = (await db.values.get('statistics'))?.value;
    return isStatistics(value) ? value : null;
  }, []);
  return { statistics, sync: sync.state };
}
