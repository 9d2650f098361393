/* global self, caches, indexedDB */
// Imported by the generated service worker (vite.config.ts, workbox `importScripts`). Issue 39: the offline catalog
// refreshed about once a day by Periodic Background Sync, where the browser allows it (an installed app; the page
// registers the tag, web/src/sync/offline-catalog-start.ts). With a window of the app open, that window brings the
// catalog up to date itself (the same sync as on a visit). With none, the worker fetches the feed's pages after the
// device's cursor and keeps them, as answered, in a cache of their own: the app's next start applies them to Dexie
// before anything else, online or not (web/src/sync/offline-catalog.ts). The names below are shared with that file.
const CATALOG_TAG = 'zlota-catalog';
const FEED_PAGES = 'zlota-catalog-feed';
const REFRESH_MESSAGE = 'zlota-catalog-refresh';
/** At most this many pages a refresh keeps: the rest comes with the next visit. */
const MOST_PAGES = 100;

/** The device's place in the feed, as the app's sync stores it in Dexie's `values` ('offline-catalog'). */
function storedCursor() {
  return new Promise((resolve) => {
    const open = indexedDB.open('zlota-rybka');
    open.onerror = () => resolve(undefined);
    // No catalog on this device (the app never opened the database): nothing to refresh, nothing created.
    open.onupgradeneeded = () => open.transaction.abort();
    open.onsuccess = () => {
      const database = open.result;
      if (!database.objectStoreNames.contains('values')) return resolve(undefined);
      const read = database.transaction('values').objectStore('values').get('offline-catalog');
      read.onerror = () => resolve(undefined);
      read.onsuccess = () => {
        database.close();
        resolve(read.result && read.result.value ? read.result.value.cursor : undefined);
      };
    };
  });
}

async function keepFeedPages() {
  let cursor = await storedCursor();
  if (cursor === undefined) return;
  const pages = await caches.open(FEED_PAGES);
  for (let i = 0; i < MOST_PAGES; i++) {
    const url = `/api/catalog/changes?since=${cursor}`;
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    const page = await response.clone().json();
    await pages.put(url, response);
    if (!page.more) return;
    cursor = page.cursor;
  }
}

async function refreshCatalog() {
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length > 0) {
    windows[0].postMessage({ type: REFRESH_MESSAGE });
    return;
  }
  await keepFeedPages();
}

self.addEventListener('periodicsync', (event) => {
  if (event.tag === CATALOG_TAG) event.waitUntil(refreshCatalog());
});
