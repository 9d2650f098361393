import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, type DemoSeedSummary } from '@zlota/server/seeds/seed-demo';
import { call } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let summary: DemoSeedSummary;
const progress: Array<[number, number]> = [];

beforeAll(async () => {
  server = await startTestServer();
  summary = await seedDemo(server.deps, { fundraisers: 130, onProgress: (done, total) => progress.push([done, total]) });
}, 120_000);
afterAll(() => server.close());

describe('demo data (seedDemo, 130 fundraisers)', () => {
  it('reports what it added and its progress', () => {
    expect(summary.fundraisers).toBe(130);
    expect(summary.payments).toBeGreaterThan(130);
    expect(progress.at(-1)).toEqual([130, 130]);
  });

  it('when the statistics are read, then they match the strip of the home page: 100+ fundraisers, over 1 000 000 zł, 523 wheelchairs', async () => {
    const response = await call(server.url, 'GET', '/api/stats');
    expect(response.status).toBe(200);
    expect(response.body.fundraisers).toBeGreaterThanOrEqual(100);
    expect(response.body.collected_amount).toBeGreaterThan(1_000_000);
    expect(response.body.wheelchairs).toBe(523);
  });

  it('when the public fundraisers are counted, then there are at least 100', async () => {
    const response = await call(server.url, 'GET', '/api/charity/count');
    expect(response.status).toBe(200);
    expect(response.body.count).toBeGreaterThanOrEqual(100);
  });

  it('when the home banner asks for promoted fundraisers, then each has a picture the image route serves', async () => {
    const response = await call(server.url, 'GET', '/api/charity/promoted');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(2);
    expect(response.body.length).toBeLessThanOrEqual(10);
    for (const charity of response.body as Array<{ image: string | null; needy: unknown }>) {
      expect(charity.image).toMatch(/^[a-f0-9]{24}\.webp$/);
      expect(charity.needy).not.toBeNull();
      const image = await fetch(`${server.url}/api/images/${charity.image}?variant=banner`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });

  it('when a seeded city is searched without Polish letters, then its fundraisers are found', async () => {
    const row = await server.db('charities')
      .join('needy', 'needy.id', 'charities.needy_id')
      .where('charities.status', 'active')
      .whereIn('needy.city', ['Łódź', 'Kraków'])
      .first('needy.city as city');
    expect(row, 'the demo has a fundraiser in Łódź or Kraków').toBeDefined();
    const term = row!.city === 'Łódź' ? 'lodz' : 'krakow';
    const response = await call(server.url, 'GET', `/api/charity/search/${term}`);
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    expect((response.body as Array<{ needy: { city: string } }>).some((c) => c.needy.city === row!.city)).toBe(true);
  });

  it('every fundraiser has collected exactly what its paid payments add up to', async () => {
    const paid = server.db.raw(`COALESCE((SELECT SUM(payments.amount) FROM payments WHERE payments.charity_id = charities.id AND payments.status = 'paid'), 0) as paid`);
    const rows = (await server.db('charities').select('id', 'collected_amount', paid)) as Array<{ id: number; collected_amount: number | string; paid: number | string }>;
    expect(rows.length).toBe(130);
    const mismatched = rows.filter((row) => Number(row.collected_amount) !== Number(row.paid));
    expect(mismatched).toEqual([]);
    const total = rows.reduce((sum, row) => sum + Number(row.collected_amount), 0);
    expect(total).toBe(summary.collected);
    expect(total).toBeGreaterThan(1_000_000 * 100);
  });

  it('payments are paid, in złoty, after the fundraiser was published; some anonymous, some by transfer', async () => {
    const payments: Array<Record<string, unknown>> = await server.db('payments')
      .join('charities', 'charities.id', 'payments.charity_id')
      .select('payments.*', 'charities.published_at', 'charities.created_at as charity_created_at');
    expect(payments.length).toBe(summary.payments);
    for (const payment of payments) {
      expect(payment.status).toBe('paid');
      expect(payment.currency).toBe('PLN');
      expect(Number(payment.amount)).toBeGreaterThan(0);
      expect(Number(payment.paid_at)).toBeGreaterThanOrEqual(Number(payment.created_at));
      expect(Number(payment.created_at)).toBeGreaterThan(Number(payment.published_at ?? payment.charity_created_at));
      expect(Number(payment.paid_at)).toBeLessThanOrEqual(server.clock.now());
    }
    expect(payments.some((p) => Boolean(p.anonymous) && p.donor_name === null)).toBe(true);
    expect(payments.some((p) => p.provider === 'manual' && p.note)).toBe(true);
    expect(payments.some((p) => p.message)).toBe(true);
  });

  it('no public fundraiser is without a beneficiary, and the status mix is mostly active', async () => {
    const orphans = await server.db('charities').whereIn('status', ['active', 'completed']).whereNull('needy_id').select('id');
    expect(orphans).toEqual([]);
    const byStatus = Object.fromEntries(
      (await server.db('charities').groupBy('status').select('status', server.db.raw('COUNT(*) as n'))).map((r: { status: string; n: number | string }) => [r.status, Number(r.n)]),
    );
    expect(byStatus.active).toBeGreaterThanOrEqual(105);
    expect(byStatus.completed).toBeGreaterThanOrEqual(10);
  });

  it('a published fundraiser opens by its URL with a sanitised rich-text description', async () => {
    const list = await call(server.url, 'GET', '/api/charity?page=1&size=3');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
    const details = await call(server.url, 'GET', `/api/charity/${list.body[0].url}`);
    expect(details.status).toBe(200);
    expect(details.body.description).toMatch(/<h2>.+<\/h2>/);
    expect(details.body.description).toMatch(/<ul><li>/);
    expect(details.body.title).toMatch(/ dla \S+$/);
  });
});

describe('demo data for load tests (seedDemo, the batched path above 1000 fundraisers)', () => {
  let big: TestServer;
  let bigSummary: DemoSeedSummary;
  beforeAll(async () => {
    big = await startTestServer();
    bigSummary = await seedDemo(big.deps, { fundraisers: 1001 });
  }, 120_000);
  afterAll(() => big.close());

  it('keeps every guarantee: sums, beneficiaries matched to their fundraisers, unique URLs, search', async () => {
    expect(bigSummary.fundraisers).toBe(1001);
    const paid = big.db.raw(`COALESCE((SELECT SUM(payments.amount) FROM payments WHERE payments.charity_id = charities.id AND payments.status = 'paid'), 0) as paid`);
    const rows = (await big.db('charities')
      .join('needy', 'needy.id', 'charities.needy_id')
      .select('charities.id', 'charities.url', 'charities.title', 'charities.search_text', 'charities.collected_amount', 'needy.name', 'needy.city', paid)) as Array<{
      url: string;
      title: string;
      search_text: string;
      collected_amount: number | string;
      paid: number | string;
      name: string;
      city: string;
    }>;
    expect(rows.length).toBe(1001);
    expect(rows.filter((row) => Number(row.collected_amount) !== Number(row.paid))).toEqual([]);
    expect(rows.reduce((sum, row) => sum + Number(row.collected_amount), 0)).toBe(bigSummary.collected);
    expect(new Set(rows.map((row) => row.url)).size).toBe(1001);
    // The beneficiary joined to each fundraiser is the one its title and search text speak of.
    const words = (text: string) => text.replace(/[łŁ]/g, 'l').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(/[^a-z0-9]+/).filter(Boolean).join(' ');
    expect(rows.filter((row) => !words(row.search_text).includes(`${words(row.name)} `) || !words(row.search_text).endsWith(words(row.city)))).toEqual([]);
    const payments = await big.db('payments').count({ n: '*' }).first();
    expect(Number(payments?.n)).toBe(bigSummary.payments);

    const search = await call(big.url, 'GET', '/api/charity/search/wozek');
    expect(search.status).toBe(200);
    expect(search.body.length).toBeGreaterThan(0);
    const promoted = await call(big.url, 'GET', '/api/charity/promoted');
    expect(promoted.body).toHaveLength(6);
  });
});
