// Why the bench runs the portal at LOG_LEVEL=warn: at info, pino-http writes a JSON line for every
// request. The same list request against the same database, at warn and then at info, back to back.
import { progress, type Settings } from '../lib/context.js';
import { measureLoad, type LoadResult } from '../lib/load.js';
import { memoryOf, startPortal, type AppTree } from '../lib/processes.js';
import { fmt, type PhaseOutcome } from '../lib/report.js';

const PATH = '/api/charity?page=1&size=3';

async function measureAt(app: AppTree, dataDir: string, logLevel: string, settings: Settings): Promise<LoadResult & { idleRss: number }> {
  const portal = await startPortal(app, { dataDir, logLevel, seedDemo: false });
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // Without the demo seed in the process: what the server itself holds when idle.
    const idleRss = memoryOf(portal.child.pid).rss;
    progress(`logging: GET ${PATH} at LOG_LEVEL=${logLevel}`);
    return { ...(await measureLoad(`${portal.url}${PATH}`, settings.load)), idleRss };
  } finally {
    await portal.stop();
  }
}

/** `dataDir`: the demo database, its portal already stopped. */
export async function loggingPhase(app: AppTree, dataDir: string, settings: Settings): Promise<PhaseOutcome> {
  const warn = await measureAt(app, dataDir, 'warn', settings);
  const info = await measureAt(app, dataDir, 'info', settings);
  return {
    sections: [
      {
        title: `Log level — GET ${PATH}, same settings as phase 1, the portal restarted at each level`,
        headers: ['LOG_LEVEL', 'req/s', 'p50', 'p99', '÷ warn'],
        rows: [
          ['warn (the bench’s setting)', fmt.int(warn.rps), fmt.ms(warn.latencyMs.p50), fmt.ms(warn.latencyMs.p99), '1.00×'],
          ['info (the default: a log line per request)', fmt.int(info.rps), fmt.ms(info.latencyMs.p50), fmt.ms(info.latencyMs.p99), fmt.ratio(info.rps / warn.rps)],
        ],
        notes: ['At info the log goes to a pipe the harness reads and drops, as a process manager would take it.'],
      },
    ],
    budgets: [],
    data: { path: PATH, warn, info, ratio: info.rps / warn.rps },
  };
}
