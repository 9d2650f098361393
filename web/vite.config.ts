import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_MODULES_ID } from './src/app-modules.ts';

/**
 * main.tsx starts the app (src/app/start.tsx) by a dynamic import once the page is painted: this lists the app's
 * chunks in the HTML, inert in a template until main.tsx moves them into the head (src/app-modules.ts), so they are
 * all asked for at once after the first paint rather than chunk after chunk; and it links their stylesheets (the
 * layout's and the catalog's), which a page drawn on the server needs for its first paint.
 */
function preloadApp(): Plugin {
  return {
    name: 'zlota-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, path: page }) {
        if (!bundle || page === `/${PANEL_HTML}`) return;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start.tsx'));
        if (!start) throw new Error('zlota-preload-app: no chunk for src/app/start.tsx');
        const entryImports = new Set(chunks.filter((chunk) => chunk.isEntry && chunk.name === 'main').flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || entryImports.has(file) || chunk?.type !== 'chunk') return;
          files.add(file);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        return [
          ...[...styles].map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          {
            tag: 'template',
            attrs: { id: APP_MODULES_ID },
            children: [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` } })),
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

/** The panel's own page (issue 38 item 5): the server sends it for every panel path (server/src/web/serve-web.ts). */
const PANEL_HTML = 'admin.html';

/**
 * admin.html: its entry's own modules are preloaded by Vite itself; this adds the panel's app (src/app/panel-start.tsx,
 * which the entry imports in a task of its own) and the desk's screen (/admin, the panel's first page after the login)
 * with the modules they import beyond the entry's, so neither waits for the one before to ask for it; and their
 * stylesheets, so the desk does not wait for them either.
 */
function preloadDesk(): Plugin {
  return {
    name: 'zlota-preload-desk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, path: page }) {
        if (!bundle || page !== `/${PANEL_HTML}`) return;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'admin');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/panel-start.tsx'));
        const desk = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/features/admin/insights/work-queue-page.tsx'));
        if (!entry || !start || !desk) throw new Error('zlota-preload-desk: no chunk for src/panel-main.tsx, src/app/panel-start.tsx or the work queue');
        const loaded = new Set<string>();
        const withEntry = (file: string) => {
          const chunk = bundle[file];
          if (loaded.has(file) || chunk?.type !== 'chunk') return;
          loaded.add(file);
          chunk.imports.forEach(withEntry);
        };
        withEntry(entry.fileName);
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || loaded.has(file) || chunk?.type !== 'chunk') return;
          files.add(file);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        visit(desk.fileName);
        return [
          ...[...styles].map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...[...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

// ARCHITECTURE §5: the app shell is precached; navigations fall back to it; images are cached
// cache-first and bounded; auth, payment and admin responses are never cached. A navigation goes to the network
// first (issue 16: a second visit paints as fast as the first, from the server's drawn page).
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { conditions: ['@zlota/source'] },
  // The server's renderer (src/entry-server.tsx, `vite build --ssr`) bundles its dependencies: the portal loads
  // it from wherever the web was built (dist/.ssr/), with no node_modules beside it. (The PWA plugin runs in that
  // build too, for its virtual register module; what it writes there is never served: a dot-folder.)
  ssr: { noExternal: true, resolve: { conditions: ['@zlota/source'] } },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 200,
    copyPublicDir: !isSsrBuild,
    // The public app (index.html, main.tsx) and the panel's (admin.html, panel-main.tsx): two entries.
    ...(isSsrBuild ? {} : { rollupOptions: { input: { main: path.resolve(import.meta.dirname, 'index.html'), admin: path.resolve(import.meta.dirname, PANEL_HTML) } } }),
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/charity': 'http://localhost:3000', '/user/api-login': 'http://localhost:3000', '/admin/logout': 'http://localhost:3000' } },
  plugins: [
    react(),
    preloadApp(),
    preloadDesk(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // Not the statute and the security policy: the server decides whether there is one (issue 30).
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Złota rybka — zbiórki charytatywne',
        short_name: 'Złota rybka',
        description: 'Fundacja Złota rybka - zbiórki charytatywne',
        lang: 'pl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b3d91',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // The richer install dialog: the home page at a phone's and a desktop's size (tests/tools/manifest-screenshots.ts).
        screenshots: [
          { src: '/screenshots/home-phone.png', sizes: '412x915', type: 'image/png', form_factor: 'narrow', label: 'Zbiórki Fundacji Złota rybka na telefonie' },
          { src: '/screenshots/home-desktop.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Zbiórki Fundacji Złota rybka na komputerze' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The rich-text editor serves only the online account screens: not worth 130 KB of precache; the
        // screenshots serve only the browser's install dialog.
        globIgnores: ['**/rich-text-editor-*.js', 'screenshots/**'],
        // Static routes: navigations and the built assets do not wait for the worker to start (the file says how).
        importScripts: ['/sw-static-routes.js', '/sw-catalog-refresh.js'],
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // The navigation's request starts while the worker itself starts, so going through it costs no time.
        navigationPreload: true,
        // `/` is the server's drawn home page, not the precached shell (index.html), which only stands in offline:
        // no precache match for it, and not vite-plugin-pwa's default shell-for-every-navigation route.
        directoryIndex: null,
        navigateFallback: null,
        runtimeCaching: [
          {
            // A page: the server's, drawn, its content in the HTML; offline the precached shell, which draws from
            // Dexie. Never stored: a drawn page carries its answers, which must be current. (Workbox allows a
            // network timeout only where it stores.) Not the server's own addresses (API, payment returns, logins
            // and logouts, documents).
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/(api|charity)\/|^\/user\/api-login|^\/admin\/logout|\.pdf$/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/api/images/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'zlota-images',
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
  ],
}));
