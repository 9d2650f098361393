import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { AdminStatistics } from '@zlota/shared/schemas/statistics';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { callRoute, withQuery } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { adminLogin, collectedGrosze, createFundraiser, sandboxDecision, startDonation, type Fundraiser } from '../support/payments.js';
import { camt053, importStatement, type StatementOperation } from '../support/bank-statements.js';
import { approvedExpense, validExpense } from '../support/expenses.js';
import { askRefund, refundBody } from '../support/refunds.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 35 item 4: the statistics count money as the ledger does (and so as the fundraisers' collected amounts). A
// payment counts on the day it was paid, a refund takes its amount off the day the operator confirmed it, a void off
// the day it was voided, a transfer read from a bank statement on the statement's day; so the statistics, the ledger
// and the sum of the collected amounts agree to the grosz. An expense paid is money spent, not a donation taken back:
// the statistics leave it out, the ledger has it as money out, and each fundraiser's balance is its ledger's sum.

const DAY = 86_400_000;

let server: TestServer;
let adminToken: string;
let fundraisers: Fundraiser[];
let paidDay: string;
let refundDay: string;
let expenseId: number;

/** A sandbox donation of `amount` (zł text) paid now. */
async function paid(fundraiser: Fundraiser, amount: string): Promise<string> {
  const guid = await startDonation(server.url, fundraiser.id, { amount });
  expect((await sandboxDecision(server.url, guid, 'paid')).status).toBe(303);
  return guid;
}

async function refunded(guid: string, amount: string) {
  const response = await askRefund(server.url, adminToken, guid, refundBody(amount));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expect(response.body).toMatchObject({ status: 'confirmed' });
}

async function statistics(from: string, to: string): Promise<AdminStatistics> {
  const response = await callRoute(server.url, withQuery(API_ROUTES.adminStatistics, { from, to, group: 'day' }), {}, { token: adminToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as AdminStatistics;
}

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  // Noon in Warsaw two days ahead, so that no step below crosses a Polish midnight by chance.
  const noon = Date.parse(`${shiftDay(new Date(server.clock.now()).toISOString().slice(0, 10), 2)}T10:00:00Z`);
  server.clock.advance(noon - server.clock.now());
  const admin = await createAdminAccount(server);
  const finances = [await createAdminAccount(server, 'finance'), await createAdminAccount(server, 'finance')];
  const login = async () => (adminToken = await adminLogin(server.url, admin.email, admin.password));
  await login();
  fundraisers = [await createFundraiser(server.url, adminToken), await createFundraiser(server.url, adminToken)];
  const [first, second] = fundraisers as [Fundraiser, Fundraiser];

  // The payments' day: 250 zł (to be refunded in part), 80 zł, 40 zł (to be refunded whole), a 30 zł transfer entered by hand (to be voided).
  paidDay = warsawDay(server.clock.now());
  const partly = await paid(first, '250,00');
  await paid(first, '80,00');
  const wholly = await paid(second, '40,00');
  const manual = await callRoute(server.url, API_ROUTES.manualDonation, { id: second.id }, {
    token: adminToken, body: { amount: '30', method: 'transfer', bank_reference: 'PRZELEW 1/2026', note: 'Przelew wpisany dwa razy' },
  });
  expect(manual.status, JSON.stringify(manual.body)).toBe(201);

  // The next day: 100 zł of the 250 zł and the whole 40 zł go back to the donors; the transfer entered twice is voided.
  server.clock.advance(DAY);
  refundDay = warsawDay(server.clock.now());
  await login(); // a day later the session has ended
  await refunded(partly, '100,00');
  await refunded(wholly, '40,00');
  const voided = await callRoute(server.url, API_ROUTES.adminVoidPayment, { guid: manual.body.guid as string }, { token: adminToken, body: { reason: 'Wpisana dwa razy' } });
  expect(voided.status, JSON.stringify(voided.body)).toBe(200);

  // The same day the bank statement of the payments' day is imported: 60 zł with the second fundraiser's code, booked
  // by it, and 25,50 zł without a code, assigned from the queue to the first. Both count on the statement's day.
  const line = (amount: number, title: string, reference: string): StatementOperation => ({ amount, bookedOn: paidDay, reference, title: [title], name: 'Zażółć Gęślą Jaźń Łódzka', account: 'PL27114020040000300201355387' });
  const statement = await importStatement(server, adminToken, camt053('08', [line(60_00, `ZR${second.id} darowizna`, 'STAT/2026/0001'), line(25_50, 'Darowizna na wózek', 'STAT/2026/0002')]));
  expect(statement.status, JSON.stringify(statement.body)).toBe(201);
  const [coded, uncoded] = (statement.body as { id: number; entries: Array<{ id: number; status: string }> }).entries as [{ id: number; status: string }, { id: number; status: string }];
  expect(coded.status).toBe('matched');
  expect(uncoded.status).not.toBe('matched');
  const booked = await callRoute(server.url, API_ROUTES.adminBankStatementBook, { id: (statement.body as { id: number }).id }, { token: adminToken });
  expect(booked.body, JSON.stringify(booked.body)).toMatchObject({ booked: 1 });
  const assigned = await callRoute(server.url, API_ROUTES.adminBankStatementEntryAssign, { id: uncoded.id }, { token: adminToken, body: { charity_id: first.id } });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);

  // And 120,50 zł is spent from the first fundraiser: proposed by one finance person, approved by another, paid.
  const [author, approver] = await Promise.all(finances.map((account) => adminLogin(server.url, account.email, account.password)));
  expenseId = await approvedExpense(server, { author: author!, approver: approver! }, first.id, validExpense('120,50'));
  const paidOut = await callRoute(server.url, API_ROUTES.adminExpensePaid, { id: expenseId }, { token: author!, body: {} });
  expect(paidOut.status, JSON.stringify(paidOut.body)).toBe(200);
});

