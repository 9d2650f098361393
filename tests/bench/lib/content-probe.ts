// What the browser phases time: the first frame that shows a page's real content, from the navigation's start.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BenchContext } from './context.js';

/** What each measured page shows as its real content: the first fundraiser card of /, a fundraiser's title. */
export const CONTENT = { card: 'main article', charityTitle: 'main .charity__header h1' } as const;
export type Content = keyof typeof CONTENT;

/**
 * Runs in the page before its own scripts (CSP does not apply to it): for each of CONTENT, the time, from the
 * navigation's start (performance.now() is 0 there), of the first frame after it is in the DOM with a size.
 */
const CONTENT_PROBE = `(() => {
  const selectors = ${JSON.stringify(CONTENT)};
  const probe = (globalThis.__benchContent = {});
  const look = () => {
    for (const [name, selector] of Object.entries(selectors)) {
      if (probe[name]) continue;
      const element = document.querySelector(selector);
      if (!element || element.getBoundingClientRect().height === 0) continue;
      probe[name] = { inDom: performance.now(), drawn: null };
      requestAnimationFrame(() => { probe[name].drawn = performance.now(); });
    }
    if (Object.keys(probe).length === Object.keys(selectors).length) observer.disconnect();
  };
  const observer = new MutationObserver(look);
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** The browser globals read here, typed by hand (the tests project compiles without the DOM library). */
interface ProbeWindow {
  __benchContent?: Partial<Record<Content, { inDom: number; drawn: number | null }>>;
  navigator: { serviceWorker: { ready: Promise<{ active: { state: string } | null }>; controller: unknown } };
}
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Polls from here: the portal's CSP (no 'unsafe-eval') forbids Playwright's string predicates in the page. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`offline phase: ${what} did not happen in ${timeoutMs} ms`);
}

/** Navigates to `path` and answers when `content` was first drawn (ms from the navigation's start). */
export async function timeToContent(page: Page, path: string, content: Content): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  const drawn = () => page.evaluate((name) => (globalThis as unknown as ProbeWindow).__benchContent?.[name]?.drawn ?? null, content);
  await until(`${CONTENT[content]} on ${path}`, async () => (await drawn()) !== null, 30_000);
  return (await drawn())!;
}

/**
 * A phone's browser context on the demo portal (or on `url`, the portal behind a phone's network), cookies accepted,
 * with the content probe in every page.
 */
export async function phoneContext(browser: Browser, ctx: BenchContext, serviceWorkers: 'allow' | 'block', url = ctx.portal.url): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: url, serviceWorkers, viewport: { width: 360, height: 800 }, locale: 'pl-PL' });
  await context.addCookies([{ name: 'pp-cookies', value: '1', url }]);
  await context.addInitScript({ content: CONTENT_PROBE });
  return context;
}

/** After a first visit in `page`: waits until the service worker is active and controls the tab (reloading it). */
export async function underServiceWorker(page: Page): Promise<void> {
  // Its install precaches the app: a minute leaves room for that over a phone's network.
  await until('the service worker activating', async () => (await page.evaluate(async () => (await (globalThis as unknown as ProbeWindow).navigator.serviceWorker.ready).active?.state)) === 'activated', 60_000);
  await page.reload();
  await until('the service worker controlling the tab', () => page.evaluate(() => (globalThis as unknown as ProbeWindow).navigator.serviceWorker.controller !== null));
}

/** IndexedDB as read here, typed by hand (the tests project compiles without the DOM library). */
interface IdbRequest<T> {
  result: T;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}
interface IdbDatabase {
  objectStoreNames: { contains(name: string): boolean };
  transaction(store: string): { objectStore(name: string): { count(): IdbRequest<number> } };
}

/**
 * Waits until the app has kept the page's lists in Dexie (the promoted banner and the first page): a page the
 * server drew stores them only once it has been taken over, so a visit left sooner leaves nothing to read offline.
 */
export async function listsStored(page: Page): Promise<void> {
  const count = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = (globalThis as unknown as { indexedDB: { open(name: string): IdbRequest<IdbDatabase> } }).indexedDB.open('zlota-rybka');
          open.onerror = () => resolve(0);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('lists')) return resolve(0);
            const request = db.transaction('lists').objectStore('lists').count();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => resolve(0);
          };
        }),
    );
  await until('the lists stored in Dexie', async () => (await count()) >= 2);
}
