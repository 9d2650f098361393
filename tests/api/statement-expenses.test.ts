import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { BANK_STATEMENT_MESSAGES as M } from '@zlota/shared/messages';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { migrationSource } from '@zlota/server/db/migration-source';
import { callRoute } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { camt053, importStatement, type StatementOperation } from '../support/bank-statements.js';
import { expectError } from '../support/catalog.js';
import { approvedExpense as approvedSupportExpense, fundraiserWith, validExpense } from '../support/expenses.js';
import { adminLogin, type Fundraiser } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 35 item 2: an outgoing line of an imported statement (money leaving the foundation's account) settles an
// approved expense of the same amount: the expense is paid by the same rules as by hand (never beyond the balance),
// the line is booked with a link to it, in one transaction, exactly once. Real HTTP, real database.

let server: TestServer;
let finance: string;
let otherFinance: string;
let viewer: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  const login = async (role: 'admin' | 'finance' | 'viewer') => {
    const account = await createAdminAccount(server, role);
    return adminLogin(server.url, account.email, account.password);
  };
  [admin, finance, otherFinance, viewer] = [await login('admin'), await login('finance'), await login('finance'), await login('viewer')];
});
afterAll(async () => {
  await server?.close();
});

interface Entry {
  id: number;
  amount: number;
  status: string;
  state: string;
  expense_match: { id: number; payee: string; amount: number } | null;
  expense_id: number | null;
}

let sequence = 0;
/** An amount in grosze (100 zł to about 700 zł) no other expense of the run has, so the suggestion by amount is unique. */
const uniqueGrosze = () => 10_000 + (process.pid % 500) * 100 + ++sequence * 7 + Math.floor(Math.random() * 5);
const zl = (grosze: number) => (grosze / 100).toFixed(2);
const supplierAccount = () => `PL${String(Date.now()).slice(-10)}${String(++sequence).padStart(16, '0')}`;

const funded = (collectedZl: string) => fundraiserWith(server, { admin, finance }, collectedZl);

const approvedExpense = (fundraiser: Fundraiser, grosze: number, account = '') =>
  approvedSupportExpense(server, { author: finance, approver: otherFinance }, fundraiser.id, { ...validExpense(zl(grosze)), account, description: 'Wózek inwalidzki' });

const outgoing = (grosze: number, account = supplierAccount()): StatementOperation => ({
  amount: -grosze,
  bookedOn: warsawDay(Date.now()),
  reference: `W${process.pid % 1000}${String(++sequence).padStart(6, '0')}${Math.floor(Math.random() * 1000)}`.slice(0, 16),
  title: ['Faktura FV/12/2026'],
  name: 'Sklep Medyczny Sp. z o.o.',
  account,
});

async function imported(operations: StatementOperation[]): Promise<Entry[]> {
  const response = await importStatement(server, finance, camt053('08', operations));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { entries: Entry[] }).entries;
}

const settle = (entryId: number, expenseId: number, token = finance) =>
  callRoute(server.url, API_ROUTES.adminBankStatementEntryExpense, { id: entryId }, { token, body: { expense_id: expenseId } });
const expenseRow = (id: number) => server.db('expenses').where({ id }).first();
const paidRows = (id: number) => server.db('ledger_entries').where({ source_type: 'expense', source_id: id });

