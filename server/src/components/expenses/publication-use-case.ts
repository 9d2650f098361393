import { EXPENSE_PUBLIC_COPY_FIELD } from '@zlota/shared/constants';
import { EXPENSE_MESSAGES } from '@zlota/shared/messages';
import type { Expense, ExpensePublication } from '@zlota/shared/schemas/expenses';
import type { Deps } from '../../deps.js';
import { notFound } from '../../libraries/errors.js';
import { hasPage } from '../charities/catalog-use-case.js';
import { findCharity } from '../charities/charities-repository.js';
import type { UserRow } from '../users/users-repository.js';
import { expenseDocumentOf } from './expense-document.js';
import { toExpense } from './expense-view.js';
import { auditExpense, existingExpense, expenseNotFound, wrongState } from './expenses-use-case.js';
import { expenseDocument, insertExpenseDocument, publishExpense, type ExpenseDocument } from './expenses-repository.js';

/** Publishes an expense (not rejected): with a public copy, or as without a document. Audited. */
async function publish(deps: Deps, actor: UserRow, id: number, publication: ExpensePublication, copy?: ExpenseDocument): Promise<Expense> {
  const now = deps.clock.now();
  const action = publication === 'copy' ? 'expense.public_copy' : 'expense.without_document';
  const row = await deps.db.transaction(async (trx) => {
    const before = await existingExpense(trx, id);
    if (!(await publishExpense(trx, id, publication))) throw wrongState();
    if (copy) await insertExpenseDocument(trx, id, 'public_copy', copy, actor.id, now);
    const after = await existingExpense(trx, id);
    await auditExpense(trx, actor, action, before, after, now, copy ? `SHA-256 ${copy.sha256}` : null);
    return after;
  });
  return toExpense(row, deps.config.expenseApprovalThreshold);
}

/** The invoice with personal data blacked out by the staff member who uploads it: what the public settlement shows. */
export function uploadPublicCopy(deps: Deps, actor: UserRow, id: number, data: Buffer | undefined): Promise<Expense> {
  const copy = expenseDocumentOf(data, EXPENSE_PUBLIC_COPY_FIELD, EXPENSE_MESSAGES.documentRequired);
  return publish(deps, actor, id, 'copy', copy);
}

/** The expense is shown without a document (nothing can be shown of it). */
export const publishWithoutDocument = (deps: Deps, actor: UserRow, id: number) => publish(deps, actor, id, 'without_document');

/** The original invoice, for the staff alone. */
export async function originalInvoice(deps: Deps, id: number): Promise<ExpenseDocument> {
  const invoice = await expenseDocument(deps.db, id, 'invoice');
  if (!invoice) throw expenseNotFound();
  return invoice;
}

/** The public copy, to anyone, only while the expense is in its fundraiser's public settlement; never the original. */
export async function publicCopy(deps: Deps, id: number): Promise<ExpenseDocument> {
  const expense = await existingExpense(deps.reader, id);
  const charity = await findCharity(deps.reader, { id: expense.charity_id });
  const copy = expense.state === 'paid' && expense.publication === 'copy' && charity && hasPage(charity) ? await expenseDocument(deps.reader, id, 'public_copy') : undefined;
  if (!copy) throw notFound(EXPENSE_MESSAGES.documentMissing);
  return copy;
}
