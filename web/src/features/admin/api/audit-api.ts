import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { AuditEntry } from '@zlota/shared/entities';
import { listPage } from './admin-list';

export const auditApi = {
  list: (query: URLSearchParams, signal?: AbortSignal) => listPage<AuditEntry>(apiPath(API_ROUTES.adminAudit), query, signal),
  /** A fundraiser's "Historia": its entries, its payments' voids and refunds, the banner's orders that moved it. */
  charityHistory: (id: number, signal?: AbortSignal) => listPage<AuditEntry>(apiPath(API_ROUTES.adminCharityHistory, { id }), new URLSearchParams(), signal),
};
