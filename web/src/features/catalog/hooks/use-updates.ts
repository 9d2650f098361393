import type { CharityUpdate } from '@zlota/shared/entities';
import { catalogPaths } from '@zlota/shared/first-load';
import { firstLoadAnswer } from '../../../lib/first-load';
import { syncUpdates } from '../../../sync/catalog-sync';
import { useCached } from '../../../hooks/use-cached';
import { useSync, type SyncState } from '../../../hooks/use-sync';

export interface UpdatesView {
  /** Newest first; null when this device has none stored, undefined while Dexie is read. */
  updates: CharityUpdate[] | null | undefined;
  sync: SyncState;
}

/** A fundraiser's updates ("Aktualności") from Dexie, refreshed from the API; the page's own answer first. */
export function useUpdates(charityId: number): UpdatesView {
  const sync = useSync(`updates:${charityId}`, () => syncUpdates(charityId));
  const updates = useCached<CharityUpdate[]>(
    async (db) => {
      const found = await db.updates.get(charityId);
      return found ? { value: found.items, fetchedAt: found.fetchedAt } : null;
    },
    [charityId],
    firstLoadAnswer<CharityUpdate[]>(catalogPaths.updates(charityId)),
  );
  return { updates, sync: sync.state };
}
