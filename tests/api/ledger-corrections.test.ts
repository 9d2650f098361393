import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { AdminStatistics } from '@zlota/shared/schemas/statistics';
import { LEDGER_MESSAGES } from '@zlota/shared/messages';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { callRoute, withQuery } from '../support/api-client.js';
import { createAdminAccount, unique } from '../support/accounts.js';
import { adminLogin, collectedGrosze, countRows, createFundraiser, monthBefore, sandboxDecision, startDonation, type Fundraiser } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 35 items 1 and 5: an admin books a correction (a signed amount in grosze, the fundraiser, why, and the row it
// corrects where there is one). It is a row of the ledger dated in the open month, the fundraiser's collected amount
// moves with it in the same transaction, it is audited, the panel lists it and the public settlement counts it. A row
// of a closed month is corrected in the open month, naming it. Real HTTP, real database (SQLite and PostgreSQL).

let server: TestServer;
let token: string;
let adminEmail: string;
let fundraiser: Fundraiser;
let other: Fundraiser;
let lastMonth: string;
let today: string;

const correct = (body: Record<string, unknown>, as = token) => callRoute(server.url, API_ROUTES.adminLedgerCorrectionCreate, {}, { token: as, body });
const rowsOf = async (charityId: number) =>
  (await server.db('ledger_entries').where({ charity_id: charityId }).orderBy('id')) as Array<{ id: number; kind: string; amount_grosze: number | string; occurred_on: string; corrects_id: number | null }>;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createAdminAccount(server);
  adminEmail = admin.email;
  token = await adminLogin(server.url, admin.email, admin.password);
  fundraiser = await createFundraiser(server.url, token);
  other = await createFundraiser(server.url, token);
  today = warsawDay(server.clock.now());
  lastMonth = monthBefore(today);
  const body = { amount: '300', method: 'transfer', bank_reference: `KOREKTA ${unique()}`, received_on: `${lastMonth}-10`, note: 'Przelew na zbiórkę', donor_name: 'Anna Przelewowa' };
  expect((await callRoute(server.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { token, body })).status).toBe(201);
  const guid = await startDonation(server.url, fundraiser.id, { amount: '100,00' });
  expect((await sandboxDecision(server.url, guid, 'paid')).status).toBe(303);
});
afterAll(() => server?.close());

