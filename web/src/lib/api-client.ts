import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { API_BASE } from '@zlota/shared/api-routes';
import type { DesktopBridge } from '@zlota/shared/desktop-bridge';
import { RETRY_STATUS_CODES } from '@zlota/shared/constants';
import { isApiErrorBody } from '@zlota/shared/errors';
import { API_MESSAGES } from '@zlota/shared/messages';
import { session } from './session';

declare global {
  interface Window {
    /** Given by the desktop app's preload (ARCHITECTURE §6); absent in a browser. */
    desktop?: DesktopBridge;
  }
}

/**
 * Inside the desktop app the page comes from app://zlota-rybka and every call goes to the server the admin chose,
 * at its /api/ (where root-absolute paths are served too); in a browser, undefined: the page's own server.
 */
const desktopApiBase = typeof window === 'undefined' || !window.desktop ? undefined : `${window.desktop.serverUrl.replace(/\/+$/, '')}${API_BASE}`;

let onForcedLogout: () => void = () => window.location.assign('/');

/**
 * The token a forced logout has already ended: the page's calls fail together (Konto asks four things at once), and
 * each 401 carrying that token must not log out, say so and go home again (issue 37 item 6).
 */
let endedAuthorization: string | null = null;

/** The app decides where a forced logout leads (spec §4: the home page). */
export function setForcedLogoutHandler(handler: () => void) {
  onForcedLogout = handler;
}

// Spec §7: JSON and no-cache headers, a Bearer token when logged in, one retry of non-mutating
// calls on 408/409/425/429/5xx, and the forced logout on 401 Unauthorized (spec §4).
const root: KyInstance = ky.create({
  timeout: 15_000,
  headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  retry: { limit: 1, methods: ['get', 'head', 'options'], statusCodes: [...RETRY_STATUS_CODES] },
  hooks: {
    beforeRequest: [
      (request) => {
        const current = session.get();
        if (current.status !== 'anonymous' && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', `Bearer ${current.token}`);
        }
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        if (response.status !== 401 || !request.headers.has('Authorization')) return;
        const body: unknown = await response.clone().json().catch(() => undefined);
        if ((body as { name?: string } | undefined)?.name !== 'Unauthorized') return;
        const authorization = request.headers.get('Authorization')!;
        if (authorization === endedAuthorization) return;
        endedAuthorization = authorization;
        void fetch(desktopApiBase ? `${desktopApiBase}admin/logout` : '/admin/logout', { method: 'POST', keepalive: true, headers: { Authorization: authorization } }).catch(() => {});
        session.clear();
        onForcedLogout();
      },
    ],
  },
});
const underApi = root.extend({ prefixUrl: desktopApiBase ?? API_BASE });

/** Base is /api/ unless the path starts with a slash (spec §7); in the desktop app both go to the server's /api/. */
const client = (path: string) => (path.startsWith('/') && !desktopApiBase ? root : underApi);
const inputOf = (path: string) => (path.startsWith('/') && desktopApiBase ? path.slice(1) : path);

export const api = {
  get: <T>(path: string, options?: Options) => client(path).get(inputOf(path), options).json<T>(),
  post: <T>(path: string, json?: unknown, options?: Options) => client(path).post(inputOf(path), { json, ...options }).json<T>(),
  put: <T>(path: string, json?: unknown, options?: Options) => client(path).put(inputOf(path), { json, ...options }).json<T>(),
  delete: (path: string, options?: Options) => client(path).delete(inputOf(path), options),
  send: <T>(method: 'post' | 'put', path: string, body: FormData) => client(path)(inputOf(path), { method, body }).json<T>(),
  raw: (path: string, options?: Options) => client(path)(inputOf(path), options),
};

/** The Polish sentence for a failed call: the API's own message, or what went wrong on the way. */
export async function errorMessage(error: unknown): Promise<string> {
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.clone().json().catch(() => undefined);
    if (isApiErrorBody(body)) return body.error.message;
    return API_MESSAGES.internal;
  }
  if (!navigator.onLine) return 'Brak połączenia z internetem. Sprawdź połączenie i spróbuj ponownie.';
  return 'Nie udało się połączyć z serwerem. Spróbuj ponownie za chwilę.';
}

export async function errorFields(error: unknown): Promise<Record<string, string>> {
  if (!(error instanceof HTTPError)) return {};
  const body: unknown = await error.response.clone().json().catch(() => undefined);
  return isApiErrorBody(body) ? (body.error.fields ?? {}) : {};
}
