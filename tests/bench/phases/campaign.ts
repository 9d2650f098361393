// Phase "campaign" (issue 38 item 6): what a real campaign does to a portal of N fundraisers (1 000 and the large
// size, seeded by `npm run seed -- --fundraisers N`), one process, the production cache, every figure a ratio to
// another measured in the same run on the same machine (the load generator shares its cores):
// - crawler during donations: donations alone, then with 4 connections walking random list pages (a child process
//   of its own, lib/generators.ts), in ROUNDS rounds and a last alone; each round's ratio to the alone runs around it,
//   the median round reported;
// - home during donations: `/` (HTML, brotli; autocannon in a child process) alone, then while 115 donations a second run, one
//   warm-up round (not counted) and ROUNDS rounds, the median round reported;
// - HTML ÷ Express: `/` and a fundraiser's page against the Express hello-world;
// - cache-miss cost: a list page with a made-up parameter per request (`&r=N`, the query reordered) against the same page asked alike;
// - memory under 8 000 distinct search URLs: the portal's RSS settled (the lowest of 30 s) before and after, and the peak;
// - the admin panel: Lighthouse mobile on /admin signed in (lib/admin-lighthouse.ts), the median of a few runs.
// BENCH_CAMPAIGN_SIZES=1000 (comma-separated) measures only those sizes; BENCH_CAMPAIGN_ONLY=crawler,home only those
// scenarios (crawler, home, html, miss, admin, memory); BENCH_CAMPAIGN_SEEDED=/some/dir keeps each size's seeded
// database there and starts from a copy of it next time (seeding 100 000 fundraisers takes minutes); SQLITE_READERS
// is handed to the portal.
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { progress, type BenchContext } from '../lib/context.js';
import { adminLighthouseOnce, type AdminLighthouseRun } from '../lib/admin-lighthouse.js';
import { runDonations, type DonationRun } from '../lib/donation-load.js';
import { measureLoadInChild, startCrawler } from '../lib/generators.js';
import { measureLoad, type LoadResult, type LoadSettings } from '../lib/load.js';
import { DB_FILE, makeTempDir, memoryOf, removeTempDir, startHello, startPortal, type Portal } from '../lib/processes.js';
import { fmt, type Budget, type PhaseOutcome, type Section } from '../lib/report.js';
import { seed } from './scaling.js';

const BUDGETS = { crawler: 0.85, home: 0.5, html: 0.8, missCost: 3, memoryMb: 50, adminPerformance: 90, adminCls: 0.05 } as const;
const ADMIN = { login: 'bench.admin@example.pl', password: 'haslo-benchmarku-0123' };
const CRAWLERS = 4;
const DISTINCT_SEARCHES = 8_000;
/** Seconds the memory scenario watches the RSS settle after its last answer. */
const MEMORY_SETTLE_S = 30;
/** Donations a second while / is measured: the rush of issue 38 item 2. */
const HOME_RUSH_PER_S = 115;
const LIST_SIZE = 20;
/** Rounds of the crawler's and the home page's comparisons: the median round is the figure (the machine is shared). */
const ROUNDS = 3;
const SCENARIOS = ['crawler', 'home', 'html', 'miss', 'admin', 'memory'] as const;
type Scenario = (typeof SCENARIOS)[number];
const only = new Set<Scenario>((process.env.BENCH_CAMPAIGN_ONLY?.split(',').map((name) => name.trim()) as Scenario[] | undefined) ?? SCENARIOS);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
/** What a browser sends for a page: the portal's kept page goes out in brotli. */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' };

interface SizeFigures {
  fundraisers: number;
  seedMs: number;
  target: { id: number; url: string };
  /** `alone`: the runs around the median round; `rounds`: every round's ratio. */
  crawler?: { alone: DonationRun[]; withCrawler: DonationRun; crawlerPages: number; ratio: number; rounds: number[] };
  home?: { alone: LoadResult; during: LoadResult; donations: DonationRun; ratio: number; rounds: number[]; warmUp: number };
  html?: { express: LoadResult; home: LoadResult; fundraiser: LoadResult; homeRatio: number; fundraiserRatio: number };
  miss?: { kept: LoadResult; madeUp: LoadResult; ratio: number };
  memory?: { before: number; peak: number; after: number; riseMb: number; kept: number };
  /** Every run, and the one whose Performance is the median (the lower middle of an even count). */
  admin?: { runs: AdminLighthouseRun[]; median: AdminLighthouseRun | null };
}

