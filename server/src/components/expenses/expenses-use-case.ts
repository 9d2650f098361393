import type { Knex } from 'knex';
import type { AuditAction } from '@zlota/shared/audit';
import { EXPENSE_INVOICE_FIELD } from '@zlota/shared/constants';
import { EXPENSE_MESSAGES } from '@zlota/shared/messages';
import { groszeToZl } from '@zlota/shared/money';
import type { CharityExpenses, Expense, ExpenseInput, ExpenseState } from '@zlota/shared/schemas/expenses';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { charityNotFound } from '../charities/catalog-use-case.js';
import { findCharity } from '../charities/charities-repository.js';
import type { UserRow } from '../users/users-repository.js';
import { expenseDocumentOf } from './expense-document.js';
import { toExpense } from './expense-view.js';
import { expensesOfCharity, findExpense, insertExpense, insertExpenseDocument, moveExpense, type ExpenseRow } from './expenses-repository.js';
import { spentAmount } from '../charities/charities-repository.js';

export const expenseNotFound = () => notFound(EXPENSE_MESSAGES.notFound);
export const wrongState = () => new AppError('EXPENSE_STATE', 409, EXPENSE_MESSAGES.state);

/** The expense as it stands, or 404. */
export async function existingExpense(db: Knex, id: number): Promise<ExpenseRow> {
  const row = await findExpense(db, id);
  if (!row) throw expenseNotFound();
  return row;
}

/** The expense's audit entry, in the transaction of its change: what it is and where it stands now. */
export async function auditExpense(trx: Knex, actor: UserRow, action: AuditAction, before: ExpenseRow | null, after: ExpenseRow, now: number, note?: string | null) {
  const figures = (row: ExpenseRow) => ({ charity_id: row.charity_id, payee: row.payee, amount: row.amount, state: row.state, publication: row.publication });
  await recordAudit(trx, { actor, action, entity_type: 'expense', entity_id: after.id, before: before && figures(before), after: figures(after), note: note ?? null }, now);
}

/** A fundraiser's expenses for the panel, with its collected amount, the paid expenses and the balance. */
export async function charityExpenses(deps: Deps, charityId: number): Promise<CharityExpenses> {
  const charity = await findCharity(deps.db, { id: charityId });
  if (!charity) throw charityNotFound();
  const [spent, rows] = await Promise.all([spentAmount(deps.db, charityId), expensesOfCharity(deps.db, charityId)]);
  const threshold = deps.config.expenseApprovalThreshold;
  return {
    collected: groszeToZl(charity.collected_amount),
    spent: groszeToZl(spent),
    balance: groszeToZl(charity.collected_amount - spent),
    approval_threshold: groszeToZl(threshold),
    expenses: rows.map((row) => toExpense(row, threshold)),
  };
}

/** A new expense, proposed, with its invoice or receipt; audited. */
export async function createExpense(deps: Deps, actor: UserRow, charityId: number, input: ExpenseInput, invoice: Buffer | undefined): Promise<Expense> {
  const document = expenseDocumentOf(invoice, EXPENSE_INVOICE_FIELD, EXPENSE_MESSAGES.invoiceRequired);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (trx) => {
    if (!(await findCharity(trx, { id: charityId }))) throw charityNotFound();
    const fields = { charity_id: charityId, payee: input.payee, nip: input.nip ?? null, account: input.account ?? null, amount: input.amount, description: input.description };
    const id = await insertExpense(trx, { ...fields, created_by: actor.id }, now);
    await insertExpenseDocument(trx, id, 'invoice', document, actor.id, now);
    const created = await existingExpense(trx, id);
    await auditExpense(trx, actor, 'expense.create', null, created, now);
    return created;
  });
  return toExpense(row, deps.config.expenseApprovalThreshold);
}

/**
 * Moves an expense on, once: `decide` refuses what the actor may not do; a request that finds the expense already
 * where it would go answers it unchanged (a repeated click, a concurrent colleague), with no second audit entry.
 */
async function moveOn(
  deps: Deps,
  actor: UserRow,
  id: number,
  step: { to: ExpenseState; from: readonly ExpenseState[]; action: AuditAction; changes: Record<string, unknown>; note?: string },
  decide: (row: ExpenseRow) => void = () => {},
): Promise<Expense> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (trx) => {
    const before = await existingExpense(trx, id);
    if (before.state === step.to) return before;
    if (!step.from.includes(before.state)) throw wrongState();
    decide(before);
    if (!(await moveExpense(trx, id, step.from, { state: step.to, ...step.changes }))) {
      const current = await existingExpense(trx, id);
      if (current.state === step.to) return current;
      throw wrongState();
    }
    const after = await existingExpense(trx, id);
    await auditExpense(trx, actor, step.action, before, after, now, step.note);
    return after;
  });
  return toExpense(row, deps.config.expenseApprovalThreshold);
}

/** Approves a proposed expense; above the threshold only someone other than its author may (four eyes). */
export function approveExpense(deps: Deps, actor: UserRow, id: number): Promise<Expense> {
  const threshold = deps.config.expenseApprovalThreshold;
  const step = { to: 'approved', from: ['proposed'], action: 'expense.approve', changes: { approved_by: actor.id, approved_at: deps.clock.now() } } as const;
  return moveOn(deps, actor, id, step, (row) => {
    if (row.amount > threshold && row.created_by_id === actor.id) {
      throw new AppError('EXPENSE_SECOND_APPROVAL_REQUIRED', 403, EXPENSE_MESSAGES.secondApproval);
    }
  });
}

/** Rejects an expense not yet paid, saying why. */
export function rejectExpense(deps: Deps, actor: UserRow, id: number, reason: string): Promise<Expense> {
  const changes = { rejected_by: actor.id, reject_reason: reason };
  return moveOn(deps, actor, id, { to: 'rejected', from: ['proposed', 'approved'], action: 'expense.reject', changes, note: reason });
}
