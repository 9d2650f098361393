import { SESSION_STORAGE_KEYS } from '@zlota/shared/constants';
import type { Session } from '@zlota/shared/entities';

// The session kept between starts (session-store.ts) goes back into the page's session storage, under the web's
// own keys (web/src/lib/session.ts), before the page's scripts run. An expired or damaged one is not restored.

export function isKeptSession(value: unknown): value is Session {
  const session = value as Partial<Session> | null;
  return (
    typeof session === 'object' &&
    session !== null &&
    typeof session.access_token === 'string' &&
    /^[A-Za-z0-9_-]{20,128}$/.test(session.access_token) &&
    typeof session.expires_at === 'number' &&
    Number.isInteger(session.expires_at) &&
    typeof session.admin === 'boolean'
  );
}

/** Session storage entries for a kept session still valid at `nowMs`; none otherwise. */
export function restoredSessionEntries(kept: unknown, nowMs: number): Record<string, string> {
  if (!isKeptSession(kept) || kept.expires_at * 1000 <= nowMs) return {};
  return {
    [SESSION_STORAGE_KEYS.accessToken]: kept.access_token,
    [SESSION_STORAGE_KEYS.tokenExpiry]: String(kept.expires_at),
    ...(kept.admin ? { [SESSION_STORAGE_KEYS.adminMarker]: '1' } : {}),
  };
}

/** The notice shown once when the system offers no key store (Linux without a keyring): the session lasts this run only. */
export const SESSION_ONLY_NOTICE = {
  title: 'Logowanie tylko do zamknięcia programu',
  message: 'Ten komputer nie udostępnia bezpiecznego magazynu haseł.',
  detail: 'Dlatego nie zapamiętamy logowania: po zamknięciu programu trzeba będzie zalogować się ponownie. Twoje dane są bezpieczne.',
} as const;
