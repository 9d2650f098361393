// `npm run bench [-- --quick] [-- --only=api,web] [-- --admin-payments]`: builds the portal, measures what users feel, prints
// the tables and writes bench/results/latest.json and latest.md. A missed budget is reported, never
// fatal (exit 0); the process exits 1 only when the harness itself could not measure.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PHASES, progress, settingsFor, type BenchContext, type DemoTarget, type PhaseName } from './lib/context.js';
import { appTreeAt, makeTempDir, memoryOf, removeAllTempDirs, removeTempDir, REPO_ROOT, runToEnd, startPortal, type AppTree, type Portal } from './lib/processes.js';
import { fmt, renderMarkdown, renderText, type Budget, type PhaseOutcome, type RunReport, type Section } from './lib/report.js';
import { apiPhase } from './phases/api.js';
import { campaignPhase } from './phases/campaign.js';
import { donationsPhase } from './phases/donations.js';
import { loggingPhase } from './phases/logging.js';
import { offlinePhase } from './phases/offline.js';
import { offlineCatalogPhase } from './phases/offline-catalog.js';
import { scalingPhase } from './phases/scaling.js';
import { uploadsPhase } from './phases/uploads.js';
import { CHROME_PATH, webPhase } from './phases/web.js';

/** The order of the report, whatever order the phases ran in. */
const REPORT_ORDER: Array<PhaseName | 'build'> = ['build', 'api', 'scaling', 'donations', 'web', 'offline', 'catalog', 'memory', 'logging', 'uploads', 'campaign'];
const SEARCH_TERM = 'Gdańsk';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    'admin-payments': { type: 'boolean', default: false },
  },
});
const settings = settingsFor(values.quick, values['admin-payments']);
// The log-level comparison and the campaign (a large catalog seeded, several minutes) belong to the full run;
// --only=logging or --only=campaign asks for them in a quick one.
const DEFAULT_PHASES = PHASES.filter((p) => !(settings.quick && (p === 'logging' || p === 'campaign')));
const only = new Set<PhaseName>(values.only ? (values.only.split(',').map((p) => p.trim()) as PhaseName[]) : DEFAULT_PHASES);
for (const name of only) if (!PHASES.includes(name)) throw new Error(`--only: unknown phase "${name}" (phases: ${PHASES.join(', ')})`);
const resultsDir = path.join(REPO_ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });

const startedAt = new Date();
const started = performance.now();
const outcomes = new Map<string, PhaseOutcome>();
const failures: RunReport['failures'] = [];

async function phase(name: PhaseName | 'build', run: () => Promise<PhaseOutcome>): Promise<boolean> {
  const t = performance.now();
  try {
    const outcome = await run();
    outcomes.set(name, outcome);
    for (const message of outcome.failures ?? []) failures.push({ phase: name, message });
    progress(`${name}: done in ${fmt.s(performance.now() - t)}`);
    return true;
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    failures.push({ phase: name, message: message.slice(0, 4000) });
    progress(`${name}: the harness broke — ${message}`);
    return false;
  }
}

// ---- build: the server's JavaScript (shared + server) and the web's production bundle ------------------

const app: AppTree = appTreeAt(makeTempDir('zlota-bench-app-'));

/**
 * `tsc -b server` (shared + server, what the portal runs; type-checking the rest is npm test's job), a
 * private copy of server/dist, and the web's production build (web/scripts/build.mjs) into the copy's web/dist.
 */
async function build(): Promise<PhaseOutcome> {
  const rows: string[][] = [];
  const step = async (name: string, args: string[], env: Record<string, string> = {}) => {
    progress(`build: ${name}`);
    const result = await runToEnd(args, env);
    if (result.code !== 0) throw new Error(`${name} failed (code ${result.code}):\n${result.output}`);
    rows.push([name, fmt.s(result.ms)]);
  };
  await step('tsc -b server', [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'server']);
  cpSync(path.join(REPO_ROOT, 'server/dist'), path.join(app.root, 'server/dist'), { recursive: true, filter: (file) => !file.endsWith('.tsbuildinfo') });
  copyFileSync(path.join(REPO_ROOT, 'server/package.json'), path.join(app.root, 'server/package.json'));
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(app.root, 'node_modules'), 'dir');
  await step('build web (production, with its server renderer)', [path.join(REPO_ROOT, 'web/scripts/build.mjs'), '--out-dir', app.webDist, '--quiet']);
  if (!existsSync(path.join(app.webDist, 'index.html'))) throw new Error(`vite wrote no ${app.webDist}/index.html`);
  const devChunks = readdirSync(path.join(app.webDist, 'assets')).filter((file) => file.includes('jsx-dev-runtime'));
  if (devChunks.length) throw new Error(`the web build holds React's development runtime (${devChunks.join(', ')}): not a production build`);
  return {
    sections: [{ title: 'Build', headers: ['step', 'time'], rows, notes: [`Portal and web built into ${app.root} (removed at the end); web/dist is left alone.`] }],
    budgets: [],
    data: { steps: Object.fromEntries(rows), appRoot: app.root },
  };
}

// ---- the demo portal the API, donation, web, offline and memory phases share ------------------------

