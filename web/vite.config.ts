import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// ARCHITECTURE §5: the app shell is precached; navigations fall back to it; images are cached
// cache-first and bounded; auth, payment and admin responses are never cached.
export default defineConfig({
  resolve: { conditions: ['@zlota/source'] },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 200 },
  server: { proxy: { '/api': 'http://localhost:3000', '/charity': 'http://localhost:3000', '/user/api-login': 'http://localhost:3000', '/admin/logout': 'http://localhost:3000' } },
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png', 'statut.pdf', 'PolitykaBezpieczenstwa.pdf'],
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
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The rich-text editor serves only the online account screens: not worth 130 KB of precache.
        globIgnores: ['**/rich-text-editor-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/charity\//, /^\/user\/api-login/, /^\/admin\/logout/, /\.pdf$/],
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
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
});
