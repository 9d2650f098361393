import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { WorkQueue } from '@zlota/shared/entities';
import { api } from '../../../../lib/api-client';
import { takePrefetched } from '../../../../lib/prefetch';

export const workQueueApi = {
  /** The panel's first load may have asked already (panel-start.tsx). */
  get: (signal?: AbortSignal) =>
    takePrefetched<WorkQueue>(apiPath(API_ROUTES.adminWorkQueue)) ?? api.get<WorkQueue>(apiPath(API_ROUTES.adminWorkQueue), signal ? { signal } : undefined),
};
