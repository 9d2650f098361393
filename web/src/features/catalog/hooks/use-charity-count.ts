import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import { syncCharityCount } from '../../../sync/catalog-sync';
import { useSync } from './use-sync';

/** How many public fundraisers there are (for paging); null until the device knows. */
export function useCharityCount(): number | null | undefined {
  useSync('count', syncCharityCount);
  return useLiveQuery(async () => {
    const value = (await db.values.get('count'))?.value;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  }, []);
}
