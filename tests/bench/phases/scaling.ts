// Phase 2: does the catalog stay fast as it grows? Two databases made by the seed command
// (`npm run seed -- --fundraisers N`), the same requests on each, one visitor at a time.
import { progress, type BenchContext } from '../lib/context.js';
import { measureSequential, type SequentialResult } from '../lib/load.js';
import { APP_SECRET, makeTempDir, memoryOf, removeTempDir, runToEnd, startPortal } from '../lib/processes.js';
import { fmt, type Budget, type PhaseOutcome } from '../lib/report.js';
import { measureWorkers } from './workers.js';

// Issue 16: the home page's figures (count, stats) in constant time, searches within 2×; the list keeps the 3× it had.
const ENDPOINTS = [
  { key: 'list', name: 'list GET /api/charity?page=1&size=3', path: '/api/charity?page=1&size=3', budget: 3 },
  { key: 'searchName', name: 'search a first name (/charity/search/Szymon)', path: '/charity/search/Szymon', budget: 2 },
  { key: 'searchWord', name: 'search a common word (/charity/search/rehabilitacja)', path: '/charity/search/rehabilitacja', budget: 2 },
  // The home page asks for both on every visit (web/src/sync/catalog-sync.ts).
  { key: 'count', name: 'count GET /api/charity/count (home page)', path: '/api/charity/count', budget: 1.5 },
  { key: 'stats', name: 'statistics GET /api/stats (home page)', path: '/api/stats', budget: 1.5 },
] as const;

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

export async function seed(ctx: Pick<BenchContext, 'app'>, fundraisers: number, paymentsEach?: number): Promise<Seeded> {
  const dataDir = makeTempDir(`zlota-bench-${fundraisers}-`);
  progress(`scaling: seeding ${fundraisers.toLocaleString('en-US')} fundraisers${paymentsEach ? `, ${paymentsEach} payments each` : ''}`);
  const each = paymentsEach ? ['--payments-each', String(paymentsEach)] : [];
  const result = await runToEnd([ctx.app.seedJs, '--fundraisers', String(fundraisers), ...each], { DATA_DIR: dataDir, APP_SECRET, LOG_LEVEL: 'warn' });
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
    for (const endpoint of ENDPOINTS) {
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

// `--admin-payments`: the panel's statistics over about 1 000 000 payments (12 for each fundraiser with money), a year at a time.
const PAYMENTS_EACH = 12;
const ADMIN = { login: 'bench.admin@example.pl', password: 'haslo-benchmarku-0123' };

interface AdminStatisticsResult {
  seedMs: number;
  seedSummary: string;
  endpoints: Record<string, SequentialResult>;
}

async function measureAdminStatistics(ctx: Pick<BenchContext, 'settings' | 'app'>): Promise<AdminStatisticsResult> {
  const seeded = await seed(ctx, ctx.settings.scaling.large, PAYMENTS_EACH);
  try {
    const portal = await startPortal(ctx.app, {
      dataDir: seeded.dataDir, logLevel: 'warn', seedDemo: false, catalogCacheSeconds: 0, env: { ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password },
    });
    try {
      const login = await fetch(`${portal.url}/api/admin/api-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      const session = (await login.json()) as { access_token?: string } | false;
      if (!session || !session.access_token) throw new Error(`the bench admin could not log in (${login.status})`);
      const headers = { authorization: `Bearer ${session.access_token}` };
      const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const endpoints: AdminStatisticsResult['endpoints'] = {};
      for (const [key, query] of [['year by month', `from=${day(364)}&to=${day(0)}&group=month`], ['30 days by day', `from=${day(29)}&to=${day(0)}&group=day`]] as const) {
        const url = `${portal.url}/api/admin/statistics?${query}`;
        const response = await fetch(url, { headers });
        if (!response.ok) throw new Error(`admin/statistics answered ${response.status}: ${await response.text()}`);
        progress(`scaling: admin statistics, ${key}`);
        endpoints[key] = await measureSequential(url, ctx.settings.scaling, headers);
      }
      return { seedMs: seeded.ms, seedSummary: seeded.summary, endpoints };
    } finally {
      await portal.stop();
    }
  } finally {
    removeTempDir(seeded.dataDir);
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
    for (const s of seeds.splice(0)) removeTempDir(s.dataDir);
    const admin = ctx.settings.scaling.adminPayments ? await measureAdminStatistics(ctx) : null;
    const outcome = report(ctx, small, large, sideBySide, admin);
    return { ...outcome, sections: [...outcome.sections, workers.section], data: { ...(outcome.data as object), workers: workers.data } };
  } finally {
    for (const s of seeds) removeTempDir(s.dataDir);
  }
}

function adminSection(ctx: Pick<BenchContext, 'settings'>, admin: AdminStatisticsResult): PhaseOutcome['sections'][number] {
  return {
    title: `2b. The panel's statistics (GET /api/admin/statistics) over ${ctx.settings.scaling.large.toLocaleString('en-US')} fundraisers with ${PAYMENTS_EACH} payments each; one admin, sequential requests`,
    headers: ['period', 'p50 / p99', 'req/s', 'failed'],
    rows: Object.entries(admin.endpoints).map(([key, r]) => [key, `${fmt.ms(r.latencyMs.p50)} / ${fmt.ms(r.latencyMs.p99)}`, fmt.int(r.rps), String(r.failed)]),
    notes: [`Seeded in ${fmt.s(admin.seedMs)}: “${admin.seedSummary}”.`],
  };
}

function report(ctx: Pick<BenchContext, 'settings'>, small: SizeResult, large: SizeResult, sideBySide: boolean, admin: AdminStatisticsResult | null): PhaseOutcome {
  const { small: smallCount, large: largeCount, durationS } = ctx.settings.scaling;
  const n = (count: number) => count.toLocaleString('en-US');

  const rows = ENDPOINTS.map((endpoint) => {
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
  const budgets: Budget[] = ENDPOINTS.map((endpoint) => {
    const ratio = large.endpoints[endpoint.key]!.latencyMs.p50 / small.endpoints[endpoint.key]!.latencyMs.p50;
    return {
      phase: 'Scaling',
      label: `${endpoint.name}: median latency at ${n(largeCount)} ÷ at ${n(smallCount)}`,
      limit: `≤ ${endpoint.budget}`,
      actual: ratio.toFixed(2),
      met: ratio <= endpoint.budget,
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
      ...(admin ? [adminSection(ctx, admin)] : []),
    ],
    budgets,
    data: { settings: ctx.settings.scaling, seededSideBySide: sideBySide, small, large, admin },
  };
}
