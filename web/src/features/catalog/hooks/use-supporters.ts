import { useState } from 'react';
import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import { SUPPORTERS_SHOWN } from '@zlota/shared/constants';
import { catalogPaths } from '@zlota/shared/first-load';
import type { CachedSupporters } from '../../../db/db';
import { api, errorMessage } from '../../../lib/api-client';
import { firstLoadAnswer } from '../../../lib/first-load';
import { syncSupporters } from '../../../sync/catalog-sync';
import { useCached } from '../../../hooks/use-cached';
import { useSync, type SyncState } from '../../../hooks/use-sync';

export type Supporter = CachedSupporters['items'][number];

interface StoredSupporters {
  items: Supporter[];
  total: number | undefined;
}

export interface SupportersView {
  /** The latest supporters, then every page "Pokaż więcej" brought; null when none are stored, undefined while read. */
  supporters: Supporter[] | null | undefined;
  /** How many there are in all, when known. */
  total: number | undefined;
  sync: SyncState;
  /** Reads the list again now ("Spróbuj ponownie"). */
  retry: () => void;
  /** Brings the next page (online only); null when there is nothing more to bring. */
  showMore: (() => void) | null;
  loadingMore: boolean;
  moreProblem: string | null;
}

/** A fundraiser's supporters: the latest from Dexie (refreshed from the API), and older ones page by page on request. */
export function useSupporters(charityId: number): SupportersView {
  const sync = useSync(`supporters:${charityId}`, () => syncSupporters(charityId));
  const firstItems = firstLoadAnswer<Supporter[]>(catalogPaths.supporters(charityId));
  const firstCount = firstLoadAnswer<{ count: number }>(catalogPaths.supportersCount(charityId));
  const firstLoad: StoredSupporters | undefined = firstItems ? { items: firstItems, total: firstCount?.count } : undefined;
  const stored = useCached<StoredSupporters>(
    async (db) => {
      const found = await db.supporters.get(charityId);
      return found ? { value: { items: found.items, total: found.total }, fetchedAt: found.fetchedAt } : null;
    },
    [charityId],
    firstLoad,
  );
  const [more, setMore] = useState<{ charityId: number; items: Supporter[] }>({ charityId, items: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreProblem, setMoreProblem] = useState<string | null>(null);
  const older = more.charityId === charityId ? more.items : [];
  const supporters = stored ? [...stored.items, ...older] : stored;
  const total = stored?.total;
  const canShowMore = supporters !== null && supporters !== undefined && total !== undefined && supporters.length < total;

  const showMore = async () => {
    if (!supporters) return;
    setLoadingMore(true);
    setMoreProblem(null);
    try {
      const path = `${apiPath(API_ROUTES.charityDonations, { id: charityId })}?size=${SUPPORTERS_SHOWN}&offset=${supporters.length}`;
      const page = await api.get<Supporter[]>(path);
      setMore({ charityId, items: [...older, ...page] });
    } catch (error) {
      setMoreProblem(await errorMessage(error));
    } finally {
      setLoadingMore(false);
    }
  };
  return { supporters, total, sync: sync.state, retry: sync.retry, showMore: canShowMore ? () => void showMore() : null, loadingMore, moreProblem };
}
