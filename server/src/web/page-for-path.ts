import { PAGE_META, type PageName } from '@zlota/shared/page-meta';

// The web's routes (spec §2) as the server needs them: which page a path is, to title its HTML.
const STATIC: Record<string, PageName> = {
  '/': 'home',
  '/zbiorki': 'home',
  '/protege/search': 'search',
  '/najczesciej-zadawane-pytania': 'faq',
  '/fundacja': 'foundation',
  '/kontakt': 'contact',
  '/info/kontakt': 'contact',
  '/jedenProcent': 'onePercent',
  '/regulamin': 'terms',
  '/polityka-cookies': 'cookiePolicy',
  '/polityka-prywatnosci': 'privacyPolicy',
  '/404': 'notFound',
  '/logout': 'home',
  '/nowy-uzytkownik-i-zbiorka': 'newUserAndCharity',
  '/nowa-zbiorka': 'newCharity',
  '/user/login': 'login',
  '/user/signup': 'signUp',
  '/user/remember': 'remember',
  '/user/reset-password': 'resetPassword',
  '/user/verify': 'verify',
  '/user': 'account',
  '/admin/login': 'admin',
};

const PATTERNS: [RegExp, PageName | 'charity'][] = [
  [/^\/zbiorki\/szukaj\/[^/]+$/, 'search'],
  [/^\/zbiorka\/[^/]+\/wsparcie$/, 'support'],
  [/^\/zbiorka\/[^/]+\/procesowanie-wplaty$/, 'processing'],
  [/^\/zbiorka\/[^/]+\/dziekuje$/, 'thankYou'],
  [/^\/(zbiorka|protege)\/[^/]+(\/view)?$/, 'charity'],
  [/^\/user\/charity\/[^/]+\/(preview|edit)$/, 'account'],
  [/^\/admin(\/.*)?$/, 'admin'],
];

/** `term`: the decoded search phrase of /zbiorki/szukaj/:search. */
export type PageMatch = { kind: 'page'; name: PageName; term?: string } | { kind: 'charity'; name: string } | { kind: 'unknown' };

const segment = (path: string, index: number) => decodeURIComponent(path.split('/')[index]!);

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function pageForPath(pathname: string): PageMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = STATIC[path];
  if (known) return { kind: 'page', name: known };
  if (!decodes(path)) return { kind: 'unknown' };
  for (const [pattern, page] of PATTERNS) {
    if (!pattern.test(path)) continue;
    if (page === 'charity') return { kind: 'charity', name: segment(path, 2) };
    return page === 'search' ? { kind: 'page', name: page, term: segment(path, 3) } : { kind: 'page', name: page };
  }
  return { kind: 'unknown' };
}

export const metaOf = (name: PageName) => PAGE_META[name];
