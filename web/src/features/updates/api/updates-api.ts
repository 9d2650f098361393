import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { Unsubscribed, UpdatesConfirmed } from '@zlota/shared/entities';
import { api } from '../../../lib/api-client';

export const updatesApi = {
  /** Not retried: a link from an e-mail acts once (a repeat would change nothing, but says nothing new either). */
  unsubscribe: (token: string) => api.post<Unsubscribed>(apiPath(API_ROUTES.updatesUnsubscribe), { token }, { retry: 0 }),
  /** The donor's click on the link of the one e-mail that confirms their address for updates (issue 29). */
  confirm: (token: string) => api.post<UpdatesConfirmed>(apiPath(API_ROUTES.updatesConfirm), { token }, { retry: 0 }),
};
