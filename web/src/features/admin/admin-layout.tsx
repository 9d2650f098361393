import { Link, Outlet, useLocation } from 'react-router-dom';
import { roleAllows } from '@zlota/shared/api-routes';
import { matchPageRoute, PAGE_ROUTES } from '@zlota/shared/page-routes';
import { paths } from '../../config/paths';
import { useOnline } from '../../components/layout/offline-notice';
import { AdminGuard } from './admin-guard';
import { AdminNav } from './admin-nav';
import { TwoFactorGate } from './two-factor-gate';
import { useStaffRole } from './staff-role';
import './admin.css';

export const ADMIN_OFFLINE_TEXT = 'Panel administracyjny wymaga połączenia z internetem';

/**
 * Every /admin screen: the guard, the panel's navigation and, offline, a notice above the page — the page stays
 * mounted, so a form the admin was filling in keeps what was typed, and its writes fail with a toast.
 */
export function AdminLayout() {
  const online = useOnline();
  return (
    <AdminGuard>
      <div className="admin">
        <AdminNav />
        <div className="admin__content">
          {!online && (
            <p className="admin__offline" role="status">
              {ADMIN_OFFLINE_TEXT}
            </p>
          )}
          <TwoFactorGate>
            <RoleScreen />
          </TwoFactorGate>
        </div>
      </div>
    </AdminGuard>
  );
}

/** The screen, when the member's role sees it (PAGE_ROUTES); otherwise a kind word instead of a screen of refusals. */
function RoleScreen() {
  const role = useStaffRole();
  const found = matchPageRoute(useLocation().pathname);
  if (!found || roleAllows(role, PAGE_ROUTES[found.name])) return <Outlet />;
  return (
    <section className="admin-page" aria-labelledby="role-denied">
      <h1 id="role-denied">Ta część panelu nie należy do Twojej roli</h1>
      <p>Twoja rola w zespole fundacji nie obejmuje tego ekranu. Jeśli go potrzebujesz, poproś administratora o zmianę roli.</p>
      <p className="actions">
        <Link className="btn btn--primary" to={paths.admin.getHref()}>
          Wróć do pulpitu
        </Link>
      </p>
    </section>
  );
}
