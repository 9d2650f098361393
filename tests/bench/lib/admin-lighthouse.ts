// Lighthouse mobile on the admin panel signed in (issue 38 item 5): an admin logs in through the API, the session goes
// into the tab's session storage as the web keeps it (web/src/lib/session.ts) on a page that is not the app, and
// Lighthouse measures /admin in that very tab (its storage not reset) as its first load, a fresh Chromium every run.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_STORAGE_KEYS } from '@zlota/shared/constants';
import { CHROME_FLAGS, CHROME_PATH } from '../phases/web.js';

export interface AdminLighthouseRun {
  performance: number | null;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** The requests of scripts on the first load, and their bytes as transferred. */
  scripts: number;
  scriptBytes: number;
  runtimeError: string | null;
}

/** One run on `path` of the portal at `baseUrl`, signed in as `admin` (login and password of an admin account). */
export async function adminLighthouseOnce(baseUrl: string, admin: { login: string; password: string }, path = '/admin'): Promise<AdminLighthouseRun> {
  const login = await fetch(`${baseUrl}/api/admin/api-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const session = (await login.json()) as { access_token?: string; expires_at?: number };
  if (!session.access_token || session.expires_at === undefined) throw new Error(`the bench admin could not log in (${login.status})`);
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // Lighthouse's own Puppeteer: the page it measures is the tab that holds the session.
  const puppeteer = await import('puppeteer-core');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    // A true cold load: the session is handed over on a file of the origin that loads none of the app (no script in
    // the HTTP cache, no service worker installed or precaching while Lighthouse measures), then /admin is the first page.
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate(
      (keys, token, expiresAt) => {
        const { sessionStorage } = globalThis as unknown as { sessionStorage: { setItem(key: string, value: string): void } };
        sessionStorage.setItem(keys.accessToken, token);
        sessionStorage.setItem(keys.tokenExpiry, String(expiresAt));
        sessionStorage.setItem(keys.adminMarker, '1');
      },
      SESSION_STORAGE_KEYS,
      session.access_token,
      session.expires_at,
    );
    // Nothing of the origin in the HTTP cache either (the storage stays).
    const devtools = await page.createCDPSession();
    await devtools.send('Network.clearBrowserCache');
    await devtools.detach();
    const result = await lighthouse(`${baseUrl}${path}`, { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true }, undefined, page);
    if (!result) throw new Error('Lighthouse gave no result for the panel');
    const { lhr } = result;
    // BENCH_LHR_DIR=/some/dir: every run's whole report there, to see what the largest paint waited for.
    if (process.env.BENCH_LHR_DIR) writeFileSync(join(process.env.BENCH_LHR_DIR, `admin-${Date.now()}.json`), JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = ((lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    );
    return {
      performance: lhr.categories.performance?.score ?? null,
      cls: audit('cumulative-layout-shift'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      scripts: requests.length,
      scriptBytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      runtimeError: lhr.runtimeError?.message ?? null,
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
