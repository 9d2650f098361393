// Phase 7: large pictures re-encoded while visitors keep coming — 12 uploads of a 7000×5700 JPEG at
// once, GET /api/health one after another before and during them. sharp and sqlite3 share libuv's
// thread pool; the image queue (server/src/components/images/image-queue.ts) must leave it threads.
import sharp from 'sharp';
import { progress, type Settings } from '../lib/context.js';
import { percentile } from '../lib/load.js';
import { makeTempDir, removeTempDir, startPortal, type AppTree } from '../lib/processes.js';
import { fmt, type PhaseOutcome } from '../lib/report.js';

const UPLOADS = 12;
const P99_BUDGET_MS = 100;
const ADMIN = { login: 'bench.admin@example.pl', password: 'haslo-benchmarku-0123' };

/** 40 megapixels in blocks of noise: decoded like a phone photo, made in a few seconds. */
const largePhoto = () =>
  sharp({ create: { width: 140, height: 114, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .resize(7000, 5700, { kernel: 'nearest' })
    .jpeg({ quality: 80 })
    .toBuffer();

async function healthMs(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/health`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`/api/health answered ${response.status}`);
  return performance.now() - started;
}

const summary = (values: number[]) => ({ p50: percentile(values, 50), p99: percentile(values, 99), max: Math.max(...values), calls: values.length });

export async function uploadsPhase(ctx: { settings: Settings; app: AppTree }): Promise<PhaseOutcome> {
  const dataDir = makeTempDir('zlota-bench-uploads-');
  const portal = await startPortal(ctx.app, { dataDir, logLevel: 'warn', seedDemo: false, env: { ADMIN_EMAIL: ADMIN.login, ADMIN_PASSWORD: ADMIN.password } });
  try {
    const login = await fetch(`${portal.url}/api/admin/api-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const session = (await login.json()) as { access_token?: string } | false;
    if (!session || !session.access_token) throw new Error(`the bench admin could not log in (${login.status})`);
    const photo = await largePhoto();

    progress('uploads: /api/health alone');
    const before: number[] = [];
    for (let i = 0; i < 200; i++) before.push(await healthMs(portal.url));

    progress(`uploads: ${UPLOADS} × ${fmt.kb(photo.length)} JPEG at once, /api/health meanwhile`);
    const upload = async (i: number) => {
      const body = new FormData();
      body.append('charity', JSON.stringify({
        title: `Zbiórka benchmarku ${i}`, name: 'Benchmark', target: 'Zdjęcia', target_amount: 100,
        short_description: 'Zbiórka z dużym zdjęciem do pomiaru.', needy: { name: 'Jan', surname: 'Nowak', city: 'Kraków' },
      }));
      body.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'zdjecie.jpg');
      const started = performance.now();
      const response = await fetch(`${portal.url}/api/charity/with-needy`, { method: 'POST', body, headers: { authorization: `Bearer ${session.access_token}` } });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };
    let uploading = true;
    const started = performance.now();
    const uploads = Promise.all(Array.from({ length: UPLOADS }, (_, i) => upload(i))).finally(() => (uploading = false));
    const during: number[] = [];
    while (uploading) during.push(await healthMs(portal.url));
    const results = await uploads;
    const allMs = performance.now() - started;
    const failed = results.filter((r) => r.status !== 201).length;

    const [b, d] = [summary(before), summary(during)];
    const row = (name: string, s: ReturnType<typeof summary>) => [name, String(s.calls), fmt.ms(s.p50), fmt.ms(s.p99), fmt.ms(s.max)];
    return {
      sections: [
        {
          title: `7. Uploads — ${UPLOADS} JPEGs of 7000×5700 (${fmt.kb(photo.length)} each) at once; GET /api/health one after another`,
          headers: ['GET /api/health', 'calls', 'p50', 'p99', 'max'],
          rows: [row('before the uploads', b), row('during the uploads', d)],
          notes: [
            `All ${UPLOADS} uploads took ${fmt.s(allMs)} (slowest ${fmt.s(Math.max(...results.map((r) => r.ms)))}); ${failed} did not answer 201.`,
            'Portal: NODE_ENV=production, SQLite, an empty database and its first admin (admins are not rate-limited).',
          ],
        },
      ],
      budgets: [
        { phase: 'Uploads', label: `GET /api/health p99 during ${UPLOADS} large uploads`, limit: `< ${P99_BUDGET_MS} ms`, actual: fmt.ms(d.p99), met: d.p99 < P99_BUDGET_MS && failed === 0 },
      ],
      data: { uploads: UPLOADS, photoBytes: photo.length, before: b, during: d, allMs, failed },
      failures: failed > 0 ? [`${failed} of ${UPLOADS} uploads did not answer 201`] : [],
    };
  } finally {
    await portal.stop();
    removeTempDir(dataDir);
  }
}
