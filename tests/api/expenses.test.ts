import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRoute } from '@zlota/shared/api-routes';
import type { StaffRole } from '@zlota/shared/api-routes';
import { EXPENSE_DOCUMENT_MAX_BYTES, EXPENSE_PUBLIC_COPY_FIELD } from '@zlota/shared/constants';
import { EXPENSE_MESSAGES as M } from '@zlota/shared/messages';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { callRoute, type ApiResponse } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { expectError, sendForm } from '../support/catalog.js';
import { approvedExpense as approvedSupportExpense, fundraiserWith, expenseForm, pdf, proposeExpense, routePath as path, validExpense } from '../support/expenses.js';
import { adminLogin, type Fundraiser } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 35 items 2, 3 and 6: a fundraiser's spending with its invoice, a second pair of eyes above the threshold
// (1 000 zł by default), paid once and never beyond the balance without an admin's reason; the public settlement shows
// only paid expenses whose blacked-out copy is published, never the original, never a donor. Real HTTP, real database,
// the public answers' cache on (every write must clear it).

let server: TestServer;
const staff = {} as Record<'admin' | 'finance' | 'otherFinance' | 'viewer' | 'moderator', { token: string; email: string }>;

beforeAll(async () => {
  server = await startTestServer({ CATALOG_CACHE_SECONDS: '60' });
  const roles: [keyof typeof staff, StaffRole][] = [['admin', 'admin'], ['finance', 'finance'], ['otherFinance', 'finance'], ['viewer', 'viewer'], ['moderator', 'moderator']];
  for (const [name, role] of roles) {
    const account = await createAdminAccount(server, role);
    staff[name] = { email: account.email, token: await adminLogin(server.url, account.email, account.password) };
  }
});
afterAll(async () => {
  await server?.close();
});

const propose = (fundraiser: Fundraiser, amount: string, token = staff.finance.token, invoice?: Buffer | null) =>
  proposeExpense(server, token, fundraiser.id, expenseForm(validExpense(amount), invoice));
const act = (route: ApiRoute, id: number, token: string, body?: unknown) => callRoute(server.url, route, { id }, { token, ...(body === undefined ? {} : { body }) });
const approve = (id: number, token: string) => act(API_ROUTES.adminExpenseApprove, id, token);
const pay = (id: number, token: string, body: unknown = {}) => act(API_ROUTES.adminExpensePaid, id, token, body);
const publishCopy = (id: number, copy: Buffer, token = staff.finance.token) => {
  const body = new FormData();
  body.append(EXPENSE_PUBLIC_COPY_FIELD, new Blob([new Uint8Array(copy)], { type: 'application/pdf' }), 'kopia.pdf');
  return sendForm(server, 'POST', path(API_ROUTES.adminExpensePublicCopy, { id }), body, token);
};
const ledger = async (fundraiser: Fundraiser) => {
  const response = await callRoute(server.url, API_ROUTES.charityLedger, { name: fundraiser.url });
  expect(response.status).toBe(200);
  return response as ApiResponse & { body: { collected: number; spent: number; balance: number; expenses: Record<string, unknown>[]; incoming: Record<string, unknown>[] } };
};
const audits = (id: number, action: string) => server.db('audit_log').where({ entity_type: 'expense', entity_id: id, action });

const funded = (collectedZl: string) => fundraiserWith(server, { admin: staff.admin.token, finance: staff.finance.token }, collectedZl);

const approvedExpense = (fundraiser: Fundraiser, amount: string) =>
  approvedSupportExpense(server, { author: staff.finance.token, approver: staff.otherFinance.token }, fundraiser.id, validExpense(amount));

