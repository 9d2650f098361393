import { catalogPaths } from '@zlota/shared/first-load';
import { db, type CachedSupporters } from '../../../db/db';
import { firstLoadAnswer } from '../../../lib/first-load';
import { syncSupporters } from '../../../sync/catalog-sync';
import { useCached } from '../../../hooks/use-cached';
import { useSync, type SyncState } from '../../../hooks/use-sync';

export type Supporter = CachedSupporters['items'][number];

/** The latest supporters of a fundraiser, from Dexie, refreshed from the API; null when none are stored. */
export function useSupporters(charityId: number | undefined): { supporters: Supporter[] | null | undefined; sync: SyncState } {
  const sync = useSync(charityId === undefined ? null : `supporters:${charityId}`, () => syncSupporters(charityId ?? 0));
  const firstLoad = charityId === undefined ? undefined : firstLoadAnswer<Supporter[]>(catalogPaths.supporters(charityId));
  const supporters = useCached(
    async () => {
      const stored = charityId === undefined ? undefined : await db.supporters.get(charityId);
      return stored ? { value: stored.items, fetchedAt: stored.fetchedAt } : null;
    },
    [charityId],
    firstLoad,
  );
  return { supporters, sync: sync.state };
}
