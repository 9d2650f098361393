import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { CharityDetails } from '@zlota/shared/entities';
import { catalogPaths } from '@zlota/shared/first-load';
import { idNamedBy } from '@zlota/shared/record-id';
import type { CachedCharity } from '../../../db/db';
import type { CatalogDb } from '../../../db/open-db';
import { firstLoadAnswer } from '../../../lib/first-load';
import { syncCharity, toCached } from '../../../sync/catalog-sync';
import { handedCard } from '../utils/card-handoff';
import { hasNeedy } from '../utils/visible-charities';
import type { CardCharity } from './read-cached';
import { useCached } from '../../../hooks/use-cached';
import { useSync, type SyncState } from '../../../hooks/use-sync';

export interface CharityView {
  /** undefined while Dexie is read; null when the device has no public copy of it. */
  charity: CardCharity | null | undefined;
  sync: SyncState;
  /** The API said there is no such public fundraiser (404), or the stored one has no needy person (spec §3). */
  gone: boolean;
  retry: () => void;
}

/** `charity/{name}` also takes a numeric id (catalog-use-case.ts), so the cache is looked up both ways. */
async function readCharity(db: CatalogDb, name: string): Promise<CachedCharity | undefined> {
  const byUrl = await db.charities.where('url').equals(name).first();
  const id = idNamedBy(name);
  return byUrl || id === undefined ? byUrl : db.charities.get(id);
}

/** One fundraiser by its URL name, with its description, from Dexie, refreshed from the API. */
export function useCharity(name: string): CharityView {
  const sync = useSync(`charity:${name}`, () => syncCharity(name));
  const firstLoad = useMemo(() => {
    const answer = firstLoadAnswer<CharityDetails>(catalogPaths.charity(name));
    return answer ? toCached(answer) : undefined;
  }, [name]);
  const cached = useCached(
    async (db) => {
      const charity = await readCharity(db, name);
      return charity ? { value: charity, fetchedAt: charity.fetchedAt } : null;
    },
    [name],
    firstLoad,
  );
  // Opened from a card or the banner: what it showed is drawn at once, while Dexie is read (or has nothing yet).
  const handed = handedCard(useLocation().state, name);
  const shown = cached ?? handed ?? cached;
  const charity = shown === undefined ? undefined : hasNeedy(shown) ? shown : null;
  const hidden = shown !== undefined && shown !== null && !hasNeedy(shown);
  return { charity, sync: sync.state, gone: sync.result === 'gone' || hidden, retry: sync.retry };
}