async function findTarget(portal: Portal): Promise<DemoTarget> {
  const list = (await (await fetch(`${portal.url}/api/charity?page=1&size=50`)).json()) as Array<{ id: number; url: string; title: string; image: string | null; needy: { city: string } | null }>;
  const charity = list.find((c) => c.image && c.needy);
  if (!charity) throw new Error('the demo has no public fundraiser with a picture');
  const search = async (term: string) => ((await (await fetch(`${portal.url}/charity/search/${encodeURIComponent(term)}`)).json()) as unknown[]).length;
  let searchTerm = SEARCH_TERM;
  let searchResults = await search(searchTerm);
  if (searchResults === 0) {
    searchTerm = charity.needy!.city;
    searchResults = await search(searchTerm);
  }
  return { id: charity.id, url: charity.url, title: charity.title, image: charity.image!, searchTerm, searchResults };
}

function memoryOutcome(ctx: BenchContext): PhaseOutcome {
  const api = outcomes.get('api')?.data as { targets?: Array<{ name: string; rss?: { idle: number; loaded: number } }> } | undefined;
  const hellos = (api?.targets ?? []).filter((t) => t.rss && !t.name.includes('again'));
  const restarted = (outcomes.get('logging')?.data as { warn?: { idleRss: number } } | undefined)?.warn?.idleRss;
  return {
    sections: [
      {
        title: '6. Memory — RSS of the portal process (/proc/<pid>/status)',
        headers: ['when', 'VmRSS', 'VmHWM (peak so far)'],
        rows: ctx.memory.map((m) => [m.when, fmt.mb(m.rss), fmt.mb(m.peak)]),
        notes: [
          'Idle = 2 s after the portal answered its first health check; the demo seed (pictures made by sharp) runs in the same process before that.',
          ...(restarted ? [`The same portal restarted on the same database (no seeding in the process): ${fmt.mb(restarted)} idle.`] : []),
          ...hellos.map((h) => `Yardstick — ${h.name}: ${fmt.mb(h.rss!.idle)} idle, ${fmt.mb(h.rss!.loaded)} after its load.`),
        ],
      },
    ],
    budgets: [],
    data: { portal: ctx.memory, idleAfterRestart: restarted ?? null, hellos: hellos.map((h) => ({ name: h.name, ...h.rss })) },
  };
}

async function withDemoPortal(): Promise<void> {
  const wanted = (['api', 'donations', 'web', 'offline', 'catalog', 'memory', 'logging'] as const).filter((p) => only.has(p));
  if (wanted.length === 0) return;
  const dataDir = makeTempDir('zlota-bench-demo-');
  try {
    progress('demo portal: starting (SEED_DEMO=1, LOG_LEVEL=warn)');
    const portal = await startPortal(app, { dataDir, logLevel: 'warn', seedDemo: true });
    let ctx: BenchContext;
    try {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      ctx = {
        settings,
        app,
        resultsDir,
        portal,
        target: await findTarget(portal),
        memory: [],
        sampleMemory(when) {
          this.memory.push({ when, ...memoryOf(portal.child.pid) });
        },
      };
      ctx.sampleMemory('idle after start');
      progress(`demo portal: ${portal.url} ready in ${fmt.s(portal.startMs)}; fundraiser “${ctx.target.title}”`);
      if (only.has('api')) await phase('api', () => apiPhase(ctx));
      if (only.has('donations')) await phase('donations', () => donationsPhase(ctx));
      if (only.has('web')) await phase('web', () => webPhase(ctx));
      if (only.has('offline')) await phase('offline', () => offlinePhase(ctx));
      if (only.has('catalog')) await phase('catalog', () => offlineCatalogPhase(ctx));
      ctx.sampleMemory('at the end (after every phase above)');
    } finally {
      await portal.stop();
    }
    // Both need the portal stopped: the first restarts it on the same database.
    if (only.has('logging')) await phase('logging', () => loggingPhase(app, dataDir, settings));
    if (only.has('memory')) await phase('memory', async () => memoryOutcome(ctx));
  } finally {
    removeTempDir(dataDir);
  }
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `not found at ${CHROME_PATH}`;
  }
}

// ---- the run ----------------------------------------------------------------------------------------

const loadStart = loadavg()[0]!;
progress(`${settings.quick ? 'quick' : 'full'} run; phases: ${[...only].join(', ')}`);
try {
  if (await phase('build', build)) {
    await withDemoPortal().catch((error: unknown) => failures.push({ phase: 'demo portal', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
    if (only.has('scaling')) await phase('scaling', () => scalingPhase({ settings, app }));
    if (only.has('uploads')) await phase('uploads', () => uploadsPhase({ settings, app }));
    if (only.has('campaign')) await phase('campaign', () => campaignPhase({ settings, app }));
  }
} finally {
  removeAllTempDirs();
}

const durationS = (performance.now() - started) / 1000;
const ordered = REPORT_ORDER.flatMap((name) => (outcomes.has(name) ? [outcomes.get(name)!] : []));
const sections: Section[] = ordered.flatMap((o) => o.sections);
const budgets: Budget[] = ordered.flatMap((o) => o.budgets);
const report: RunReport = {
  mode: settings.quick ? 'quick' : 'full',
  startedAt: startedAt.toISOString(),
  durationS,
  machine: {
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
    memory: fmt.mb(totalmem()),
    node: process.version,
    chromium: chromiumVersion(),
    loadavg: `${loadStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`,
  },
  settings: { ...settings, phases: [...only] },
  phases: Object.fromEntries([...outcomes].map(([name, o]) => [name, o.data])),
  budgets,
  failures,
};
writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(resultsDir, 'latest.md'), renderMarkdown(sections, report));
process.stdout.write(renderText(sections, report));
process.stdout.write(`\n${report.mode} run took ${durationS.toFixed(0)} s; written ${path.relative(REPO_ROOT, resultsDir)}/latest.json and latest.md\n`);
process.exitCode = failures.length > 0 ? 1 : 0;
