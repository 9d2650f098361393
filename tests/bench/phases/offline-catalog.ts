// Phase "catalog" (issue 39 item 5): the whole active catalog on a phone. Over the phone's network (150 ms round
// trip, 1.6 Mbit/s, lib/phone-network.ts): how long after the first visit until the whole demo catalog is stored, and
// what it costs (data, pictures); that the first visit's first-load JS and first paint are the same with the sync as
// without it (its code comes after the load); then a generated catalog of 3 000 active fundraisers: its sync, its
// bytes, and a search offline with the CPU slowed 4× (a mid-range phone), from Enter in the search box to the results drawn.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { API_ROUTES, apiPath } from '@zlota/shared/api-routes';
import { catalogLighthouseOnce, type CatalogLighthouseRun } from '../lib/catalog-lighthouse.js';
import { median, until, phoneContext } from '../lib/content-probe.js';
import { OFFLINE_SEARCH_MEASURE } from '@zlota/shared/constants';
import { CPU_SLOWDOWN, offlineSearch, READING_MS, tellPagesOffline, type SearchTiming } from '../lib/offline-search.js';
import { progress, type BenchContext } from '../lib/context.js';
import { phoneNetwork } from '../lib/phone-network.js';
import { APP_SECRET, makeTempDir, removeTempDir, runToEnd, startPortal } from '../lib/processes.js';
import { fmt, type Budget, type PhaseOutcome } from '../lib/report.js';
import { CHROME_FLAGS, CHROME_PATH } from './web.js';

const PHASE = 'catalog';
export const GENERATED = 3_000;
/** The issue's targets: the demo's catalog with its pictures, and without them. */
const DEMO_WITH_PICTURES_BYTES = 10_000_000;
const DEMO_DATA_BYTES = 2_000_000;
/** The device's storage budget for the offline catalog (web/src/sync/offline-catalog.ts: 40 MiB of pictures). */
const STORAGE_BUDGET_BYTES = 40 * 1024 * 1024;
const SEARCH_BUDGET_MS = 100;
const SEARCHES = 5;
/** Lighthouse mobile runs on `/` with the sync and as many without it. */
const LIGHTHOUSE_RUNS = 3;

interface Stored {
  count: number;
  dataBytes: number;
  pictureBytes: number;
  pictures: number;
}

interface FirstVisit {
  fcpMs: number;
  loadMs: number;
  /** Bytes of the scripts asked for before the load event (transferred, compressed). */
  firstLoadJsBytes: number;
  /** When the offline catalog's own chunk was asked for, from the navigation's start; null: never (no sync). */
  syncChunkAtMs: number | null;
}

/** Walks every page of the list, as the browser's footer counts them. */
export async function listedCount(url: string): Promise<number> {
  const response = await fetch(`${url}/api/${apiPath(API_ROUTES.charityCount)}`);
  return ((await response.json()) as { count: number }).count;
}

/**
 * What the device holds, as the footer counts it (the status the sync leaves in localStorage: fundraisers and bytes),
 * with the data's share as the sync counts it (each fundraiser's JSON as the feed gives it, read here from the feed).
 */
async function storedOnDevice(page: Page, url: string): Promise<Stored> {
  const status = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('zlota-offline-catalog'));
  const { count, bytes } = JSON.parse(status ?? '{"count":0,"bytes":0}') as { count: number; bytes: number };
  let dataBytes = 0;
  let cursor: string | undefined;
  for (;;) {
    const page = (await (await fetch(`${url}/api/${apiPath(API_ROUTES.catalogChanges)}${cursor === undefined ? '' : `?since=${cursor}`}`)).json()) as { charities: unknown[]; cursor: string; more: boolean };
    dataBytes += page.charities.reduce<number>((sum, entry) => sum + JSON.stringify(entry).length, 0);
    if (!page.more) break;
    cursor = page.cursor;
  }
  return { count, dataBytes, pictureBytes: bytes - dataBytes, pictures: Number.NaN };
}

const footer = (page: Page) => page.locator('footer .footer__offline').innerText({ timeout: 5_000 }).catch(() => '');

/** A page's answer within `ms`, or an error saying what did not come (page.evaluate itself never gives up). */
const within = <T>(what: string, ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`catalog phase: ${what} took over ${ms} ms`)), ms))]);

