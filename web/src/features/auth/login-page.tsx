import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PAGE_META } from '@zlota/shared/page-meta';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';
import { session } from '../../lib/session';
import { authApi } from './api/auth-api';
import { AnonymousOnly } from './components/anonymous-only';
import { AuthCard } from './components/auth-card';
import { LoginForm } from './components/login-form';
import { nextPathAfterLogin } from '../../lib/next-path';
import './auth.css';

/** Spec §2/§6: /user/login, for people not logged in; afterwards back to where the guard sent them from. */
export function LoginPage() {
  useDocumentMeta(PAGE_META.login.title, PAGE_META.login.description);
  const location = useLocation();
  const [search] = useSearchParams();
  const next = nextPathAfterLogin({ state: location.state, next: search.get('next') }, '');
  const carry = next ? `next=${encodeURIComponent(next)}` : undefined;
  return (
    <AnonymousOnly>
      <OnlineOnly what="Logowanie">
        <AuthCard title="Zaloguj się" lead={next ? 'Zaloguj się, aby przejść dalej — zaraz wrócisz do miejsca, z którego przyszedłeś.' : 'Zaloguj się, aby tworzyć zbiórki i śledzić swoje wpłaty.'}>
          {/* The guard around this page sends the user on once the session starts. */}
          <LoginForm form="login" login={authApi.login} onLoggedIn={(value) => session.start(value)} submitLabel="Zaloguj się" />
          <ul className="account-links">
            <li>
              <Link to={paths.remember.getHref()}>Nie pamiętasz hasła?</Link>
            </li>
            <li>
              Nie masz konta? <Link to={paths.signUp.getHref(undefined, carry)}>Zarejestruj się</Link>
            </li>
          </ul>
        </AuthCard>
      </OnlineOnly>
    </AnonymousOnly>
  );
}
