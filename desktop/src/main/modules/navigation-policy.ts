// Pure URL-trust decisions of the Electron app (ARCHITECTURE §6): the window shows only the
// configured portal, and only its admin routes; anything else opens in the system browser or nowhere.

export type NavigationDecision = 'allow' | 'open-externally' | 'deny';

const EXTERNAL_PROTOCOLS = new Set(['https:', 'mailto:']);

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** Same origin (scheme, host and port) as the configured server, and nothing looser. */
export function isPortalUrl(url: string, serverUrl: string): boolean {
  const target = parse(url);
  const server = parse(serverUrl);
  return Boolean(target && server && (target.protocol === 'http:' || target.protocol === 'https:') && target.origin === server.origin);
}

/** In-window navigation: the portal's pages stay; https and mail links leave for the system browser. */
export function decideNavigation(url: string, serverUrl: string): NavigationDecision {
  if (isPortalUrl(url, serverUrl)) return 'allow';
  const target = parse(url);
  return target && EXTERNAL_PROTOCOLS.has(target.protocol) ? 'open-externally' : 'deny';
}

/** A new window is never opened inside the app: trusted links go to the system browser. */
export function decideWindowOpen(url: string, serverUrl: string): Exclude<NavigationDecision, 'allow'> {
  const decision = decideNavigation(url, serverUrl);
  return decision === 'deny' ? 'deny' : 'open-externally';
}

/** The server address staff type in settings: http(s) only, no credentials, no path tricks. */
export function normalizeServerUrl(input: string): string | undefined {
  const url = parse(input.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
  return url.origin;
}
