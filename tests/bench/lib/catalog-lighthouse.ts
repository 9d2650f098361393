// Lighthouse mobile on a first visit to `/`, with the offline catalog's sync as it runs after the load, and without
// it: the same page with the catalog's feed (GET /api/catalog/changes) blocked, so the sync stores nothing (issue 39
// item 5: the first visit's score does not change with the sync). A fresh Chromium for every run.
import { CHROME_FLAGS, CHROME_PATH } from '../phases/web.js';

export interface CatalogLighthouseRun {
  performance: number | null;
  tbtMs: number;
  lcpMs: number;
  /** Scripts Lighthouse saw in its whole window (also those after the load: the sync's own, Dexie). */
  scriptBytes: number;
  /** Whether the catalog's feed was asked for within Lighthouse's window. */
  feedSeen: boolean;
  runtimeError: string | null;
}

const FEED = '/api/catalog/changes';

export async function catalogLighthouseOnce(baseUrl: string, withSync: boolean): Promise<CatalogLighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(`${baseUrl}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      blockedUrlPatterns: withSync ? [] : [`*${FEED}*`],
    });
    if (!result) throw new Error('Lighthouse gave no result for /');
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url?: string; resourceType?: string; transferSize?: number; statusCode?: number }> } | undefined)?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    return {
      performance: lhr.categories.performance?.score ?? null,
      tbtMs: audit('total-blocking-time'),
      lcpMs: audit('largest-contentful-paint'),
      scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      feedSeen: requests.some((item) => item.url?.includes(FEED) && item.statusCode === 200),
      runtimeError: lhr.runtimeError?.message ?? null,
    };
  } finally {
    chrome.kill();
  }
}
