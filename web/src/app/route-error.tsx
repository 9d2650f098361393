import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { CHUNK_RELOAD_GUARD_MS } from '@zlota/shared/constants';
import { paths } from '../config/paths';

const isChunkLoadError = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(error.message);

/** Spec §8: a failed script chunk reloads the page once, guarded 10 seconds per path. */
function reloadOnceFor(path: string): boolean {
  const key = `chunk-reload:${path}`;
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(key, String(Date.now()));
  window.location.reload();
  return true;
}

/** The generic error page for a fatal error (spec §8). */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailed) reloadOnceFor(pathname);
    // eslint-disable-next-line no-console -- spec §8: a fatal error is logged
    else console.error(error);
  }, [chunkFailed, error, pathname]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="page page--narrow" id="main">
      <h1>{notFound ? 'Page Not Found' : 'Coś poszło nie tak'}</h1>
      <p>
        {chunkFailed
          ? 'Nie udało się wczytać części strony. Sprawdź połączenie z internetem i odśwież stronę.'
          : 'Przepraszamy — wystąpił nieoczekiwany błąd. Spróbuj odświeżyć stronę; jeśli to nie pomoże, wróć na stronę główną.'}
      </p>
      <p className="actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Odśwież stronę
        </button>
        <Link to={paths.home.getHref()} className="btn">
          Strona główna
        </Link>
      </p>
    </main>
  );
}
