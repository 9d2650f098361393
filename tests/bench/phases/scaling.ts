// Phase 2: does the catalog stay fast as it grows? Two databases made by the seed command
// (`npm run seed -- --fundraisers N`), the same requests on each, one visitor at a time.
import { progress, type BenchContext } from '../lib/context.js';
import { measureSequential, type SequentialResult } from '../lib/load.js';
import { APP_SECRET, makeTempDir, memoryOf, removeTempDir, runToEnd, startPortal } from '../lib/processes.js';
import { fmt, type Budget, type PhaseOutcome } from '../lib/report.js';
import { measureWorkers } from './workers.js';

const RATIO_BUDGET = 3;

const ENDPOINTS = [
  { key: 'list', name: 'list GET /api/charity?page=1&size=3', path: '/api/charity?page=1&size=3', budget: true },
  { key: 'searchName', name: 'search a first name (/charity/search/Szymon)', path: '/charity/search/Szymon', budget: true },
  { key: 'searchWord', name: 'search a common word (/charity/search/rehabilitacja)', path: '/charity/search/rehabilitacja', budget: true },
  // No budget in the issue, but the home page asks for both on every visit (web/src/sync/catalog-sync.ts).
  { key: 'count', name: 'count GET /api/charity/count (home page)', path: '/api/charity/count', budget: false },
  { key: 'stats', name: 'statistics GET /api/stats (home page)', path: '/api/stats', budget: false },
] as const;

const endpointsFor = (ctx: Pick<BenchContext, 'settings'>) => ENDPOINTS.filter((e) => ctx.settings.diagnostics || e.key !== 'stats');

interface SizeResult {
  fundraisers: number;
  seedMs: number;
  seedSummary: string;
  startMs: number;
  rssAfter: number;
  endpoints: Record<string, SequentialResult & { results: number | null }>;
}

interface Seeded {
  fundraisers: number;
  dataDir: string;
  ms: number;
  summary: string;
}

async function seed(ctx: Pick<BenchContext, 'app'>, fundraisers: number): Promise<Seeded> {
  const dataDir = makeTempDir(`zlota-bench-${fundraisers}-`);
  progress(`scaling: seeding ${fundraisers.toLocaleString('en-US')} fundraisers`);
  const result = await runToEnd([ctx.app.seedJs, '--fundraisers', String(fundraisers)], { DATA_DIR: dataDir, APP_SECRET, LOG_LEVEL: 'warn' });
  if (result.code !== 0) {
    removeTempDir(dataDir);
    throw new Error(`the seed command failed (code ${result.code}):\n${result.output}`);
  }
  return { fundraisers, dataDir, ms: result.ms, summary: result.output.trim().split('\n').at(-1) ?? '' };
}

