import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { forgetPageBeforeLogout, nextPathAfterLogin, pageBeforeLogout } from '../../../lib/next-path';

/**
 * Spec §6: login, sign-up, password recovery and the admin login are for people not logged in.
 * A logged-in user is sent on: where they were going (?next= or router state), else to their account
 * (or, for an admin, to `adminFallback` when given); after a forced logout, back to the page it happened on.
 */
export function AnonymousOnly({ children, adminFallback }: { children: ReactNode; adminFallback?: string }) {
  const state = useSession();
  const location = useLocation();
  const [search] = useSearchParams();
  const loggedIn = state.status !== 'anonymous';
  useEffect(() => {
    if (loggedIn) forgetPageBeforeLogout();
  }, [loggedIn]);
  if (state.status === 'anonymous') return children;
  const fallback = pageBeforeLogout() ?? (state.status === 'admin' && adminFallback ? adminFallback : paths.account.getHref());
  return <Navigate to={nextPathAfterLogin({ state: location.state, next: search.get('next') }, fallback)} replace />;
}
