// Owns: bank_statements, bank_statement_entries (issue 34: statements imported in the panel and their lines; a line
// is open until it is booked as a manual donation or put aside as not a donation).
import type { Knex } from 'knex';
import type { StatementEntryState, StatementEntryStatus, SuggestionReason } from '@zlota/shared/bank-statements';
import type { StatementLine } from './statement-line.js';

export interface StatementRow {
  id: number;
  format: string;
  account: string;
  file_name: string;
  sha256: string;
  imported_by_email: string | null;
  imported_at: number;
}

export interface NewEntry extends StatementLine {
  position: number;
  transaction_key: string;
  status: StatementEntryStatus;
  match_charity_id: number | null;
  suggested_by: SuggestionReason | null;
  state: StatementEntryState;
}

export interface EntryRow extends NewEntry {
  id: number;
  statement_id: number;
  payment_guid: string | null;
  settled_by: string | null;
  settled_at: number | null;
  dismiss_reason: string | null;
  note: string | null;
  /** The expense an outgoing line paid. */
  expense_id: number | null;
}

/** Rows per insert: well under SQLite's limit of bound values. */
const CHUNK = 50;
/** Keys per `IN (...)` list. */
const KEYS_PER_QUERY = 500;

const toStatement = (row: Record<string, unknown>): StatementRow => ({ ...(row as unknown as StatementRow), id: Number(row.id), imported_at: Number(row.imported_at) });
const toEntry = (row: Record<string, unknown>): EntryRow => ({
  ...(row as unknown as EntryRow),
  id: Number(row.id),
  statement_id: Number(row.statement_id),
  position: Number(row.position),
  amount: Number(row.amount),
  match_charity_id: row.match_charity_id === null ? null : Number(row.match_charity_id),
  settled_at: row.settled_at === null ? null : Number(row.settled_at),
  expense_id: row.expense_id === null || row.expense_id === undefined ? null : Number(row.expense_id),
});

export async function insertStatement(
  trx: Knex,
  statement: Omit<StatementRow, 'id'> & { imported_by: number },
  entries: NewEntry[],
): Promise<number> {
  const [row] = await trx('bank_statements').insert(statement).returning('id');
  const id = Number(typeof row === 'object' ? row.id : row);
  for (let start = 0; start < entries.length; start += CHUNK) {
    await trx('bank_statement_entries').insert(entries.slice(start, start + CHUNK).map((entry) => ({ ...entry, statement_id: id })));
  }
  return id;
}

export async function findStatement(db: Knex, id: number): Promise<StatementRow | undefined> {
  const row = await db('bank_statements').where({ id }).first();
  return row ? toStatement(row) : undefined;
}

export async function statementEntries(db: Knex, statementId: number): Promise<EntryRow[]> {
  return (await db('bank_statement_entries').where({ statement_id: statementId }).orderBy('position')).map(toEntry);
}

export async function findEntry(db: Knex, id: number): Promise<EntryRow | undefined> {
  const row = await db('bank_statement_entries').where({ id }).first();
  return row ? toEntry(row) : undefined;
}

/** Which of these transaction keys an earlier statement already lists (booked, open or put aside). */
export async function keysListedBefore(db: Knex, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const rows: { transaction_key: string }[] = await db('bank_statement_entries')
      .whereIn('transaction_key', keys.slice(start, start + KEYS_PER_QUERY))
      .whereNot({ status: 'duplicate' })
      .distinct('transaction_key');
    for (const row of rows) found.add(row.transaction_key);
  }
  return found;
}

/** The fundraiser each of these accounts' latest booked transfer went to. */
export async function charitiesOfAccounts(db: Knex, accounts: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const wanted = [...new Set(accounts.filter(Boolean))];
  for (let start = 0; start < wanted.length; start += KEYS_PER_QUERY) {
    const rows: { counterparty_account: string; match_charity_id: number }[] = await db('bank_statement_entries')
      .whereIn('counterparty_account', wanted.slice(start, start + KEYS_PER_QUERY))
      .where({ state: 'booked' })
      .whereNotNull('match_charity_id')
      .orderBy('id')
      .select('counterparty_account', 'match_charity_id');
    for (const row of rows) found.set(row.counterparty_account, Number(row.match_charity_id));
  }
  return found;
}

/** A payer and an amount, as a standing order repeats them: the payer's name folded to lower case, then the grosze. */
export const payerAmountKey = (counterparty: string, amount: number) => `${counterparty.trim().toLowerCase()}|${amount}`;

/**
 * The fundraiser of the last booked line from the same payer with the same amount (a standing order that repeats
 * itself month after month, perhaps from another account or without the code), keyed by `payerAmountKey`.
 */