describe('an expense proposed with its invoice', () => {
  it('when the NIP, the account, the amount or the invoice is wrong, then 400 with the Polish reason by field and nothing is stored', async () => {
    const fundraiser = await funded('100');
    const form = (fields: Record<string, unknown>, invoice?: Buffer | null) =>
      proposeExpense(server, staff.finance.token, fundraiser.id, expenseForm({ ...validExpense('10'), ...fields }, invoice));
    expect((await form({ nip: '5260250275' })).body.error.fields).toMatchObject({ nip: M.nip });
    expect((await form({ account: 'PL61 1090 1014 0000 0712 1981 2875' })).body.error.fields).toMatchObject({ account: M.account });
    expect((await form({ amount: '-5' })).body.error.fields).toMatchObject({ amount: M.amount });
    expectError(await form({}, null), 400, 'VALIDATION', M.invoiceRequired);
    expectError(await form({}, Buffer.from('<html>%PDF-1.4 %%EOF</html>')), 400, 'EXPENSE_DOCUMENT_TYPE', M.documentType);
    expect(await server.db('expenses').where({ charity_id: fundraiser.id }).count({ n: '*' }).first()).toMatchObject({ n: 0 });

    const good = await form({ account: 'PL61 1090 1014 0000 0712 1981 2874' });
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    expect(good.body).toMatchObject({ state: 'proposed', nip: '5260250274', account: 'PL61109010140000071219812874', amount: 10, created_by: staff.finance.email });
    expect(await audits(good.body.id as number, 'expense.create')).toHaveLength(1);
  });

  it('when the invoice is over the size limit, then 413 PAYLOAD_TOO_LARGE with the Polish message and neither the expense nor its file is stored; one of exactly the limit is taken', async () => {
    const fundraiser = await funded('100');
    const documents = () => server.db('expense_documents').count({ n: '*' }).first();
    const before = await documents();
    // A real PDF's shape at any size: the padding is a comment line after the header, the trailer stays at the end.
    const ofSize = (bytes: number) => pdf('x'.repeat(bytes - pdf('').length));
    expectError(await propose(fundraiser, '10', staff.finance.token, ofSize(EXPENSE_DOCUMENT_MAX_BYTES + 1)), 413, 'PAYLOAD_TOO_LARGE', M.documentTooLarge);
    expect(await server.db('expenses').where({ charity_id: fundraiser.id }).count({ n: '*' }).first()).toMatchObject({ n: 0 });
    expect(await documents()).toEqual(before);

    const atLimit = ofSize(EXPENSE_DOCUMENT_MAX_BYTES);
    const taken = await propose(fundraiser, '10', staff.finance.token, atLimit);
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const invoice = await fetch(`${server.url}${path(API_ROUTES.adminExpenseInvoice, { id: taken.body.id as number })}`, { headers: { authorization: `Bearer ${staff.viewer.token}` } });
    expect(Buffer.from(await invoice.arrayBuffer()).equals(atLimit)).toBe(true);
  });
});

