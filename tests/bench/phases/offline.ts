// Phase 5: a returning visitor under the service worker — navigation to / until the first fundraiser card
// is drawn, with the network on and with it off (the list then comes from Dexie, the shell from the precache).
import { chromium, type Page } from 'playwright-core';
import { progress, type BenchContext } from '../lib/context.js';
import { fmt, type PhaseOutcome } from '../lib/report.js';
import { CHROME_FLAGS, CHROME_PATH } from './web.js';

/**
 * Runs in the page before its own scripts (CSP does not apply to it): the time, from the navigation's
 * start (performance.now() is 0 there), of the first frame after a card is in the DOM with a size.
 */
const FIRST_CARD_PROBE = `(() => {
  const probe = (globalThis.__benchFirstCard = { inDom: null, drawn: null });
  const look = () => {
    if (probe.inDom !== null) return;
    const card = document.querySelector('main article');
    if (!card || card.getBoundingClientRect().height === 0) return;
    probe.inDom = performance.now();
    requestAnimationFrame(() => { probe.drawn = performance.now(); });
    observer.disconnect();
  };
  const observer = new MutationObserver(look);
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** The browser globals read here, typed by hand (the tests project compiles without the DOM library). */
interface ProbeWindow {
  __benchFirstCard?: { inDom: number | null; drawn: number | null };
  navigator: { serviceWorker: { ready: Promise<{ active: { state: string } | null }>; controller: unknown } };
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Polls from here: the portal's CSP (no 'unsafe-eval') forbids Playwright's string predicates in the page. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`offline phase: ${what} did not happen in ${timeoutMs} ms`);
}

async function timeToFirstCard(page: Page): Promise<number> {
  await page.goto('/', { waitUntil: 'commit' });
  const drawn = () => page.evaluate(() => (globalThis as unknown as ProbeWindow).__benchFirstCard?.drawn ?? null);
  await until('the first card', async () => (await drawn()) !== null, 30_000);
  return (await drawn())!;
}

export async function offlinePhase(ctx: BenchContext): Promise<PhaseOutcome> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ baseURL: ctx.portal.url, serviceWorkers: 'allow', viewport: { width: 360, height: 800 }, locale: 'pl-PL' });
    await context.addCookies([{ name: 'pp-cookies', value: '1', url: ctx.portal.url }]);
    const page = await context.newPage();
    await page.addInitScript({ content: FIRST_CARD_PROBE });

    progress('offline: first visit, waiting for the service worker to take the tab');
    await timeToFirstCard(page);
    await until('the service worker activating', async () => (await page.evaluate(async () => (await (globalThis as unknown as ProbeWindow).navigator.serviceWorker.ready).active?.state)) === 'activated');
    await page.reload();
    await until('the service worker controlling the tab', () => page.evaluate(() => (globalThis as unknown as ProbeWindow).navigator.serviceWorker.controller !== null));
    await timeToFirstCard(page); // the list is in Dexie now

    const online: number[] = [];
    const offline: number[] = [];
    for (let i = 0; i < ctx.settings.offline.repeats; i++) {
      progress(`offline: round ${i + 1}/${ctx.settings.offline.repeats}`);
      await context.setOffline(false);
      online.push(await timeToFirstCard(page));
      await context.setOffline(true);
      offline.push(await timeToFirstCard(page));
    }
    await context.setOffline(false);
    await context.close();

    const on = median(online);
    const off = median(offline);
    return {
      sections: [
        {
          title: `5. Offline — navigation to / until the first fundraiser card is drawn, under the service worker (median of ${online.length}, alternating)`,
          headers: ['network', 'median', 'all runs'],
          rows: [
            ['online', fmt.ms(on), online.map((v) => v.toFixed(0)).join(', ')],
            ['offline (context.setOffline)', fmt.ms(off), offline.map((v) => v.toFixed(0)).join(', ')],
            ['offline ÷ online', fmt.ratio(off / on), ''],
          ],
          notes: ['Phone viewport 360×800, no throttling, a returning visitor (shell precached, list in Dexie). Time = the frame after the first `main article` has a size, from the navigation start.'],
        },
      ],
      budgets: [],
      data: { onlineMs: online, offlineMs: offline, onlineMedianMs: on, offlineMedianMs: off, ratio: off / on },
    };
  } finally {
    await browser.close();
  }
}
