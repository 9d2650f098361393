import { startTransition, useEffect, useState } from 'react';
import { openDb, type CatalogDb } from '../db/open-db';
import { firstLoadFreshSince } from '../lib/first-load';

/** What the cache holds for a screen, and when this device stored it (ms since the epoch). */
export interface Stored<T> {
  value: T;
  fetchedAt: number;
}

/**
 * A Dexie live query (undefined until its first answer; on new deps, the last answer until the new one), as
 * dexie-react-hooks' useLiveQuery gives it, but with Dexie loaded on first use (db/open-db.ts; `canWait`: the
 * screen has the page's answer meanwhile). An error is thrown to the route's error element.
 */
function useLiveQuery<R>(query: (db: CatalogDb) => Promise<R>, deps: unknown[], canWait: boolean): R | undefined {
  const [answer, setAnswer] = useState<{ value: R | undefined; error: unknown }>({ value: undefined, error: null });
  useEffect(() => {
    let active = true;
    let subscription: { unsubscribe(): void } | undefined;
    const failed = (error: unknown) => setAnswer((previous) => ({ ...previous, error }));
    openDb(canWait).then(({ db, liveQuery }) => {
      if (!active) return;
      subscription = liveQuery(() => query(db)).subscribe({
        // As a transition: a screen redrawn from the cache (every card of a list) yields to the browser as it goes.
        next: (value) => startTransition(() => setAnswer((previous) => (previous.error === null && previous.value === value ? previous : { value, error: null }))),
        error: failed,
      });
    }, (error: unknown) => active && failed(error));
    return () => {
      active = false;
      subscription?.unsubscribe();
    };
    // The caller's deps, as useLiveQuery takes them: the lint checks them at each call of useCached instead
    // (eslint.config.js, additionalHooks); `canWait` only matters for the first opening of the cache.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (answer.error !== null) throw answer.error;
  return answer.value;
}

/**
 * A live query of the cache (undefined while Dexie is read, null when this device never stored it) that shows
 * the answers the page came with (lib/first-load.ts) for as long as the cache has nothing as fresh: the first
 * render then draws what the server drew, a copy stored on an earlier visit never flashes over it, and the
 * screen follows Dexie as soon as the sync has stored the page's answers (or anything newer).
 */
export function useCached<T>(query: (db: CatalogDb) => Promise<Stored<T> | null>, deps: unknown[], firstLoad: T | undefined): T | null | undefined {
  const stored = useLiveQuery(query, deps, firstLoad !== undefined);
  if (firstLoad !== undefined && (!stored || stored.fetchedAt < firstLoadFreshSince)) return firstLoad;
  return stored === undefined || stored === null ? stored : stored.value;
}

/** A value read from the cache, with when it was stored; null when it is missing or not what the screen expects. */
export function storedIf<T>(row: { value: unknown; fetchedAt: number } | undefined, valid: (value: unknown) => value is T): Stored<T> | null {
  return row && valid(row.value) ? { value: row.value, fetchedAt: row.fetchedAt } : null;
}