describe('four eyes', () => {
  it('when the author approves an expense above the threshold, then 403 EXPENSE_SECOND_APPROVAL_REQUIRED; a second staff member approves it', async () => {
    const fundraiser = await funded('5000');
    const created = await propose(fundraiser, '1000,01');
    expect(created.body.needs_second_approval).toBe(true);
    const id = created.body.id as number;
    expectError(await approve(id, staff.finance.token), 403, 'EXPENSE_SECOND_APPROVAL_REQUIRED', M.secondApproval);
    expect((await server.db('expenses').where({ id }).first('state')).state).toBe('proposed');
    const approved = await approve(id, staff.otherFinance.token);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 'approved', approved_by: staff.otherFinance.email });
    expect(await audits(id, 'expense.approve')).toHaveLength(1);
  });

  it('when the expense is at or below the threshold, then its author may approve it', async () => {
    const fundraiser = await funded('5000');
    const created = await propose(fundraiser, '1000');
    expect(created.body.needs_second_approval).toBe(false);
    expect((await approve(created.body.id as number, staff.finance.token)).body).toMatchObject({ state: 'approved', approved_by: staff.finance.email });
  });

  it('when a viewer or a moderator tries any step, then 403 and nothing changes; a viewer reads the list, a moderator does not', async () => {
    const fundraiser = await funded('5000');
    const id = (await propose(fundraiser, '50')).body.id as number;
    for (const who of [staff.viewer, staff.moderator]) {
      expectError(await propose(fundraiser, '50', who.token), 403, 'ROLE_FORBIDDEN');
      expectError(await approve(id, who.token), 403, 'ROLE_FORBIDDEN');
      expectError(await act(API_ROUTES.adminExpenseReject, id, who.token, { reason: 'Nie wiem' }), 403, 'ROLE_FORBIDDEN');
      expectError(await pay(id, who.token), 403, 'ROLE_FORBIDDEN');
      expectError(await publishCopy(id, pdf('kopia'), who.token), 403, 'ROLE_FORBIDDEN');
      expectError(await act(API_ROUTES.adminExpenseWithoutDocument, id, who.token), 403, 'ROLE_FORBIDDEN');
    }
    expect((await callRoute(server.url, API_ROUTES.adminCharityExpenses, { id: fundraiser.id }, { token: staff.viewer.token })).status).toBe(200);
    expectError(await callRoute(server.url, API_ROUTES.adminCharityExpenses, { id: fundraiser.id }, { token: staff.moderator.token }), 403, 'ROLE_FORBIDDEN');
    expect(await server.db('expenses').where({ charity_id: fundraiser.id }).select('state', 'publication')).toEqual([{ state: 'proposed', publication: 'none' }]);
  });

  it('when a rejected expense is approved or paid, then 409 EXPENSE_STATE; a proposed one cannot be paid', async () => {
    const fundraiser = await funded('5000');
    const proposed = (await propose(fundraiser, '20')).body.id as number;
    expectError(await pay(proposed, staff.finance.token), 409, 'EXPENSE_STATE', M.state);
    expect((await act(API_ROUTES.adminExpenseReject, proposed, staff.finance.token, { reason: 'Faktura wystawiona na złą zbiórkę' })).body).toMatchObject({
      state: 'rejected',
      reject_reason: 'Faktura wystawiona na złą zbiórkę',
    });
    expectError(await approve(proposed, staff.otherFinance.token), 409, 'EXPENSE_STATE');
    expectError(await act(API_ROUTES.adminExpenseReject, proposed, staff.finance.token, { reason: '' }), 400, 'VALIDATION');
  });
});

describe('paying an expense', () => {
  it('when it is beyond the balance, then nobody pays it without an override; only an admin overrides, and only with a reason', async () => {
    const fundraiser = await funded('1000');
    const id = await approvedExpense(fundraiser, '1200');
    expectError(await pay(id, staff.finance.token), 409, 'EXPENSE_OVER_BALANCE', M.overBalance);
    expectError(await pay(id, staff.finance.token, { override_reason: 'Pilna wymiana akumulatora' }), 403, 'EXPENSE_OVERRIDE_ADMIN_ONLY', M.overrideAdminOnly);
    expectError(await pay(id, staff.admin.token), 409, 'EXPENSE_OVER_BALANCE');
    expectError(await pay(id, staff.admin.token, { override_reason: '  ' }), 400, 'VALIDATION');
    expect((await server.db('expenses').where({ id }).first('state')).state).toBe('approved');

    const paid = await pay(id, staff.admin.token, { override_reason: 'Darczyńca zadeklarował dopłatę 200 zł' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ state: 'paid', override_reason: 'Darczyńca zadeklarował dopłatę 200 zł' });
    const [entry] = await audits(id, 'expense.paid');
    expect(entry).toMatchObject({ note: 'Darczyńca zadeklarował dopłatę 200 zł' });
    const figures = await callRoute(server.url, API_ROUTES.adminCharityExpenses, { id: fundraiser.id }, { token: staff.viewer.token });
    expect(figures.body).toMatchObject({ collected: 1000, spent: 1200, balance: -200, approval_threshold: 1000 });
  });

  it('when one expense is paid by several requests at once, then it is paid once: one payment time, one audit entry, spent counts it once', async () => {
    const fundraiser = await funded('3000');
    const id = await approvedExpense(fundraiser, '2500');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => pay(id, i % 2 ? staff.finance.token : staff.otherFinance.token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body.paid_at as string)).size).toBe(1);
    expect(await audits(id, 'expense.paid')).toHaveLength(1);
    expect(await server.db('ledger_entries').where({ source_type: 'expense', source_id: id }).select('kind', 'amount_grosze', 'charity_id')).toEqual([
      { kind: 'expense_paid', amount_grosze: -250_000, charity_id: fundraiser.id },
    ]);
    const figures = await callRoute(server.url, API_ROUTES.adminCharityExpenses, { id: fundraiser.id }, { token: staff.finance.token });
    expect(figures.body).toMatchObject({ collected: 3000, spent: 2500, balance: 500 });
  });

  it('when two expenses that each fit the balance but not together are paid at once, then one is paid and the other refused', async () => {
    const fundraiser = await funded('1000');
    const first = await approvedExpense(fundraiser, '700');
    const second = await approvedExpense(fundraiser, '700');
    const answers = await Promise.all([pay(first, staff.finance.token), pay(second, staff.otherFinance.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await server.db('expenses').where({ charity_id: fundraiser.id, state: 'paid' }).count({ n: '*' }).first()).toMatchObject({ n: 1 });
  });
});

