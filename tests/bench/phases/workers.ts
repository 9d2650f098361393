// Part of phase 2: the same database served by WORKERS=1 and WORKERS=2 (node:cluster), under the load
// of phase 1. The load generator shares the 2 cores, so 2 workers cannot double the throughput here.
import { progress, type BenchContext } from '../lib/context.js';
import { measureLoad, type LoadResult } from '../lib/load.js';
import { cpuTicks, startPortal, workersReady } from '../lib/processes.js';
import { fmt, type Section } from '../lib/report.js';

const ENDPOINTS = [
  { key: 'list', name: 'list GET /api/charity?page=1&size=3', path: '/api/charity?page=1&size=3' },
  { key: 'searchName', name: 'search a first name (/charity/search/Szymon)', path: '/charity/search/Szymon' },
] as const;
const COUNTS = [1, 2] as const;

interface WorkersResult {
  workers: number;
  endpoints: Record<string, LoadResult & { cpuShare: number[] }>;
}

async function measureWith(ctx: Pick<BenchContext, 'settings' | 'app'>, dataDir: string, workers: number): Promise<WorkersResult> {
  const portal = await startPortal(ctx.app, { dataDir, logLevel: 'warn', seedDemo: false, workers });
  try {
    const pids = workers === 1 ? [portal.child.pid] : await workersReady(portal.child.pid, workers);
    const endpoints: WorkersResult['endpoints'] = {};
    for (const endpoint of ENDPOINTS) {
      progress(`scaling: WORKERS=${workers} — ${endpoint.name}`);
      const before = pids.map(cpuTicks);
      const result = await measureLoad(`${portal.url}${endpoint.path}`, ctx.settings.load);
      const used = pids.map((pid, i) => cpuTicks(pid) - before[i]!);
      const total = used.reduce((a, b) => a + b, 0) || 1;
      endpoints[endpoint.key] = { ...result, cpuShare: used.map((ticks) => ticks / total) };
    }
    return { workers, endpoints };
  } finally {
    await portal.stop();
  }
}

/** Throughput of one database with 1 and with 2 workers; the CPU share of each worker shows both served. */
export async function measureWorkers(ctx: Pick<BenchContext, 'settings' | 'app'>, dataDir: string, fundraisers: number): Promise<{ section: Section; data: WorkersResult[] }> {
  const results: WorkersResult[] = [];
  for (const workers of COUNTS) results.push(await measureWith(ctx, dataDir, workers));
  const [one, two] = results as [WorkersResult, WorkersResult];
  const { connections, durationS } = ctx.settings.load;
  return {
    section: {
      title: `2b. Workers — ${fundraisers.toLocaleString('en-US')} fundraisers, WORKERS=1 vs WORKERS=2, autocannon ${connections} connections, ${durationS} s each after a warm-up (cache on)`,
      headers: ['request', 'req/s, 1 worker', 'req/s, 2 workers', '2 ÷ 1', 'p99, 1 / 2 workers', 'CPU share of each of 2 workers', 'non-2xx'],
      rows: ENDPOINTS.map((endpoint) => {
        const a = one.endpoints[endpoint.key]!;
        const b = two.endpoints[endpoint.key]!;
        return [
          endpoint.name,
          fmt.int(a.rps),
          fmt.int(b.rps),
          fmt.ratio(b.rps / a.rps),
          `${fmt.ms(a.latencyMs.p99)} / ${fmt.ms(b.latencyMs.p99)}`,
          b.cpuShare.map((share) => `${Math.round(share * 100)} %`).join(' + '),
          String(a.non2xx + a.errors + b.non2xx + b.errors),
        ];
      }),
      notes: [
        'autocannon runs in the harness on the same 2 cores as the workers, so the ratio understates what 2 workers give on a machine of their own.',
        `Load average (1 min) before → after: ${results.map((r) => `${r.workers} worker(s) ${Object.values(r.endpoints).map((e) => `${e.loadavg[0].toFixed(1)}→${e.loadavg[1].toFixed(1)}`).join(', ')}`).join('; ')}.`,
      ],
    },
    data: results,
  };
}
