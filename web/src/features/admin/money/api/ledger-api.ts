import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { LedgerCorrection, LedgerCorrectionInput, LedgerMonth } from '@zlota/shared/schemas/ledger';
import { api } from '../../../../lib/api-client';
import { saveCsv } from '../../../../lib/download';

// Issue 35: the ledger's months, each month's CSV, closing a month that is over, and corrections. Writes are never retried.
export const ledgerApi = {
  months: (signal?: AbortSignal) => api.get<LedgerMonth[]>(apiPath(API_ROUTES.adminLedgerMonths), signal ? { signal } : {}),
  corrections: (signal?: AbortSignal) => api.get<LedgerCorrection[]>(apiPath(API_ROUTES.adminLedgerCorrections), signal ? { signal } : {}),
  correct: (body: LedgerCorrectionInput) => api.post<LedgerCorrection>(apiPath(API_ROUTES.adminLedgerCorrectionCreate), body, { retry: 0 }),
  close: (month: string) => api.post<LedgerMonth>(apiPath(API_ROUTES.adminLedgerMonthClose, { month }), undefined, { retry: 0 }),
  /** The month's CSV, fetched with the session's token in a header and handed to the browser to save. */
  async download(month: string): Promise<void> {
    await saveCsv(await api.raw(apiPath(API_ROUTES.adminLedgerMonthExport, { month }), { timeout: false, headers: { Accept: 'text/csv' } }), `ksiega-${month}.csv`);
  },
};
