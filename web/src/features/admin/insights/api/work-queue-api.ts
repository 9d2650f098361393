import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { WorkQueue } from '@zlota/shared/entities';
import { api } from '../../../../lib/api-client';

export const workQueueApi = {
  get: (signal?: AbortSignal) => api.get<WorkQueue>(apiPath(API_ROUTES.adminWorkQueue), signal ? { signal } : undefined),
};
