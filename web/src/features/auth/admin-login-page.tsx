import { useState } from 'react';
import type { Session } from '@zlota/shared/entities';
import type { TwoFactorChallenge } from '@zlota/shared/schemas/two-factor';
import { OnlineOnly } from '../../components/layout/online-only';
import { OneTimeCodeForm } from '../../components/ui/one-time-code-form';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';
import { session } from '../../lib/session';
import { authApi } from './api/auth-api';
import { AnonymousOnly } from './components/anonymous-only';
import { AuthCard } from './components/auth-card';
import { LoginForm } from './components/login-form';
import './auth.css';
import { useFoundationWords } from '../../hooks/use-foundation';

export const ADMIN_LOGIN_REFUSED = 'Nie udało się zalogować. Sprawdź login i hasło — panel administratora jest dostępny tylko dla aktywnych kont administratorów fundacji.';

const needsCode = (answer: Session | TwoFactorChallenge): answer is TwoFactorChallenge => 'two_factor_required' in answer;

/**
 * Spec §6/§7: /admin/login for people not logged in; the API answers `false` when the login fails. An admin
 * with two-factor login (issue 17) gives the code from their app, or a recovery code, as a second step.
 */
export function AdminLoginPage() {
  useDocumentMeta('Logowanie administratora');
  const [challenge, setChallenge] = useState<string | null>(null);
  const lead = useFoundationWords('Zaloguj się kontem administratora {fundacji}.');
  return (
    <AnonymousOnly adminFallback={paths.admin.getHref()}>
      <OnlineOnly what="Logowanie do panelu administratora">
        {challenge === null ? (
          <AuthCard title="Panel administratora" lead={lead}>
            <LoginForm<Session | TwoFactorChallenge>
              form="admin-login"
              login={async (credentials) => (await authApi.adminLogin(credentials)) || ADMIN_LOGIN_REFUSED}
              onLoggedIn={(answer) => (needsCode(answer) ? setChallenge(answer.challenge) : session.start(answer))}
              submitLabel="Zaloguj się do panelu"
            />
          </AuthCard>
        ) : (
          <AuthCard title="Kod logowania" lead="Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej w telefonie.">
            <OneTimeCodeForm
              form="admin-login-code"
              label="Kod z aplikacji"
              hint="Bez telefonu możesz podać jeden z kodów zapasowych."
              submitLabel="Potwierdź i zaloguj się"
              busyLabel="Sprawdzanie kodu…"
              onCode={async (code) => session.start(await authApi.adminLoginCode(challenge, code))}
            />
            <p className="actions">
              <button type="button" className="btn" onClick={() => setChallenge(null)}>
                Zacznij od nowa
              </button>
            </p>
          </AuthCard>
        )}
      </OnlineOnly>
    </AnonymousOnly>
  );
}
