import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { AdminStatistics } from '@zlota/shared/schemas/statistics';
import { api } from '../../../../lib/api-client';

export const statisticsApi = {
  get: (query: URLSearchParams, signal?: AbortSignal) =>
    api.get<AdminStatistics>(apiPath(API_ROUTES.adminStatistics), { searchParams: query, ...(signal ? { signal } : {}) }),
};
