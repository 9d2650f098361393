// `node --import tsx --conditions=@zlota/source tests/bench/workers-ab.ts [pairs]`: is the cluster worth it on SQLite?
// One build, one demo database, then WORKERS=1 and WORKERS=2 in turns (A/B/A/B…, 3 pairs unless told), each turn on a
// fresh portal: cached reads (GET /api/charity?page=1&size=3) against the Express hello-world measured just before,
// then the donations scenario of phase 3 (100 to warm up, 1 000 at concurrency 50, collected_amount exact). The
// machine is shared, so the figures are read as ratios within a pair. Prints one line per turn and a JSON summary.
import { copyFileSync, cpSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { settingsFor } from './lib/context.js';
import { runDonations } from './lib/donation-load.js';
import { measureLoad } from './lib/load.js';
import { appTreeAt, makeTempDir, removeAllTempDirs, REPO_ROOT, runToEnd, startHello, startPortal, workersReady } from './lib/processes.js';

const pairs = Number(process.argv[2] ?? 3);
const settings = settingsFor(false);
const app = appTreeAt(makeTempDir('zlota-bench-app-'));

async function step(args: string[]): Promise<void> {
  const result = await runToEnd(args);
  if (result.code !== 0) throw new Error(`${args.join(' ')} failed:\n${result.output}`);
}

async function turn(dataDir: string, workers: number, target: { id: number; url: string }) {
  const hello = await startHello('express');
  const express = await measureLoad(hello.url, settings.load).finally(() => hello.stop());
  const portal = await startPortal(app, { dataDir, logLevel: 'warn', seedDemo: false, workers });
  try {
    const serving = workers === 1 ? [portal.child.pid] : await workersReady(portal.child.pid, workers);
    const pids = workers === 1 ? serving : [portal.child.pid, ...serving];
    const list = await measureLoad(`${portal.url}/api/charity?page=1&size=3`, settings.load);
    const { count, concurrency, warmup } = settings.donations;
    const options = { baseUrl: portal.url, dataDir, target, concurrency, workers, pids, serving };
    const warm = await runDonations({ ...options, count: warmup });
    const run = await runDonations({ ...options, count });
    const result = {
      workers,
      expressRps: Math.round(express.rps),
      listRps: Math.round(list.rps),
      listToExpress: Number((list.rps / express.rps).toFixed(2)),
      donationsPerS: Number(run.donationsPerS.toFixed(1)),
      donateP99Ms: Math.round(run.donateMs.p99),
      exact: run.exact && warm.exact && run.failures.length === 0 && warm.failures.length === 0,
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return result;
  } finally {
    await portal.stop();
  }
}

try {
  await step([path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'server']);
  cpSync(path.join(REPO_ROOT, 'server/dist'), path.join(app.root, 'server/dist'), { recursive: true, filter: (file) => !file.endsWith('.tsbuildinfo') });
  copyFileSync(path.join(REPO_ROOT, 'server/package.json'), path.join(app.root, 'server/package.json'));
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(app.root, 'node_modules'), 'dir');
  await step([path.join(REPO_ROOT, 'web/scripts/build.mjs'), '--out-dir', app.webDist, '--quiet']);
  const dataDir = makeTempDir('zlota-bench-demo-');
  const seeding = await startPortal(app, { dataDir, logLevel: 'warn', seedDemo: true });
  const list = (await (await fetch(`${seeding.url}/api/charity?page=1&size=50`)).json()) as Array<{ id: number; url: string; image: string | null }>;
  await seeding.stop();
  const target = list.find((c) => c.image) ?? list[0];
  if (!target) throw new Error('the demo has no public fundraiser');
  const results: Array<Awaited<ReturnType<typeof turn>>> = [];
  for (let i = 0; i < pairs; i++) for (const workers of [1, 2]) results.push(await turn(dataDir, workers, target));
  const ratios = Array.from({ length: pairs }, (_, i) => {
    const [one, two] = [results[2 * i]!, results[2 * i + 1]!];
    return { donations2to1: Number((two.donationsPerS / one.donationsPerS).toFixed(2)), cachedList2to1: Number((two.listRps / one.listRps).toFixed(2)) };
  });
  process.stdout.write(`${JSON.stringify({ results, ratios }, null, 2)}\n`);
} finally {
  removeAllTempDirs();
}
