// The offline search as a visitor on a mid-range phone makes it (issue 39 item 5): offline, the CPU slowed 4× (CDP)
// from the navigation on, the home page read for a few seconds, then the term typed into the navbar's search box and
// Enter pressed. Timed in the page, from the Enter key's event (its timeStamp: when the browser received the key) to
// the end of the frame that shows the results, as the content probe times a page (lib/content-probe.ts) but after
// the frame's paint rather than before it: first when the first result cards are drawn, then when the sought
// fundraiser is drawn among them.
import type { BrowserContext, Page } from 'playwright-core';
import { OFFLINE_SEARCH_MEASURE } from '@zlota/shared/constants';

export const CPU_SLOWDOWN = 4;
/** A visitor reads the home page this long before searching: meanwhile the idle browser readies the search. */
export const READING_MS = 3000;

export interface SearchTiming {
  /** The search itself: the app's User Timing entry OFFLINE_SEARCH_MEASURE of the search that answered. */
  searchMs: number;
  /** From Enter to the end of the frame that shows the first result cards. */
  firstMs: number;
  /** From Enter to the end of the frame that shows the sought fundraiser's card. */
  foundMs: number;
  /** How many cards the results held once the sought one was drawn. */
  cards: number;
}

/**
 * The page's side, as a string: the bench's TypeScript loader would wrap named functions in a helper the page does
 * not have; `void`, or page.evaluate would wait for the promise. It resolves with the timings once the card titled
 * `title` is drawn; Enter starts the clock.
 */
const timingScript = (title: string) => `void (window.__benchSearch = new Promise((resolve, reject) => {
  const expected = ${JSON.stringify(title)};
  let start = null;
  addEventListener('keydown', (event) => { if (event.key === 'Enter' && start === null) start = event.timeStamp; }, { capture: true });
  // The end of the frame that shows what is in the DOM now: a task queued from the frame's callbacks runs after its paint.
  const afterFrame = () => new Promise((done) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(null);
  }));
  const cards = () => document.querySelectorAll('main .search-page article');
  let first = null;
  const look = () => {
    if (start === null) return;
    const drawn = cards();
    if (first === null && drawn.length > 0) first = afterFrame();
    if (![...document.querySelectorAll('main .search-page article h2')].some((el) => el.textContent === expected)) return;
    observer.disconnect();
    const count = drawn.length;
    const search = performance.getEntriesByName(${JSON.stringify(OFFLINE_SEARCH_MEASURE)}).find((entry) => entry.startTime >= start);
    if (!search) return reject(new Error('no ' + ${JSON.stringify(OFFLINE_SEARCH_MEASURE)} + ' entry after Enter: the results did not come from the offline search'));
    Promise.all([first, afterFrame()]).then(([firstAt, foundAt]) => resolve({ searchMs: search.duration, firstMs: firstAt - start, foundMs: foundAt - start, cards: count }));
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  setTimeout(() => reject(new Error('no result ' + expected + ' in 30 s at ' + location.pathname + (start === null ? ' (no Enter seen)' : '') + '; drawn: ' + [...document.querySelectorAll('main article h2, main article h3')].slice(0, 5).map((el) => el.textContent).join(' | ') + ' (' + cards().length + ' cards)')), 30000);
}))`;

/**
 * A phone without a network says so (navigator.onLine false); Chromium's emulation does not reach a document the
 * service worker answers (tests/support/browser.ts, goOffline), so the context's pages are told. As a string: the
 * bench's loader names the getter with a helper the page does not have (`__name`), which left onLine true.
 */
export const tellPagesOffline = (context: BrowserContext) =>
  context.addInitScript({ content: "Object.defineProperty(Object.getPrototypeOf(navigator), 'onLine', { configurable: true, get: () => false });" });

/**
 * Offline, at CPU_SLOWDOWN, from `/`: one search for `term` until `title` is among the drawn results; `during` runs
 * before the visit to `/` (a trace, say) and its answer just after the results.
 */
export async function offlineSearch(context: BrowserContext, page: Page, term: string, title: string, during?: () => Promise<() => Promise<unknown>>): Promise<SearchTiming> {
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const stop = await during?.();
  try {
    await page.goto('/', { waitUntil: 'load' });
    if ((await page.evaluate('navigator.onLine')) !== false) throw new Error('offline search: the page thinks it is online (tellPagesOffline first)');
    await page.locator('main article').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(READING_MS);
    await page.getByRole('button', { name: 'Szukaj zbiórki', exact: true }).click();
    const box = page.getByRole('searchbox', { name: 'Szukaj zbiórki', exact: true });
    await box.fill(term);
    await page.evaluate(timingScript(title));
    // Well within the box's typing pause (700 ms), after which it would search by itself.
    await page.waitForTimeout(150);
    await box.press('Enter');
    const timing = (await page.evaluate('window.__benchSearch')) as SearchTiming;
    await stop?.();
    return timing;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    await context.setOffline(false);
  }
}
