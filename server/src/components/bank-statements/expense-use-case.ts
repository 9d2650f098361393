// Issue 35 item 2: an outgoing line of a statement settles an approved expense of exactly its amount. The expense is
// paid through the expenses' own use case (its fundraiser locked, never beyond the balance, no override here), and the
// line is booked with a link to it in the same transaction, audited: of two staff members at once, one wins.
import type { StatementEntryView } from '@zlota/shared/schemas/bank-statements';
import { BANK_STATEMENT_MESSAGES as M } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { payExpense } from '../expenses/pay-use-case.js';
import type { UserRow } from '../users/users-repository.js';
import { findEntry, markSettledByExpense } from './bank-statements-repository.js';
import { entryView, settled } from './booking-use-case.js';

const amountMismatch = () => new AppError('STATEMENT_EXPENSE_AMOUNT', 409, M.expenseAmount);

export async function settleExpense(deps: Deps, actor: UserRow, id: number, expenseId: number): Promise<StatementEntryView> {
  const entry = await findEntry(deps.db, id);
  if (!entry) throw notFound();
  if (entry.amount >= 0) throw new AppError('VALIDATION', 400, M.onlyOutgoing);
  if (entry.state !== 'listed') throw settled();
  await payExpense(deps, actor, expenseId, null, {
    entryId: entry.id,
    claim: async (trx, expense, now) => {
      if (expense.amount !== -entry.amount) throw amountMismatch();
      if (!(await markSettledByExpense(trx, entry.id, expense.id, actor.email, now))) throw settled();
      const after = { entry_id: entry.id, position: entry.position, expense_id: expense.id, charity_id: expense.charity_id, amount_grosze: entry.amount, booked_on: entry.booked_on, reference: entry.reference };
      await recordAudit(trx, { actor, action: 'bank_statement.expense', entity_type: 'bank_statement', entity_id: entry.statement_id, after }, now);
    },
  });
  return entryView(deps, id);
}
