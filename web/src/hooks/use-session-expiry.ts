import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { session } from '../lib/session';
import { useSession } from '../lib/use-session';
import { loginHref } from '../lib/next-path';
import { useNotify } from './use-notify';

// setTimeout holds at most 2^31 - 1 ms; a session lasts a day, so a longer wait just checks again.
const MAX_WAIT_MS = 2_147_483_647;

/**
 * Spec §4: an expired token counts as logged out. When it expires while a page for logged-in users
 * is open, the session is cleared and the user is asked to log in again, coming back here afterwards.
 */
export function useSessionExpiry() {
  const state = useSession();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const notify = useNotify();
  const expiresAt = state.status === 'anonymous' ? null : state.expiresAt;
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = window.setTimeout(
      () => {
        if (session.get().status !== 'anonymous' && expiresAt * 1000 > Date.now()) return;
        const here = `${pathname}${search}${hash}`;
        session.clear();
        notify.info('Sesja wygasła', 'Zaloguj się ponownie, aby kontynuować.');
        void navigate(loginHref(here), { replace: true, state: { from: here } });
      },
      Math.min(Math.max(expiresAt * 1000 - Date.now(), 0), MAX_WAIT_MS),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAt, pathname, search, hash, navigate, notify]);
}
