import { Outlet } from 'react-router-dom';
import { useOnline } from '../../components/layout/offline-notice';
import { AdminGuard } from './admin-guard';
import { AdminNav } from './admin-nav';
import { TwoFactorGate } from './two-factor-gate';
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
            <Outlet />
          </TwoFactorGate>
        </div>
      </div>
    </AdminGuard>
  );
}