function adminLighthouse(runs: AdminLighthouseRun[]): SizeFigures['admin'] {
  const scored = runs.filter((run) => run.performance !== null).sort((a, b) => a.performance! - b.performance!);
  return { runs, median: scored[Math.floor((scored.length - 1) / 2)] ?? null };
}

/** The RSS of `pid` now (`first`) and the lowest over the MEMORY_SETTLE_S seconds that follow, read every second. */
async function settledRss(pid: number): Promise<{ first: number; lowest: number }> {
  const first = memoryOf(pid).rss;
  let lowest = first;
  for (let second = 0; second < MEMORY_SETTLE_S; second += 1) {
    await sleep(1000);
    lowest = Math.min(lowest, memoryOf(pid).rss);
  }
  return { first, lowest };
}

const donations = (portal: Portal, target: { id: number; url: string }, count: number, perSecond?: number) =>
  runDonations({ baseUrl: portal.url, dataDir: portal.dataDir, target, count, concurrency: 50, perSecond, workers: 1, pids: [portal.child.pid], serving: [portal.child.pid] });

/** The database of `fundraisers` seeded, or a copy of the one kept in BENCH_CAMPAIGN_SEEDED (kept there after seeding). */
async function seededCopy(ctx: Pick<BenchContext, 'app'>, fundraisers: number): Promise<{ dataDir: string; ms: number }> {
  const keep = process.env.BENCH_CAMPAIGN_SEEDED;
  const kept = keep ? path.join(keep, String(fundraisers)) : null;
  if (kept && existsSync(path.join(kept, DB_FILE))) {
    const dataDir = makeTempDir(`zlota-bench-${fundraisers}-`);
    cpSync(kept, dataDir, { recursive: true });
    progress(`campaign: the ${fundraisers.toLocaleString('en-US')} fundraisers of ${kept}`);
    return { dataDir, ms: 0 };
  }
  const seeded = await seed(ctx, fundraisers);
  if (kept) cpSync(seeded.dataDir, kept, { recursive: true });
  return seeded;
}

