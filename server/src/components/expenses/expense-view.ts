import { API_BASE, API_ROUTES, apiPath } from '@zlota/shared/api-routes';
import { groszeToZl } from '@zlota/shared/money';
import { EXPENSE_DOCUMENT_TYPES, type Expense } from '@zlota/shared/schemas/expenses';
import type { ExpenseRow } from './expenses-repository.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

type DocumentType = (typeof EXPENSE_DOCUMENT_TYPES)[number];
const documentType = (type: string): DocumentType => EXPENSE_DOCUMENT_TYPES.find((known) => known === type) ?? 'application/pdf';

/** The public copy's address: served only while the expense is paid and published with it. */
export const publicDocumentUrl = (id: number) => `${API_BASE}${apiPath(API_ROUTES.expenseDocument, { id })}`;

/** An expense as the panel shows it: amounts in złoty, moments as ISO text, its files by their addresses. */
export function toExpense(row: ExpenseRow, threshold: number): Expense {
  return {
    id: row.id,
    charity_id: row.charity_id,
    payee: row.payee,
    nip: row.nip,
    account: row.account,
    amount: groszeToZl(row.amount),
    description: row.description,
    state: row.state,
    needs_second_approval: row.amount > threshold,
    created_by: row.created_by,
    created_at: new Date(row.created_at).toISOString(),
    approved_by: row.approved_by,
    approved_at: iso(row.approved_at),
    rejected_by: row.rejected_by,
    reject_reason: row.reject_reason,
    paid_by: row.paid_by,
    paid_at: iso(row.paid_at),
    override_reason: row.override_reason,
    invoice_type: documentType(row.invoice_type),
    invoice_url: `${API_BASE}${apiPath(API_ROUTES.adminExpenseInvoice, { id: row.id })}`,
    publication: row.publication,
    public_url: row.publication === 'copy' ? publicDocumentUrl(row.id) : null,
  };
}
