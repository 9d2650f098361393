import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import { api } from '../../../lib/api-client';

/** What the report dialog sends, as typed: the shared schema checks it on both sides. */
export interface CharityReportBody {
  reason: string;
  description: string;
  email: string;
}

export const reportsApi = {
  // A report is a write: never repeated by the client, the visitor decides.
  send: (charityId: number, body: CharityReportBody) => api.post<{ message: string }>(apiPath(API_ROUTES.charityReport, { id: charityId }), body, { retry: 0 }),
};
