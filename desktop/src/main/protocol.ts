import { net, protocol } from 'electron';
import { readFile } from 'node:fs/promises';
import { paths } from './paths.js';
import { appFileFor, contentSecurityPolicy, serverImageUrl } from './modules/app-files.js';
import { APP_ORIGIN, APP_SCHEME } from './modules/navigation-policy.js';
import { loadSettings } from './settings-store.js';

// app://zlota-rybka serves the web's admin build packaged inside the app (checklist 18: a custom protocol, never
// file://, never a remote page) and the app's own pages under /desktop/. Fundraisers' pictures (/api/images/…)
// are fetched from the chosen server. Each file answer carries the app's CSP.

const OWN_PAGES = '/desktop/';

/** Before the app is ready: app:// is a standard, secure origin that may use fetch (CORS to the chosen server). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

export function handleAppProtocol(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const picture = request.method === 'GET' ? serverImageUrl(request.url, loadSettings().serverUrl) : undefined;
    if (picture) return net.fetch(picture);
    const own = new URL(request.url).pathname.startsWith(OWN_PAGES);
    const served = own
      ? appFileFor(request.url.replace(`${APP_ORIGIN}${OWN_PAGES}`, `${APP_ORIGIN}/`), paths.pages)
      : appFileFor(request.url, paths.web);
    if (!served || request.method !== 'GET') return new Response('Nie znaleziono', { status: 404 });
    try {
      const body = await readFile(served.file);
      return new Response(body, {
        headers: {
          'Content-Type': served.type,
          'Content-Security-Policy': contentSecurityPolicy(loadSettings().serverUrl),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'no-cache',
        },
      });
    } catch {
      return new Response('Nie znaleziono', { status: 404 });
    }
  });
}
