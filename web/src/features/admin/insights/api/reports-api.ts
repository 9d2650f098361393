import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { ReportStatus } from '@zlota/shared/reports';
import type { CharityReportView } from '@zlota/shared/schemas/reports';
import { api } from '../../../../lib/api-client';
import { listPage } from '../../api/admin-list';

/** What the close dialog sends, as chosen and typed. */
export interface ReportCloseBody {
  decision: string;
  note: string;
}

export const reportsApi = {
  list: (status: ReportStatus, size: number, signal?: AbortSignal) =>
    listPage<CharityReportView>(apiPath(API_ROUTES.adminReports), new URLSearchParams({ status, size: String(size) }), signal),
  close: (id: number, body: ReportCloseBody) => api.post<CharityReportView>(apiPath(API_ROUTES.adminReportClose, { id }), body, { retry: 0 }),
};
