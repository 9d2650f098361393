import { paths } from '../config/paths';

/** Where a guard sent someone from, if it is safe to send them back there after logging in. */
export interface NextSource {
  /** Router state set by the guard: `{ from: '/nowa-zbiorka' }`. */
  state?: unknown;
  /** The `?next=` query parameter (already decoded). */
  next?: string | null;
}

// Pages that make no sense to return to once logged in (and would send the user round in a circle).
const LOGGED_OUT_PAGES = [paths.login.path, paths.signUp.path, paths.remember.path, paths.resetPassword.path, paths.adminLogin.path];

/** Only paths of this site: `/x`, never `//host`, `/\host` or `https://…`; never the logged-out pages. */
export function safeNextPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length > 2000) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters never belong in a path we redirect to
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return null;
  const pathname = candidate.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  if (LOGGED_OUT_PAGES.includes(pathname)) return null;
  return candidate;
}

/** Router state wins over `?next=`; either one must pass `safeNextPath`, else `fallback`. */
export function nextPathAfterLogin(source: NextSource, fallback: string): string {
  const fromState = (source.state as { from?: unknown } | null | undefined)?.from;
  return safeNextPath(fromState) ?? safeNextPath(source.next) ?? fallback;
}

/** The login page's address that brings the user back to `here` afterwards. */
export function loginHref(here: string, login: string = paths.login.getHref()): string {
  const next = safeNextPath(here);
  return next ? `${login}?next=${encodeURIComponent(next)}` : login;
}

// Where a forced logout found the person (issue 37 item 6): outside the session's keys, which the logout clears.
const PAGE_BEFORE_LOGOUT_KEY = 'zlota-page-before-logout';

/** Keeps the page a session ended on, so that logging in again returns there. */
export function rememberPageBeforeLogout(here: string) {
  const page = safeNextPath(here);
  try {
    if (page) sessionStorage.setItem(PAGE_BEFORE_LOGOUT_KEY, page);
  } catch {
    // storage blocked: after login the account page it is
  }
}

/** The page a forced logout found the person on, until the login that follows has used it (`forgetPageBeforeLogout`). */
export function pageBeforeLogout(): string | null {
  try {
    return safeNextPath(sessionStorage.getItem(PAGE_BEFORE_LOGOUT_KEY));
  } catch {
    return null;
  }
}

export function forgetPageBeforeLogout() {
  try {
    sessionStorage.removeItem(PAGE_BEFORE_LOGOUT_KEY);
  } catch {
    // storage blocked: nothing was kept
  }
}
