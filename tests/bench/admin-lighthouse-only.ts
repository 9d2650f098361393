// Only the admin Lighthouse of the campaign phase (issue 38 item 5), on the built tree (npm run build):
// `node --import tsx --conditions=@zlota/source tests/bench/admin-lighthouse-only.ts [runs] [webDist…]`.
// An empty portal with its first admin per web build given (default: the tree's web/dist), their runs taken in turns
// so that a loaded machine weighs on each alike; the median of each build's runs, and every run.
import { adminLighthouseOnce, type AdminLighthouseRun } from './lib/admin-lighthouse.js';
import { appTreeAt, makeTempDir, REPO_ROOT, removeAllTempDirs, startPortal, type Portal } from './lib/processes.js';

const ADMIN = { login: 'bench.admin@example.pl', password: 'haslo-benchmarku-0123' };
const runs = Number(process.argv[2] ?? 3);
const dists = process.argv.slice(3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const portals: Array<{ name: string; portal: Portal; runs: AdminLighthouseRun[] }> = [];
try {
  for (const dist of dists.length ? dists : [null]) {
    const env = { ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password, ...(dist ? { WEB_DIST: dist } : {}) };
    const portal = await startPortal(appTreeAt(REPO_ROOT), { dataDir: makeTempDir('admin-lh-'), logLevel: 'warn', seedDemo: false, env });
    portals.push({ name: dist ?? 'web/dist', portal, runs: [] });
  }
  for (let run = 0; run < runs; run += 1) {
    for (const each of portals) each.runs.push(await adminLighthouseOnce(each.portal.url, ADMIN));
  }
  for (const { name, runs: all } of portals) {
    for (const run of all) console.log(name, JSON.stringify(run));
    console.log(
      `${name} median: performance ${median(all.map((r) => (r.performance ?? 0) * 100))}, LCP ${median(all.map((r) => r.lcpMs)).toFixed(0)} ms, TBT ${median(all.map((r) => r.tbtMs)).toFixed(0)} ms, CLS ${median(all.map((r) => r.cls)).toFixed(3)}, scripts ${median(all.map((r) => r.scripts))}, ${(median(all.map((r) => r.scriptBytes)) / 1024).toFixed(1)} KB`,
    );
  }
} finally {
  for (const { portal } of portals) await portal.stop();
  removeAllTempDirs();
}