/** The first visit's paint, load and scripts, from the page's own timings. */
const firstVisitOf = (page: Page) =>
  page.evaluate(() => {
    interface Entry {
      name: string;
      startTime: number;
      transferSize: number;
      initiatorType: string;
    }
    const perf = (globalThis as unknown as { performance: { getEntriesByType(type: string): Entry[]; getEntriesByName(name: string): Entry[] } }).performance;
    const navigation = perf.getEntriesByType('navigation')[0] as unknown as { loadEventStart: number };
    const fcp = perf.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const scripts = perf.getEntriesByType('resource').filter((e) => /\.js(\?|$)/.test(e.name));
    const chunk = scripts.find((e) => /\/offline-catalog-[^/]*\.js/.test(e.name) && !e.name.includes('offline-catalog-start'));
    return {
      fcpMs: fcp,
      loadMs: navigation.loadEventStart,
      firstLoadJsBytes: scripts.filter((e) => e.startTime < navigation.loadEventStart).reduce((sum, e) => sum + e.transferSize, 0),
      syncChunkAtMs: chunk ? chunk.startTime : null,
    };
  });

/** A first visit to `/` over the phone's network; with the sync, until the whole catalog of `expected` is stored. */
async function firstVisit(browser: Browser, ctx: BenchContext, url: string, directUrl: string, expected: number | null): Promise<{ visit: FirstVisit; syncMs: number | null; stored: Stored | null; context: BrowserContext; page: Page; asked: boolean; effectiveType: string }> {
  const context = await phoneContext(browser, ctx, expected === null ? 'block' : 'allow', url);
  await context.addInitScript(() => (globalThis as unknown as { performance: { setResourceTimingBufferSize(n: number): void } }).performance.setResourceTimingBufferSize(10_000));
  const page = await context.newPage();
  const started = Date.now();
  await page.goto('/', { waitUntil: 'load', timeout: 120_000 });
  const connection = await page.evaluate(() => JSON.stringify((globalThis as unknown as { navigator: { connection?: { effectiveType?: string; saveData?: boolean } } }).navigator.connection ?? {}));
  progress(`catalog: loaded in ${fmt.s(Date.now() - started)}; navigator.connection: ${connection}`);
  let lastSaid = 0;
  let syncMs: number | null = null;
  let stored: Stored | null = null;
  let asked = false;
  if (expected !== null) {
    // The sync starts by itself unless the browser says the connection is slow (effectiveType, measured by Chromium
    // itself): then the visitor's button starts it, as the footer offers.
    await until(
      'the first whole sync',
      async () => {
        const text = await footer(page);
        if (Date.now() - lastSaid > 15_000) {
          lastSaid = Date.now();
          progress(`catalog: ${fmt.s(Date.now() - started)}, the footer says: ${text.replace(/\s+/g, ' ')}`);
        }
        if (!asked && text.startsWith('Zbiórki nie są jeszcze zapisane') && Date.now() - started > 90_000) {
          asked = true;
          await page.locator('footer').getByRole('button', { name: 'Pobierz wszystkie zbiórki na telefon' }).click();
        }
        if (text.includes('Ostatnia próba się nie udała')) throw new Error(`the sync failed: ${text}`);
        return text.startsWith('Zapisano offline:');
      },
      6 * 60_000,
    ).catch(async (error: unknown) => {
      throw new Error(`${String(error)}; the footer says: ${await footer(page)}`);
    });
    syncMs = Date.now() - started;
    stored = await within('reading what the device stored', 30_000, storedOnDevice(page, directUrl));
  } else {
    await page.waitForTimeout(3000);
  }
  const visit = await within('the first visit\'s timings', 30_000, firstVisitOf(page));
  const effectiveType = await page.evaluate(() => (globalThis as unknown as { navigator: { connection?: { effectiveType?: string } } }).navigator.connection?.effectiveType ?? '—');
  return { visit, syncMs, stored, context, page, asked, effectiveType };
}

/** A word of the oldest listed fundraiser's title (on the list's last page, so not on the home page). */
export async function searchTarget(url: string): Promise<{ term: string; title: string }> {
  const count = await listedCount(url);
  const size = 50;
  const last = Math.max(1, Math.ceil(count / size));
  const page = (await (await fetch(`${url}/api/${apiPath(API_ROUTES.charities)}?page=${last}&size=${size}`)).json()) as { title: string }[];
  const title = page.at(-1)!.title;
  const term = title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
  return { term, title };
}