async function measureSize(ctx: Pick<BenchContext, 'settings' | 'app'>, fundraisers: number): Promise<SizeFigures> {
  const seeded = await seededCopy(ctx, fundraisers);
  try {
    // SQLITE_READERS given to the bench goes to the portal: how many read-only connections serve the crawler best.
    const readers: Record<string, string> = process.env.SQLITE_READERS ? { SQLITE_READERS: process.env.SQLITE_READERS } : {};
    const portal = await startPortal(ctx.app, { dataDir: seeded.dataDir, logLevel: 'warn', seedDemo: false, env: { ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password, ...readers } });
    try {
      const [first] = (await (await fetch(`${portal.url}/api/charity?page=1&size=1`)).json()) as Array<{ id: number; url: string }>;
      if (!first) throw new Error(`no public fundraiser among ${fundraisers}`);
      const target = { id: first.id, url: first.url };
      const n = fundraisers.toLocaleString('en-US');
      const quick = ctx.settings.quick;
      const count = quick ? 300 : 1_000;
      await donations(portal, target, 100); // warm-up: the JIT, the statements
      const figures: SizeFigures = { fundraisers, seedMs: seeded.ms, target };

      if (only.has('crawler')) {
        progress(`campaign ${n}: donations alone and with ${CRAWLERS} crawlers, ${ROUNDS} rounds`);
        const alone: DonationRun[] = [await donations(portal, target, count)];
        const withCrawler: Array<{ run: DonationRun; pages: number }> = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          const crawler = startCrawler({ baseUrl: portal.url, pages: Math.max(1, Math.floor(fundraisers / LIST_SIZE)), size: LIST_SIZE, connections: CRAWLERS });
          await crawler.started;
          const run = await donations(portal, target, count);
          withCrawler.push({ run, pages: await crawler.stop() });
          alone.push(await donations(portal, target, count));
        }
        const rounds = withCrawler.map(({ run }, i) => run.donationsPerS / ((alone[i]!.donationsPerS + alone[i + 1]!.donationsPerS) / 2));
        const middle = rounds.indexOf(median(rounds));
        figures.crawler = { alone: [alone[middle]!, alone[middle + 1]!], withCrawler: withCrawler[middle]!.run, crawlerPages: withCrawler[middle]!.pages, ratio: rounds[middle]!, rounds };
      }

      if (only.has('home')) {
        const pageLoad: LoadSettings = { connections: 10, pipelining: 1, durationS: quick ? 3 : 6, warmupS: 0.5 };
        progress(`campaign ${n}: / alone, then during donations, a warm-up round and ${ROUNDS} rounds`);
        const round = async () => {
          const alone = await measureLoadInChild(`${portal.url}/`, pageLoad, PAGE_HEADERS);
          // The rush of issue 38 item 2 (HOME_RUSH_PER_S), enough of it to outlast the load (its process's start, its
          // warm-up and its window). Paced, not as fast as they go: a faster machine would otherwise measure / against a
          // heavier rush (207 a second on 2026-11-29, when / kept 0.47 of its rate).
          const rush = donations(portal, target, Math.round(HOME_RUSH_PER_S * (pageLoad.durationS + 2) * 1.5), HOME_RUSH_PER_S);
          const during = await measureLoadInChild(`${portal.url}/`, pageLoad, PAGE_HEADERS);
          return { alone, during, donations: await rush, ratio: during.rps / alone.rps };
        };
        // Not counted: the first round of the two together was the lowest in 4 of 6 runs (0.39–0.43 against 0.47–0.59
        // after it), the portal's code for / and a donation side by side not yet optimised by the JIT.
        const warmUp = (await round()).ratio;
        const rounds: Array<Awaited<ReturnType<typeof round>>> = [];
        for (let index = 0; index < ROUNDS; index += 1) rounds.push(await round());
        const ratios = rounds.map((each) => each.ratio);
        figures.home = { ...rounds[ratios.indexOf(median(ratios))]!, rounds: ratios, warmUp };
      }

      if (only.has('html')) {
        progress(`campaign ${n}: HTML against the Express hello-world`);
        const hello = await startHello('express');
        let express: LoadResult;
        try {
          express = await measureLoad(hello.url, ctx.settings.load);
        } finally {
          await hello.stop();
        }
        const home = await measureLoad(`${portal.url}/`, ctx.settings.load, { headers: PAGE_HEADERS });
        const fundraiser = await measureLoad(`${portal.url}/zbiorka/${encodeURIComponent(target.url)}`, ctx.settings.load, { headers: PAGE_HEADERS });
        figures.html = { express, home, fundraiser, homeRatio: home.rps / express.rps, fundraiserRatio: fundraiser.rps / express.rps };
      }

      if (only.has('miss')) {
        progress(`campaign ${n}: a made-up parameter per request against the same page asked alike`);
        const listPath = `/api/charity?page=1&size=${LIST_SIZE}`;
        // Both made per request by the load generator (which shares the cores), so its own cost is the same on each side.
        const kept = await measureLoad(`${portal.url}${listPath}`, ctx.settings.load, { path: () => listPath });
        let r = 0;
        const madeUp = await measureLoad(`${portal.url}${listPath}`, ctx.settings.load, {
          path: () => ((r += 1) % 2 ? `/api/charity?r=${r}&size=${LIST_SIZE}&page=1` : `${listPath}&r=${r}`),
        });
        figures.miss = { kept, madeUp, ratio: kept.rps / madeUp.rps };
      }

      if (only.has('admin')) {
        progress(`campaign ${n}: Lighthouse mobile on /admin signed in`);
        const adminRuns: AdminLighthouseRun[] = [];
        for (let run = 0; run < (quick ? 3 : 5); run += 1) adminRuns.push(await adminLighthouseOnce(portal.url, ADMIN));
        figures.admin = adminLighthouse(adminRuns);
      }

      if (only.has('memory')) {
        progress(`campaign ${n}: ${DISTINCT_SEARCHES.toLocaleString('en-US')} distinct search URLs`);
        const before = (await settledRss(portal.child.pid)).lowest; // the scenarios before leave garbage too
        let next = 0;
        await Promise.all(
          Array.from({ length: 8 }, async () => {
            while (next < DISTINCT_SEARCHES) {
              const i = next++;
              await (await fetch(`${portal.url}/charity/search/${encodeURIComponent(`Szymon ${i.toString(36)}`)}`)).arrayBuffer();
            }
          }),
        );
        // What stays, not the garbage of the burst: V8 gives that back once the process is idle, about 15 s later here
        // (2 s after 8 000 searches RSS was 159 MB above its start, 15 s later 26 MB below it, and a forced collection
        // left 48 MB of heap). So the settled RSS after the last answer, and the peak beside it; the same before.
        const { first: peak, lowest: after } = await settledRss(portal.child.pid);
        figures.memory = { before, peak, after, riseMb: (after - before) / 1_000_000, kept: DISTINCT_SEARCHES };
      }
      return figures;
    } finally {
      await portal.stop();
    }
  } finally {
    removeTempDir(seeded.dataDir);
  }
}

