// The donations phase's load: sandbox donations as the sandbox operator completes them — POST /api/donate/charity,
// then the signed notification — many at once against one portal, and afterwards collected_amount checked to the
// grosz through that portal's API and in the SQLite file itself.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import knexFactory from 'knex';
import { createSecretBox } from '@zlota/server/libraries/secret-box';
import { SANDBOX_SIGNATURE_HEADER, signSandbox } from '@zlota/server/payments/providers/sandbox';
import { variedAmount, zlText } from '../../support/amounts.js';
import { percentile } from './load.js';
import { APP_SECRET, cpuTicks, DB_FILE, loadAverage, mainThreadTicks } from './processes.js';

/** Clock ticks of /proc/<pid>/stat (CLK_TCK, 100 on Linux). */
const TICK_MS = 10;


/**
 * A POST over node:http with kept connections: the load generator shares the portal's cores, and fetch (undici) cost
 * it two to three times the CPU per request (18–29 % of a core at 115 donations a second, now about 10 %), taken from
 * the portal under measurement.
 */
function post(agent: http.Agent, url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The guid of a started donation's answer; undefined when the answer is not the JSON of one. */
function guidOf(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { guid?: string }).guid;
  } catch {
    return undefined;
  }
}

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

export interface DonationRun {
  workers: number;
  count: number;
  concurrency: number;
  elapsedMs: number;
  donationsPerS: number;
  /** Every process of the portal (primary and workers), all their threads. */
  cpuMsPerDonation: number;
  /** Only the JavaScript threads of the processes serving HTTP. */
  mainThreadMsPerDonation: number;
  loadAverage: { before: string; after: string };
  donateMs: { p50: number; p99: number; max: number };
  notifyMs: { p50: number; p99: number; max: number };
  expectedGrosze: number;
  api: { before: number; after: number; exact: boolean };
  database: { before: { collected: number; paidSum: number }; after: { collected: number; paidSum: number }; exact: boolean };
  exact: boolean;
  failures: string[];
}

/**
 * `count` donations, `concurrency` at a time, against the portal at `baseUrl` serving from `dataDir`. `pids`: every
 * process of that portal (its CPU time is summed), `serving`: those that answer HTTP (their main threads are summed).
 */
export async function runDonations(options: {
  baseUrl: string;
  dataDir: string;
  target: { id: number; url: string };
  count: number;
  concurrency: number;
  /** At most this many donations started a second (the n-th not before n ÷ rate seconds); unset: as fast as they go. */
  perSecond?: number;
  workers: number;
  pids: number[];
  serving: number[];
}): Promise<DonationRun> {
  const { baseUrl, target, count, concurrency } = options;
  // The key the server itself derives (server/src/libraries/secret-box.ts), not a copy of its recipe.
  const secret = createSecretBox(APP_SECRET).derive('sandbox-notifications');
  const apiBefore = await collectedViaApi(baseUrl, target.url);
  const dbBefore = await fromDatabase(options.dataDir, target.id);

  const donateMs: number[] = [];
  const notifyMs: number[] = [];
  const failures: string[] = [];
  let expected = 0;
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

  async function one(i: number) {
    const amount = variedAmount(i);
    let t = performance.now();
    const started = await post(
      agent,
      `${baseUrl}/api/donate/charity`,
      { 'content-type': 'application/json' },
      JSON.stringify({
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
    );
    const guid = started.status === 201 ? guidOf(started.text) : undefined;
    donateMs.push(performance.now() - t);
    if (!guid) {
      failures.push(`donate #${i}: ${started.status} ${started.text.slice(0, 200)}`);
      return;
    }
    const rawBody = JSON.stringify({ guid, status: 'paid', amount, currency: 'PLN', method: 'blik' });
    t = performance.now();
    const notified = await post(agent, `${baseUrl}/api/payments/notify/sandbox/${guid}`, { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(rawBody, secret) }, rawBody);
    notifyMs.push(performance.now() - t);
    if (notified.status !== 200) failures.push(`notify #${i}: ${notified.status} ${notified.text.slice(0, 200)}`);
    else expected += amount;
  }

  // The portal's own CPU time per donation depends far less on what else the shared machine runs than the rate does.
  const loadBefore = loadAverage();
  const sum = (ticksOf: (pid: number) => number, pids: number[]) => pids.reduce((total, pid) => total + ticksOf(pid), 0);
  const ticksBefore = sum(cpuTicks, options.pids);
  const mainBefore = sum(mainThreadTicks, options.serving);
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          const i = next++;
          if (options.perSecond) await sleep(Math.max(0, started + (i * 1000) / options.perSecond - performance.now()));
          await one(i);
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  const elapsedMs = performance.now() - started;
  const cpuMsPerDonation = ((sum(cpuTicks, options.pids) - ticksBefore) * TICK_MS) / count;
  const mainThreadMsPerDonation = ((sum(mainThreadTicks, options.serving) - mainBefore) * TICK_MS) / count;
  const loadAfter = loadAverage();

  const apiAfter = await collectedViaApi(baseUrl, target.url);
  const dbAfter = await fromDatabase(options.dataDir, target.id);
  const apiExact = apiAfter - apiBefore === expected;
  const dbExact = dbAfter.collected - dbBefore.collected === expected && dbAfter.collected === dbAfter.paidSum;
  const spread = (values: number[]) => ({ p50: percentile(values, 50), p99: percentile(values, 99), max: Math.max(...values) });
  return {
    workers: options.workers,
    count,
    concurrency,
    elapsedMs,
    donationsPerS: count / (elapsedMs / 1000),
    cpuMsPerDonation,
    mainThreadMsPerDonation,
    loadAverage: { before: loadBefore, after: loadAfter },
    donateMs: spread(donateMs),
    notifyMs: spread(notifyMs),
    expectedGrosze: expected,
    api: { before: apiBefore, after: apiAfter, exact: apiExact },
    database: { before: dbBefore, after: dbAfter, exact: dbExact },
    exact: apiExact && dbExact && failures.length === 0,
    failures,
  };
}