afterAll(() => server?.close());

/** Each fundraiser's ledger rows summed: its expenses (money spent), or every other kind (money collected), or one kind. */
async function ledgerSums(rows: 'expenses' | 'collected' | 'statement_transfer') {
  const sums = (await server.db('ledger_entries')
    .whereIn('charity_id', fundraisers.map((fundraiser) => fundraiser.id))
    .modify((query) => void (rows === 'collected' ? query.whereNot({ kind: 'expense_paid' }) : query.where({ kind: rows === 'expenses' ? 'expense_paid' : rows })))
    .groupBy('charity_id')
    .select('charity_id')
    .sum({ total: 'amount_grosze' })) as Array<{ charity_id: number; total: number | string }>;
  return fundraisers.map((fundraiser) => Number(sums.find((sum) => Number(sum.charity_id) === fundraiser.id)?.total ?? 0));
}

describe('statistics that add up (issue 35 item 4)', () => {
  it('when payments were paid, partly and wholly refunded and voided, transfers imported and an expense paid, then the all-time total, the sum of the fundraisers\' collected amounts and the ledger\'s incoming rows agree to the grosz', async () => {
    const collected = await Promise.all(fundraisers.map((fundraiser) => collectedGrosze(server.db, fundraiser.id)));
    expect(collected).toEqual([150_00 + 80_00 + 25_50, 60_00]);
    const allCollected = collected.reduce((sum, amount) => sum + amount, 0);

    const stats = await statistics(shiftDay(paidDay, -30), shiftDay(refundDay, 1));

    expect(stats.current.amount_grosze).toBe(allCollected);
    expect(stats.buckets.at(-1)!.running_total_grosze).toBe(allCollected);
    expect(stats.top_charities.map((top) => [top.id, top.amount_grosze])).toEqual(fundraisers.map((fundraiser, i) => [fundraiser.id, collected[i]]));
    expect(stats.by_provider).toEqual([
      { provider: 'sandbox', amount_grosze: 150_00 + 80_00, count: 3 },
      { provider: 'manual', amount_grosze: 60_00 + 25_50, count: 2 },
    ]);
    expect(stats.by_provider.reduce((sum, share) => sum + share.amount_grosze, 0)).toBe(allCollected);

    expect(await ledgerSums('collected')).toEqual(collected);
    expect(await ledgerSums('statement_transfer')).toEqual([25_50, 60_00]);
  });

  it('when an expense is paid, then the ledger\'s expense rows are minus the spent amounts and each fundraiser\'s balance (collected − spent) is its ledger\'s sum', async () => {
    const figures = await server.db('charities').whereIn('id', fundraisers.map((fundraiser) => fundraiser.id)).orderBy('id').select('collected_amount', 'spent_amount');
    const spent = figures.map((row: { spent_amount: number | string }) => Number(row.spent_amount));
    expect(spent).toEqual([120_50, 0]);
    const expenses = await ledgerSums('expenses');
    expect(expenses.map((amount, i) => amount + spent[i]!)).toEqual([0, 0]); // the rows are money out: minus what was spent
    expect(await server.db('ledger_entries').where({ source_type: 'expense', source_id: expenseId }).select('kind', 'amount_grosze', 'occurred_on')).toEqual([
      { kind: 'expense_paid', amount_grosze: -120_50, occurred_on: refundDay },
    ]);

    const incoming = await ledgerSums('collected');
    const balances = figures.map((row: { collected_amount: number | string }, i: number) => Number(row.collected_amount) - spent[i]!);
    expect(balances).toEqual([150_00 + 80_00 + 25_50 - 120_50, 60_00]);
    expect(balances).toEqual(incoming.map((amount, i) => amount + expenses[i]!));
    for (const [i, fundraiser] of fundraisers.entries()) {
      const settlement = await callRoute(server.url, API_ROUTES.charityLedger, { name: fundraiser.url });
      expect(settlement.body).toMatchObject({ collected: Number(figures[i].collected_amount) / 100, spent: spent[i]! / 100, balance: balances[i]! / 100 });
    }
  });

  it('when a payment is refunded the next day, then its day keeps the payment and the refund lowers the day it was confirmed; a transfer counts on the statement\'s day, an expense on none', async () => {
    const stats = await statistics(paidDay, refundDay);
    const day = (key: string) => stats.buckets.find((bucket) => bucket.key === key)!;

    // As in the ledger: the transfer typed in counts on the day it came and comes off the day it was voided (it is no
    // donation that stands: the count leaves it out); the three online payments count on theirs, refunded later or
    // not; the two statement transfers, imported the next day, on the statement's day; the expense is no donation.
    expect(day(paidDay)).toMatchObject({ amount_grosze: 250_00 + 80_00 + 40_00 + 30_00 + 60_00 + 25_50, count: 5, running_total_grosze: 485_50 });
    expect(day(refundDay)).toMatchObject({ amount_grosze: -(100_00 + 40_00 + 30_00), count: 0, running_total_grosze: 315_50 });

    const refundDayAlone = await statistics(refundDay, refundDay);
    expect(refundDayAlone.current).toMatchObject({ amount_grosze: -170_00, count: 0 });
    expect(refundDayAlone.previous).toMatchObject({ amount_grosze: 485_50, count: 5 });

    const ledgerDays = await server.db('ledger_entries')
      .whereIn('charity_id', fundraisers.map((fundraiser) => fundraiser.id))
      .whereNot({ kind: 'expense_paid' })
      .groupBy('occurred_on')
      .select('occurred_on')
      .sum({ total: 'amount_grosze' });
    expect(Object.fromEntries((ledgerDays as Array<{ occurred_on: string; total: number | string }>).map((row) => [row.occurred_on, Number(row.total)]))).toEqual({ [paidDay]: day(paidDay).amount_grosze, [refundDay]: day(refundDay).amount_grosze });
  });
});