function sizesOf(ctx: Pick<BenchContext, 'settings'>): number[] {
  const given = process.env.BENCH_CAMPAIGN_SIZES;
  if (given) return given.split(',').map((size) => Number(size.trim()));
  return [ctx.settings.scaling.small, ctx.settings.scaling.large];
}

function sectionOf(f: SizeFigures): Section {
  const rate = (run: DonationRun) => `${fmt.int(run.donationsPerS)}/s${run.exact ? '' : ' (not exact!)'}`;
  const rps = (result: LoadResult) => `${fmt.int(result.rps)} req/s (p99 ${fmt.ms(result.latencyMs.p99)})`;
  const rounds = (ratios: number[]) => `rounds ${ratios.map(fmt.ratio).join(', ')}`;
  const rows: string[][] = [];
  if (f.crawler) {
    rows.push([
      `donations with ${CRAWLERS} crawlers on random list pages (${fmt.int(f.crawler.crawlerPages)} pages read), median of ${f.crawler.rounds.length} rounds`,
      rate(f.crawler.withCrawler),
      `alone ${f.crawler.alone.map(rate).join(', ')}; ${rounds(f.crawler.rounds)}`,
      fmt.ratio(f.crawler.ratio),
    ]);
  }
  if (f.home) rows.push([`/ during donations (${rate(f.home.donations)}), median of ${f.home.rounds.length} rounds`, rps(f.home.during), `alone ${rps(f.home.alone)}; ${rounds(f.home.rounds)}; warm-up round ${fmt.ratio(f.home.warmUp)} (not counted)`, fmt.ratio(f.home.ratio)]);
  if (f.html) {
    rows.push(['HTML of / (brotli)', rps(f.html.home), `Express hello-world ${rps(f.html.express)}`, fmt.ratio(f.html.homeRatio)]);
    rows.push(['HTML of a fundraiser (brotli)', rps(f.html.fundraiser), `Express hello-world ${rps(f.html.express)}`, fmt.ratio(f.html.fundraiserRatio)]);
  }
  if (f.miss) rows.push(['list page with a made-up parameter per request', rps(f.miss.madeUp), `the same page asked alike ${rps(f.miss.kept)}`, `${fmt.ratio(f.miss.ratio)} dearer`]);
  if (f.memory) {
    rows.push([
      `RSS after ${f.memory.kept.toLocaleString('en-US')} distinct search URLs (lowest of ${MEMORY_SETTLE_S} s, before and after)`,
      fmt.mb(f.memory.after),
      `before ${fmt.mb(f.memory.before)}; right after the last ${fmt.mb(f.memory.peak)}`,
      `${f.memory.riseMb >= 0 ? '+' : ''}${f.memory.riseMb.toFixed(1)} MB`,
    ]);
  }
  if (f.admin) {
    rows.push([
      'Lighthouse mobile on /admin signed in (median run)',
      f.admin.median
        ? `Performance ${fmt.score(f.admin.median.performance)}, CLS ${f.admin.median.cls.toFixed(3)}, LCP ${fmt.ms(f.admin.median.lcpMs)}, TBT ${fmt.ms(f.admin.median.tbtMs)}, ${f.admin.median.scripts} scripts, ${fmt.kb(f.admin.median.scriptBytes)}`
        : 'no run scored',
      `every run: ${f.admin.runs.map((run) => fmt.score(run.performance)).join(' ')}`,
      '',
    ]);
  }
  return {
    title: `7. Campaign — ${f.fundraisers.toLocaleString('en-US')} fundraisers, one process, the production cache`,
    headers: ['scenario', 'measured', 'against', 'ratio'],
    rows,
    notes: [
      `Seeded in ${fmt.s(f.seedMs)}; donations to “${f.target.url}”, 50 at a time, from the bench's process; the crawlers and the page loads each from a process of their own; page loads with 10 connections, the HTML ÷ Express with the API phase's settings.`,
    ],
  };
}

