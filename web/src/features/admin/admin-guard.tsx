import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSessionExpiry } from '../../hooks/use-session-expiry';
import { loginHref } from '../../lib/next-path';
import { useSession } from '../../lib/use-session';

/**
 * Spec §6: the panel needs the token and the admin marker (the server checks too). A visitor goes to
 * /admin/login and comes back; a logged-in user who is not an admin is told so (sending them to the login would loop).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const state = useSession();
  const { pathname, search, hash } = useLocation();
  const [arrivedAnonymous] = useState(() => state.status === 'anonymous');
  useSessionExpiry();
  if (state.status === 'admin') return children;
  if (state.status === 'user') {
    return (
      <section className="page page--narrow" aria-labelledby="admin-denied">
        <h1 id="admin-denied">Brak dostępu</h1>
        <p>Panel administracyjny jest dostępny tylko dla administratorów Fundacji Złota rybka.</p>
        <p className="actions">
          <Link className="btn btn--primary" to={paths.account.getHref()}>
            Przejdź do konta
          </Link>
        </p>
      </section>
    );
  }
  // Logged out while here (menu, forced logout, expiry): whoever logged out decides where to go.
  if (!arrivedAnonymous) return null;
  const here = `${pathname}${search}${hash}`;
  return <Navigate to={loginHref(here, paths.adminLogin.getHref())} replace state={{ from: here }} />;
}
