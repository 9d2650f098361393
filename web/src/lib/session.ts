import { SESSION_STORAGE_KEYS } from '@zlota/shared/constants';
import type { Session } from '@zlota/shared/entities';

// Spec §3/§4: the access token, its expiry (seconds) and the admin marker live in session storage.
export type SessionState = { status: 'anonymous' } | { status: 'user' | 'admin'; token: string; expiresAt: number };

const listeners = new Set<() => void>();
let snapshot: SessionState | undefined;

function read(): SessionState {
  const token = sessionStorage.getItem(SESSION_STORAGE_KEYS.accessToken);
  const expiresAt = Number(sessionStorage.getItem(SESSION_STORAGE_KEYS.tokenExpiry));
  // An expired token counts as logged out (spec §4).
  if (!token || !Number.isFinite(expiresAt) || expiresAt * 1000 < Date.now()) return { status: 'anonymous' };
  const admin = sessionStorage.getItem(SESSION_STORAGE_KEYS.adminMarker) === '1';
  return { status: admin ? 'admin' : 'user', token, expiresAt };
}

function changed() {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

export const session = {
  get(): SessionState {
    snapshot ??= read();
    if (snapshot.status !== 'anonymous' && snapshot.expiresAt * 1000 < Date.now()) snapshot = read();
    return snapshot;
  },
  start(value: Session) {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.accessToken, value.access_token);
    sessionStorage.setItem(SESSION_STORAGE_KEYS.tokenExpiry, String(value.expires_at));
    if (value.admin) sessionStorage.setItem(SESSION_STORAGE_KEYS.adminMarker, '1');
    else sessionStorage.removeItem(SESSION_STORAGE_KEYS.adminMarker);
    // In the desktop app the session outlives the window, encrypted by the system (ARCHITECTURE §6).
    void window.desktop?.keepSession(value);
    changed();
  },
  /** Logout clears the token, its expiry and the admin marker. */
  clear() {
    for (const key of Object.values(SESSION_STORAGE_KEYS)) sessionStorage.removeItem(key);
    void window.desktop?.forgetSession();
    changed();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
