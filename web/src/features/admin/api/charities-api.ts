import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { AdminCharity, CharityRevision } from '@zlota/shared/entities';
import type { ModerationAction } from '@zlota/shared/moderation';
import type { CharityBulkAction, CharityBulkResult } from '@zlota/shared/schemas/moderation';
import { api } from '../../../lib/api-client';
import { listPage } from './admin-list';

export type { AdminCharity };


type Body = { json: object } | { form: FormData };
const send = (method: 'post' | 'put', path: string, body: Body) =>
  'form' in body ? api.send<AdminCharity>(method, path, body.form) : api[method]<AdminCharity>(path, body.json);

/** The foundation's fundraiser calls: the list, one, moderation, the home banner, create, change and delete. */
export const charitiesApi = {
  list: (search: URLSearchParams, signal?: AbortSignal) => listPage<AdminCharity>(apiPath(API_ROUTES.adminCharities), search, signal),
  get: (id: number) => api.get<AdminCharity>(apiPath(API_ROUTES.adminCharity, { id })),
  moderate: (id: number, action: ModerationAction, note?: string) =>
    api.post<AdminCharity>(apiPath(API_ROUTES.adminCharityModerate, { id }), note ? { action, note } : { action }),
  bulk: (action: CharityBulkAction, ids: number[]) => api.post<CharityBulkResult>(apiPath(API_ROUTES.adminCharitiesBulk), { action, ids }),
  revisions: (id: number) => api.get<CharityRevision[]>(apiPath(API_ROUTES.charityRevisions, { id })),
  reviewRevision: (id: number, action: 'approve' | 'reject', note?: string) =>
    api.post<CharityRevision[]>(apiPath(API_ROUTES.adminCharityRevisionReview, { id }), note ? { action, note } : { action }),
  banner: () => api.get<AdminCharity[]>(apiPath(API_ROUTES.adminBanner)),
  saveBanner: (ids: number[]) => api.put<AdminCharity[]>(apiPath(API_ROUTES.adminBannerOrder), { ids }),
  create: (body: Body) => send('post', apiPath(API_ROUTES.charityCreate), body),
  createWithNeedy: (body: Body) => send('post', apiPath(API_ROUTES.charityCreateWithNeedy), body),
  update: (id: number, body: Body) => send('put', apiPath(API_ROUTES.charityUpdate, { id }), body),
  remove: (id: number) => api.delete(apiPath(API_ROUTES.charityDelete, { id })),
};
