// Phase 3: donations as the sandbox operator completes them — POST /api/donate/charity, then the signed
// notification — many at once, and afterwards collected_amount must be exact to the grosz, through the
// API and in the SQLite file itself.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import knexFactory from 'knex';
import { createSecretBox } from '@zlota/server/libraries/secret-box';
import { SANDBOX_SIGNATURE_HEADER, signSandbox } from '@zlota/server/payments/providers/sandbox';
import { progress, type BenchContext } from '../lib/context.js';
import { percentile } from '../lib/load.js';
import { APP_SECRET, cpuTicks, DB_FILE, loadAverage } from '../lib/processes.js';
import { fmt, type PhaseOutcome } from '../lib/report.js';

/** Clock ticks of /proc/<pid>/stat (CLK_TCK, 100 on Linux). */
const TICK_MS = 10;

/** Varied amounts from 2 zł to 501,99 zł, the same every run. */
const amountOf = (i: number) => 200 + ((i * 7_919) % 50_000);
const zlText = (grosze: number) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;

async function collectedViaApi(baseUrl: string, url: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/charity/${encodeURIComponent(url)}`);
  if (!response.ok) throw new Error(`GET /api/charity/${url} answered ${response.status}`);
  const body = (await response.json()) as { collected_amount: number };
  return Math.round(body.collected_amount * 100);
}

async function fromDatabase(dataDir: string, charityId: number) {
  const db = knexFactory({ client: 'sqlite3', connection: { filename: path.join(dataDir, DB_FILE) }, useNullAsDefault: true });
  try {
    const charity = (await db('charities').where({ id: charityId }).first('collected_amount')) as { collected_amount: number } | undefined;
    const paid = (await db('payments').where({ charity_id: charityId, status: 'paid' }).sum({ sum: 'amount' }).first()) as { sum: number | null } | undefined;
    return { collected: Number(charity?.collected_amount ?? NaN), paidSum: Number(paid?.sum ?? 0) };
  } finally {
    await db.destroy();
  }
}

export async function donationsPhase(ctx: BenchContext): Promise<PhaseOutcome> {
  const { portal, target } = ctx;
  const { count, concurrency } = ctx.settings.donations;
  // The key the server itself derives (server/src/libraries/secret-box.ts), not a copy of its recipe.
  const secret = createSecretBox(APP_SECRET).derive('sandbox-notifications');
  const apiBefore = await collectedViaApi(portal.url, target.url);
  const dbBefore = await fromDatabase(portal.dataDir, target.id);

  const donateMs: number[] = [];
  const notifyMs: number[] = [];
  const failures: string[] = [];
  let expected = 0;
  let next = 0;

  async function one(i: number) {
    const amount = amountOf(i);
    let t = performance.now();
    const started = await fetch(`${portal.url}/api/donate/charity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        charity_id: target.id,
        amount: zlText(amount),
        email: `darczynca.${i}@example.pl`,
        name: `Darczyńca ${i}`,
        message: 'Trzymamy kciuki!',
        anonymous: false,
        hide_amount: false,
        accept_terms: true,
        idempotency_key: randomUUID(),
      }),
    });
    const body = (await started.json().catch(() => ({}))) as { guid?: string };
    donateMs.push(performance.now() - t);
    if (started.status !== 201 || !body.guid) {
      failures.push(`donate #${i}: ${started.status} ${JSON.stringify(body).slice(0, 200)}`);
      return;
    }
    const rawBody = JSON.stringify({ guid: body.guid, status: 'paid', amount, currency: 'PLN', method: 'blik' });
    t = performance.now();
    const notified = await fetch(`${portal.url}/api/payments/notify/sandbox/${body.guid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(rawBody, secret) },
      body: rawBody,
    });
    const answer = await notified.text();
    notifyMs.push(performance.now() - t);
    if (notified.status !== 200) failures.push(`notify #${i}: ${notified.status} ${answer.slice(0, 200)}`);
    else expected += amount;
  }

  progress(`donations: ${count} at concurrency ${concurrency}`);
  // The portal's own CPU time per donation depends far less on what else the shared machine runs than the rate does.
  const loadBefore = loadAverage();
  const ticksBefore = cpuTicks(portal.child.pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await one(next++);
    }),
  );
  const elapsedMs = performance.now() - started;
  const cpuMsPerDonation = ((cpuTicks(portal.child.pid) - ticksBefore) * TICK_MS) / count;
  const loadAfter = loadAverage();
  ctx.sampleMemory('after the donations');

  const apiAfter = await collectedViaApi(portal.url, target.url);
  const dbAfter = await fromDatabase(portal.dataDir, target.id);
  const apiExact = apiAfter - apiBefore === expected;
  const dbExact = dbAfter.collected - dbBefore.collected === expected && dbAfter.collected === dbAfter.paidSum;
  const exact = apiExact && dbExact && failures.length === 0;
  const perS = count / (elapsedMs / 1000);

  return {
    sections: [
      {
        title: `3. Donations — ${count} sandbox donations with their signed notifications, ${concurrency} at a time, on one fundraiser`,
        headers: ['measure', 'value'],
        rows: [
          ['donations completed per second (donate + notification)', perS.toFixed(1)],
          ['wall time', fmt.s(elapsedMs)],
          ["portal's CPU time per donation (its main thread and the SQLite threads)", fmt.ms(cpuMsPerDonation)],
          ['load average before / after (1, 5, 15 min)', `${loadBefore} / ${loadAfter}`],
          ['POST /api/donate/charity p50 / p99', `${fmt.ms(percentile(donateMs, 50))} / ${fmt.ms(percentile(donateMs, 99))}`],
          ['POST /api/payments/notify/sandbox/{guid} p50 / p99', `${fmt.ms(percentile(notifyMs, 50))} / ${fmt.ms(percentile(notifyMs, 99))}`],
          ['failed requests', String(failures.length)],
          ['expected increase', `${zlText(expected)} zł`],
          ['increase via GET /api/charity/{url}', `${zlText(apiAfter - apiBefore)} zł ${apiExact ? '✅' : '❌'}`],
          ['increase in the SQLite file (charities.collected_amount)', `${zlText(dbAfter.collected - dbBefore.collected)} zł ${dbExact ? '✅' : '❌'}`],
          ['collected_amount = SUM(paid payments) in the file', `${zlText(dbAfter.collected)} = ${zlText(dbAfter.paidSum)} zł ${dbAfter.collected === dbAfter.paidSum ? '✅' : '❌'}`],
        ],
        notes: failures.slice(0, 5),
      },
    ],
    budgets: [
      { phase: 'Donations', label: `collected_amount exact after ${count} donations (API and SQLite file)`, limit: 'exact to the grosz, 0 failures', actual: exact ? 'exact' : `${failures.length} failures, API ${apiExact ? 'exact' : 'wrong'}, file ${dbExact ? 'exact' : 'wrong'}`, met: exact },
    ],
    data: {
      count,
      concurrency,
      elapsedMs,
      donationsPerS: perS,
      cpuMsPerDonation,
      loadAverage: { before: loadBefore, after: loadAfter },
      donateMs: { p50: percentile(donateMs, 50), p99: percentile(donateMs, 99), max: Math.max(...donateMs) },
      notifyMs: { p50: percentile(notifyMs, 50), p99: percentile(notifyMs, 99), max: Math.max(...notifyMs) },
      expectedGrosze: expected,
      api: { before: apiBefore, after: apiAfter, exact: apiExact },
      database: { before: dbBefore, after: dbAfter, exact: dbExact },
      failures,
    },
  };
}
