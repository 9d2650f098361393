// Phase 3: donations as the sandbox operator completes them, many at once (lib/donation-load.ts), with one process
// serving (WORKERS=1, the demo portal) and as the portal runs by default (WORKERS = the number of cores, node:cluster,
// on the same SQLite file); each run must leave collected_amount exact to the grosz.
import { availableParallelism } from 'node:os';
import { progress, type BenchContext } from '../lib/context.js';
import { zlText } from '../../support/amounts.js';
import { runDonations, type DonationRun } from '../lib/donation-load.js';
import { startPortal, workersReady } from '../lib/processes.js';
import { fmt, type PhaseOutcome } from '../lib/report.js';

/** Issue 16: completed donations (donate + notification) per second at concurrency 50, as the portal runs by default. */
const DONATIONS_PER_S = 150;

/** A warm-up, then the measured run on the portal; a failure or a wrong total in the warm-up counts against the run. */
async function measured(ctx: BenchContext, portal: { url: string; dataDir: string }, workers: number, pids: number[], serving: number[]): Promise<DonationRun> {
  const { count, concurrency, warmup } = ctx.settings.donations;
  const options = { baseUrl: portal.url, dataDir: portal.dataDir, target: ctx.target, concurrency, workers, pids, serving };
  const warm = await runDonations({ ...options, count: warmup });
  const run = await runDonations({ ...options, count });
  const failures = [...warm.failures.map((failure) => `warm-up ${failure}`), ...(warm.exact || warm.failures.length ? [] : ['warm-up: collected_amount not exact']), ...run.failures];
  return { ...run, failures, exact: run.exact && warm.exact };
}

async function withWorkers(ctx: BenchContext, workers: number): Promise<DonationRun> {
  const { count, concurrency, warmup } = ctx.settings.donations;
  progress(`donations: ${warmup} to warm up, then ${count} at concurrency ${concurrency}, WORKERS=${workers}`);
  if (workers === 1) return measured(ctx, ctx.portal, workers, [ctx.portal.child.pid], [ctx.portal.child.pid]);
  // A second portal on the demo's database while the demo portal sits idle (its cache forgets within seconds). Both
  // runs' notifications come from one address within a minute, within RATE_LIMIT_PAYMENT_NOTIFICATIONS (12 000).
  const portal = await startPortal(ctx.app, { dataDir: ctx.portal.dataDir, logLevel: 'warn', seedDemo: false, workers });
  try {
    const serving = await workersReady(portal.child.pid, workers);
    return await measured(ctx, portal, workers, [portal.child.pid, ...serving], serving);
  } finally {
    await portal.stop();
  }
}

const exactness = (run: DonationRun) =>
  run.exact ? 'exact' : `${run.failures.length} failures, API ${run.api.exact ? 'exact' : 'wrong'}, file ${run.database.exact ? 'exact' : 'wrong'}`;

export async function donationsPhase(ctx: BenchContext): Promise<PhaseOutcome> {
  const { count, concurrency, warmup } = ctx.settings.donations;
  const perCore = availableParallelism();
  const byDefault = 1; // the default on SQLite (server/src/config.ts); the cluster of a worker per core beside it
  const runs: DonationRun[] = [];
  for (const workers of [...new Set([byDefault, perCore])]) {
    runs.push(await withWorkers(ctx, workers));
    ctx.sampleMemory(`after the donations (WORKERS=${workers})`);
  }
  const standard = runs[0]!;
  const row = (label: string, cell: (run: DonationRun) => string) => [label, ...runs.map(cell)];
  const increase = (after: number, before: number, exact: boolean) => `${zlText(after - before)} zł ${exact ? '✅' : '❌'}`;

  return {
    sections: [
      {
        title: `3. Donations — ${count} sandbox donations with their signed notifications, ${concurrency} at a time, on one fundraiser (after ${warmup} to warm up)`,
        headers: ['measure', ...runs.map((run) => `WORKERS=${run.workers}${run.workers === byDefault ? ' (default here)' : ''}`)],
        rows: [
          row('donations completed per second (donate + notification)', (run) => run.donationsPerS.toFixed(1)),
          row('wall time', (run) => fmt.s(run.elapsedMs)),
          row("portal's CPU time per donation (every process, its main thread and the SQLite threads)", (run) => fmt.ms(run.cpuMsPerDonation)),
          row('of which the serving processes’ main (JavaScript) threads', (run) => fmt.ms(run.mainThreadMsPerDonation)),
          row('load average before / after (1, 5, 15 min)', (run) => `${run.loadAverage.before} / ${run.loadAverage.after}`),
          row('POST /api/donate/charity p50 / p99', (run) => `${fmt.ms(run.donateMs.p50)} / ${fmt.ms(run.donateMs.p99)}`),
          row('POST /api/payments/notify/sandbox/{guid} p50 / p99', (run) => `${fmt.ms(run.notifyMs.p50)} / ${fmt.ms(run.notifyMs.p99)}`),
          row('failed requests', (run) => String(run.failures.length)),
          row('expected increase', (run) => `${zlText(run.expectedGrosze)} zł`),
          row('increase via GET /api/charity/{url}', (run) => increase(run.api.after, run.api.before, run.api.exact)),
          row('increase in the SQLite file (charities.collected_amount)', (run) => increase(run.database.after.collected, run.database.before.collected, run.database.exact)),
          row('collected_amount = SUM(paid payments) in the file', (run) => {
            const { collected, paidSum } = run.database.after;
            return `${zlText(collected)} = ${zlText(paidSum)} zł ${collected === paidSum ? '✅' : '❌'}`;
          }),
        ],
        notes: [
          'The load generator (this harness) runs on the same cores as the portal; with several workers they also share one SQLite file, whose writes take turns the primary hands out (server/src/db/write-lock.ts).',
          ...runs.flatMap((run) => run.failures.slice(0, 5).map((failure) => `WORKERS=${run.workers}: ${failure}`)),
        ],
      },
    ],
    budgets: [
      ...runs.map((run) => ({
        phase: 'Donations',
        label: `collected_amount exact after ${count} donations with WORKERS=${run.workers} (API and SQLite file)`,
        limit: 'exact to the grosz, 0 failures',
        actual: exactness(run),
        met: run.exact,
      })),
      {
        phase: 'Donations',
        label: `completed donations per second at concurrency ${concurrency}, as the portal runs by default (WORKERS=${byDefault})`,
        limit: `≥ ${DONATIONS_PER_S}`,
        actual: standard.donationsPerS.toFixed(1),
        met: standard.donationsPerS >= DONATIONS_PER_S,
      },
    ],
    data: { count, concurrency, defaultWorkers: byDefault, perCore, runs },
  };
}