describe('the public settlement of a fundraiser', () => {
  it('when an expense is paid but its copy is not published, then it is counted in spent but not listed, and no document of it is public', async () => {
    const fundraiser = await funded('2000');
    const id = await approvedExpense(fundraiser, '300');
    const before = await ledger(fundraiser);
    expect(before.body).toMatchObject({ collected: 2000, spent: 0, balance: 2000, expenses: [] });
    expect((await pay(id, staff.finance.token)).status).toBe(200);
    const after = await ledger(fundraiser);
    expect(after.body).toMatchObject({ collected: 2000, spent: 300, balance: 1700, expenses: [] });
    expect((await fetch(`${server.url}${path(API_ROUTES.expenseDocument, { id })}`)).status).toBe(404);
  });

  it('when the blacked-out copy is published, then the expense is listed with payee, day, purpose and the copy, never the original invoice nor any donor', async () => {
    const fundraiser = await funded('2000');
    const original = pdf('ORYGINAŁ Jan Kowalski PESEL 80010112345');
    const created = await propose(fundraiser, '450,50', staff.finance.token, original);
    const id = created.body.id as number;
    const copy = pdf('KOPIA ███████');
    expect((await publishCopy(id, copy)).body).toMatchObject({ publication: 'copy' });
    expect((await ledger(fundraiser)).body.expenses).toEqual([]); // published, but not paid yet
    expect((await approve(id, staff.otherFinance.token)).status).toBe(200);
    expect((await pay(id, staff.finance.token)).status).toBe(200);

    const settlement = await ledger(fundraiser);
    expect(settlement.body).toMatchObject({ collected: 2000, spent: 450.5, balance: 1549.5 });
    expect(settlement.body.expenses).toEqual([
      { id, payee: 'Sklep Medyczny Sp. z o.o.', paid_on: warsawDay(Date.now()), description: 'Wózek inwalidzki z napędem', amount: 450.5, document_url: `/api/expenses/${id}/document` },
    ]);
    expect(settlement.body.incoming).toEqual([{ day: warsawDay(Date.now()), amount: 2000, count: 1 }]);
    const text = JSON.stringify(settlement.body);
    for (const personal of ['Bożena', 'bozena@example.com', 'Darczyńska', 'PESEL']) expect(text).not.toContain(personal);

    const served = await fetch(`${server.url}/api/expenses/${id}/document`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(copy);
    // The original stays with the staff.
    const invoice = await fetch(`${server.url}${path(API_ROUTES.adminExpenseInvoice, { id })}`, { headers: { authorization: `Bearer ${staff.viewer.token}` } });
    expect(Buffer.from(await invoice.arrayBuffer())).toEqual(original);
    expect((await fetch(`${server.url}${path(API_ROUTES.adminExpenseInvoice, { id })}`)).status).toBe(401);
    expect(await audits(id, 'expense.public_copy')).toHaveLength(1);
  });

  it('when a paid expense is marked as without a document, then it is listed with no document', async () => {
    const fundraiser = await funded('500');
    const id = await approvedExpense(fundraiser, '40');
    expect((await pay(id, staff.finance.token)).status).toBe(200);
    expect((await act(API_ROUTES.adminExpenseWithoutDocument, id, staff.finance.token)).body).toMatchObject({ publication: 'without_document', public_url: null });
    expect((await ledger(fundraiser)).body.expenses).toMatchObject([{ id, amount: 40, document_url: null }]);
    expect((await fetch(`${server.url}/api/expenses/${id}/document`)).status).toBe(404);
  });
});
