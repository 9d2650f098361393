import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { AdminPayment, AdminPaymentDetail, PaymentCheck } from '@zlota/shared/entities';
import type { reconcileReportSchema } from '@zlota/shared/schemas/payment-views';
import type { PaymentsChecked } from '@zlota/shared/schemas/payments-bulk';
import type { yearlySummariesSentSchema } from '@zlota/shared/schemas/donation-summary';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { saveCsv } from '../../../../lib/download';
import type { ListPage } from '../../api/admin-list';

export type ReconcileReport = z.output<typeof reconcileReportSchema>;
export type YearlySummariesSent = z.output<typeof yearlySummariesSentSchema>;

// Writes are never retried: each must happen at most once.
const once = { retry: 0 };

/** The name the server gives the file (Content-Disposition), or one with today's date. */
/** The export's name when the server gives none: the day it was made. */
const exportName = () => `platnosci-${new Date().toISOString().slice(0, 10)}.csv`;

export const paymentsApi = {
  /** A page of the filtered payments in the asked order (`sort`, the server's), and how many there are in all: the same filters for both. */
  async list(filters: URLSearchParams, page: { limit: number; offset: number }, sort: URLSearchParams, signal?: AbortSignal): Promise<ListPage<AdminPayment>> {
    const query = new URLSearchParams([...filters, ...sort]);
    query.set('limit', String(page.limit));
    query.set('offset', String(page.offset));
    const options = signal ? { signal } : {};
    const [rows, count] = await Promise.all([
      api.get<AdminPayment[]>(apiPath(API_ROUTES.payments), { searchParams: query, ...options }),
      api.get<{ count: number }>(apiPath(API_ROUTES.paymentsCount), { searchParams: filters, ...options }),
    ]);
    return { rows, total: count.count };
  },
  detail: (guid: string, signal?: AbortSignal) => api.get<AdminPaymentDetail>(apiPath(API_ROUTES.adminPayment, { guid }), signal ? { signal } : {}),
  check: (guid: string) => api.post<PaymentCheck>(apiPath(API_ROUTES.adminPaymentCheck, { guid }), undefined, once),
  reconcile: (olderThanMinutes: number) => api.post<ReconcileReport>(apiPath(API_ROUTES.reconcile), { older_than_minutes: olderThanMinutes }, { ...once, timeout: false }),
  /**
   * Downloads the CSV of exactly these filters with the session's token in a header (never in a URL
   * that is logged), then hands the file to the browser to save — in the desktop app, to the system's save dialog.
   */
  async downloadCsv(filters: URLSearchParams): Promise<void> {
    await saveCsv(await api.raw(apiPath(API_ROUTES.paymentsExport), { searchParams: filters, timeout: false, headers: { Accept: 'text/csv' } }), exportName());
  },
  /** Issue 36 item 7: the chosen payments' CSV, in the same columns, saved as the filtered one is. */
  async downloadChosenCsv(guids: string[]): Promise<void> {
    await saveCsv(await api.raw(apiPath(API_ROUTES.adminPaymentsExportChosen), { method: 'post', json: { guids }, timeout: false, headers: { Accept: 'text/csv' }, ...once }), exportName());
  },
  /** Issue 36 item 7: the chosen pending payments checked with their providers, each as "Sprawdź ponownie" does. */
  checkMany: (guids: string[]) => api.post<PaymentsChecked>(apiPath(API_ROUTES.adminPaymentsCheck), { guids }, { ...once, timeout: false }),
  /** Writes each donor with an account a summary of the year's donations (to the outbox; sent by the mailer). */
  sendYearlySummaries: (year: number) => api.post<YearlySummariesSent>(apiPath(API_ROUTES.adminYearlySummaries), { year }, once),
};
