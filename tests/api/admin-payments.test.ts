import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { ADMIN_PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { warsawDay, warsawDayEnd, warsawDayStart } from '@zlota/shared/warsaw-days';
import { call, callRoute, withQuery } from '../support/api-client.js';
import { countOf, insertPayments, listedGuids, paymentSeed, parseCsv, type Filters, type SeedPayment } from '../support/admin-payments.js';
import { adminActor, createAdminCharity, expectError, type Actor } from '../support/catalog.js';
import { paymentRow, sandboxDecision, startDonation } from '../support/payments.js';
import { askRefund, refundBody } from '../support/refunds.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// /admin/payments (issue 14 item 3): the filters of the list, its count and the CSV export, all one schema.

let server: TestServer;
let admin: Actor;
let charityA: { id: number; title: string };
let charityB: { id: number; title: string };
let seeded: Array<SeedPayment & { id: number }>;

const day10 = warsawDayStart('2026-03-10');
const day12End = warsawDayEnd('2026-03-12');

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminActor(server);
  charityA = await createAdminCharity(server, admin);
  charityB = await createAdminCharity(server, admin);
  const a = charityA.id;
  const b = charityB.id;
  seeded = await insertPayments(server.db, [
    // Around the Warsaw days' edges: the last millisecond of 9 March and the first of 10 March (UTC+1 in winter).
    paymentSeed(a, { created_at: day10 - 1, amount: 1249, status: 'paid', provider: 'payu', provider_ref: 'PAYU-ORDER-77', donor_email: 'Anna.Nowak@Example.pl' }),
    paymentSeed(a, { created_at: day10, amount: 1250, status: 'pending', provider: 'payu', provider_ref: 'REF_100%' }),
    paymentSeed(a, { created_at: day10 + 3600_000, amount: 1251, status: 'failed', provider: 'przelewy24', provider_ref: 'REFA100XYZ', donor_email: 'jan@example.pl' }),
    paymentSeed(b, { created_at: day12End - 1, amount: 10_000, status: 'paid', provider: 'manual', donor_email: null, note: 'Przelew; tytuł "darowizna"\nz banku' }),
    paymentSeed(b, { created_at: day12End, amount: 5000, status: 'paid', provider: 'sandbox', donor_name: '=HYPERLINK("http://zło.example")', donor_email: 'ewa@example.pl' }),
    paymentSeed(b, { created_at: day12End + 86_400_000, amount: 99_999, status: 'pending', provider: 'sandbox', donor_name: '-2+3', anonymous: true }),
    paymentSeed(a, { created_at: day12End + 2 * 86_400_000, amount: 123_456, status: 'paid', provider: 'payu', provider_ref: 'PAYU-ORDER-78', donor_name: '@admin' }),
  ]);
});
afterAll(() => server.close());

/** What the filters must show, worked out from the seeded rows: newest first, like the list. */
const expected = (keep: (payment: SeedPayment) => boolean) => seeded.filter(keep).sort((x, y) => y.id - x.id).map((payment) => payment.guid);

const CASES: Array<[string, Filters, (payment: SeedPayment) => boolean]> = [
  ['status paid', { status: 'paid' }, (p) => p.status === 'paid'],
  ['status pending', { status: 'pending' }, (p) => p.status === 'pending'],
  ['status failed', { status: 'failed' }, (p) => p.status === 'failed'],
  ['provider manual', { provider: 'manual' }, (p) => p.provider === 'manual'],
  ['provider payu', { provider: 'payu' }, (p) => p.provider === 'payu'],
  ['provider sandbox', { provider: 'sandbox' }, (p) => p.provider === 'sandbox'],
  ['a fundraiser', { charity_id: 0 }, (p) => p.charity_id === charityB.id],
  ['from a Warsaw day', { from: '2026-03-10' }, (p) => p.created_at >= day10],
  ['to a Warsaw day, inclusive', { to: '2026-03-09' }, (p) => p.created_at < day10],
  ['a range of Warsaw days', { from: '2026-03-10', to: '2026-03-12' }, (p) => p.created_at >= day10 && p.created_at < day12End],
  ['amount from 12,50 zł', { amount_min: '12,50' }, (p) => p.amount >= 1250],
  ['amount up to 12.50 zł', { amount_max: '12.50' }, (p) => p.amount <= 1250],
  ['amount between 12,51 and 1 000 zł', { amount_min: '12,51', amount_max: '1000' }, (p) => p.amount >= 1251 && p.amount <= 100_000],
  ['a guid\'s beginning', { q: '' }, () => true],
  ['an e-mail in other letters', { q: 'ANNA.NOWAK@' }, (p) => (p.donor_email ?? '').toLowerCase().includes('anna.nowak@')],
  ['a donor\'s name, in other letters', { q: 'HYPERlink' }, (p) => (p.donor_name ?? '').toLowerCase().includes('hyperlink')],
  ['a provider reference\'s part', { q: 'order-7' }, (p) => (p.provider_ref ?? '').toLowerCase().includes('order-7')],
  ['% and _ as themselves', { q: '_100%' }, (p) => p.provider_ref === 'REF_100%'],
  [
    'all of them together',
    { status: 'paid', provider: 'payu', from: '2026-03-01', to: '2026-03-31', amount_min: '12', q: 'payu-order' },
    (p) => p.status === 'paid' && p.provider === 'payu' && p.amount >= 1200 && (p.provider_ref ?? '').startsWith('PAYU-ORDER'),
  ],
];

