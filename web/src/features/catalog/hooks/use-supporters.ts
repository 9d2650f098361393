import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CachedSupporters } from '../../../db/db';
import { syncSupporters } from '../../../sync/catalog-sync';
import { useSync, type SyncState } from './use-sync';

export type Supporter = CachedSupporters['items'][number];

/** The latest supporters of a fundraiser, from Dexie, refreshed from the API; null when none are stored. */
export function useSupporters(charityId: number | undefined): { supporters: Supporter[] | null | undefined; sync: SyncState } {
  const sync = useSync(charityId === undefined ? null : `supporters:${charityId}`, () => syncSupporters(charityId ?? 0));
  const supporters = useLiveQuery(async () => (charityId === undefined ? undefined : ((await db.supporters.get(charityId))?.items ?? null)), [charityId]);
  return { supporters, sync: sync.state };
}
