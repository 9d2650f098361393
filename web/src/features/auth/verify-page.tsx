import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { API_MESSAGES } from '@zlota/shared/messages';
import { PAGE_META } from '@zlota/shared/page-meta';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { useSession } from '../../lib/use-session';
import { authApi } from './api/auth-api';
import { AuthCard } from './components/auth-card';
import './auth.css';

type Outcome = { state: 'checking' } | { state: 'verified'; message: string } | { state: 'failed'; message: string };

// A link works once: a second request (React's development double effect, a re-render) must reuse the first answer.
const answers = new Map<string, Promise<Outcome>>();

function verify(token: string): Promise<Outcome> {
  let answer = answers.get(token);
  if (!answer) {
    answer = authApi.verifyEmail(token).then(
      ({ message }): Outcome => ({ state: 'verified', message }),
      async (error: unknown): Promise<Outcome> => ({ state: 'failed', message: await errorMessage(error) }),
    );
    answers.set(token, answer);
  }
  return answer;
}

/** Spec §2: /user/verify?token=… — the link from the e-mail confirms the address and activates the account. */
export function VerifyPage() {
  useDocumentMeta(PAGE_META.verify.title, PAGE_META.verify.description);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const loggedIn = useSession().status !== 'anonymous';
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'checking' } : { state: 'failed', message: API_MESSAGES.verificationInvalid });
  useEffect(() => {
    if (!token) return;
    let current = true;
    void verify(token).then((result) => current && setOutcome(result));
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <OnlineOnly what="Potwierdzenie adresu e-mail">
      <AuthCard title="Potwierdzenie adresu e-mail">
        {outcome.state === 'checking' && (
          <p className="loading" role="status">
            Sprawdzamy link…
          </p>
        )}
        {outcome.state === 'verified' && (
          <div className="account-done" role="status">
            <p>{outcome.message}</p>
            <p>Dziękujemy! Twoje konto jest aktywne.</p>
            <Link to={loggedIn ? paths.account.getHref() : paths.login.getHref()} className="btn btn--primary">
              {loggedIn ? 'Przejdź do konta' : 'Zaloguj się'}
            </Link>
          </div>
        )}
        {outcome.state === 'failed' && (
          <div className="account-done" role="alert">
            <p>{outcome.message}</p>
            <p>
              Jeśli konto zostało już aktywowane, po prostu się zaloguj. Jeśli link wygasł, napisz do nas — pomożemy aktywować konto.
            </p>
            <p className="actions">
              <Link to={paths.login.getHref()} className="btn btn--primary">
                Zaloguj się
              </Link>
              <Link to={paths.contact.getHref()} className="btn">
                Kontakt z fundacją
              </Link>
            </p>
          </div>
        )}
      </AuthCard>
    </OnlineOnly>
  );
}
