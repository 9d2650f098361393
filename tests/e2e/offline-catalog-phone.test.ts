import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { emulateSavingConnection, eventually, gotoUnderWorker, openContext, useSuite, type Win } from '../support/browser.js';
import { storedRow } from '../support/indexed-db.js';

// Issue 39 item 2, in a real browser: the offline catalog respects the phone. On a connection the browser calls slow
// (effectiveType 2g or slow-2g) nothing is downloaded until the visitor asks; persistent storage is asked for once
// the visitor asked for offline or installed the app, never on a visit that only looked; on a phone short of space
// (the browser's storage estimate saying so) the pictures leave oldest first until they fit.

const suite = useSuite();
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const footerLine = (page: Page) => page.locator('footer .footer__offline').innerText();
const storedLine = async (page: Page) => /^Zapisano offline: \d+ zbiórek/.test(await footerLine(page));

/** A visit with the service worker, the page under it; `before` prepares the context (connection, counters). */
async function visit(before: (context: BrowserContext) => Promise<void> = async () => {}): Promise<{ page: Page; feed: string[] }> {
  const opened = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, serviceWorkers: 'allow' });
  context = opened.context;
  const { page } = opened;
  await before(context);
  const feed: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/catalog/changes')) feed.push(request.url());
  });
  await gotoUnderWorker(page);
  return { page, feed };
}

/**
 * Counts the tab's calls of navigator.storage.persist() (each still goes to the browser) across its reloads, in its
 * session storage.
 */
async function countPersistRequests(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const scope = globalThis as unknown as { sessionStorage: Win['sessionStorage']; StorageManager: { prototype: { persist(): Promise<boolean> } } };
    const persist = scope.StorageManager.prototype.persist;
    scope.StorageManager.prototype.persist = function (this: unknown) {
      scope.sessionStorage.setItem('zlotaPersistAsked', String(Number(scope.sessionStorage.getItem('zlotaPersistAsked') ?? 0) + 1));
      return persist.call(this);
    };
  });
}
/** What Chromium fires at the page once the visitor has installed it (from its menu or the page's install offer). */
const installFromPage = (page: Page) =>
  page.evaluate(() => {
    const scope = globalThis as unknown as { dispatchEvent(event: object): boolean; Event: new (type: string) => object };
    scope.dispatchEvent(new scope.Event('appinstalled'));
  });

/**
 * The page as the installed app shows it, in its own window: `display-mode: standalone`. DevTools' media emulation
 * has no display-mode in this Chromium, so the page's matchMedia answers that query as the installed app's would.
 */
async function runAsInstalledApp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const scope = globalThis as unknown as { matchMedia(query: string): { matches: boolean } };
    const real = scope.matchMedia.bind(scope);
    scope.matchMedia = (query: string) => real(/display-mode:\s*standalone/.test(query) ? 'all' : query);
  });
}
const standalone = (page: Page) => page.evaluate(() => (globalThis as unknown as { matchMedia(query: string): { matches: boolean } }).matchMedia('(display-mode: standalone)').matches);

const persistAsked = (page: Page) => page.evaluate(() => Number((globalThis as unknown as Win).sessionStorage.getItem('zlotaPersistAsked') ?? 0));

/**
 * The browser's storage estimate as a phone short of space reports it: once the test sets `zlotaGrantsMore`, the quota is
 * the usage as the browser measures it at that moment and that many bytes more. The room left is what the test says
 * whatever the portal's other data grew to meanwhile (a quota fixed from an earlier usage left no room at all once the
 * database had grown by more than the pictures, and every picture left). DevTools' own quota override does not reach
 * navigator.storage.estimate() here.
 */
async function reportQuota(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const scope = globalThis as unknown as { zlotaGrantsMore?: number; StorageManager: { prototype: { estimate(): Promise<{ quota?: number; usage?: number }> } } };
    const estimate = scope.StorageManager.prototype.estimate;
    scope.StorageManager.prototype.estimate = async function (this: unknown) {
      const real = await estimate.call(this);
      return scope.zlotaGrantsMore === undefined ? real : { ...real, quota: (real.usage ?? 0) + scope.zlotaGrantsMore };
    };
  });
}

interface FeedState {
  pictures: Record<string, { bytes: number; storedAt: number }>;
}

/** The sync's own record of the pictures it stored, in the order it stored them. */
const storedPictures = async (page: Page) => (await storedRow<{ value: FeedState }>(page, 'values', 'offline-catalog'))?.value.pictures ?? {};

