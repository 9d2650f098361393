// Owns: expenses, expense_documents (a fundraiser's spending and its state; each expense's invoice and public copy, with their bytes).
import type { Knex } from 'knex';
import { isSqlite } from '../../db/knex.js';
import type { ExpensePublication, ExpenseState } from '@zlota/shared/schemas/expenses';

export type ExpenseDocumentKind = 'invoice' | 'public_copy';

export interface ExpenseRow {
  id: number;
  charity_id: number;
  payee: string;
  nip: string | null;
  account: string | null;
  amount: number;
  description: string;
  state: ExpenseState;
  created_by_id: number | null;
  created_by: string | null;
  created_at: number;
  approved_by: string | null;
  approved_at: number | null;
  rejected_by: string | null;
  reject_reason: string | null;
  paid_by: string | null;
  paid_at: number | null;
  override_reason: string | null;
  statement_entry_id: number | null;
  publication: ExpensePublication;
  invoice_type: string;
}

/** What staff give for a new expense (its author by id); the rest of the row is its state, filled as it moves. */
export type NewExpense = Pick<ExpenseRow, 'charity_id' | 'payee' | 'nip' | 'account' | 'amount' | 'description'> & { created_by: number };

export interface ExpenseDocument {
  content_type: string;
  data: Buffer;
  sha256: string;
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function toRow(row: Record<string, unknown>): ExpenseRow {
  return {
    id: Number(row.id),
    charity_id: Number(row.charity_id),
    payee: row.payee as string,
    nip: (row.nip as string | null) ?? null,
    account: (row.account as string | null) ?? null,
    amount: Number(row.amount),
    description: row.description as string,
    state: row.state as ExpenseState,
    created_by_id: numberOrNull(row.created_by_id),
    created_by: (row.created_by as string | null) ?? null,
    created_at: Number(row.created_at),
    approved_by: (row.approved_by as string | null) ?? null,
    approved_at: numberOrNull(row.approved_at),
    rejected_by: (row.rejected_by as string | null) ?? null,
    reject_reason: (row.reject_reason as string | null) ?? null,
    paid_by: (row.paid_by as string | null) ?? null,
    paid_at: numberOrNull(row.paid_at),
    override_reason: (row.override_reason as string | null) ?? null,
    statement_entry_id: numberOrNull(row.statement_entry_id),
    publication: row.publication as ExpensePublication,
    invoice_type: (row.invoice_type as string | null) ?? 'application/pdf',
  };
}

/** Expenses with the e-mails of the staff who acted on them and their invoice's type. */
function selectExpenses(db: Knex) {
  return db('expenses as e')
    .leftJoin('users as c', 'c.id', 'e.created_by')
    .leftJoin('users as a', 'a.id', 'e.approved_by')
    .leftJoin('users as r', 'r.id', 'e.rejected_by')
    .leftJoin('users as p', 'p.id', 'e.paid_by')
    .select(
      ...['id', 'charity_id', 'payee', 'nip', 'account', 'amount', 'description', 'state', 'created_at', 'approved_at', 'reject_reason', 'paid_at', 'override_reason', 'statement_entry_id', 'publication'].map((column) => `e.${column}`),
      'e.created_by as created_by_id',
      'c.email as created_by',
      'a.email as approved_by',
      'r.email as rejected_by',
      'p.email as paid_by',
      db('expense_documents as d').where('d.expense_id', db.ref('e.id')).andWhere('d.kind', 'invoice').orderBy('d.id', 'desc').limit(1).select('d.content_type').as('invoice_type'),
    );
}

/**
 * The expense read once for a write that depends on its state: its row locked until commit (PostgreSQL; SQLite's
 * writers are serial), so the state read is the state the write finds.
 */
export async function lockExpense(trx: Knex, id: number): Promise<ExpenseRow | undefined> {
  const query = selectExpenses(trx).where('e.id', id);
  const row = (await (isSqlite(trx) ? query : query.forUpdate('e')).first()) as Record<string, unknown> | undefined;
  return row ? toRow(row) : undefined;
}

export async function insertExpense(trx: Knex, expense: NewExpense, now: number): Promise<number> {
  const [row] = await trx('expenses')
    .insert({ ...expense, state: 'proposed', created_at: now, publication: 'none' })
    .returning('id');
  return Number((row as { id: number }).id);
}

export async function insertExpenseDocument(trx: Knex, expenseId: number, kind: ExpenseDocumentKind, document: ExpenseDocument, uploadedBy: number, now: number): Promise<void> {
  await trx('expense_documents').insert({
    expense_id: expenseId,
    kind,
    content_type: document.content_type,
    data: document.data,
    bytes: document.data.length,
    sha256: document.sha256,
    uploaded_by: uploadedBy,
    uploaded_at: now,
  });
}

export async function findExpense(db: Knex, id: number): Promise<ExpenseRow | undefined> {
  const row = (await selectExpenses(db).where('e.id', id).first()) as Record<string, unknown> | undefined;
  return row ? toRow(row) : undefined;
}

/** The amount and payee of some expenses, to name them (the audit log's "Rekord"). */
export async function expenseAmounts(db: Knex, ids: number[]): Promise<{ id: number; amount: number; payee: string }[]> {
  if (ids.length === 0) return [];
  const rows: { id: number; amount: number; payee: string }[] = await db('expenses').select('id', 'amount', 'payee').whereIn('id', [...new Set(ids)]);
  return rows.map((row) => ({ id: Number(row.id), amount: Number(row.amount), payee: row.payee }));
}

/** A fundraiser's expenses, the newest first. */
export async function expensesOfCharity(db: Knex, charityId: number): Promise<ExpenseRow[]> {
  const rows = (await selectExpenses(db).where('e.charity_id', charityId).orderBy('e.id', 'desc')) as Record<string, unknown>[];
  return rows.map(toRow);
}

/** What is shown in the public settlement: paid and published (a public copy, or without a document), by payment. */
export async function publishedExpenses(db: Knex, charityId: number): Promise<ExpenseRow[]> {
  const rows = (await selectExpenses(db)
    .where({ 'e.charity_id': charityId, 'e.state': 'paid' })
    .whereIn('e.publication', ['copy', 'without_document'])
    .orderBy('e.paid_at', 'desc')
    .orderBy('e.id', 'desc')) as Record<string, unknown>[];
  return rows.map(toRow);
}

/** Approved expenses of these amounts (grosze): what a statement's outgoing lines may settle. */
export async function approvedExpensesOfAmounts(db: Knex, amounts: number[]): Promise<ExpenseRow[]> {
  if (amounts.length === 0) return [];
  const rows = (await selectExpenses(db).where('e.state', 'approved').whereIn('e.amount', [...new Set(amounts)]).orderBy('e.id')) as Record<string, unknown>[];
  return rows.map(toRow);
}

/**
 * Moves an expense from one of `from` to its next state, only if it is still there: of two concurrent requests one
 * changes the row and the other changes nothing (false).
 */
export async function moveExpense(trx: Knex, id: number, from: readonly ExpenseState[], changes: Record<string, unknown>): Promise<boolean> {
  return (await trx('expenses').where({ id }).whereIn('state', from).update(changes)) > 0;
}

/** Publication is allowed until the expense is rejected; a public copy replaces an earlier one (the newest is served). */
export async function publishExpense(trx: Knex, id: number, publication: ExpensePublication): Promise<boolean> {
  return (await trx('expenses').where({ id }).whereNot('state', 'rejected').update({ publication })) > 0;
}

/** The newest file of this kind of an expense, with its bytes. */
export async function expenseDocument(db: Knex, expenseId: number, kind: ExpenseDocumentKind): Promise<ExpenseDocument | undefined> {
  const row = await db('expense_documents').where({ expense_id: expenseId, kind }).orderBy('id', 'desc').first('content_type', 'data', 'sha256');
  return row ? { content_type: row.content_type as string, data: Buffer.from(row.data as Uint8Array), sha256: row.sha256 as string } : undefined;
}
