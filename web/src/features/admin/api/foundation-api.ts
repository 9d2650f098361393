import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { FoundationInput, FoundationView } from '@zlota/shared/entities';
import { api } from '../../../lib/api-client';

export const foundationApi = {
  get: (signal?: AbortSignal) => api.get<FoundationView>(apiPath(API_ROUTES.foundation), signal ? { signal } : {}),
  save: (record: FoundationInput) => api.put<FoundationView>(apiPath(API_ROUTES.adminFoundation), record),
};
