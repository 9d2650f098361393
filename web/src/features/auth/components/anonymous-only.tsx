import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { nextPathAfterLogin } from '../../../lib/next-path';

/**
 * Spec §6: login, sign-up, password recovery and the admin login are for people not logged in.
 * A logged-in user is sent on: where they were going (?next= or router state), else to their account
 * (or, for an admin, to `adminFallback` when given).
 */
export function AnonymousOnly({ children, adminFallback }: { children: ReactNode; adminFallback?: string }) {
  const state = useSession();
  const location = useLocation();
  const [search] = useSearchParams();
  if (state.status === 'anonymous') return children;
  const fallback = state.status === 'admin' && adminFallback ? adminFallback : paths.account.getHref();
  return <Navigate to={nextPathAfterLogin({ state: location.state, next: search.get('next') }, fallback)} replace />;
}
