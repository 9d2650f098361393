import { PAGE_ROUTES } from '@zlota/shared/page-routes';

// Deep links `zlotarybka://admin/charity/12/edit` (all three systems: macOS sends open-url, Windows and Linux start
// the app, or a second instance, with the link among the arguments). A link names an admin screen of the web's
// route table and nothing else: no other scheme, host, query or path escapes.

export const DEEP_LINK_SCHEME = 'zlotarybka';

const ADMIN_PATTERNS = Object.values(PAGE_ROUTES)
  .filter((route) => route.kind === 'admin')
  .map((route) => new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[1-9][0-9]{0,9}')}$`));

/** The admin path a deep link opens (`/admin/charity/12/edit`), or undefined when it names no admin screen. */
export function parseDeepLink(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:` || url.host !== 'admin' || url.username || url.password || url.port) return undefined;
  const path = `/admin${url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '')}`;
  return ADMIN_PATTERNS.some((pattern) => pattern.test(path)) ? path : undefined;
}

/** The first deep link among a process's arguments (Windows and Linux pass it there). */
export function deepLinkInArguments(argv: readonly string[]): string | undefined {
  for (const argument of argv) {
    if (!argument.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}:`)) continue;
    const path = parseDeepLink(argument);
    if (path) return path;
  }
  return undefined;
}
