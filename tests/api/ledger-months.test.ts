import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath, serverPaths } from '@zlota/shared/api-routes';
import { LEDGER_MESSAGES } from '@zlota/shared/messages';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { callRoute, withQuery } from '../support/api-client.js';
import { createAdminAccount, unique } from '../support/accounts.js';
import { parseCsv } from '../support/admin-payments.js';
import { adminLogin, collectedGrosze, countRows, createFundraiser, monthBefore, sandboxDecision, startDonation, type Fundraiser } from '../support/payments.js';
import { askRefund, refundBody } from '../support/refunds.js';
import { BANKS, importStatement, mt940 } from '../support/bank-statements.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 35 items 4 and 5: each month of the ledger exported as CSV for the accountant (every movement with its
// source), and an admin closes a month that is over: its export is signed (SHA-256 in the audit log) and kept as
// signed, and no movement dated in it can be added afterwards. Real HTTP, real database (SQLite and PostgreSQL).

let server: TestServer;
let token: string;
let adminEmail: string;
let fundraiser: Fundraiser;
let lastMonth: string;
let thisMonth: string;

const manual = (amount: string, receivedOn: string) =>
  callRoute(server.url, API_ROUTES.manualDonation, { id: fundraiser.id }, {
    token,
    body: { amount, method: 'transfer', bank_reference: `KSIEGA ${unique()}`, received_on: receivedOn, note: 'Przelew na zbiórkę', donor_name: 'Anna Przelewowa' },
  });

