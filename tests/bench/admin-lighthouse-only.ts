// Only the admin Lighthouse of the campaign phase (issue 38 item 5): `node --import tsx --conditions=@zlota/source
// tests/bench/admin-lighthouse-only.ts [runs]` on the built tree (npm run build), an empty portal with its first admin,
// the median of the runs and every run.
import { adminLighthouseOnce, type AdminLighthouseRun } from './lib/admin-lighthouse.js';
import { appTreeAt, makeTempDir, REPO_ROOT, removeAllTempDirs, startPortal } from './lib/processes.js';

const ADMIN = { login: 'bench.admin@example.pl', password: 'haslo-benchmarku-0123' };
const runs = Number(process.argv[2] ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const portal = await startPortal(appTreeAt(REPO_ROOT), { dataDir: makeTempDir('admin-lh-'), logLevel: 'warn', seedDemo: false, env: { ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password } });
try {
  const all: AdminLighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) all.push(await adminLighthouseOnce(portal.url, ADMIN));
  for (const run of all) console.log(JSON.stringify(run));
  console.log(
    `median: performance ${median(all.map((r) => (r.performance ?? 0) * 100))}, LCP ${median(all.map((r) => r.lcpMs)).toFixed(0)} ms, TBT ${median(all.map((r) => r.tbtMs)).toFixed(0)} ms, CLS ${median(all.map((r) => r.cls)).toFixed(3)}, scripts ${median(all.map((r) => r.scripts))}, ${(median(all.map((r) => r.scriptBytes)) / 1024).toFixed(1)} KB`,
  );
} finally {
  await portal.stop();
  removeAllTempDirs();
}
