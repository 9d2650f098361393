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

export type PageMatch = { kind: 'page'; name: PageName } | { kind: 'charity'; name: string } | { kind: 'unknown' };

export function pageForPath(pathname: string): PageMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = STATIC[path];
  if (known) return { kind: 'page', name: known };
  for (const [pattern, page] of PATTERNS) {
    if (!pattern.test(path)) continue;
    if (page !== 'charity') return { kind: 'page', name: page };
    return { kind: 'charity', name: decodeURIComponent(path.split('/')[2]!) };
  }
  return { kind: 'unknown' };
}

export const metaOf = (name: PageName) => PAGE_META[name];
