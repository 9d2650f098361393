// Phase 1: API throughput of the production portal against two hello-worlds measured in the same run,
// one process at a time, all with the same autocannon settings.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { progress, type BenchContext } from '../lib/context.js';
import { measureLoad, type LoadResult } from '../lib/load.js';
import { makeTempDir, memoryOf, removeTempDir, startHello, type HelloKind } from '../lib/processes.js';
import { fmt, type Budget, type PhaseOutcome } from '../lib/report.js';

// Issue 16: the API close to Express's own ceiling, as ratios to the Express hello-world measured in the same run
// (the load generator shares the cores, so absolute figures say little).
const RATIO_BUDGETS = { list: 0.8, view: 0.8, search: 0.8, image: 0.8, health: 0.6 } as const;
const P99_RATIO_BUDGET = 1.5;

interface Measured {
  name: string;
  kind: 'hello' | 'portal';
  result: LoadResult;
  /** Response size of one answer, for reading the numbers (an image is heavier than a list). */
  bodyBytes?: number;
  /** Hello-worlds: RSS idle and after their own load, a yardstick for the portal's memory. */
  rss?: { idle: number; loaded: number };
}

async function measureHello(kind: HelloKind, ctx: BenchContext, label: string, env: Record<string, string> = {}): Promise<Measured> {
  const hello = await startHello(kind, env);
  try {
    const idle = memoryOf(hello.child.pid).rss;
    progress(`api: ${label}`);
    const result = await measureLoad(hello.url, ctx.settings.load);
    return { name: label, kind: 'hello', result, rss: { idle, loaded: memoryOf(hello.child.pid).rss } };
  } finally {
    await hello.stop();
  }
}

/** The answer's bytes in a file of a temporary folder, for the hello-world that sends them. */
async function savedBody(url: string): Promise<{ dir: string; file: string; type: string; bytes: number }> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}, not 200: nothing to measure`);
  const body = Buffer.from(await response.arrayBuffer());
  const dir = makeTempDir('zlota-bench-bytes-');
  const file = path.join(dir, 'body');
  writeFileSync(file, body);
  return { dir, file, type: response.headers.get('content-type') ?? 'application/octet-stream', bytes: body.length };
}

async function bodySize(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}, not 200: nothing to measure`);
  return (await response.arrayBuffer()).byteLength;
}

