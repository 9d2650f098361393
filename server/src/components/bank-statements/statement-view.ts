// A statement and its lines as the panel shows them, with the fundraisers they match named.
import type { StatementPreview, StatementEntryView } from '@zlota/shared/schemas/bank-statements';
import { STATEMENT_ENTRY_STATUSES } from '@zlota/shared/bank-statements';
import { groszeToZl } from '@zlota/shared/money';
import type { Knex } from 'knex';
import { charityLinks } from '../charities/charities-repository.js';
import { expenseSuggestions } from './expense-suggestions.js';
import type { EntryRow, StatementRow } from './bank-statements-repository.js';

/** The lines with the fundraisers they name, in one query. */
export async function entryViews(db: Knex, entries: EntryRow[]): Promise<StatementEntryView[]> {
  const links = await charityLinks(db, entries.flatMap((entry) => (entry.match_charity_id === null ? [] : [entry.match_charity_id])));
  const expenses = await expenseSuggestions(db, entries);
  return entries.map((entry) => {
    const link = entry.match_charity_id === null ? undefined : links.get(entry.match_charity_id);
    return {
      id: entry.id,
      statement_id: entry.statement_id,
      position: entry.position,
      amount: groszeToZl(entry.amount),
      booked_on: entry.booked_on,
      counterparty: entry.counterparty,
      counterparty_account: entry.counterparty_account,
      title: entry.title,
      reference: entry.reference,
      status: entry.status,
      match: link && entry.match_charity_id !== null ? { id: entry.match_charity_id, ...link } : null,
      suggested_by: entry.suggested_by,
      state: entry.state,
      payment_guid: entry.payment_guid,
      settled_by: entry.settled_by,
      dismiss_reason: entry.dismiss_reason,
      note: entry.note,
      expense_match: expenses.get(entry.id) ?? null,
      expense_id: entry.expense_id,
    };
  });
}

export async function statementView(db: Knex, statement: StatementRow, entries: EntryRow[]): Promise<StatementPreview> {
  const counts = Object.fromEntries(STATEMENT_ENTRY_STATUSES.map((status) => [status, entries.filter((entry) => entry.status === status).length]));
  return {
    id: statement.id,
    format: statement.format as StatementPreview['format'],
    account: statement.account,
    file_name: statement.file_name,
    sha256: statement.sha256,
    imported_by: statement.imported_by_email,
    imported_at: new Date(statement.imported_at).toISOString(),
    counts: counts as StatementPreview['counts'],
    entries: await entryViews(db, entries),
  };
}
