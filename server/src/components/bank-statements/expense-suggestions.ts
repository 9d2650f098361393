// Issue 35 item 2: an outgoing line still listed is shown with the approved expense it most likely paid: the only one
// of its amount, or, when several have it, the only one of them paid into the line's counterparty account.
import type { Knex } from 'knex';
import { compactIban } from '@zlota/shared/foundation-numbers';
import { groszeToZl } from '@zlota/shared/money';
import type { z } from '@zlota/shared/schemas/zod';
import type { statementExpenseSchema } from '@zlota/shared/schemas/bank-statements';
import { approvedExpensesOfAmounts, type ExpenseRow } from '../expenses/expenses-repository.js';
import type { EntryRow } from './bank-statements-repository.js';

type StatementExpense = z.output<typeof statementExpenseSchema>;

const awaitingExpense = (entry: EntryRow) => entry.status === 'outgoing' && entry.state === 'listed';

function suggestion(entry: EntryRow, expenses: ExpenseRow[]): ExpenseRow | undefined {
  const sameAmount = expenses.filter((expense) => expense.amount === -entry.amount);
  if (sameAmount.length === 1) return sameAmount[0];
  const account = compactIban(entry.counterparty_account);
  const sameAccount = sameAmount.filter((expense) => expense.account !== null && account !== '' && compactIban(expense.account) === account);
  return sameAccount.length === 1 ? sameAccount[0] : undefined;
}

/** The suggested expense of each outgoing line still listed, by the line's id, in one query. */
export async function expenseSuggestions(db: Knex, entries: EntryRow[]): Promise<Map<number, StatementExpense>> {
  const waiting = entries.filter(awaitingExpense);
  const expenses = await approvedExpensesOfAmounts(db, waiting.map((entry) => -entry.amount));
  const suggestions = new Map<number, StatementExpense>();
  for (const entry of waiting) {
    const expense = suggestion(entry, expenses);
    if (expense) suggestions.set(entry.id, { id: expense.id, charity_id: expense.charity_id, payee: expense.payee, amount: groszeToZl(expense.amount) });
  }
  return suggestions;
}
