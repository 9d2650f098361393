import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import { EXPENSE_INVOICE_FIELD, EXPENSE_PUBLIC_COPY_FIELD } from '@zlota/shared/constants';
import type { CharityExpenses, Expense } from '@zlota/shared/schemas/expenses';
import { api } from '../../../../lib/api-client';

export type { CharityExpenses, Expense };

/** A new expense as typed: the amount in zł text (`1250,00`), NIP and account empty when there are none. */
export interface ExpenseBody {
  payee: string;
  nip: string;
  account: string;
  amount: string;
  description: string;
}

/** A fundraiser's spending: list, propose with the invoice, approve, reject, pay, publish. */
export const expensesApi = {
  list: (charityId: number, signal?: AbortSignal) => api.get<CharityExpenses>(apiPath(API_ROUTES.adminCharityExpenses, { id: charityId }), signal ? { signal } : {}),
  create: (charityId: number, body: ExpenseBody, invoice: File) => {
    const form = new FormData();
    // Each text part is JSON, as the API document says.
    for (const [name, value] of Object.entries(body)) form.append(name, JSON.stringify(value));
    form.append(EXPENSE_INVOICE_FIELD, invoice);
    return api.send<Expense>('post', apiPath(API_ROUTES.adminCharityExpenseCreate, { id: charityId }), form);
  },
  approve: (id: number) => api.post<Expense>(apiPath(API_ROUTES.adminExpenseApprove, { id }), {}),
  reject: (id: number, reason: string) => api.post<Expense>(apiPath(API_ROUTES.adminExpenseReject, { id }), { reason }),
  pay: (id: number, overrideReason?: string) =>
    api.post<Expense>(apiPath(API_ROUTES.adminExpensePaid, { id }), overrideReason ? { override_reason: overrideReason } : {}),
  publishCopy: (id: number, copy: File) => {
    const form = new FormData();
    form.append(EXPENSE_PUBLIC_COPY_FIELD, copy);
    return api.send<Expense>('post', apiPath(API_ROUTES.adminExpensePublicCopy, { id }), form);
  },
  withoutDocument: (id: number) => api.post<Expense>(apiPath(API_ROUTES.adminExpenseWithoutDocument, { id }), {}),
};
