import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { WorkQueue } from '@zlota/shared/entities';
import { getEarly } from '../../../../lib/prefetch';

export const workQueueApi = {
  /** The panel's first load may have asked already (panel-early.ts). */
  get: (signal?: AbortSignal) => getEarly<WorkQueue>(apiPath(API_ROUTES.adminWorkQueue), signal),
};
