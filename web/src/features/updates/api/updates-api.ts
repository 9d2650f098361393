import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { Unsubscribed } from '@zlota/shared/entities';
import { api } from '../../../lib/api-client';

export const updatesApi = {
  /** Not retried: a link from an e-mail acts once (a repeat would change nothing, but says nothing new either). */
  unsubscribe: (token: string) => api.post<Unsubscribed>(apiPath(API_ROUTES.updatesUnsubscribe), { token }, { retry: 0 }),
};
