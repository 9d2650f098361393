import { apiPath, API_ROUTES, type StaffRole } from '@zlota/shared/api-routes';
import type { UserInfo } from '@zlota/shared/entities';
import type { AccountSession } from '@zlota/shared/schemas/personal-data';
import { api } from '../../../../lib/api-client';
import { listPage } from '../../api/admin-list';

// Writes are never retried: each must happen at most once.
const once = { retry: 0 };

export type UserAction = 'activate' | 'deactivate' | 'delete' | 'grantAdmin' | 'revokeAdmin' | 'endSessions';

const ROUTES = {
  activate: API_ROUTES.adminActivateUser,
  deactivate: API_ROUTES.adminDeactivateUser,
  grantAdmin: API_ROUTES.adminGrantAdmin,
  revokeAdmin: API_ROUTES.adminRevokeAdmin,
} as const;

export const usersApi = {
  list: (query: URLSearchParams, signal?: AbortSignal) => listPage<UserInfo>(apiPath(API_ROUTES.adminUsers), query, signal),
  sessions: (id: number, signal?: AbortSignal) => api.get<AccountSession[]>(apiPath(API_ROUTES.adminUserSessions, { id }), signal ? { signal } : {}),
  run: async (action: UserAction, id: number): Promise<void> => {
    if (action === 'delete') await api.delete(apiPath(API_ROUTES.adminDeleteUser, { id }), once);
    else if (action === 'endSessions') await api.delete(apiPath(API_ROUTES.adminUserSessionsEnd, { id }), once);
    else await api.raw(apiPath(ROUTES[action], { id }), { method: 'post', ...once });
  },
  setRole: async (id: number, role: StaffRole): Promise<void> => {
    await api.raw(apiPath(API_ROUTES.adminUserRole, { id }), { method: 'put', json: { role }, ...once });
  },
};
