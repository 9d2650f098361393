import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { UserInfo } from '@zlota/shared/entities';
import { getEarly } from '../lib/prefetch';
import { useSession } from '../lib/use-session';
import { useRemote, type Remote } from './use-remote';

/** The panel's first load may have asked already (panel-start.tsx). */
const loadUserInfo = (signal: AbortSignal) => getEarly<UserInfo>(apiPath(API_ROUTES.userInfo), signal);

/** The signed-in account's own data (GET user/info); idle for a visitor. Loaded again when the session changes. */
export function useCurrentUser(): Remote<UserInfo> & { reload: () => void } {
  const session = useSession();
  return useRemote(session.status === 'anonymous' ? null : `user-info:${session.token}`, loadUserInfo);
}
