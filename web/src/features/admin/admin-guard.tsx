import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoadProblem } from '../../components/ui/load-problem';
import { LoadingStatus } from '../../components/ui/loading-status';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useSessionExpiry } from '../../hooks/use-session-expiry';
import { loginHref } from '../../lib/next-path';
import { useSession } from '../../lib/use-session';
import { StaffRoleProvider } from './staff-role';
import { useFoundationWords } from '../../hooks/use-foundation';

/**
 * Spec §6: the panel needs the token and the admin marker (the server checks too). A visitor goes to
 * /admin/login and comes back; a logged-in user who is not an admin is told so (sending them to the login would loop).
 * A team member's role (issue 17) comes with their account and decides which links and buttons the panel shows.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const state = useSession();
  const account = useCurrentUser();
  const { pathname, search, hash } = useLocation();
  const [arrivedAnonymous] = useState(() => state.status === 'anonymous');
  useSessionExpiry();
  const onlyAdmins = useFoundationWords('Panel administracyjny jest dostępny tylko dla administratorów {fundacji}.');
  if (state.status === 'admin') {
    if (account.status === 'error') return <LoadProblem message={account.message} onRetry={account.reload} back={{ href: paths.home.getHref(), label: 'Wróć na stronę główną' }} />;
    if (account.status !== 'ready') return <LoadingStatus />;
    return <StaffRoleProvider value={account.data.staff_role}>{children}</StaffRoleProvider>;
  }
  if (state.status === 'user') {
    return (
      <section className="page page--narrow" aria-labelledby="admin-denied">
        <h1 id="admin-denied">Brak dostępu</h1>
        <p>{onlyAdmins}</p>
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