describe('an outgoing line settles an approved expense', () => {
  it('when the import finds one approved expense of the same amount, then the line suggests it; settling pays the expense and books the line, audited, once', async () => {
    const fundraiser = await funded('5000');
    const grosze = uniqueGrosze();
    const account = 'PL61109010140000071219812874';
    const expenseId = await approvedExpense(fundraiser, grosze, account);
    const [line] = await imported([outgoing(grosze, account)]);
    expect(line).toMatchObject({ status: 'outgoing', state: 'listed', expense_match: { id: expenseId, payee: 'Sklep Medyczny Sp. z o.o.', amount: grosze / 100 } });

    const settled = await settle(line!.id, expenseId);
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body).toMatchObject({ id: line!.id, state: 'booked', expense_id: expenseId });
    expect(await expenseRow(expenseId)).toMatchObject({ state: 'paid', statement_entry_id: line!.id });
    expect(await paidRows(expenseId)).toHaveLength(1);
    const audit = await server.db('audit_log').where({ entity_type: 'bank_statement', action: 'bank_statement.expense' });
    expect(audit.some((row: { after: string }) => JSON.parse(row.after).entry_id === line!.id)).toBe(true);

    expectError(await settle(line!.id, expenseId), 409, 'STATEMENT_ENTRY_SETTLED', M.entrySettled);
    expect(await paidRows(expenseId)).toHaveLength(1);
  });

  it('when the amounts differ, then 409 with a Polish reason and nothing changes', async () => {
    const fundraiser = await funded('5000');
    const grosze = uniqueGrosze();
    const expenseId = await approvedExpense(fundraiser, grosze);
    const [line] = await imported([outgoing(grosze + 1)]);
    expect(line!.expense_match).toBeNull();
    expectError(await settle(line!.id, expenseId), 409, 'STATEMENT_EXPENSE_AMOUNT', M.expenseAmount);
    expect(await expenseRow(expenseId)).toMatchObject({ state: 'approved', statement_entry_id: null });
    expect(await server.db('bank_statement_entries').where({ id: line!.id }).first()).toMatchObject({ state: 'listed', expense_id: null });
  });

  it('when the expense is more than the fundraiser\'s balance, then it is refused as by hand (no override here) and the line stays listed', async () => {
    const fundraiser = await funded('10');
    const grosze = uniqueGrosze();
    const expenseId = await approvedExpense(fundraiser, grosze);
    const [line] = await imported([outgoing(grosze)]);
    expectError(await settle(line!.id, expenseId), 409, 'EXPENSE_OVER_BALANCE');
    expect(await expenseRow(expenseId)).toMatchObject({ state: 'approved' });
    expect(await server.db('bank_statement_entries').where({ id: line!.id }).first()).toMatchObject({ state: 'listed' });
  });

  it('when a line is incoming, or a viewer tries, then it is refused', async () => {
    const fundraiser = await funded('5000');
    const grosze = uniqueGrosze();
    const expenseId = await approvedExpense(fundraiser, grosze);
    const [incoming, line] = await imported([{ ...outgoing(grosze), amount: grosze }, outgoing(grosze)]);
    expectError(await settle(incoming!.id, expenseId), 400, 'VALIDATION', M.onlyOutgoing);
    expect((await settle(line!.id, expenseId, viewer)).status).toBe(403);
    expect(await expenseRow(expenseId)).toMatchObject({ state: 'approved' });
  });

  it('when two staff members settle the same line at once, or two lines the same expense, then the expense is paid once and one line is booked', async () => {
    const fundraiser = await funded('5000');
    const grosze = uniqueGrosze();
    const expenseId = await approvedExpense(fundraiser, grosze);
    const [first, second] = await imported([outgoing(grosze), outgoing(grosze)]);
    const answers = await Promise.all([settle(first!.id, expenseId), settle(first!.id, expenseId, otherFinance), settle(second!.id, expenseId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await paidRows(expenseId)).toHaveLength(1);
    const booked = await server.db('bank_statement_entries').whereIn('id', [first!.id, second!.id]).where({ state: 'booked' });
    expect(booked).toHaveLength(1);
    expect(await expenseRow(expenseId)).toMatchObject({ state: 'paid', statement_entry_id: booked[0].id });
  });
});

describe('a fundraiser\'s spent amount kept as a figure', () => {
  it('when an expense is paid, then the fundraiser\'s spent figure rises with it; reconcile reports a figure that differs from the ledger\'s expense rows', async () => {
    const fundraiser = await funded('5000');
    const grosze = uniqueGrosze();
    const expenseId = await approvedExpense(fundraiser, grosze);
    const [line] = await imported([outgoing(grosze)]);
    expect((await settle(line!.id, expenseId)).status).toBe(200);
    const spent = async () => Number((await server.db('charities').where({ id: fundraiser.id }).first('spent_amount')).spent_amount);
    expect(await spent()).toBe(grosze);

    const reconcile = () => callRoute(server.url, API_ROUTES.reconcile, {}, { token: admin, body: {} });
    const clean = await reconcile();
    expect(clean.status, JSON.stringify(clean.body)).toBe(200);
    expect(clean.body.spent_differences).toEqual([]);
    await server.db('charities').where({ id: fundraiser.id }).update({ spent_amount: grosze + 1 });
    const skewed = await reconcile();
    expect(skewed.body.spent_differences).toEqual([{ charity_id: fundraiser.id, title: fundraiser.title, spent: grosze + 1, ledger_spent: grosze }]);
  });

  it('when the figure is added by its migration, then every fundraiser\'s spent amount starts as its expense rows in the ledger', async () => {
    const fundraiser = await funded('5000');
    const grosze = uniqueGrosze();
    expect((await callRoute(server.url, API_ROUTES.adminExpensePaid, { id: await approvedExpense(fundraiser, grosze) }, { token: finance, body: {} })).status).toBe(200);
    await server.db.migrate.down({ migrationSource, name: '2026112781-charities-spent-amount' });
    expect(await server.db.schema.hasColumn('charities', 'spent_amount')).toBe(false);
    await server.db.migrate.latest({ migrationSource });
    const figures = await server.db('charities').select('id', 'spent_amount');
    const ledger = (await server.db('ledger_entries').where({ kind: 'expense_paid' }).groupBy('charity_id').select('charity_id').sum({ total: 'amount_grosze' })) as Array<{ charity_id: number; total: number | string }>;
    const spentInLedger = new Map(ledger.map((row) => [Number(row.charity_id), -Number(row.total)]));
    expect(figures.map((row: { id: number; spent_amount: number | string }) => [Number(row.id), Number(row.spent_amount)])).toEqual(figures.map((row: { id: number }) => [Number(row.id), spentInLedger.get(Number(row.id)) ?? 0]));
    expect(spentInLedger.get(fundraiser.id)).toBe(grosze);
  });
});
