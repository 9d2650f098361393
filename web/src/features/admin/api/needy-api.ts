import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { AdminNeedy, ListedNeedy, NeedyDetails } from '@zlota/shared/entities';
import { api } from '../../../lib/api-client';
import { listPage } from './admin-list';

export type { AdminNeedy, ListedNeedy, NeedyDetails };
export interface NeedyBody {
  name: string;
  surname: string;
  city: string;
  contact: string;
  notes: string;
}

/** The beneficiaries: a list without private fields, one person with them (each reading audited), writes. */
export const needyApi = {
  list: (search: URLSearchParams, signal?: AbortSignal) => listPage<ListedNeedy>(apiPath(API_ROUTES.needyList), search, signal),
  get: (id: number) => api.get<NeedyDetails>(apiPath(API_ROUTES.needy, { id })),
  create: (body: NeedyBody) => api.post<AdminNeedy>(apiPath(API_ROUTES.needyCreate), body),
  update: (id: number, body: NeedyBody) => api.put<AdminNeedy>(apiPath(API_ROUTES.needyUpdate, { id }), body),
  remove: (id: number) => api.delete(apiPath(API_ROUTES.needyDelete, { id })),
  /** RODO: erases the person's name, city, contact and notes once all their fundraisers are closed; never retried. */
  anonymise: (id: number) => api.post<AdminNeedy>(apiPath(API_ROUTES.needyAnonymise, { id }), undefined, { retry: 0 }),
};
