// Pure URL-trust decisions of the Electron app (ARCHITECTURE §6): the window shows only the app's own pages
// (app://zlota-rybka, the web's admin build packaged inside); only https links leave for the system browser.

export type NavigationDecision = 'allow' | 'open-externally' | 'deny';

/** The app's own pages: scheme and host of the custom protocol (protocol.ts serves them from the package). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'zlota-rybka';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** A page of the app itself: app://zlota-rybka and nothing looser (no user, no port, no look-alike host). */
export function isAppUrl(url: string): boolean {
  const target = parse(url);
  return Boolean(target && target.protocol === `${APP_SCHEME}:` && target.host === APP_HOST && !target.username && !target.password);
}

/** Same origin (scheme, host and port) as the configured server, and nothing looser. */
export function isPortalUrl(url: string, serverUrl: string): boolean {
  const target = parse(url);
  const server = parse(serverUrl);
  return Boolean(target && server && (target.protocol === 'http:' || target.protocol === 'https:') && target.origin === server.origin);
}

/** May this link open in the system browser: https only, without credentials in it. */
export function isSafeExternalUrl(url: string): boolean {
  const target = parse(url);
  return Boolean(target && target.protocol === 'https:' && !target.username && !target.password);
}

/** In-window navigation: the app's pages stay; https links leave for the system browser; anything else is denied. */
export function decideNavigation(url: string): NavigationDecision {
  if (isAppUrl(url)) return 'allow';
  return isSafeExternalUrl(url) ? 'open-externally' : 'deny';
}

/** A new window is never opened inside the app: https links go to the system browser, the rest nowhere. */
export function decideWindowOpen(url: string): Exclude<NavigationDecision, 'allow'> {
  return isSafeExternalUrl(url) ? 'open-externally' : 'deny';
}

/** The server address staff type in settings: http(s) only, no credentials, no path tricks. */
export function normalizeServerUrl(input: string): string | undefined {
  const url = parse(input.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
  return url.origin;
}