export async function charitiesOfPayerAmounts(db: Knex, lines: { counterparty: string; amount: number }[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const wanted = [...new Set(lines.filter((line) => line.counterparty.trim() && line.amount > 0).map((line) => line.counterparty))];
  for (let start = 0; start < wanted.length; start += KEYS_PER_QUERY) {
    const rows: { counterparty: string; amount: number | string; match_charity_id: number }[] = await db('bank_statement_entries')
      .whereIn('counterparty', wanted.slice(start, start + KEYS_PER_QUERY))
      .where({ state: 'booked' })
      .whereNotNull('match_charity_id')
      .orderBy('id')
      .select('counterparty', 'amount', 'match_charity_id');
    for (const row of rows) found.set(payerAmountKey(row.counterparty, Number(row.amount)), Number(row.match_charity_id));
  }
  return found;
}

/** Open → booked, once: false when the line was settled meanwhile (so the booking's transaction rolls back). */
export async function markBooked(trx: Knex, id: number, charityId: number, paymentGuid: string, by: string, now: number): Promise<boolean> {
  const changed = await trx('bank_statement_entries')
    .where({ id, state: 'open' })
    .update({ state: 'booked', match_charity_id: charityId, payment_guid: paymentGuid, settled_by: by, settled_at: now, note: null });
  return changed === 1;
}

/** The line a payment was booked from, with its statement's file and import time. */
export async function entryOfPayment(db: Knex, paymentGuid: string): Promise<(EntryRow & Pick<StatementRow, 'file_name' | 'imported_at'>) | undefined> {
  const row = await db('bank_statement_entries as e')
    .join('bank_statements as s', 's.id', 'e.statement_id')
    .where({ 'e.payment_guid': paymentGuid })
    .first('e.*', 's.file_name', 's.imported_at');
  return row ? { ...toEntry(row), file_name: row.file_name, imported_at: Number(row.imported_at) } : undefined;
}

/** The lines these payments were booked from, with their statements' file names. */
export async function entriesOfPayments(db: Knex, paymentGuids: string[]): Promise<Array<{ payment_guid: string; statement_id: number; position: number; file_name: string }>> {
  if (paymentGuids.length === 0) return [];
  const rows = await db('bank_statement_entries as e')
    .join('bank_statements as s', 's.id', 'e.statement_id')
    .whereIn('e.payment_guid', paymentGuids)
    .select('e.payment_guid', 'e.statement_id', 'e.position', 's.file_name');
  return rows.map((row) => ({ payment_guid: String(row.payment_guid), statement_id: Number(row.statement_id), position: Number(row.position), file_name: String(row.file_name) }));
}

/**
 * Booked → open again, once, when its payment was voided: it waits in the queue as a suggestion of the fundraiser it
 * was booked for, with the note. Undefined when no booked line holds the payment (typed in, or reopened before).
 */
export async function reopenBooked(trx: Knex, paymentGuid: string, note: string): Promise<EntryRow | undefined> {
  const row = await trx('bank_statement_entries').where({ payment_guid: paymentGuid, state: 'booked' }).first();
  if (!row) return undefined;
  const changed = await trx('bank_statement_entries')
    .where({ id: row.id, state: 'booked' })
    .update({ state: 'open', status: 'suggested', suggested_by: null, payment_guid: null, settled_by: null, settled_at: null, note });
  return changed === 1 ? toEntry(row) : undefined;
}

/** Open → dismissed with its reason, once. */
export async function markDismissed(trx: Knex, id: number, reason: string, by: string, now: number): Promise<boolean> {
  const changed = await trx('bank_statement_entries').where({ id, state: 'open' }).update({ state: 'dismissed', dismiss_reason: reason, settled_by: by, settled_at: now });
  return changed === 1;
}

/** An outgoing line, only listed so far, settles an expense: once (of two at once, one changes the row). */
export async function markSettledByExpense(trx: Knex, id: number, expenseId: number, by: string, now: number): Promise<boolean> {
  const changed = await trx('bank_statement_entries')
    .where({ id, status: 'outgoing', state: 'listed' })
    .update({ state: 'booked', expense_id: expenseId, settled_by: by, settled_at: now });
  return changed > 0;
}

/** An open line whose transaction was booked elsewhere (an overlapping statement's line, or by hand) is a duplicate. */
export async function markDuplicate(db: Knex, id: number): Promise<void> {
  await db('bank_statement_entries').where({ id, state: 'open' }).update({ status: 'duplicate', state: 'listed' });
}

/** The lines waiting for a person: open, without a code's match, oldest first. */
export async function openEntries(db: Knex, limit: number): Promise<EntryRow[]> {
  const rows = await db('bank_statement_entries').where({ state: 'open' }).whereIn('status', ['suggested', 'unmatched']).orderBy('id').limit(limit);
  return rows.map(toEntry);
}

export async function countOpenEntries(db: Knex): Promise<number> {
  const row = await db('bank_statement_entries').where({ state: 'open' }).whereIn('status', ['suggested', 'unmatched']).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}
