import type { liveQuery } from 'dexie';
import type { db, onCharitiesWritten } from './db';

export type CatalogDb = typeof db;

interface Cache {
  db: CatalogDb;
  liveQuery: typeof liveQuery;
  onCharitiesWritten: typeof onCharitiesWritten;
}

let needNow = () => {};
let needed: Promise<unknown> = Promise.resolve();
let opening: Promise<Cache> | undefined;

/**
 * A page the server drew shows the answers it came with (lib/first-load.ts): what only keeps them for later (the
 * sync, a screen that has them) waits for `when` (start.tsx: a service worker is ready to serve the app offline,
 * or the visitor moves on), so Dexie, a third of the app's script, stays out of the first load.
 */
export function openDbOnce(when: Promise<unknown>): void {
  needed = new Promise<void>((resolve) => {
    needNow = resolve;
    void when.then(() => resolve(), () => resolve());
  });
}

/**
 * The one Dexie instance (db.ts), loaded on first use. `canWait`: the caller has what it shows meanwhile (see
 * openDbOnce); anyone else opens it at once. A failed load (the network gone mid-way) is tried again on the next.
 */
export function openDb(canWait = false): Promise<Cache> {
  if (!canWait) needNow();
  opening ??= needed
    .then(() => import('./db'))
    .then(
      (module) => ({ db: module.db, liveQuery: module.liveQuery, onCharitiesWritten: module.onCharitiesWritten }),
      (error: unknown) => {
        opening = undefined;
        throw error;
      },
    );
  return opening;
}
