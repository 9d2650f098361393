import type { Knex } from 'knex';
import { EXPENSE_MESSAGES } from '@zlota/shared/messages';
import { warsawDay } from '@zlota/shared/warsaw-days';
import type { Expense } from '@zlota/shared/schemas/expenses';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { lockBalance } from '../charities/charities-repository.js';
import type { UserRow } from '../users/users-repository.js';
import { toExpense } from './expense-view.js';
import { auditExpense, existingExpense, expenseNotFound, wrongState } from './expenses-use-case.js';
import { bookMovement } from '../ledger/ledger-repository.js';
import { lockExpense, moveExpense, type ExpenseRow } from './expenses-repository.js';

const overBalance = () => new AppError('EXPENSE_OVER_BALANCE', 409, EXPENSE_MESSAGES.overBalance);
const overrideAdminOnly = () => new AppError('EXPENSE_OVERRIDE_ADMIN_ONLY', 403, EXPENSE_MESSAGES.overrideAdminOnly);

/**
 * The money effect of paying an expense, in the pay's transaction: the approved expense becomes paid, once. Of two
 * concurrent payments one moves the row and returns true; the other changes nothing and returns false.
 *
 * The ledger's "expense paid" row (money out, negative) and the fundraiser's spent figure (checked against the ledger
 * by `reconcile`) are written by bookMovement, in the same transaction, by the one that moves the row.
 */
export async function markExpensePaid(trx: Knex, expense: ExpenseRow, by: UserRow, now: number, overrideReason: string | null, statementEntryId: number | null = null): Promise<boolean> {
  const changes = { state: 'paid', paid_by: by.id, paid_at: now, override_reason: overrideReason, statement_entry_id: statementEntryId };
  if (!(await moveExpense(trx, expense.id, ['approved'], changes))) return false;
  await bookMovement(trx, {
    charity_id: expense.charity_id, kind: 'expense_paid', amount_grosze: -expense.amount, occurred_on: warsawDay(now), booked_by: by.id,
    source_type: 'expense', source_id: expense.id, note: overrideReason,
  }, now);
  return true;
}

/**
 * A bank statement's outgoing line that pays the expense: `claim` settles the line in the pay's transaction (after the
 * fundraiser is locked and the expense found approved) and throws when it cannot; the expense then records the line.
 */
export interface StatementPayment {
  entryId: number;
  claim: (trx: Knex, expense: ExpenseRow, now: number) => Promise<void>;
}

/**
 * Pays an approved expense out of its fundraiser, never beyond the balance (collected − paid expenses) unless an admin
 * overrides it with a reason. One payment at a time per fundraiser (its row locked), so two expenses paid at once
 * cannot both fit one balance; a repeated or concurrent payment of the same expense answers it paid, once, audited once.
 * Paid from a statement's line, an expense paid before is refused (the line paid nothing).
 */
export async function payExpense(deps: Deps, actor: UserRow, id: number, overrideReason: string | null, statement?: StatementPayment): Promise<Expense> {
  if (overrideReason !== null && actor.staff_role !== 'admin') throw overrideAdminOnly();
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (trx) => {
    // Read once each, both rows locked (the expense, then its fundraiser): what is read is what the writes find.
    const before = await lockExpense(trx, id);
    if (!before) throw expenseNotFound();
    if (before.state === 'paid' && !statement) return before;
    if (before.state !== 'approved') throw wrongState();
    const figures = await lockBalance(trx, before.charity_id);
    if (statement) await statement.claim(trx, before, now);
    const balance = (figures?.collected ?? 0) - (figures?.spent ?? 0);
    const override = before.amount > balance ? overrideReason : null;
    if (before.amount > balance && override === null) throw overBalance();
    if (!(await markExpensePaid(trx, before, actor, now, override, statement?.entryId ?? null))) {
      const current = await existingExpense(trx, id);
      if (current.state === 'paid' && !statement) return current;
      throw wrongState();
    }
    const after: ExpenseRow = { ...before, state: 'paid', paid_by: actor.email, paid_at: now, override_reason: override, statement_entry_id: statement?.entryId ?? null };
    await auditExpense(trx, actor, 'expense.paid', before, after, now, override);
    return after;
  });
  return toExpense(row, deps.config.expenseApprovalThreshold);
}