/** The month's CSV as the bytes the accountant downloads (the BOM kept), and its announced checksum. */
async function exportOf(month: string) {
  const route = API_ROUTES.adminLedgerMonthExport;
  const response = await fetch(`${server.url}${serverPaths({ ...route, path: apiPath(route, { month }) })[0]!}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, checksum: response.headers.get('x-content-sha256'), rows: parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')) };
}

const close = (month: string, as = token) => callRoute(server.url, API_ROUTES.adminLedgerMonthClose, { month }, { token: as, body: {} });

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createAdminAccount(server);
  adminEmail = admin.email;
  token = await adminLogin(server.url, admin.email, admin.password);
  fundraiser = await createFundraiser(server.url, token);
  const today = warsawDay(server.clock.now());
  thisMonth = today.slice(0, 7);
  lastMonth = monthBefore(today);
  expect((await manual('30', `${lastMonth}-15`)).status).toBe(201);
  expect((await manual('12,50', `${lastMonth}-20`)).status).toBe(201);
  const guid = await startDonation(server.url, fundraiser.id, { amount: '100,00' });
  expect((await sandboxDecision(server.url, guid, 'paid')).status).toBe(303);
  expect((await askRefund(server.url, token, guid, refundBody('40,00'))).status).toBe(201);
});
afterAll(() => server?.close());

describe('the ledger\'s export (issue 35 item 4)', () => {
  it('when a month is exported, then every movement dated in it is a line with its day, fundraiser, kind, money in or out, source and who booked it', async () => {
    const { rows, bytes, checksum } = await exportOf(lastMonth);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(checksum).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(rows[0]).toEqual(['nr wpisu', 'data', 'zaksięgowano', 'zbiórka', 'nr zbiórki', 'rodzaj', 'wpływ', 'wypływ', 'źródło', 'nr źródła', 'nr wpłaty', 'księgował', 'koryguje wpis', 'notatka']);
    expect(rows.slice(1).map((row) => [row[1], row[3], row[5], row[6], row[7], row[8], row[11]])).toEqual([
      [`${lastMonth}-15`, fundraiser.title, 'Wpłata wpisana ręcznie', '30,00', '', 'wpłata', adminEmail],
      [`${lastMonth}-20`, fundraiser.title, 'Wpłata wpisana ręcznie', '12,50', '', 'wpłata', adminEmail],
    ]);

    const current = (await exportOf(thisMonth)).rows.slice(1).map((row) => [row[5], row[6], row[7], row[8], row[11]]);
    expect(current).toEqual([
      ['Wpłata online', '100,00', '', 'wpłata', 'operator płatności'],
      ['Zwrot darczyńcy', '', '40,00', 'zwrot', 'operator płatności'],
    ]);
  });
});

describe('closing a month (issue 35 item 5)', () => {
  it('when the month is not over, then it cannot be closed', async () => {
    const refused = await close(thisMonth);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'MONTH_NOT_OVER', message: LEDGER_MESSAGES.monthNotOver });
  });

  it('when an admin closes last month, then its export is signed in the audit log, kept as signed, and nothing dated in it can be added', async () => {
    const before = await exportOf(lastMonth);
    const closed = await close(lastMonth);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ month: lastMonth, entries: 2, income_grosze: 42_50, outgo_grosze: 0, closed_by: adminEmail, sha256: before.checksum });

    const audit = await callRoute(server.url, withQuery(API_ROUTES.adminAudit, { action: 'ledger.month_close' }), {}, { token });
    expect(audit.body).toEqual([expect.objectContaining({ actor_email: adminEmail, entity_type: 'ledger', after: { month: lastMonth, entries: 2, sha256: before.checksum } })]);

    // The fundraiser renamed later: the closed month's file stays the one that was signed.
    await server.db('charities').where({ id: fundraiser.id }).update({ title: `${fundraiser.title} (po zmianie)` });
    const after = await exportOf(lastMonth);
    expect(after.bytes.equals(before.bytes)).toBe(true);
    expect(after.checksum).toBe(before.checksum);

    const collected = await collectedGrosze(server.db, fundraiser.id);
    const payments = await countRows(server.db, 'payments');
    const late = await manual('5', `${lastMonth}-28`);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'MONTH_CLOSED', message: LEDGER_MESSAGES.monthClosed(lastMonth) });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(collected);
    expect(await countRows(server.db, 'payments')).toBe(payments);
    // The same money received late goes into the open month.
    expect((await manual('5', warsawDay(server.clock.now()))).status).toBe(201);

    const again = await close(lastMonth);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'CONFLICT', message: LEDGER_MESSAGES.alreadyClosed(lastMonth) });

    const months = (await callRoute(server.url, API_ROUTES.adminLedgerMonths, {}, { token })).body as Array<{ month: string; closed_at: string | null; entries: number }>;
    expect(months.slice(0, 2)).toMatchObject([{ month: thisMonth, closed_at: null, entries: 3 }, { month: lastMonth, entries: 2 }]);
  });

  it('when a bank statement\'s line dated in a closed month is assigned, then it is booked in the first open month, its own date kept on the donation and in the note', async () => {
    const collected = await collectedGrosze(server.db, fundraiser.id);
    const day = `${lastMonth}-27`;
    const statement = mt940(BANKS.mBank, [{ amount: 7_700, bookedOn: day, reference: `L${unique()}`.slice(0, 16), title: ['Dla Łucji od sąsiadów'], name: 'Jan Sąsiad', account: 'PL27114020040000300201355387' }]);
    const imported = await importStatement(server, token, statement);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const entry = (imported.body.entries as Array<{ id: number }>)[0]!;
    const assigned = await callRoute(server.url, API_ROUTES.adminBankStatementEntryAssign, { id: entry.id }, { token, body: { charity_id: fundraiser.id } });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toMatchObject({ state: 'booked' });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(collected + 7_700);

    const row = await server.db('ledger_entries').where({ source_type: 'statement_line', source_id: entry.id }).first();
    expect(row).toMatchObject({ kind: 'statement_transfer', occurred_on: `${thisMonth}-01`, note: LEDGER_MESSAGES.statementLineLate(day) });
    const payment = await server.db('payments').where({ id: row.payment_id }).first('received_on');
    expect(payment.received_on).toBe(day);
    const current = (await exportOf(thisMonth)).rows.slice(1).find((line) => line[8] === 'pozycja wyciągu');
    expect(current).toMatchObject({ 1: `${thisMonth}-01`, 6: '77,00', 9: String(entry.id), 13: LEDGER_MESSAGES.statementLineLate(day) });
    const closed = (await callRoute(server.url, API_ROUTES.adminLedgerMonths, {}, { token })).body as Array<{ month: string; entries: number }>;
    expect(closed.find((month) => month.month === lastMonth)).toMatchObject({ entries: 2 });
  });

  it('when anyone writes to the database directly, then it refuses a row dated in a closed month and keeps the month closed', async () => {
    const row = { charity_id: fundraiser.id, kind: 'correction', amount_grosze: 1, occurred_on: `${lastMonth}-02`, booked_at: server.clock.now(), booked_by: null, source_type: 'ledger_entry', source_id: 0 };
    await expect(server.db('ledger_entries').insert(row)).rejects.toThrow(/the month is closed/);
    await expect(server.db('ledger_closed_months').where({ month: lastMonth }).del()).rejects.toThrow(/stays closed/);
    await expect(server.db('ledger_closed_months').where({ month: lastMonth }).update({ sha256: 'x' })).rejects.toThrow(/stays closed/);
    expect(await countRows(server.db, 'ledger_closed_months')).toBe(1);
  });
});
