import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/use-session';
import { useSessionExpiry } from '../../hooks/use-session-expiry';
import { loginHref } from '../../lib/next-path';

/**
 * Spec §6: pages for logged-in users. Without a (valid) token the visitor goes to /user/login, which
 * brings them back here afterwards (?next= and router state).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const state = useSession();
  const { pathname, search, hash } = useLocation();
  const [arrivedAnonymous] = useState(() => state.status === 'anonymous');
  useSessionExpiry();
  if (state.status !== 'anonymous') return children;
  // Logged out while here (menu, forced logout, expiry): whoever logged out decides where to go.
  if (!arrivedAnonymous) return null;
  const here = `${pathname}${search}${hash}`;
  return <Navigate to={loginHref(here)} replace state={{ from: here }} />;
}
