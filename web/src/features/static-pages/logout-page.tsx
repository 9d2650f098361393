import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLogout } from '../../components/layout/use-logout';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';
import { session } from '../../lib/session';

type Status = 'anonymous' | 'working' | 'done' | 'failed';

const TEXT: Record<Status, string> = {
  anonymous: 'Nikt nie jest teraz zalogowany na tym urządzeniu, więc nie ma potrzeby się wylogowywać.',
  working: 'Wylogowujemy Cię…',
  done: 'Wylogowano. Do zobaczenia!',
  failed: 'Nie udało się wylogować. Sprawdź połączenie z internetem i spróbuj ponownie.',
};

/** /logout — logs out (the same way as the menu does) and says how it went. */
export function LogoutPage() {
  useDocumentMeta('Wylogowanie');
  const logout = useLogout();
  const [status, setStatus] = useState<Status>(() => (session.get().status === 'anonymous' ? 'anonymous' : 'working'));
  const started = useRef(false);

  const run = useCallback(() => {
    setStatus('working');
    // useLogout goes home on success; if we are still here and still logged in, it did not work.
    void logout().then(() => setStatus(session.get().status === 'anonymous' ? 'done' : 'failed'));
  }, [logout]);

  // Once, on arrival (StrictMode mounts twice in development; `started` keeps it once when `run` changes too).
  useEffect(() => {
    if (started.current || session.get().status === 'anonymous') return;
    started.current = true;
    run();
  }, [run]);

  return (
    <article className="page page--narrow static-page">
      <h1>Wylogowanie</h1>
      <p role="status">{TEXT[status]}</p>
      <p className="actions">
        {status === 'failed' && (
          <button type="button" className="btn btn--primary" onClick={run}>
            Spróbuj ponownie
          </button>
        )}
        <Link className={status === 'failed' ? 'btn' : 'btn btn--primary'} to={paths.home.getHref()}>
          Strona główna
        </Link>
        {status === 'anonymous' && (
          <Link className="btn" to={paths.login.getHref()}>
            Zaloguj się
          </Link>
        )}
      </p>
    </article>
  );
}
