import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@zlota/shared/schemas/two-factor';
import { api } from '../../../lib/api-client';
import { getEarly } from '../../../lib/prefetch';

// Writes are never retried: a code is used once.
const once = { retry: 0 };

/** Issue 17: the signed-in admin's own two-factor login. */
export const twoFactorApi = {
  /** The panel's first load may have asked already (panel-early.ts). */
  status: (signal?: AbortSignal) => getEarly<TwoFactorStatus>(apiPath(API_ROUTES.adminTwoFactor), signal),
  setUp: () => api.post<TwoFactorSetup>(apiPath(API_ROUTES.adminTwoFactorSetup), undefined, once),
  confirm: (code: string) => api.post<RecoveryCodes>(apiPath(API_ROUTES.adminTwoFactorConfirm), { code }, once),
  disable: async (code: string): Promise<void> => {
    await api.raw(apiPath(API_ROUTES.adminTwoFactorDisable), { method: 'post', json: { code }, ...once });
  },
};