function budgetsOf(f: SizeFigures): Budget[] {
  const at = `at ${f.fundraisers.toLocaleString('en-US')}`;
  const line = (label: string, limit: string, actual: number, met: boolean, digits = 2): Budget => ({ phase: 'Campaign', label: `${label} ${at}`, limit, actual: actual.toFixed(digits), met });
  const runs = [...(f.crawler ? [...f.crawler.alone, f.crawler.withCrawler] : []), ...(f.home ? [f.home.donations] : [])];
  const exact = runs.every((run) => run.exact);
  const budgets: Budget[] = [];
  if (f.crawler) budgets.push(line('donations with 4 crawlers ÷ alone (median round)', `≥ ${BUDGETS.crawler}`, f.crawler.ratio, f.crawler.ratio >= BUDGETS.crawler));
  if (f.home) budgets.push(line('/ during donations ÷ alone (median round)', `≥ ${BUDGETS.home}`, f.home.ratio, f.home.ratio >= BUDGETS.home));
  if (f.html) {
    budgets.push(line('HTML of / ÷ Express hello-world', `≥ ${BUDGETS.html}`, f.html.homeRatio, f.html.homeRatio >= BUDGETS.html));
    budgets.push(line("HTML of a fundraiser's page ÷ Express hello-world", `≥ ${BUDGETS.html}`, f.html.fundraiserRatio, f.html.fundraiserRatio >= BUDGETS.html));
  }
  if (f.miss) budgets.push(line('made-up parameter ÷ asked alike, cost', `≤ ${BUDGETS.missCost}`, f.miss.ratio, f.miss.ratio <= BUDGETS.missCost));
  if (f.memory) budgets.push(line(`RSS rise under ${DISTINCT_SEARCHES} distinct search URLs, MB`, `≤ ${BUDGETS.memoryMb}`, f.memory.riseMb, f.memory.riseMb <= BUDGETS.memoryMb, 1));
  if (runs.length) budgets.push({ phase: 'Campaign', label: `every donation of these runs exact to the grosz ${at}`, limit: 'exact', actual: exact ? 'exact' : 'NOT exact', met: exact });
  if (f.admin?.median) {
    budgets.push(
      line('Lighthouse mobile Performance on /admin signed in (median run)', `≥ ${BUDGETS.adminPerformance}`, f.admin.median.performance! * 100, f.admin.median.performance! * 100 >= BUDGETS.adminPerformance, 0),
      line('CLS on /admin signed in (median run)', `≤ ${BUDGETS.adminCls}`, f.admin.median.cls, f.admin.median.cls <= BUDGETS.adminCls, 3),
    );
  } else if (f.admin) budgets.push({ phase: 'Campaign', label: `Lighthouse mobile on /admin signed in ${at}`, limit: `≥ ${BUDGETS.adminPerformance}`, actual: 'no run scored', met: false });
  return budgets;
}

export async function campaignPhase(ctx: Pick<BenchContext, 'settings' | 'app'>): Promise<PhaseOutcome> {
  const figures: SizeFigures[] = [];
  for (const size of sizesOf(ctx)) figures.push(await measureSize(ctx, size));
  return {
    sections: figures.map(sectionOf),
    budgets: figures.flatMap(budgetsOf),
    data: { figures },
    failures: figures.flatMap((f) => [...(f.crawler ? [...f.crawler.alone, f.crawler.withCrawler] : []), ...(f.home ? [f.home.donations] : [])].flatMap((run) => run.failures.slice(0, 3))),
  };
}
