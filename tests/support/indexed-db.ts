import type { Page } from 'playwright-core';

/**
 * Reads this device's Dexie (database `zlota-rybka`, web/src/db/db.ts) straight from IndexedDB in the page: the row
 * under `key` in `store` (undefined when none), or with `key` null how many rows the store holds. A store that is not
 * there yet (the app has not opened its newest schema) holds nothing.
 */
function readStore(page: Page, store: string, key: string | number | null): Promise<unknown> {
  return page.evaluate(
    async ({ store, key }) => {
      type Request<R> = { result: R; onsuccess: (() => void) | null; onerror: (() => void) | null };
      type Store = { get(key: string | number): Request<unknown>; count(): Request<number> };
      type Database = { objectStoreNames: { contains(name: string): boolean }; transaction(store: string): { objectStore(store: string): Store }; close(): void };
      const { indexedDB } = globalThis as unknown as { indexedDB: { open(name: string): Request<Database> } };
      const done = <R>(request: Request<R>) =>
        new Promise<R>((resolve, reject) => Object.assign(request, { onsuccess: () => resolve(request.result), onerror: () => reject(new Error(`IndexedDB: ${store}`)) }));
      const database = await done(indexedDB.open('zlota-rybka'));
      try {
        if (!database.objectStoreNames.contains(store)) return key === null ? 0 : undefined;
        const rows = database.transaction(store).objectStore(store);
        return await (key === null ? done(rows.count()) : done(rows.get(key)));
      } finally {
        database.close();
      }
    },
    { store, key },
  );
}

/** The row this device's Dexie holds under `key` in `store`; undefined when it holds none. */
export const storedRow = <T>(page: Page, store: string, key: string | number) => readStore(page, store, key) as Promise<T | undefined>;

/** How many rows this device's Dexie holds in `store`. */
export const storedCount = (page: Page, store: string) => readStore(page, store, null) as Promise<number>;