export async function apiPhase(ctx: BenchContext): Promise<PhaseOutcome> {
  const { portal, target } = ctx;
  const endpoints = [
    { key: 'list', name: 'GET /api/charity?page=1&size=3', path: '/api/charity?page=1&size=3' },
    { key: 'view', name: 'GET /api/charity/{url}', path: `/api/charity/${encodeURIComponent(target.url)}` },
    { key: 'search', name: `GET /charity/search/{term} (“${target.searchTerm}”, ${target.searchResults} found)`, path: `/charity/search/${encodeURIComponent(target.searchTerm)}` },
    { key: 'image', name: 'GET /api/images/{image}', path: `/api/images/${target.image}` },
  ] as const;
  // The cheapest route that reaches the database (one `select 1`): the cost of the round trip without a route's own work.
  const diagnostic = { key: 'health', name: 'GET /api/health (select 1)', path: '/api/health' } as const;

  const measured: Measured[] = [];
  measured.push(await measureHello('http', ctx, 'node:http hello-world'));
  measured.push(await measureHello('express', ctx, 'Express 5 hello-world'));
  const byKey: Record<string, Measured> = {};
  for (const endpoint of ctx.settings.diagnostics ? [...endpoints, diagnostic] : endpoints) {
    const url = `${portal.url}${endpoint.path}`;
    const bodyBytes = await bodySize(url);
    progress(`api: ${endpoint.name}`);
    const m: Measured = { name: endpoint.name, kind: 'portal', result: await measureLoad(url, ctx.settings.load), bodyBytes };
    measured.push(m);
    byKey[endpoint.key] = m;
  }
  // The picture's ceiling: node:http sending the same bytes and nothing else — what an answer of that size costs by
  // itself (the load generator counts bodies without keeping them: lib/load.ts); the image is read against it too.
  const picture = await savedBody(`${portal.url}/api/images/${target.image}`);
  let pictureCeiling: Measured | undefined;
  try {
    pictureCeiling = await measureHello('bytes', ctx, `node:http sending the same picture's bytes (${fmt.kb(picture.bytes)})`, { BODY_FILE: picture.file, BODY_TYPE: picture.type });
    measured.push(pictureCeiling);
  } finally {
    removeTempDir(picture.dir);
  }
  // The Express baseline again at the end: how far the machine drifted while the portal was measured.
  measured.push(await measureHello('express', ctx, 'Express 5 hello-world (again, after)'));
  ctx.sampleMemory('after the API load');

  const [http, express] = measured as [Measured, Measured];
  const expressAfter = measured.at(-1)!;
  const expressRps = (express.result.rps + expressAfter.result.rps) / 2;
  const httpRps = http.result.rps;
  const drift = expressAfter.result.rps / express.result.rps - 1;
  ctx.apiListRps = byKey.list!.result.rps;

  const rows = measured.map((m) => [
    m.name,
    fmt.int(m.result.rps),
    fmt.ms(m.result.latencyMs.p50),
    fmt.ms(m.result.latencyMs.p99),
    m.kind === 'portal' ? fmt.ratio(m.result.rps / expressRps) : '',
    m.kind === 'portal' ? fmt.ratio(m.result.rps / httpRps) : '',
    m.bodyBytes === undefined ? '' : fmt.kb(m.bodyBytes),
    String(m.result.non2xx + m.result.errors),
  ]);

  const budgets: Budget[] = [];
  const expressP99 = (express.result.latencyMs.p99 + expressAfter.result.latencyMs.p99) / 2;
  for (const key of Object.keys(RATIO_BUDGETS) as Array<keyof typeof RATIO_BUDGETS>) {
    const m = byKey[key];
    const limit = RATIO_BUDGETS[key];
    if (!m) {
      budgets.push({ phase: 'API', label: `${diagnostic.name} req/s ÷ Express hello-world`, limit: `≥ ${limit}`, actual: 'full run only', met: null });
      continue;
    }
    const ratio = m.result.rps / expressRps;
    budgets.push({ phase: 'API', label: `${m.name} req/s ÷ Express hello-world`, limit: `≥ ${limit}`, actual: ratio.toFixed(2), met: ratio >= limit });
  }
  for (const m of Object.values(byKey)) {
    const failed = m.result.non2xx + m.result.errors;
    const ratio = m.result.latencyMs.p99 / expressP99;
    budgets.push({
      phase: 'API',
      label: `${m.name} p99 ÷ Express hello-world's p99 (${fmt.ms(expressP99)}) at ${ctx.settings.load.connections} connections`,
      limit: `≤ ${P99_RATIO_BUDGET}`,
      actual: `${ratio.toFixed(2)} (${fmt.ms(m.result.latencyMs.p99)})${failed ? ` (${failed} failed)` : ''}`,
      met: ratio <= P99_RATIO_BUDGET && failed === 0,
    });
  }

  const s = ctx.settings.load;
  return {
    sections: [
      {
        title: `1. API throughput — autocannon, ${s.connections} connections, pipelining ${s.pipelining}, ${s.durationS} s after a ${s.warmupS} s warm-up, one process at a time`,
        headers: ['target', 'req/s', 'p50', 'p99', '÷ Express', '÷ node:http', 'body', 'failed'],
        rows,
        notes: [
          'Budgets (issue 16): list, view, search and image ≥ 0.8× and health ≥ 0.6× the Express hello-world; each p99 ≤ 1.5× its p99.',
          `Express baseline = mean of the runs before and after the portal (${fmt.int(express.result.rps)} and ${fmt.int(expressAfter.result.rps)} req/s, drift ${(drift * 100).toFixed(0)}%).`,
          `Portal: NODE_ENV=production, LOG_LEVEL=${portal.logLevel}, SQLite, demo data (SEED_DEMO=1). autocannon runs in the harness process on the same 2 cores.`,
          'Production defaults: repeated identical public answers come from a 2-second cache that every write of the process clears (CATALOG_CACHE_SECONDS); section 2 measures the database with that cache off.',
          `The picture against node:http sending its very bytes (nothing else, no headers of its own): ${fmt.ratio(byKey.image!.result.rps / pictureCeiling!.result.rps)} of its req/s, p99 ${fmt.ms(byKey.image!.result.latencyMs.p99)} against ${fmt.ms(pictureCeiling!.result.latencyMs.p99)}.`,
          `1-minute load average during the runs: ${measured.map((m) => m.result.loadavg[1].toFixed(1)).join(', ')}.`,
        ],
      },
    ],
    budgets,
    data: {
      settings: s,
      expressBaselineRps: expressRps,
      expressDrift: drift,
      targets: measured.map((m) => ({ ...m, ratioToExpress: m.result.rps / expressRps, ratioToHttp: m.result.rps / httpRps })),
    },
  };
}