describe('a correction in the ledger (issue 35 item 1)', () => {
  it('when an admin corrects a payment\'s row, then the ledger, the collected amount, the audit log, the panel\'s list and the public settlement all show it, and reconcile finds no difference', async () => {
    const paid = (await rowsOf(fundraiser.id)).find((row) => row.kind === 'payment_paid')!;
    const before = await collectedGrosze(server.db, fundraiser.id);
    const booked = await correct({ charity_id: fundraiser.id, amount_grosze: -2_550, reason: 'Wpłata policzona o 25,50 zł za wysoko', corrects_id: paid.id });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body).toMatchObject({
      charity: { id: fundraiser.id, title: fundraiser.title },
      amount_grosze: -2_550,
      occurred_on: today,
      booked_by: adminEmail,
      reason: 'Wpłata policzona o 25,50 zł za wysoko',
      corrects: { id: paid.id, occurred_on: paid.occurred_on },
    });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(before - 2_550);
    expect((await rowsOf(fundraiser.id)).at(-1)).toMatchObject({ id: booked.body.id, kind: 'correction', occurred_on: today, corrects_id: paid.id });

    const audit = await callRoute(server.url, withQuery(API_ROUTES.adminAudit, { action: 'ledger.correction' }), {}, { token });
    expect(audit.body).toEqual([
      expect.objectContaining({ actor_email: adminEmail, entity_type: 'charity', entity_id: fundraiser.id, note: 'Wpłata policzona o 25,50 zł za wysoko', after: expect.objectContaining({ entry_id: booked.body.id, amount_grosze: -2_550, corrects_id: paid.id }) }),
    ]);
    const listed = await callRoute(server.url, API_ROUTES.adminLedgerCorrections, {}, { token });
    expect(listed.body).toEqual([booked.body]);

    const settlement = await callRoute(server.url, API_ROUTES.charityLedger, { name: fundraiser.url });
    expect(settlement.body).toMatchObject({ collected: (before - 2_550) / 100, balance: (before - 2_550) / 100 });
    expect(settlement.body.incoming).toContainEqual({ day: today, amount: 74.5, count: 1 });

    const reconcile = await callRoute(server.url, API_ROUTES.reconcile, {}, { token, body: {} });
    expect(reconcile.status, JSON.stringify(reconcile.body)).toBe(200);
    expect(reconcile.body.differences).toEqual([]);
  });

  it('when a row of a closed month is corrected, then the correction is booked in the open month and names the row', async () => {
    expect((await callRoute(server.url, API_ROUTES.adminLedgerMonthClose, { month: lastMonth }, { token, body: {} })).status).toBe(200);
    const late = (await rowsOf(fundraiser.id)).find((row) => row.occurred_on.startsWith(lastMonth))!;
    const before = await collectedGrosze(server.db, fundraiser.id);
    const booked = await correct({ charity_id: fundraiser.id, amount_grosze: 5_000, reason: 'Przelew był na 350 zł, nie 300 zł' , corrects_id: late.id });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body).toMatchObject({ occurred_on: today, corrects: { id: late.id, occurred_on: `${lastMonth}-10` } });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(before + 5_000);
    const months = (await callRoute(server.url, API_ROUTES.adminLedgerMonths, {}, { token })).body as Array<{ month: string; entries: number }>;
    expect(months.find((month) => month.month === lastMonth)).toMatchObject({ entries: 1 });
  });

  it('when corrections were booked, then the statistics, the fundraisers\' collected amounts and the ledger agree to the grosz', async () => {
    const ids = [fundraiser.id, other.id];
    const collected = (await Promise.all(ids.map((id) => collectedGrosze(server.db, id)))).reduce((sum, amount) => sum + amount, 0);
    expect(collected).toBe(300_00 + 100_00 - 25_50 + 50_00);
    const response = await callRoute(server.url, withQuery(API_ROUTES.adminStatistics, { from: `${lastMonth}-01`, to: today, group: 'day' }), {}, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((response.body as AdminStatistics).current.amount_grosze).toBe(collected);
    const ledger = await server.db('ledger_entries').whereIn('charity_id', ids).sum({ total: 'amount_grosze' }).first();
    expect(Number(ledger?.total)).toBe(collected);
  });

  it('when the correction is wrong, then it is refused with a Polish message and nothing moves', async () => {
    const mine = (await rowsOf(fundraiser.id))[0]!;
    const entries = await countRows(server.db, 'ledger_entries');
    const collected = await collectedGrosze(server.db, other.id);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ charity_id: other.id, amount_grosze: 0, reason: 'Pomyłka' }, 400, LEDGER_MESSAGES.correctionAmount],
      [{ charity_id: other.id, amount_grosze: 1.5, reason: 'Pomyłka' }, 400, LEDGER_MESSAGES.correctionAmount],
      [{ charity_id: other.id, amount_grosze: 100, reason: ' ' }, 400, LEDGER_MESSAGES.correctionReason],
      [{ charity_id: other.id, amount_grosze: 100, reason: 'Pomyłka', corrects_id: mine.id }, 400, LEDGER_MESSAGES.correctedOtherCharity],
      [{ charity_id: other.id, amount_grosze: 100, reason: 'Pomyłka', corrects_id: 987_654 }, 400, LEDGER_MESSAGES.correctedNotFound],
      [{ charity_id: 987_654, amount_grosze: 100, reason: 'Pomyłka' }, 404, ''],
    ];
    for (const [body, status, message] of cases) {
      const refused = await correct(body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      if (message) expect(JSON.stringify(refused.body.error)).toContain(message);
    }
    for (const role of ['finance', 'viewer'] as const) {
      const staff = await createAdminAccount(server, role);
      const refused = await correct({ charity_id: other.id, amount_grosze: 100, reason: 'Pomyłka' }, await adminLogin(server.url, staff.email, staff.password));
      expect(refused.status).toBe(403);
    }
    expect(await countRows(server.db, 'ledger_entries')).toBe(entries);
    expect(await collectedGrosze(server.db, other.id)).toBe(collected);
  });
});