/** The addresses the service worker's picture cache holds (path and query). */
const cachedPictures = (page: Page) =>
  page.evaluate(async () => {
    const { caches } = globalThis as unknown as { caches: { open(name: string): Promise<{ keys(): Promise<Array<{ url: string }>> }> } };
    return (await (await caches.open('zlota-images')).keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  });

describe('on a connection the browser calls slow', () => {
  for (const effectiveType of ['2g', 'slow-2g']) {
    test(`effectiveType ${effectiveType}: nothing is downloaded until the visitor asks, then the catalog is stored`, async () => {
      const { page, feed } = await visit((context) => emulateSavingConnection(context, { saveData: false, effectiveType }));
      await page.waitForTimeout(3000); // the idle moment a sync would have taken
      expect(feed).toEqual([]);
      expect(await footerLine(page)).toContain('Zbiórki nie są jeszcze zapisane na tym urządzeniu.');
      await page.locator('footer').getByRole('button', { name: 'Pobierz wszystkie zbiórki na telefon' }).click();
      await eventually('the catalog stored', () => storedLine(page), true, 60_000);
      expect(feed.length).toBeGreaterThan(0);
    }, 90_000);
  }
});

describe('persistent storage', () => {
  test('a visit that only looked stores the catalog without asking for persistent storage', async () => {
    const { page } = await visit(countPersistRequests);
    await eventually('the catalog stored', () => storedLine(page), true, 60_000);
    expect(await persistAsked(page)).toBe(0);
  }, 90_000);

  test('asked once the visitor asks for the catalog on the phone, and not again on the next refresh', async () => {
    const { page } = await visit(async (context) => {
      await emulateSavingConnection(context);
      await countPersistRequests(context);
    });
    await page.locator('footer').getByRole('button', { name: 'Pobierz wszystkie zbiórki na telefon' }).click();
    await eventually('the catalog stored', () => storedLine(page), true, 60_000);
    expect(await persistAsked(page)).toBe(1);
    const before = await footerLine(page);
    await page.locator('footer').getByRole('button', { name: 'Odśwież' }).click();
    await eventually('the refresh done', async () => (await storedLine(page)) && (await footerLine(page)) !== 'Zapisuję zbiórki na tym urządzeniu…', true, 30_000);
    expect(before).toMatch(/^Zapisano offline/);
    expect(await persistAsked(page)).toBe(1);
  }, 90_000);

  test('asked once the visitor installs the app from the page, not again at a second install event', async () => {
    const { page } = await visit(countPersistRequests);
    await eventually('the catalog stored', () => storedLine(page), true, 60_000);
    expect(await persistAsked(page)).toBe(0);
    await installFromPage(page);
    await eventually('persistent storage asked for', () => persistAsked(page), 1);
    await installFromPage(page);
    await page.waitForTimeout(500);
    expect(await persistAsked(page)).toBe(1);
  }, 90_000);

  test('asked once by the installed app (display-mode standalone) when it starts, not again at its next start', async () => {
    const { page } = await visit(async (context) => {
      await countPersistRequests(context);
      await runAsInstalledApp(context);
    });
    expect(await standalone(page)).toBe(true);
    await eventually('persistent storage asked for', () => persistAsked(page), 1, 30_000);
    await eventually('the catalog stored', () => storedLine(page), true, 60_000);
    await page.reload();
    await eventually('the catalog stored, the app started again', () => storedLine(page), true, 30_000);
    await page.waitForTimeout(1000);
    expect(await persistAsked(page)).toBe(1);
  }, 90_000);
});

describe('on a phone short of space', () => {
  test('the pictures stored first leave first, until the rest fit in a quarter of what the browser still grants', async () => {
    const { page } = await visit(reportQuota);
    await eventually('the catalog stored', () => storedLine(page), true, 60_000);
    const before = Object.entries(await storedPictures(page));
    expect(before.length, 'the demo has card pictures').toBeGreaterThan(3);
    const picturesBytes = before.reduce((sum, [, picture]) => sum + picture.bytes, 0);
    // The browser now grants the portal only as much again as its pictures beyond what it uses: room for twice the
    // pictures, of which they may take a quarter, so about half of them stay.
    await page.evaluate((more) => ((globalThis as unknown as { zlotaGrantsMore?: number }).zlotaGrantsMore = more), picturesBytes);
    await page.locator('footer').getByRole('button', { name: 'Odśwież' }).click();
    await eventually('pictures dropped', async () => Object.keys(await storedPictures(page)).length < before.length, true, 30_000).catch(async (error: unknown) => {
      throw new Error(`${String(error)}; pictures ${picturesBytes} B in ${before.length}; the footer says: ${await footerLine(page)}`);
    });
    const kept = Object.keys(await storedPictures(page));
    expect(kept.length, 'some pictures are kept').toBeGreaterThan(0);
    expect(kept, 'the newest stored are the ones kept').toEqual(before.slice(before.length - kept.length).map(([url]) => url));
    const cached = await cachedPictures(page);
    for (const url of kept) expect(cached).toContain(url);
    for (const [url] of before.slice(0, before.length - kept.length)) expect(cached).not.toContain(url);
  }, 120_000);
});