export async function offlineCatalogPhase(ctx: BenchContext): Promise<PhaseOutcome> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const budgets: Budget[] = [];
  const budget = (label: string, limit: string, actual: string, met: boolean) => budgets.push({ phase: PHASE, label, limit, actual, met });
  try {
    // ---- the demo: first visit with the sync, then without (service worker blocked: no sync), same network ----
    const demoNetwork = await phoneNetwork(ctx.portal.url);
    const demoCount = await listedCount(ctx.portal.url);
    progress(`catalog: first visit over ${demoNetwork.profile.name}, until ${demoCount} fundraisers are stored`);
    const withSync = await firstVisit(browser, ctx, demoNetwork.url, ctx.portal.url, demoCount);
    await withSync.context.close();
    await demoNetwork.settle();
    progress('catalog: the same first visit without the sync');
    const withoutSync = await firstVisit(browser, ctx, demoNetwork.url, ctx.portal.url, null);
    await withoutSync.context.close();
    await demoNetwork.close();
    const demo = withSync.stored!;
    const jsRatio = withSync.visit.firstLoadJsBytes / withoutSync.visit.firstLoadJsBytes;
    const chunkAfterPaint = withSync.visit.syncChunkAtMs !== null && withSync.visit.syncChunkAtMs > withSync.visit.fcpMs && withSync.visit.syncChunkAtMs > withSync.visit.loadMs;
    // ---- Lighthouse mobile on the first visit to /, with the sync and with its feed blocked, in turns ----
    const lighthouse: Record<'with' | 'without', CatalogLighthouseRun[]> = { with: [], without: [] };
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
      for (const kind of ['with', 'without'] as const) {
        progress(`catalog: Lighthouse mobile on /, ${kind} the sync, run ${run}/${LIGHTHOUSE_RUNS}`);
        lighthouse[kind].push(await catalogLighthouseOnce(ctx.portal.url, kind === 'with'));
      }
    }
    const scoreOf = (runs: CatalogLighthouseRun[]) => median(runs.flatMap((r) => (r.performance === null ? [] : [r.performance * 100])));
    const tbtOf = (runs: CatalogLighthouseRun[]) => median(runs.map((r) => r.tbtMs));
    const scoreRatio = scoreOf(lighthouse.with) / scoreOf(lighthouse.without);
    const lighthouseLine = (kind: 'with' | 'without') =>
      `${kind} the sync: Performance ${lighthouse[kind].map((r) => (r.performance === null ? `✗ (${r.runtimeError ?? 'no score'})` : Math.round(r.performance * 100))).join(', ')}; TBT ${lighthouse[kind].map((r) => fmt.ms(r.tbtMs)).join(', ')}; LCP ${lighthouse[kind].map((r) => fmt.ms(r.lcpMs)).join(', ')}; scripts in its window ${lighthouse[kind].map((r) => fmt.kb(r.scriptBytes)).join(', ')}; the feed answered within its window in ${lighthouse[kind].filter((r) => r.feedSeen).length} of ${lighthouse[kind].length}`;
    budget(`first visit: Lighthouse mobile Performance on / with the sync ÷ without (medians of ${LIGHTHOUSE_RUNS})`, '≥ 0.98×', `${fmt.ratio(scoreRatio)} (${scoreOf(lighthouse.with).toFixed(0)} / ${scoreOf(lighthouse.without).toFixed(0)})`, scoreRatio >= 0.98);

    budget('demo catalog stored, with pictures', `< ${fmt.mb(DEMO_WITH_PICTURES_BYTES)}`, fmt.mb(demo.dataBytes + demo.pictureBytes), demo.dataBytes + demo.pictureBytes < DEMO_WITH_PICTURES_BYTES);
    budget('demo catalog stored, without pictures', `< ${fmt.mb(DEMO_DATA_BYTES)}`, fmt.mb(demo.dataBytes), demo.dataBytes < DEMO_DATA_BYTES);
    budget('every listed demo fundraiser stored', String(demoCount), String(demo.count), demo.count === demoCount);
    budget('first visit: first-load JS with the sync ÷ without', '1.00×', fmt.ratio(jsRatio), jsRatio <= 1);
    budget('first visit: the sync code asked for after the first paint and the load', 'after', withSync.visit.syncChunkAtMs === null ? 'not seen' : `${fmt.ms(withSync.visit.syncChunkAtMs)} (paint ${fmt.ms(withSync.visit.fcpMs)}, load ${fmt.ms(withSync.visit.loadMs)})`, chunkAfterPaint);

    // ---- a generated catalog of 3 000 active fundraisers ----
    const dataDir = makeTempDir('zlota-bench-catalog-');
    try {
      progress(`catalog: seeding ${GENERATED} fundraisers`);
      const seeded = await runToEnd([ctx.app.seedJs, '--active', String(GENERATED)], { DATA_DIR: dataDir, APP_SECRET, LOG_LEVEL: 'warn' });
      if (seeded.code !== 0) throw new Error(`the seed command failed (code ${seeded.code}):\n${seeded.output}`);
      const portal = await startPortal(ctx.app, { dataDir, logLevel: 'warn', seedDemo: false });
      try {
        const network = await phoneNetwork(portal.url);
        const count = await listedCount(portal.url);
        progress(`catalog: first visit to the generated catalog (${count} listed) over ${network.profile.name}`);
        const big = await firstVisit(browser, ctx, network.url, portal.url, count);
        const stored = big.stored!;
        const target = await searchTarget(portal.url);
        progress(`catalog: offline search for “${target.term}” with the CPU slowed ${CPU_SLOWDOWN}×`);
        await tellPagesOffline(big.context);
        const searches: SearchTiming[] = [];
        for (let i = 0; i < SEARCHES; i++) searches.push(await offlineSearch(big.context, big.page, target.term, target.title));
        const searchMs = median(searches.map((s) => s.searchMs));
        const firstMs = median(searches.map((s) => s.firstMs));
        const foundMs = median(searches.map((s) => s.foundMs));
        await big.context.close();
        await network.close();
        budget(`generated catalog (${count}) stored within the storage budget`, `≤ ${fmt.mb(STORAGE_BUDGET_BYTES)}`, fmt.mb(stored.dataBytes + stored.pictureBytes), stored.count === count && stored.dataBytes + stored.pictureBytes <= STORAGE_BUDGET_BYTES);
        budget(`offline search over ${count} fundraisers, the search itself (the app's User Timing), CPU ${CPU_SLOWDOWN}× slower (median of ${SEARCHES})`, `< ${SEARCH_BUDGET_MS} ms`, fmt.ms(searchMs), searchMs < SEARCH_BUDGET_MS);
        return {
          sections: [
            {
              title: `Offline catalog (issue 39) — first visit over the phone's network (${demoNetwork.profile.rttMs} ms round trip, ${(demoNetwork.profile.downKbps / 1024).toFixed(1)} Mbit/s)`,
              headers: ['catalog', 'fundraisers stored', 'until stored (from the navigation)', 'data', 'pictures', 'total'],
              rows: [
                ['demo', `${demo.count} of ${demoCount}`, fmt.s(withSync.syncMs!), fmt.mb(demo.dataBytes), fmt.mb(demo.pictureBytes), fmt.mb(demo.dataBytes + demo.pictureBytes)],
                [`generated (${GENERATED})`, `${stored.count} of ${count}`, fmt.s(big.syncMs!), fmt.mb(stored.dataBytes), fmt.mb(stored.pictureBytes), fmt.mb(stored.dataBytes + stored.pictureBytes)],
              ],
              notes: [
                `Demo first visit with the sync / without (service worker blocked): first paint ${fmt.ms(withSync.visit.fcpMs)} / ${fmt.ms(withoutSync.visit.fcpMs)}, load ${fmt.ms(withSync.visit.loadMs)} / ${fmt.ms(withoutSync.visit.loadMs)}, first-load JS ${fmt.kb(withSync.visit.firstLoadJsBytes)} / ${fmt.kb(withoutSync.visit.firstLoadJsBytes)} (transferred).`,
                `Lighthouse mobile on / (a fresh Chromium each run; "without": the feed /api/catalog/changes blocked): ${lighthouseLine('with')}. ${lighthouseLine('without')}. Median TBT ${fmt.ms(tbtOf(lighthouse.with))} / ${fmt.ms(tbtOf(lighthouse.without))}.`,
                `Offline search over the generated catalog for “${target.term}”, CPU ${CPU_SLOWDOWN}× slower: the search itself (User Timing ${OFFLINE_SEARCH_MEASURE}) ${searches.map((s) => fmt.ms(s.searchMs)).join(', ')}, median ${fmt.ms(searchMs)}; from Enter in the navbar's search box to the end of the frame that shows the first result cards (the route's change and the cards' render included): ${searches.map((s) => fmt.ms(s.firstMs)).join(', ')}, median ${fmt.ms(firstMs)}; to the frame that shows the sought fundraiser (“${target.title}”, the oldest listed): ${searches.map((s) => fmt.ms(s.foundMs)).join(', ')}, median ${fmt.ms(foundMs)}, among ${searches.map((s) => s.cards).join(', ')} cards drawn (the whole offline visit at ${CPU_SLOWDOWN}× CPU, the home page read ${fmt.s(READING_MS)} before the search).`,
                'Bytes: each fundraiser\'s data as the feed gave it (JSON, uncompressed) and each card picture as stored, as the footer counts them.',
                `Chromium's effectiveType over this network: ${withSync.effectiveType}; the sync started ${withSync.asked ? 'by the footer\'s button (the browser called the connection slow)' : 'by itself'} (demo), ${big.asked ? 'by the button' : 'by itself'} (generated).`,
              ],
            },
          ],
          budgets,
          data: { demo: { count: demoCount, stored: demo, syncMs: withSync.syncMs, withSync: withSync.visit, withoutSync: withoutSync.visit, lighthouse }, generated: { count, stored, syncMs: big.syncMs, searchMs: searches, term: target.term } },
        };
      } finally {
        await portal.stop();
      }
    } finally {
      removeTempDir(dataDir);
    }
  } finally {
    await browser.close();
  }
}
