import { useLiveQuery } from 'dexie-react-hooks';

/**
 * A live query of the cache (undefined while Dexie is read, null when this device never stored it) that shows
 * the answer the page came with (lib/first-load.ts) for as long as the cache has nothing better: the first
 * render then draws what the server drew, and the screen switches to Dexie as soon as the sync has stored it.
 */
export function useCached<T>(query: () => Promise<T | null>, deps: unknown[], firstLoad: T | undefined): T | null | undefined {
  const cached = useLiveQuery(query, deps);
  return cached ?? firstLoad ?? cached;
}
