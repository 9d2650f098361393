import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import { STATEMENT_FIELD } from '@zlota/shared/bank-statements';
import type { StatementEntryView, StatementPreview } from '@zlota/shared/schemas/bank-statements';
import { api } from '../../../../lib/api-client';

export type { StatementEntryView, StatementPreview };
export interface StatementBooked {
  booked: number;
  already_booked: number;
  statement: StatementPreview;
}

export const bankStatementsApi = {
  upload: (file: File) => {
    const form = new FormData();
    form.append(STATEMENT_FIELD, file);
    return api.send<StatementPreview>('post', apiPath(API_ROUTES.adminBankStatementImport), form);
  },
  get: (id: number, signal?: AbortSignal) => api.get<StatementPreview>(apiPath(API_ROUTES.adminBankStatement, { id }), signal ? { signal } : undefined),
  book: (id: number) => api.post<StatementBooked>(apiPath(API_ROUTES.adminBankStatementBook, { id })),
  queue: (signal?: AbortSignal) => api.get<StatementEntryView[]>(apiPath(API_ROUTES.adminBankStatementQueue), signal ? { signal } : undefined),
  assign: (id: number, charityId: number) => api.post<StatementEntryView>(apiPath(API_ROUTES.adminBankStatementEntryAssign, { id }), { charity_id: charityId }),
  settleExpense: (id: number, expenseId: number) => api.post<StatementEntryView>(apiPath(API_ROUTES.adminBankStatementEntryExpense, { id }), { expense_id: expenseId }),
  dismiss: (id: number, reason: string) => api.post<StatementEntryView>(apiPath(API_ROUTES.adminBankStatementEntryDismiss, { id }), { reason }),
};