async function measureSize(ctx: Pick<BenchContext, 'settings' | 'app'>, seeded: Seeded): Promise<SizeResult> {
  const { fundraisers, dataDir } = seeded;
  // The database is what scales: the short-lived answer cache would serve repeats without asking it.
  const portal = await startPortal(ctx.app, { dataDir, logLevel: 'warn', seedDemo: false, catalogCacheSeconds: 0 });
  try {
    const endpoints: SizeResult['endpoints'] = {};
    for (const endpoint of endpointsFor(ctx)) {
      const url = `${portal.url}${endpoint.path}`;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${endpoint.path} answered ${response.status} at ${fundraisers} fundraisers`);
      const body = (await response.json()) as unknown;
      progress(`scaling: ${fundraisers.toLocaleString('en-US')} — ${endpoint.name}`);
      endpoints[endpoint.key] = { ...(await measureSequential(url, ctx.settings.scaling)), results: Array.isArray(body) ? body.length : null };
    }
    return { fundraisers, seedMs: seeded.ms, seedSummary: seeded.summary, startMs: portal.startMs, rssAfter: memoryOf(portal.child.pid).rss, endpoints };
  } finally {
    await portal.stop();
  }
}

export async function scalingPhase(ctx: Pick<BenchContext, 'settings' | 'app'>): Promise<PhaseOutcome> {
  const { small: smallCount, large: largeCount } = ctx.settings.scaling;
  // The full run seeds one database after the other, so the time of the large seed is its own; the
  // quick run seeds both side by side (nothing is measured meanwhile) to stay within its 3 minutes.
  const sideBySide = ctx.settings.quick;
  const seeds: Seeded[] = [];
  try {
    if (sideBySide) {
      const results = await Promise.allSettled([seed(ctx, smallCount), seed(ctx, largeCount)]);
      for (const r of results) if (r.status === 'fulfilled') seeds.push(r.value);
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
    } else {
      seeds.push(await seed(ctx, smallCount));
      seeds.push(await seed(ctx, largeCount));
    }
    const small = await measureSize(ctx, seeds[0]!);
    const large = await measureSize(ctx, seeds[1]!);
    const workers = await measureWorkers(ctx, seeds[0]!.dataDir, smallCount);
    const outcome = report(ctx, small, large, sideBySide);
    return { ...outcome, sections: [...outcome.sections, workers.section], data: { ...(outcome.data as object), workers: workers.data } };
  } finally {
    for (const s of seeds) removeTempDir(s.dataDir);
  }
}

function report(ctx: Pick<BenchContext, 'settings'>, small: SizeResult, large: SizeResult, sideBySide: boolean): PhaseOutcome {
  const { small: smallCount, large: largeCount, durationS } = ctx.settings.scaling;
  const n = (count: number) => count.toLocaleString('en-US');

  const rows = endpointsFor(ctx).map((endpoint) => {
    const a = small.endpoints[endpoint.key]!;
    const b = large.endpoints[endpoint.key]!;
    return [
      endpoint.name,
      `${fmt.ms(a.latencyMs.p50)} / ${fmt.ms(a.latencyMs.p99)}`,
      `${fmt.ms(b.latencyMs.p50)} / ${fmt.ms(b.latencyMs.p99)}`,
      fmt.ratio(b.latencyMs.p50 / a.latencyMs.p50),
      `${fmt.int(a.rps)} → ${fmt.int(b.rps)}`,
      String(a.failed + b.failed),
    ];
  });
  const budgets: Budget[] = endpointsFor(ctx).filter((e) => e.budget).map((endpoint) => {
    const ratio = large.endpoints[endpoint.key]!.latencyMs.p50 / small.endpoints[endpoint.key]!.latencyMs.p50;
    return {
      phase: 'Scaling',
      label: `${endpoint.name}: median latency at ${n(largeCount)} ÷ at ${n(smallCount)}`,
      limit: `≤ ${RATIO_BUDGET}`,
      actual: ratio.toFixed(2),
      met: ratio <= RATIO_BUDGET,
    };
  });

  return {
    sections: [
      {
        title: `2. Scaling — ${n(smallCount)} vs ${n(largeCount)} fundraisers${ctx.settings.quick ? ' (quick run: 10 000 stands in for 100 000)' : ''}; one visitor (sequential requests on one kept-alive connection), ${durationS} s each after a warm-up`,
        headers: ['request', `p50 / p99 at ${n(smallCount)}`, `p50 / p99 at ${n(largeCount)}`, 'p50 ratio', 'req/s', 'failed'],
        rows,
        notes: [
          `Seeding (npm run seed -- --fundraisers N${sideBySide ? ', both side by side in this quick run' : ', one after the other'}): ${n(smallCount)} in ${fmt.s(small.seedMs)}, ${n(largeCount)} in ${fmt.s(large.seedMs)} (“${large.seedSummary}”).`,
          `Portal RSS after these requests: ${fmt.mb(small.rssAfter)} at ${n(smallCount)}, ${fmt.mb(large.rssAfter)} at ${n(largeCount)}.`,
          `Up to ${n(1000)} fundraisers the seed writes full donation histories through the app's own insert; above, batched rows with fewer donations each.`,
        ],
      },
    ],
    budgets,
    data: { settings: ctx.settings.scaling, seededSideBySide: sideBySide, small, large },
  };
}