/** Fills in what only the seed knows: the fundraiser's id, a guid's first characters. */
function concrete(filters: Filters): Filters {
  if ('charity_id' in filters) return { ...filters, charity_id: charityB.id };
  if (filters.q === '') return { q: seeded[3]!.guid.slice(0, 8).toUpperCase() };
  return filters;
}

describe('GET payments and payments/count with filters', () => {
  it.each(CASES)('when filtered by %s, then the list shows exactly those payments, newest first, and the count agrees', async (_what, filters, keep) => {
    const query = concrete(filters);
    const want = filters.q === '' ? [seeded[3]!.guid] : expected(keep);
    expect(want.length, 'the case chooses something').toBeGreaterThan(0);

    expect(await listedGuids(server.url, admin.token, query)).toEqual(want);
    expect(await countOf(server.url, admin.token, query)).toBe(want.length);
  });

  it('when a filtered list is paged, then the pages are slices of the same order', async () => {
    const all = await listedGuids(server.url, admin.token, { charity_id: charityA.id });

    expect(await listedGuids(server.url, admin.token, { charity_id: charityA.id }, { limit: 2, offset: 1 })).toEqual(all.slice(1, 3));
  });

  it.each([
    [{ status: 'zwrócona' }, ADMIN_PAYMENT_MESSAGES.status],
    [{ provider: 'bank' }, ADMIN_PAYMENT_MESSAGES.provider],
    [{ from: '2026-02-31' }, ADMIN_PAYMENT_MESSAGES.date],
    [{ to: '10.03.2026' }, ADMIN_PAYMENT_MESSAGES.date],
    [{ amount_min: '12,505' }, ADMIN_PAYMENT_MESSAGES.amount],
    [{ amount_max: '1e3' }, ADMIN_PAYMENT_MESSAGES.amount],
    [{ charity_id: '7a' }, ADMIN_PAYMENT_MESSAGES.charity],
  ])('when a filter is wrong (%o), then list, count and export answer 400 in Polish', async (filters, message) => {
    for (const route of [API_ROUTES.payments, API_ROUTES.paymentsCount, API_ROUTES.paymentsExport]) {
      const response = await callRoute(server.url, withQuery(route, filters), {}, { token: admin.token });
      expectError(response, 400, 'VALIDATION');
      expect(Object.values(response.body.error.fields ?? {})).toContain(message);
    }
  });
});

