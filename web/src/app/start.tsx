// The app itself, started by main.tsx once the page has been painted.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { openDb, openDbOnce } from '../db/open-db';
import { forgetFirstLoad } from '../lib/first-load';
import { startOfflineCatalog, whenOfflineWithCatalog } from '../sync/offline-catalog-start';
import { AppRoot } from './app-root';
import { createRouter, prepareOfflineSearch } from './router';

/**
 * Called once this module has been evaluated, never while it is: the router starts loading the first screen's
 * chunk at once, and that chunk imports this one.
 */
export function start(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Brak elementu #root');
  const router = createRouter();
  // Issue 39: the whole active catalog, after the load, when the browser is idle and a service worker is ready.
  startOfflineCatalog();
  whenOfflineWithCatalog(prepareOfflineSearch);
  const firstPath = router.state.location.pathname + router.state.location.search;
  let movedOn = () => {};
  const leftFirstPage = new Promise<void>((resolve) => (movedOn = resolve));
  const unsubscribeFirstLoad = router.subscribe(({ location }) => {
    if (location.pathname + location.search === firstPath) return;
    forgetFirstLoad();
    movedOn();
    unsubscribeFirstLoad();
  });
  const app = (
    <AppRoot page={null}>
      <RouterProvider router={router} />
    </AppRoot>
  );

  if (!container.hasChildNodes()) {
    // Any other page: its skeleton shows while its screen's script loads (router.tsx), and the cache its screen
    // reads loads meanwhile rather than after it.
    void openDb().catch(() => undefined);
    createRoot(container).render(app);
    return;
  }
  // Its answers are in the page: the cache is opened to keep them for offline reading once a service worker can
  // serve the app offline, or when the visitor moves on.
  openDbOnce(Promise.race([leftFirstPage, serviceWorkerReady()]));
  // A page the server drew (entry-server.tsx) stays as it is until its screen's script is here; React then takes
  // its HTML over in slices, keeping every element (and picture) in place. Should the two ever differ (a visitor
  // whose device knows more than the server), React draws that part again by itself: worth a warning, no more.
  // As a transition, the hydration yields to the browser every few milliseconds instead of holding the page in one
  // long task (on a slow phone the page answers a tap meanwhile; the HTML is already on screen).
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(container, app, {
        // eslint-disable-next-line no-console -- a difference React mended by itself: a warning for whoever debugs
        onRecoverableError: (error) => console.warn('Strona narysowana na serwerze różni się od aplikacji; rysuję ją ponownie.', error),
      });
    });
  if (router.state.initialized) {
    hydrate();
    return;
  }
  const unsubscribe = router.subscribe(({ initialized }) => {
    if (!initialized) return;
    unsubscribe();
    hydrate();
  });
}

/** Resolves once a service worker is active for the app; never where there is none (blocked or unsupported). */
function serviceWorkerReady(): Promise<unknown> {
  return 'serviceWorker' in navigator ? navigator.serviceWorker.ready : new Promise<never>(() => {});
}
