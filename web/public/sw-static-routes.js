/* global self */
// Imported by the generated service worker (vite.config.ts, workbox `importScripts`). Static routes (InstallEvent.
// addRoutes, Chromium 123 and later; elsewhere nothing changes) let a request skip waiting for the worker to start:
// - a page's navigation races the network against the worker: online the server's page comes as on a first visit,
//   offline the worker's shell answers (vite.config.ts: a page is never stored);
// - the built assets (their names carry their hash) come straight from Workbox's precache, where the worker would
//   have found them too; the rich-text editor's chunk is not precached, so it stays with the worker (and the network).
self.addEventListener('install', (event) => {
  if (!event.addRoutes) return;
  event.addRoutes([
    { condition: { requestMode: 'navigate' }, source: 'race-network-and-fetch-handler' },
    { condition: { urlPattern: { pathname: '/assets/rich-text-editor-*' } }, source: 'fetch-event' },
    // Workbox's precache: `workbox-precache-v2-` and the registration's scope (no cacheId is set).
    { condition: { urlPattern: { pathname: '/assets/*' } }, source: { cacheName: `workbox-precache-v2-${self.registration.scope}` } },
  ]);
});