/** GET payments/export.csv with the filters: the answer and its text. */
async function exportCsv(filters: Filters) {
  const response = await fetch(`${server.url}/api/payments/export.csv?${new URLSearchParams(Object.entries(filters).map(([k, v]): [string, string] => [k, String(v)]))}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.status).toBe(200);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const HEADER = [
  'data utworzenia', 'data zaksięgowania', 'zbiórka', 'kwota', 'waluta', 'status', 'operator', 'metoda', 'referencja operatora', 'guid', 'darczyńca', 'e-mail', 'anonimowa', 'notatka',
  // Issue 35 item 4: what an accountant needs to use the file as a ledger, after the columns of before.
  'numer referencyjny przelewu', 'data otrzymania', 'zwrócono', 'kwota netto', 'powód unieważnienia', 'pozycja wyciągu',
];

describe('GET payments/export.csv', () => {
  it('when exported with filters, then the rows are the filtered list\'s, in its order, with its amounts, as a Polish Excel reads them', async () => {
    const filters = { from: '2026-03-10', amount_min: '12,50' };
    const listed = await callRoute(server.url, withQuery(API_ROUTES.payments, { ...filters, limit: 500 }), {}, { token: admin.token });

    const { response, bytes } = await exportCsv(filters);

    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?platnosci-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.replace(/"[^"]*"/g, '').split('\n').every((line) => line === '' || line.endsWith('\r'))).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(HEADER);
    const payments = listed.body as Array<{ guid: string; amount: number; status: string; charity: { title: string } }>;
    expect(payments.length).toBeGreaterThan(3);
    expect(rows.map((row) => row[9])).toEqual(payments.map((payment) => payment.guid));
    expect(rows.map((row) => row[3])).toEqual(payments.map((payment) => payment.amount.toFixed(2).replace('.', ',')));
    expect(rows.map((row) => row[2])).toEqual(payments.map((payment) => payment.charity.title));
    expect(rows.every((row) => row.length === HEADER.length)).toBe(true);
  });

  it('when a cell holds ; " or a new line, then it is quoted; when it starts like a formula, then it gets a leading apostrophe', async () => {
    const { bytes } = await exportCsv({ charity_id: charityB.id });
    const text = bytes.toString('utf8');
    const rows = parseCsv(text.slice(1)).slice(1);
    const byGuid = new Map(rows.map((row) => [row[9], row]));

    const manual = byGuid.get(seeded[3]!.guid)!;
    expect(manual[13]).toBe('Przelew; tytuł "darowizna"\nz banku');
    expect(text).toContain('"Przelew; tytuł ""darowizna""\nz banku"');
    expect(manual.slice(3, 8)).toEqual(['100,00', 'PLN', 'Opłacona', 'wpłata ręczna', 'Przelew tradycyjny']);
    // 12 March, 23:59:59.999 in Warsaw: the day it belongs to, in Polish time.
    expect(manual[0]).toBe('2026-03-12 23:59:59');
    expect(byGuid.get(seeded[4]!.guid)![10]).toBe('\'=HYPERLINK("http://zło.example")');
    expect(byGuid.get(seeded[4]!.guid)![6]).toBe('testowy (sandbox)');
    expect(byGuid.get(seeded[5]!.guid)![10]).toBe('\'-2+3');
    expect(byGuid.get(seeded[5]!.guid)![12]).toBe('tak');
    expect(byGuid.get(seeded[5]!.guid)![3]).toBe('999,99');
  });

  it('when nothing matches, then the file is the header alone', async () => {
    const { bytes } = await exportCsv({ q: 'nikt-taki-nie-wplacil' });

    expect(bytes.toString('utf8')).toBe(`\uFEFF${HEADER.join(';')}\r\n`);
  });

  it('when payments were entered by hand, voided and partly refunded, then each row has its bank reference, date received, refunded and net amounts and void reason', async () => {
    const fundraiser = await createAdminCharity(server, admin);
    const receivedOn = warsawDay(server.clock.now() - 3 * 86_400_000);
    const manual = async (body: Record<string, unknown>) => {
      const response = await callRoute(server.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { token: admin.token, body: { method: 'transfer', note: 'Przelew z wyciągu', ...body } });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.guid as string;
    };
    const transfer = await manual({ amount: '120,50', bank_reference: 'PRZELEW 77/2026', received_on: receivedOn });
    const twice = await manual({ amount: '30', bank_reference: 'PRZELEW 78/2026' });
    expect((await callRoute(server.url, API_ROUTES.adminVoidPayment, { guid: twice }, { token: admin.token, body: { reason: 'Wpisana dwa razy' } })).status).toBe(200);
    const online = await startDonation(server.url, fundraiser.id, { amount: '250,00' });
    expect((await sandboxDecision(server.url, online, 'paid')).status).toBe(303);
    expect((await askRefund(server.url, admin.token, online, refundBody('100,00'))).status).toBe(201);
    const paidOn = warsawDay(Number((await paymentRow(server.db, online)).paid_at));

    const { bytes } = await exportCsv({ charity_id: fundraiser.id });

    const [header, ...rows] = parseCsv(bytes.toString('utf8').slice(1));
    expect(header).toEqual(HEADER);
    const byGuid = new Map(rows.map((row) => [row[9], row.slice(14)]));
    // The last column, the statement's line, is empty for a transfer typed in by hand (tests/api/ledger.test.ts fills it).
    expect(byGuid.get(transfer)).toEqual(['PRZELEW 77/2026', receivedOn, '0,00', '120,50', '', '']);
    expect(byGuid.get(twice)).toEqual(['PRZELEW 78/2026', warsawDay(server.clock.now()), '0,00', '0,00', 'Wpisana dwa razy', '']);
    expect(byGuid.get(online)).toEqual(['', paidOn, '100,00', '150,00', '', '']);
    expect(rows.find((row) => row[9] === online)!.slice(3, 6)).toEqual(['250,00', 'PLN', 'Częściowo zwrócona']);
  });

  it('when the export is asked without a session, then it is refused', async () => {
    const response = await call(server.url, 'GET', '/api/payments/export.csv');

    expect(response.status).toBe(401);
  });
});
