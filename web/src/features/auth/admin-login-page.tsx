import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';
import { session } from '../../lib/session';
import { authApi } from './api/auth-api';
import { AnonymousOnly } from './components/anonymous-only';
import { AuthCard } from './components/auth-card';
import { LoginForm } from './components/login-form';
import './auth.css';

export const ADMIN_LOGIN_REFUSED = 'Nie udało się zalogować. Sprawdź login i hasło — panel administratora jest dostępny tylko dla aktywnych kont administratorów fundacji.';

/** Spec §6/§7: /admin/login for people not logged in; the API answers `false` when the login fails. */
export function AdminLoginPage() {
  useDocumentMeta('Logowanie administratora');
  return (
    <AnonymousOnly adminFallback={paths.admin.getHref()}>
      <OnlineOnly what="Logowanie do panelu administratora">
        <AuthCard title="Panel administratora" lead="Zaloguj się kontem administratora Fundacji Złota rybka.">
          <LoginForm
            form="admin-login"
            login={async (credentials) => (await authApi.adminLogin(credentials)) || ADMIN_LOGIN_REFUSED}
            onLoggedIn={(value) => session.start(value)}
            submitLabel="Zaloguj się do panelu"
          />
        </AuthCard>
      </OnlineOnly>
    </AnonymousOnly>
  );
}
