import type { StaffRole } from './api-routes.js';
import type { PageName } from './page-meta.js';

// The web's routes of spec §2, declared once: the web's router and links (web/src/config/paths.ts) and the
// server's page renderer (titles, meta, status) both read this table.

/** A page titled by its own data (a fundraiser), a page of PAGE_META, or a file that is not a page (a PDF). */
export type PageKind = PageName | 'charity' | null;

/** A page outside the panel: no staff roles to check. */
const page = <Path extends string>(path: Path, kind: PageKind) => ({ path, kind, roles: null as readonly StaffRole[] | null });

/**
 * A screen of the foundation's panel and the roles (besides `admin`, who sees every one) that see it: its link in the
 * panel's navigation and the screen itself (issue 17). The server checks each call the screen makes all the same.
 */
const panelPage = <Path extends string>(path: Path, roles: readonly Exclude<StaffRole, 'admin'>[]) => ({
  path,
  kind: 'admin' as PageKind,
  roles: ['admin', ...roles] as readonly StaffRole[] | null,
});

export const PAGE_ROUTES = {
  home: page('/', 'home'),
  charities: page('/zbiorki', 'home'),
  charity: page('/zbiorka/:name', 'charity'),
  charityLegacy: page('/protege/:name', 'charity'),
  charityLegacyView: page('/protege/:name/view', 'charity'),
  support: page('/zbiorka/:name/wsparcie', 'support'),
  paymentProcessing: page('/zbiorka/:name/procesowanie-wplaty', 'processing'),
  thankYou: page('/zbiorka/:name/dziekuje', 'thankYou'),
  search: page('/zbiorki/szukaj/:search', 'search'),
  searchLegacy: page('/protege/search', 'search'),
  faq: page('/najczesciej-zadawane-pytania', 'faq'),
  foundation: page('/fundacja', 'foundation'),
  contact: page('/kontakt', 'contact'),
  contactInfo: page('/info/kontakt', 'contact'),
  onePercent: page('/jedenProcent', 'onePercent'),
  terms: page('/regulamin', 'terms'),
  cookiePolicy: page('/polityka-cookies', 'cookiePolicy'),
  privacyPolicy: page('/polityka-prywatnosci', 'privacyPolicy'),
  statute: page('/statut.pdf', null),
  securityPolicy: page('/PolitykaBezpieczenstwa.pdf', null),
  logout: page('/logout', 'home'),
  notFound: page('/404', 'notFound'),
  newUserAndCharity: page('/nowy-uzytkownik-i-zbiorka', 'newUserAndCharity'),
  login: page('/user/login', 'login'),
  signUp: page('/user/signup', 'signUp'),
  remember: page('/user/remember', 'remember'),
  resetPassword: page('/user/reset-password', 'resetPassword'),
  verify: page('/user/verify', 'verify'),
  account: page('/user', 'account'),
  newCharity: page('/nowa-zbiorka', 'newCharity'),
  charityPreview: page('/user/charity/:url/preview', 'account'),
  // Not in spec §2: where an owner changes a draft before the foundation's review.
  charityEdit: page('/user/charity/:url/edit', 'account'),
  admin: panelPage('/admin', ['finance', 'moderator', 'viewer']),
  adminLogin: page('/admin/login', 'admin'),
  adminCharities: panelPage('/admin/charity/all', ['moderator', 'viewer']),
  adminCharityNew: panelPage('/admin/charity/new', ['moderator']),
  // A viewer reads every screen (README): this one without its writing buttons, the form shut.
  adminCharityEdit: panelPage('/admin/charity/:id/edit', ['moderator', 'viewer']),
  adminCharityDonate: panelPage('/admin/charity/:id/donate', ['finance', 'viewer']),
  adminCharityOauth: panelPage('/admin/charity/:id/oauth', ['finance', 'viewer']),
  // Issue 35: a fundraiser's spending, each expense with its invoice, approved, paid and published.
  adminCharityExpenses: panelPage('/admin/charity/:id/wydatki', ['finance', 'viewer']),
  adminNeedy: panelPage('/admin/needy', ['moderator', 'viewer']),
  adminPayments: panelPage('/admin/payments', ['finance', 'viewer']),
  adminPayment: panelPage('/admin/payments/:guid', ['finance', 'viewer']),
  adminStatistics: panelPage('/admin/statistics', ['finance', 'viewer']),
  adminUsers: panelPage('/admin/users', ['viewer']),
  // Not in spec §2: the whole audit log of the panel (issue 12).
  adminAudit: panelPage('/admin/audit', ['viewer']),
  // Not in spec §2: e-mails that did not go out, sent again from here (issue 18).
  adminEmails: panelPage('/admin/emails', ['viewer']),
  // Not in spec §2: a team member's own two-factor login (issue 17); with REQUIRE_ADMIN_2FA the one screen open until it is on.
  adminSecurity: panelPage('/admin/security', ['finance', 'moderator', 'viewer']),
  // Issue 30: the foundation's own record (name, KRS, NIP, address, accounts), edited by an admin alone.
  adminFoundation: panelPage('/admin/fundacja', []),
  // Issue 34: the bank's statements imported, matched lines booked, the rest assigned by hand.
  adminStatements: panelPage('/admin/wyciagi', ['finance']),
  // Issue 18: the one-click way out of a fundraiser's update e-mails (a signed token, no login).
  unsubscribe: page('/aktualnosci/wypisz/:token', 'unsubscribe'),
  // Issue 29: the link of the one e-mail that confirms a donor's address for updates (a random token, no login).
  updatesConfirm: page('/aktualnosci/potwierdz/:token', 'updatesConfirm'),
  // Issue 40: the link of every e-mail of a monthly schedule (`?klucz=` signs it): see it, cancel it, no login.
  recurring: page('/wplata-cykliczna/:id', 'recurring'),
} as const;

export type PageRouteName = keyof typeof PAGE_ROUTES;

/** The `:param` of a path (the table has one at most): `'/zbiorka/:name/wsparcie'` → `{ name: string }`; none → undefined. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${string}`
  ? Record<Param, string>
  : Path extends `${string}:${infer Param}`
    ? Record<Param, string>
    : undefined;

/** The route a path is, with its parameters (decoded); fixed paths win over patterns. */
export function matchPageRoute(pathname: string): { name: PageRouteName; params: Record<string, string> } | undefined {
  let found: { name: PageRouteName; params: Record<string, string> } | undefined;
  for (const name of Object.keys(PAGE_ROUTES) as PageRouteName[]) {
    const pattern = PAGE_ROUTES[name].path.split('/');
    const parts = pathname.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, index) => {
      const part = parts[index]!;
      if (!segment.startsWith(':')) return segment === part;
      params[segment.slice(1)] = decodeURIComponent(part);
      return part !== '';
    });
    if (!matches) continue;
    if (Object.keys(params).length === 0) return { name, params };
    found ??= { name, params };
  }
  return found;
}

/** A screen of the foundation's panel (not its login): the server sends the panel's own page there (issue 38 item 5). */
export function isPanelPath(pathname: string): boolean {
  const found = matchPageRoute(pathname);
  return found !== undefined && PAGE_ROUTES[found.name].roles !== null;
}
