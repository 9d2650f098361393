// Issue 39: when the whole active catalog is brought onto the device, and what the visitor is told about it. Part of
// the first load, so small: the sync itself (offline-catalog.ts, with Dexie) is loaded only when it runs.

import type { StoredCatalog } from '../lib/offline-catalog-text';

/** What the device holds, as the footer says it: fundraisers, bytes (data and pictures), when. */
export type OfflineCatalogStatus = StoredCatalog;

export type OfflineCatalogPhase = 'idle' | 'syncing' | 'failed';

const STATUS_KEY = 'zlota-offline-catalog';
const CHANGED = 'zlota-offline-catalog';
/** The visitor asked for the catalog on the phone once: later visits refresh it even on a saving connection. */
const ASKED_KEY = 'zlota-offline-catalog-asked';
/** Persistent storage was asked for on this device (once is enough: the browser remembers its answer). */
const PERSIST_ASKED_KEY = 'zlota-storage-persist-asked';
/** Periodic Background Sync's tag and the worker's message to an open window (web/public/sw-catalog-refresh.js). */
export const CATALOG_TAG = 'zlota-catalog';
const REFRESH_MESSAGE = 'zlota-catalog-refresh';
/** The browser is asked to refresh the catalog about once a day: what a visitor sees offline is at most a day old. */
export const REFRESH_EVERY_MS = 24 * 60 * 60 * 1000;

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
}
type WithPeriodicSync = ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager };

/**
 * Where the browser allows it (an installed app, Chromium), the service worker refreshes the catalog about once a day
 * (Periodic Background Sync); elsewhere it is refreshed on each visit and when the connection comes back.
 */
async function refreshPeriodically(register: boolean): Promise<void> {
  try {
    const registration: WithPeriodicSync = await navigator.serviceWorker.ready;
    if (!registration.periodicSync) return;
    if (!register) return await registration.periodicSync.unregister(CATALOG_TAG);
    const { state } = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    if (state === 'granted') await registration.periodicSync.register(CATALOG_TAG, { minInterval: REFRESH_EVERY_MS });
  } catch {
    // Not allowed here: the visits and the connection's return refresh it.
  }
}

let phase: OfflineCatalogPhase = 'idle';
let running: Promise<void> | undefined;

const announce = () => window.dispatchEvent(new Event(CHANGED));

export function readOfflineCatalogStatus(): OfflineCatalogStatus | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STATUS_KEY) ?? 'null');
    return value !== null && typeof value === 'object' && 'count' in value && 'bytes' in value && 'syncedAt' in value ? (value as OfflineCatalogStatus) : null;
  } catch {
    return null;
  }
}

export function writeOfflineCatalogStatus(status: OfflineCatalogStatus | null): void {
  try {
    if (status === null) localStorage.removeItem(STATUS_KEY);
    else localStorage.setItem(STATUS_KEY, JSON.stringify(status));
  } catch {
    // Storage refused (private mode): the footer just says less.
  }
  announce();
}

export const offlineCatalogPhase = (): OfflineCatalogPhase => phase;

export function subscribeOfflineCatalog(callback: () => void): () => void {
  window.addEventListener(CHANGED, callback);
  return () => window.removeEventListener(CHANGED, callback);
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The browser says the connection is metered or slow: no download the visitor did not ask for. */
export function connectionSaves(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}

const remembered = (key: string) => {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};
const remember = (key: string) => {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // Remembered for this visit only.
  }
};
const askedBefore = () => remembered(ASKED_KEY);

/** The page runs as the installed app (its own window), not in a browser's tab. */
const installedApp = () => window.matchMedia?.('(display-mode: standalone)').matches === true;

/**
 * Asks the browser, once, to keep the portal's storage (the catalog, its pictures, the app) under storage pressure:
 * when the visitor has installed the app or asked for the catalog on the phone, never on a visit that only looked.
 */
function askToPersistOnce(): void {
  if (remembered(PERSIST_ASKED_KEY) || !navigator.storage?.persist) return;
  remember(PERSIST_ASKED_KEY);
  void navigator.storage.persist().catch(() => false);
}

/** Brings the catalog up to date now; `asked`: the visitor pressed the button (also on a saving connection). */
export function syncOfflineCatalog(asked = false): Promise<void> {
  if (asked) {
    remember(ASKED_KEY);
    askToPersistOnce();
  }
  running ??= (async () => {
    phase = 'syncing';
    announce();
    try {
      const { syncCatalog } = await import('./offline-catalog');
      const status = await syncCatalog();
      phase = 'idle';
      if (status) void refreshPeriodically(true);
    } catch {
      phase = 'failed';
    } finally {
      running = undefined;
      announce();
    }
  })();
  return running;
}

/** Forgets the stored catalog (the footer's "Usuń"). */
export async function removeOfflineCatalog(): Promise<void> {
  const { removeCatalog } = await import('./offline-catalog');
  await removeCatalog();
  try {
    localStorage.removeItem(ASKED_KEY);
  } catch {
    // Nothing was remembered.
  }
  writeOfflineCatalogStatus(null);
  void refreshPeriodically(false);
}

/** A donation is under way on these pages: nothing competes with it. */
export const busyPage = () => /\/(wsparcie|procesowanie-wplaty)$|^\/admin(\/|$)/.test(location.pathname);

/** Offline, only what the service worker kept meanwhile is applied (offline-catalog.ts); nothing is downloaded. */
function syncWhenIdle(): void {
  if (busyPage() || (navigator.onLine && connectionSaves() && !askedBefore())) return;
  const run = () => void syncOfflineCatalog();
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 10_000 });
  else setTimeout(run, 2000);
}

/**
 * Once the page has loaded and a service worker is ready (so pictures and the shell are served offline), the catalog
 * is refreshed when the browser is idle: on each visit, whenever the connection comes back, and when the service
 * worker's periodic sync asks an open window to, so what a visitor sees offline is at most as old as their last visit
 * online, or a day where the browser allows periodic sync.
 */
export function startOfflineCatalog(): void {
  if (!('serviceWorker' in navigator) || !('indexedDB' in window)) return;
  // Installed from this page (the browser's own menu or the install offer): the app's storage is worth keeping now.
  window.addEventListener('appinstalled', askToPersistOnce);
  const afterLoad = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  void Promise.all([afterLoad, navigator.serviceWorker.ready]).then(() => {
    if (installedApp()) askToPersistOnce();
    syncWhenIdle();
    window.addEventListener('online', syncWhenIdle);
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
      if (event.data?.type === REFRESH_MESSAGE) syncWhenIdle();
    });
  });
}

/**
 * Offline with the catalog on the device (now, or once the connection goes), `prepare` runs once after the load when
 * the browser is idle: what a search offline needs is then ready before the visitor asks (app/router.tsx).
 */
export function whenOfflineWithCatalog(prepare: () => Promise<unknown>): void {
  let prepared = false;
  const run = () => {
    if (prepared || navigator.onLine || !readOfflineCatalogStatus()?.count) return;
    prepared = true;
    const go = () => void prepare().catch(() => (prepared = false));
    if ('requestIdleCallback' in window) requestIdleCallback(go, { timeout: 5000 });
    else setTimeout(go, 1000);
  };
  const afterLoad = () => {
    run();
    window.addEventListener('offline', run);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
