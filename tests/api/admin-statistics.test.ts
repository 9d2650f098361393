import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { AdminStatistics } from '@zlota/shared/schemas/statistics';
import { recordLedgerEntries, type NewLedgerEntry } from '@zlota/server/components/ledger/ledger-repository';
import { callRoute, withQuery } from '../support/api-client.js';
import { adminActor, createAdminCharity, expectError, type Actor } from '../support/catalog.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// The statistics must equal sums taken straight from the payments table (less the refunds, on the day each was
// confirmed; the ledger the statistics read holds the same movements), with Warsaw's midnights found here by asking Intl (not the server's code), around the spring and
// autumn clock changes of 2025.

let server: TestServer;
let admin: Actor;
let charities: { id: number; url: string; title: string }[];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WALL = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});
const wallOf = (ms: number) => {
  const p = Object.fromEntries(WALL.formatToParts(ms).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
};
/** The instant Warsaw's clock shows `YYYY-MM-DD HH:MM:SS` (Poland is UTC+1 or UTC+2; the earlier one when the hour repeats). */
function warsaw(wall: string): number {
  const asUtc = Date.parse(`${wall.replace(' ', 'T')}Z`);
  const instant = [2, 1].map((offset) => asUtc - offset * HOUR).find((ms) => wallOf(ms) === wall);
  if (instant === undefined) throw new Error(`${wall} does not exist in Warsaw`);
  return instant;
}
const midnight = (day: string) => warsaw(`${day} 00:00:00`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

interface Seed {
  wall: string;
  status?: string;
  provider?: string;
  method?: string | null;
  charity?: number;
  amount?: number;
  user?: boolean;
  email?: string | null;
  name?: string | null;
}

async function seed(payments: Seed[]) {
  const rows = payments.map((p, i) => {
    const at = warsaw(p.wall);
    const status = p.status ?? 'paid';
    const provider = p.provider ?? ['sandbox', 'payu', 'przelewy24', 'manual'][i % 4]!;
    return {
      guid: randomUUID(),
      charity_id: charities[p.charity ?? i % charities.length]!.id,
      amount: p.amount ?? 1000 + i * 137,
      currency: 'PLN',
      provider,
      method: p.method === undefined ? (provider === 'manual' ? 'transfer' : ['blik', 'card', null][i % 3]!) : p.method,
      status,
      donor_name: p.name === undefined ? `Darczyńca ${i % 5}` : p.name,
      donor_email: p.email === undefined ? (provider === 'manual' ? null : `osoba${i % 7}@example.pl`) : p.email,
      anonymous: false,
      hide_amount: false,
      user_id: p.user ? admin.id : null,
      created_at: at - 5 * 60_000,
      updated_at: at,
      paid_at: status === 'paid' || status === 'refunded' ? at : null,
    };
  });
  await server.db.batchInsert('payments', rows, 50);
  // A refunded payment went back whole two days after it was paid.
  const refunds = rows.filter((row) => row.status === 'refunded').map((row) => ({
    refund_key: randomUUID(), payment_guid: row.guid, charity_id: row.charity_id, amount: row.amount, reason: 'Zwrot na prośbę darczyńcy',
    status: 'confirmed', created_at: row.updated_at + 2 * DAY, updated_at: row.updated_at + 2 * DAY, confirmed_at: row.updated_at + 2 * DAY,
  }));
  await server.db.batchInsert('payment_refunds', refunds, 50);
  // Each movement in the ledger too, as the payments' and refunds' own transactions write it (issue 35): on the
  // Warsaw day it happened.
  const paymentIds = new Map((await server.db('payments').whereIn('guid', rows.map((row) => row.guid)).select('id', 'guid')).map((row) => [row.guid as string, Number(row.id)]));
  const refundIds = new Map((await server.db('payment_refunds').whereIn('refund_key', refunds.map((row) => row.refund_key)).select('id', 'refund_key')).map((row) => [row.refund_key as string, Number(row.id)]));
  const entries = [
    ...rows.filter((row) => row.paid_at !== null).map((row): NewLedgerEntry => ({
      charity_id: row.charity_id, kind: row.provider === 'manual' ? 'manual_transfer' : 'payment_paid', amount_grosze: row.amount, occurred_on: wallOf(row.paid_at!).slice(0, 10),
      booked_by: null, source_type: 'payment', source_id: paymentIds.get(row.guid)!, payment_id: paymentIds.get(row.guid)!,
    })),
    ...refunds.map((row): NewLedgerEntry => ({
      charity_id: row.charity_id, kind: 'refund_confirmed', amount_grosze: -row.amount, occurred_on: wallOf(row.confirmed_at).slice(0, 10),
      booked_by: null, source_type: 'refund', source_id: refundIds.get(row.refund_key)!, payment_id: paymentIds.get(row.payment_guid)!,
    })),
  ];
  await server.db.transaction((trx) => recordLedgerEntries(trx, entries, Date.now()));
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminActor(server);
  charities = [];
  for (let i = 0; i < 12; i++) charities.push(await createAdminCharity(server, admin));
  // A payment every five and a half days through 2025, outside the windows whose days are checked one by one below.
  const checkedWindows = [['2025-02-24', '2025-04-12'], ['2025-10-24', '2025-10-28']];
  const spread = Array.from({ length: 60 }, (_, i): Seed => ({
    wall: new Date(Date.UTC(2025, 0, 3) + i * 5.5 * DAY + (i % 24) * HOUR).toISOString().slice(0, 19).replace('T', ' '),
    status: ['paid', 'paid', 'paid', 'failed', 'pending', 'refunded'][i % 6],
  })).filter((p) => !checkedWindows.some(([from, to]) => p.wall >= from! && p.wall <= to!));
  await seed([
    // Spring forward: 2025-03-30 02:00 becomes 03:00; Sunday 30 March ends ISO week 13, Monday 31 March starts week 14.
    { wall: '2025-02-25 23:59:59' },
    { wall: '2025-02-26 00:00:00' },
    { wall: '2025-03-19 23:59:59' },
    { wall: '2025-03-20 00:00:00', provider: 'payu', method: 'blik', charity: 0, amount: 50_000 },
    { wall: '2025-03-29 23:59:59', provider: 'payu', method: 'card', charity: 0, amount: 12_345, email: 'Anna@Example.pl' },
    { wall: '2025-03-30 00:00:00', provider: 'payu', method: 'card', charity: 1, amount: 2_550, email: 'anna@example.pl' },
    { wall: '2025-03-30 01:59:59', provider: 'przelewy24', method: 'blik', charity: 1, amount: 700, user: true },
    { wall: '2025-03-30 03:00:00', provider: 'przelewy24', method: 'blik', charity: 2, amount: 800, user: true, email: 'inna@example.pl' },
    { wall: '2025-03-30 23:59:59', provider: 'manual', method: 'transfer', charity: 2, amount: 30_000, email: null, name: 'Jan Kowalski' },
    { wall: '2025-03-31 00:00:00', provider: 'manual', method: 'cash', charity: 3, amount: 10_000, email: null, name: 'jan kowalski' },
    { wall: '2025-03-31 23:59:59', provider: 'manual', method: 'cash', charity: 3, amount: 1_000, email: null, name: null },
    { wall: '2025-04-01 00:00:00', provider: 'sandbox', method: 'card', charity: 4, amount: 999 },
    { wall: '2025-04-05 12:00:00', status: 'failed', provider: 'payu', charity: 4, amount: 5_000 },
    { wall: '2025-04-06 12:00:00', status: 'pending', provider: 'payu', charity: 4, amount: 6_000 },
    { wall: '2025-04-07 12:00:00', status: 'refunded', provider: 'payu', charity: 5, amount: 7_000 },
    { wall: '2025-04-10 23:59:59', provider: 'sandbox', charity: 11, amount: 1 },
    { wall: '2025-04-11 00:00:00', provider: 'sandbox', charity: 11, amount: 99_999 },
    // Fall back: 2025-10-26 03:00 becomes 02:00 again.
    { wall: '2025-10-25 23:59:59', charity: 6 },
    { wall: '2025-10-26 00:00:00', charity: 7 },
    { wall: '2025-10-26 23:59:59', charity: 8 },
    { wall: '2025-10-27 00:00:00', charity: 9 },
    { wall: '2025-10-31 23:59:59', charity: 10 },
    { wall: '2025-11-01 00:00:00', charity: 10 },
    ...spread,
  ]);
});
afterAll(() => server.close());

async function statistics(query: Record<string, string>) {
  const response = await callRoute(server.url, withQuery(API_ROUTES.adminStatistics, query), {}, { token: admin.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as AdminStatistics;
}

/** Payments that arrived between two Warsaw days (both included): paid, refunded later or not. */
const arrived = (from: string, to: string) =>
  server.db('payments').whereIn('payments.status', ['paid', 'partially_refunded', 'refunded'])
    .andWhere('payments.paid_at', '>=', midnight(from)).andWhere('payments.paid_at', '<', midnight(nextDay(to)));

/** Refunds confirmed between two Warsaw days (both included), with their payments. */
const refundedIn = (from: string, to: string) =>
  server.db('payment_refunds').join('payments', 'payments.guid', 'payment_refunds.payment_guid').where('payment_refunds.status', 'confirmed')
    .andWhere('payment_refunds.confirmed_at', '>=', midnight(from)).andWhere('payment_refunds.confirmed_at', '<', midnight(nextDay(to)));

/** The money between two Warsaw days (both included), summed by the database: paid less refunded, and how many donations arrived. */
async function paidSql(from: string, to: string) {
  const row = await arrived(from, to).first(server.db.raw('COALESCE(SUM(amount), 0) as amount'), server.db.raw('COUNT(*) as count'));
  const refunded = await refundedIn(from, to).first(server.db.raw('COALESCE(SUM(payment_refunds.amount), 0) as amount'));
  return { amount_grosze: Number(row.amount) - Number(refunded.amount), count: Number(row.count) };
}

async function uniqueDonorsSql(from: string, to: string) {
  const rows: { user_id: number | null; donor_email: string | null; donor_name: string | null }[] = await arrived(from, to).select('user_id', 'donor_email', 'donor_name');
  const keys = rows.map((r) => (r.user_id ? `u${r.user_id}` : r.donor_email ? `e${r.donor_email.toLowerCase()}` : r.donor_name ? `n${r.donor_name.toLowerCase()}` : null));
  return { unique_donors: new Set(keys.filter(Boolean)).size, unidentified_donations: keys.filter((k) => k === null).length };
}

async function sharesSql(column: 'provider' | 'method', from: string, to: string) {
  const rows = (await arrived(from, to).select({ key: column }).sum({ amount: 'amount' }).count({ count: '*' }).groupBy(column)) as unknown as Record<string, string | number | null>[];
  const refunds = (await refundedIn(from, to).select({ key: `payments.${column}` }).sum({ amount: 'payment_refunds.amount' }).groupBy(`payments.${column}`)) as unknown as Record<string, string | number | null>[];
  const refundedOf = (key: unknown) => Number(refunds.find((r) => r.key === key)?.amount ?? 0);
  expect(refunds.every((refund) => rows.some((row) => row.key === refund.key))).toBe(true); // every refund's payment arrived in these periods
  return rows.map((r) => ({ [column]: r.key, amount_grosze: Number(r.amount) - refundedOf(r.key), count: Number(r.count) }));
}

/** Buckets cover the period without gaps, each equals the database's sum, and the running total adds them up. */
async function expectBucketsEqualDatabase(stats: AdminStatistics) {
  const { buckets, period } = stats;
  expect(buckets[0]!.from).toBe(period.from);
  expect(buckets.at(-1)!.to).toBe(period.to);
  let running = 0;
  for (const [i, bucket] of buckets.entries()) {
    if (i > 0) expect(bucket.from).toBe(nextDay(buckets[i - 1]!.to));
    expect({ key: bucket.key, amount_grosze: bucket.amount_grosze, count: bucket.count }).toEqual({ key: bucket.key, ...(await paidSql(bucket.from, bucket.to)) });
    running += bucket.amount_grosze;
    expect(bucket.running_total_grosze).toBe(running);
  }
  expect(running).toBe(stats.current.amount_grosze);
}

describe('GET /api/admin/statistics', () => {
  it('when a period spans the spring clock change, then every figure equals the sums the database gives for Warsaw days', async () => {
    const stats = await statistics({ from: '2025-03-20', to: '2025-04-10', group: 'day' });

    expect(stats.period).toEqual({ from: '2025-03-20', to: '2025-04-10', group: 'day', previous_from: '2025-02-26', previous_to: '2025-03-19' });
    expect(stats.buckets).toHaveLength(22); // every day, the empty ones too
    for (const bucket of stats.buckets) expect([bucket.from, bucket.to]).toEqual([bucket.key, bucket.key]);
    await expectBucketsEqualDatabase(stats);
    // Seconds either side of Polish midnights land in their own day: known by construction, independent of any sum.
    const day = (key: string) => stats.buckets.find((b) => b.key === key)!;
    expect(day('2025-03-29')).toMatchObject({ amount_grosze: 12_345, count: 1 });
    expect(day('2025-03-30')).toMatchObject({ amount_grosze: 2_550 + 700 + 800 + 30_000, count: 4 });
    expect(day('2025-03-31')).toMatchObject({ amount_grosze: 11_000, count: 2 });
    expect(day('2025-04-10')).toMatchObject({ amount_grosze: 1, count: 1 });

    expect(stats.current).toEqual({ ...(await paidSql('2025-03-20', '2025-04-10')), ...(await uniqueDonorsSql('2025-03-20', '2025-04-10')) });
    expect(stats.previous).toEqual({ ...(await paidSql('2025-02-26', '2025-03-19')), ...(await uniqueDonorsSql('2025-02-26', '2025-03-19')) });
    expect(stats.previous.count).toBeGreaterThanOrEqual(2);
    // Anna in two cases is one donor, the account is one donor whatever its e-mail, "Jan Kowalski" twice is one; the nameless cash is unidentified.
    expect(stats.current.unidentified_donations).toBeGreaterThanOrEqual(1);

    expect(stats.by_provider).toEqual(expect.arrayContaining(await sharesSql('provider', '2025-03-20', '2025-04-10')));
    expect(stats.by_provider).toHaveLength((await sharesSql('provider', '2025-03-20', '2025-04-10')).length);
    expect(stats.by_method).toEqual(expect.arrayContaining(await sharesSql('method', '2025-03-20', '2025-04-10')));
    expect(stats.by_method).toHaveLength((await sharesSql('method', '2025-03-20', '2025-04-10')).length);
  });

  it('when grouped by ISO week and by month, then the buckets follow Monday and the 1st at Polish midnight', async () => {
    const weeks = await statistics({ from: '2025-03-20', to: '2025-04-10', group: 'week' });
    expect(weeks.buckets.map((b) => [b.key, b.from, b.to])).toEqual([
      ['2025-W12', '2025-03-20', '2025-03-23'],
      ['2025-W13', '2025-03-24', '2025-03-30'],
      ['2025-W14', '2025-03-31', '2025-04-06'],
      ['2025-W15', '2025-04-07', '2025-04-10'],
    ]);
    await expectBucketsEqualDatabase(weeks);

    const months = await statistics({ from: '2025-03-20', to: '2025-04-10', group: 'month' });
    expect(months.buckets.map((b) => [b.key, b.from, b.to])).toEqual([['2025-03', '2025-03-20', '2025-03-31'], ['2025-04', '2025-04-01', '2025-04-10']]);
    await expectBucketsEqualDatabase(months);
    // April: 999 and 1 zł, and 70 zł paid on the 7th that went back on the 9th (counted as a donation that arrived, its money gone).
    expect(months.buckets[1]).toMatchObject({ amount_grosze: 999 + 1, count: 3 });
  });

  it('when a whole year is asked for, then the autumn clock change and the year-end week are bucketed by Warsaw days', async () => {
    const year = await statistics({ from: '2025-01-01', to: '2025-12-31', group: 'week' });
    expect(year.buckets).toHaveLength(53);
    expect(year.buckets[0]).toMatchObject({ key: '2025-W01', from: '2025-01-01', to: '2025-01-05' });
    expect(year.buckets.at(-1)).toMatchObject({ key: '2026-W01', from: '2025-12-29', to: '2025-12-31' });
    await expectBucketsEqualDatabase(year);

    const months = await statistics({ from: '2025-01-01', to: '2025-12-31', group: 'month' });
    expect(months.buckets.map((b) => b.key)).toEqual(Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`));
    await expectBucketsEqualDatabase(months);

    const days = await statistics({ from: '2025-10-25', to: '2025-10-27', group: 'day' });
    await expectBucketsEqualDatabase(days);
    expect(days.buckets.map((b) => b.count)).toEqual([1, 2, 1]);
  });

  it('when fundraisers collected in the period, then the top ten are those the database ranks highest, with their titles', async () => {
    const stats = await statistics({ from: '2025-01-01', to: '2025-12-31' });
    const arrivedBy = (await arrived('2025-01-01', '2025-12-31').join('charities', 'charities.id', 'payments.charity_id')
      .select('charities.id', 'charities.title', 'charities.url').sum({ amount: 'payments.amount' }).count({ count: '*' })
      .groupBy('charities.id', 'charities.title', 'charities.url')) as unknown as Record<string, string | number>[];
    const refunds = (await refundedIn('2025-01-01', '2025-12-31').select('payment_refunds.charity_id').sum({ amount: 'payment_refunds.amount' })
      .groupBy('payment_refunds.charity_id')) as unknown as Record<string, string | number>[];
    const net = arrivedBy.map((r) => ({ id: r.id, title: r.title, url: r.url, count: r.count, amount: Number(r.amount) - Number(refunds.find((f) => Number(f.charity_id) === Number(r.id))?.amount ?? 0) }));
    const ranked = net.sort((a, b) => b.amount - a.amount || Number(a.id) - Number(b.id)).slice(0, 10);
    expect(ranked).toHaveLength(10);
    expect(stats.top_charities).toEqual(ranked.map((r) => ({ id: r.id, title: r.title, url: r.url, amount_grosze: Number(r.amount), count: Number(r.count) })));
  });

  it('when donations were started in the period, then the conversion counts the online ones started and those of them paid', async () => {
    const stats = await statistics({ from: '2025-03-20', to: '2025-04-10' });
    const row = await server.db('payments').whereNot('provider', 'manual')
      .andWhere('created_at', '>=', midnight('2025-03-20')).andWhere('created_at', '<', midnight('2025-04-11'))
      .first(server.db.raw('COUNT(*) as started'), server.db.raw('SUM(CASE WHEN paid_at IS NOT NULL THEN 1 ELSE 0 END) as paid'));
    const [started, paid] = [Number(row.started), Number(row.paid)];
    expect(started).toBeGreaterThan(paid);
    expect(stats.conversion).toEqual({ started, paid, ratio: paid / started });

    const empty = await statistics({ from: '2020-01-01', to: '2020-01-31', group: 'week' });
    expect(empty.conversion).toEqual({ started: 0, paid: 0, ratio: null });
    expect(empty.current).toEqual({ amount_grosze: 0, count: 0, unique_donors: 0, unidentified_donations: 0 });
    expect(empty.buckets.every((b) => b.amount_grosze === 0 && b.running_total_grosze === 0)).toBe(true);
  });

  it('when the period is wrong, then the answer is 400 with a Polish reason', async () => {
    const ask = (query: Record<string, string>) => callRoute(server.url, withQuery(API_ROUTES.adminStatistics, query), {}, { token: admin.token });
    expectError(await ask({ from: '2025-04-10', to: '2025-03-20' }), 400, 'VALIDATION', 'Data początkowa nie może być późniejsza niż końcowa');
    expectError(await ask({ from: '2022-01-01', to: '2025-01-01' }), 400, 'VALIDATION', 'Okres może obejmować najwyżej 3 lata');
    expectError(await ask({ from: '2025-01-01', to: '2025-01-31', group: 'year' }), 400, 'VALIDATION', 'Wybierz podział: dzień, tydzień albo miesiąc');
    expectError(await ask({ from: '2025-02-30', to: '2025-03-31' }), 400, 'VALIDATION', 'Nieprawidłowa data (RRRR-MM-DD)');
    expectError(await ask({ from: '9999-12-01', to: '9999-12-31' }), 400, 'VALIDATION', 'Nieprawidłowa data (RRRR-MM-DD)');
    expectError(await ask({ to: '2025-03-31' }), 400, 'VALIDATION');
    expectError(await ask({ from: 'yYcT', to: 'GTŁYbO' }), 400, 'VALIDATION', 'Nieprawidłowa data (RRRR-MM-DD)');
    // Three years less a day is the longest period allowed.
    expect((await ask({ from: '2022-01-01', to: '2024-12-31', group: 'month' })).status).toBe(200);
  });
});
