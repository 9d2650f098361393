import type { liveQuery } from 'dexie';
import type { db } from './db';

export type CatalogDb = typeof db;

interface Cache {
  db: CatalogDb;
  liveQuery: typeof liveQuery;
}

let needed: Promise<unknown> = Promise.resolve();
let opening: Promise<Cache> | undefined;

/**
 * A page the server drew shows the answers it came with (lib/first-load.ts) and needs nothing from the cache
 * until `when` settles (start.tsx: a service worker is ready to serve the app offline, or the visitor moves on).
 * Dexie, a third of the app's script, then stays out of the first load.
 */
export function openDbOnce(when: Promise<unknown>): void {
  needed = when.catch(() => undefined);
}

/** The one Dexie instance (db.ts), loaded on first use; a failed load (the network gone mid-way) is tried again on the next. */
export function openDb(): Promise<Cache> {
  opening ??= needed
    .then(() => import('./db'))
    .then(
      (module) => ({ db: module.db, liveQuery: module.liveQuery }),
      (error: unknown) => {
        opening = undefined;
        throw error;
      },
    );
  return opening;
}
