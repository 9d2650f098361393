// Only the catalog phase's offline search (issue 39 item 5), on built trees (npm run build):
// `node --import tsx --conditions=@zlota/source tests/bench/catalog-search-only.ts [runs] [webDist…]`.
// 3 000 active fundraisers seeded once (BENCH_CATALOG_SEEDED=/dir keeps them there for the next time), a portal per
// web build given (default: the tree's web/dist) on a copy of them, each build's catalog stored on localhost in its
// own browser context, then the searches of lib/offline-search.ts in turns, so that a loaded machine weighs on each
// build alike; every search, each build's medians and their ratio to the first build's. BENCH_TRACE_DIR=/dir keeps a
// Chromium trace of each build's last search (DevTools' Performance panel opens it).
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { median, until } from './lib/content-probe.js';
import { CPU_SLOWDOWN, offlineSearch, tellPagesOffline, type SearchTiming } from './lib/offline-search.js';
import { APP_SECRET, appTreeAt, DB_FILE, makeTempDir, REPO_ROOT, removeAllTempDirs, runToEnd, startPortal, type Portal } from './lib/processes.js';
import { listedCount, searchTarget, GENERATED } from './phases/offline-catalog.js';
import { CHROME_FLAGS, CHROME_PATH } from './phases/web.js';

const runs = Number(process.argv[2] ?? 5);
const dists = process.argv.slice(3);
const app = appTreeAt(REPO_ROOT);
const traceDir = process.env.BENCH_TRACE_DIR;

async function seeded(): Promise<string> {
  const kept = process.env.BENCH_CATALOG_SEEDED;
  if (kept && existsSync(path.join(kept, DB_FILE))) return kept;
  const dir = kept ?? makeTempDir('catalog-search-seed-');
  mkdirSync(dir, { recursive: true });
  const seed = await runToEnd([app.seedJs, '--active', String(GENERATED)], { DATA_DIR: dir, APP_SECRET, LOG_LEVEL: 'warn' });
  if (seed.code !== 0) throw new Error(`the seed command failed (code ${seed.code}):\n${seed.output}`);
  return dir;
}

/** The build's whole catalog stored on the device, straight from localhost (as the footer says once it is). */
async function storedCatalog(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'load' });
  await until('the whole catalog stored', async () => (await page.locator('footer .footer__offline').innerText({ timeout: 1000 })).startsWith('Zapisano offline:'), 5 * 60_000);
  return page;
}

const builds: Array<{ name: string; portal: Portal; context?: BrowserContext; page?: Page; searches: SearchTiming[] }> = [];
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  const source = await seeded();
  for (const dist of dists.length ? dists : [null]) {
    const dataDir = makeTempDir('catalog-search-');
    cpSync(source, dataDir, { recursive: true });
    const portal = await startPortal(app, { dataDir, logLevel: 'warn', seedDemo: false, env: dist ? { WEB_DIST: path.resolve(dist) } : {} });
    builds.push({ name: dist ?? 'web/dist', portal, searches: [] });
  }
  const count = await listedCount(builds[0]!.portal.url);
  const target = await searchTarget(builds[0]!.portal.url);
  for (const build of builds) {
    build.context = await browser.newContext({ baseURL: build.portal.url, serviceWorkers: 'allow', viewport: { width: 360, height: 800 }, locale: 'pl-PL' });
    await build.context.addCookies([{ name: 'pp-cookies', value: '1', url: build.portal.url }]);
    build.page = await storedCatalog(build.context);
    await tellPagesOffline(build.context);
  }
  console.log(`${count} listed; searching offline for “${target.term}” (until “${target.title}”), CPU ${CPU_SLOWDOWN}× slower, ${runs} runs a build`);
  for (let run = 0; run < runs; run += 1) {
    for (const [i, build] of builds.entries()) {
      const trace = traceDir && run === runs - 1 ? path.join(traceDir, `search-${i}.json`) : undefined;
      const during = trace
        ? async () => {
            await browser.startTracing(build.page!, { path: trace, screenshots: true });
            return () => browser.stopTracing();
          }
        : undefined;
      build.searches.push(await offlineSearch(build.context!, build.page!, target.term, target.title, during));
    }
  }
  const base = builds[0]!;
  for (const { name, searches } of builds) {
    const first = median(searches.map((s) => s.firstMs));
    const found = median(searches.map((s) => s.foundMs));
    console.log(`${name}: the search itself ${searches.map((s) => s.searchMs.toFixed(1)).join(', ')} ms (median ${median(searches.map((s) => s.searchMs)).toFixed(1)}); first cards ${searches.map((s) => s.firstMs.toFixed(0)).join(', ')} ms; sought one ${searches.map((s) => s.foundMs.toFixed(0)).join(', ')} ms; cards ${searches.map((s) => s.cards).join(', ')}`);
    console.log(
      `${name} median: first cards ${first.toFixed(0)} ms (${(first / median(base.searches.map((s) => s.firstMs))).toFixed(2)}× the first build), sought one ${found.toFixed(0)} ms (${(found / median(base.searches.map((s) => s.foundMs))).toFixed(2)}×)`,
    );
  }
} finally {
  for (const { portal, context } of builds) {
    await context?.close();
    await portal.stop();
  }
  await browser.close();
  removeAllTempDirs();
}
