import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SEARCH_MIN_LENGTH } from '@zlota/shared/constants';
import { catalogPaths } from '@zlota/shared/first-load';
import { paths } from '../config/paths';
import { prefetch } from '../lib/prefetch';
import { Layout } from './layout';
import { PANEL_HANDLE, panelScreens } from './panel-routes';
import { page } from './route-page';
import { RouteError } from './route-error';
import type { RouteHandle } from './scroll-manager';

// Every route of spec §2 is declared once, in config/paths; each screen is its own lazy chunk (route-page.ts).

const catalog = {
  home: () => import('../features/catalog/home-page').then((m) => ({ Component: m.HomePage })),
  charity: () => import('../features/catalog/charity-page').then((m) => ({ Component: m.CharityPage })),
  search: () => import('../features/catalog/search-page').then((m) => ({ Component: m.SearchPage })),
};
/**
 * Issue 39: offline, with the catalog on the device, the search screen's script and the offline search's index are
 * made ready while the visitor reads, so that a search answers at once (start.tsx).
 */
export const prepareOfflineSearch = () =>
  catalog
    .search()
    .then(() => import('../features/catalog/hooks/catalog-search-index'))
    .then((module) => module.catalogSearchIndex());

const donate = {
  support: () => import('../features/donate/support-page').then((m) => ({ Component: m.SupportPage })),
  processing: () => import('../features/donate/processing-page').then((m) => ({ Component: m.ProcessingPage })),
  thankYou: () => import('../features/donate/thank-you-page').then((m) => ({ Component: m.ThankYouPage })),
  recurring: () => import('../features/donate/recurring-page').then((m) => ({ Component: m.RecurringPage })),
};
const auth = {
  login: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
  signUp: () => import('../features/auth/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
  remember: () => import('../features/auth/remember-page').then((m) => ({ Component: m.RememberPage })),
  resetPassword: () => import('../features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  verify: () => import('../features/auth/verify-page').then((m) => ({ Component: m.VerifyPage })),
  adminLogin: () => import('../features/auth/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
};
const account = {
  account: () => import('../features/account/account-page').then((m) => ({ Component: m.AccountPage })),
  newCharity: () => import('../features/account/new-charity-page').then((m) => ({ Component: m.NewCharityPage })),
  editCharity: () => import('../features/account/edit-charity-page').then((m) => ({ Component: m.EditCharityPage })),
  charityPreview: () => import('../features/account/charity-preview-page').then((m) => ({ Component: m.CharityPreviewPage })),
  newUserAndCharity: () => import('../features/account/new-user-and-charity-page').then((m) => ({ Component: m.NewUserAndCharityPage })),
};
// The panel (spec §2, issue 12): its layout and every screen are lazy chunks, so the public first load does not grow.
const adminLayout = () => import('../features/admin/admin-layout').then((m) => ({ Component: m.AdminLayout }));
const statics = {
  faq: () => import('../features/static-pages/faq-page').then((m) => ({ Component: m.FaqPage })),
  foundation: () => import('../features/static-pages/foundation-page').then((m) => ({ Component: m.FoundationPage })),
  contact: () => import('../features/static-pages/contact-page').then((m) => ({ Component: m.ContactPage })),
  onePercent: () => import('../features/static-pages/one-percent-page').then((m) => ({ Component: m.OnePercentPage })),
  terms: () => import('../features/static-pages/terms-page').then((m) => ({ Component: m.TermsPage })),
  cookies: () => import('../features/static-pages/cookie-policy-page').then((m) => ({ Component: m.CookiePolicyPage })),
  privacy: () => import('../features/static-pages/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
  notFound: () => import('../features/static-pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  logout: () => import('../features/static-pages/logout-page').then((m) => ({ Component: m.LogoutPage })),
};
const updates = {
  unsubscribe: () => import('../features/updates/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
  confirm: () => import('../features/updates/confirm-page').then((m) => ({ Component: m.ConfirmPage })),
};

// The catalog screens: their skeleton, and the answer their largest picture waits for (the first banner, the
// fundraiser, the results), asked for at the first load while the screen's script loads.
const catalogHome: RouteHandle = { skeleton: 'home', prefetch: () => [catalogPaths.promoted()] };
const catalogCharity: RouteHandle = { skeleton: 'charity', prefetch: ({ name }) => (name ? [catalogPaths.charity(name)] : []) };
const catalogSearch: RouteHandle = {
  skeleton: 'search',
  prefetch: ({ search = '' }) => (search.trim().length >= SEARCH_MIN_LENGTH ? [catalogPaths.search(search)] : []),
};

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // The first load waits for the page's lazy script: meanwhile the same layout shows the page's skeleton
    // (React keeps the navbar mounted when the element takes over, as it is the same component).
    hydrateFallbackElement: <Layout hydrating />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          page(paths.home.path, catalog.home, catalogHome),
          page(paths.charities.path, catalog.home, catalogHome),
          page(paths.search.path, catalog.search, catalogSearch),
          page(paths.searchLegacy.path, catalog.search, { skeleton: 'search' }),
          page(paths.charity.path, catalog.charity, catalogCharity),
          page(paths.charityLegacy.path, catalog.charity, catalogCharity),
          page(paths.charityLegacyView.path, catalog.charity, catalogCharity),
          page(paths.support.path, donate.support, { hideQuote: true }),
          page(paths.paymentProcessing.path, donate.processing),
          page(paths.thankYou.path, donate.thankYou),
          page(paths.recurring.path, donate.recurring),
          page(paths.faq.path, statics.faq),
          page(paths.foundation.path, statics.foundation),
          page(paths.contact.path, statics.contact),
          page(paths.contactInfo.path, statics.contact),
          page(paths.onePercent.path, statics.onePercent),
          page(paths.terms.path, statics.terms),
          page(paths.cookiePolicy.path, statics.cookies),
          page(paths.privacyPolicy.path, statics.privacy),
          page(paths.logout.path, statics.logout),
          page(paths.login.path, auth.login),
          page(paths.signUp.path, auth.signUp),
          page(paths.remember.path, auth.remember),
          page(paths.resetPassword.path, auth.resetPassword),
          page(paths.verify.path, auth.verify),
          page(paths.adminLogin.path, auth.adminLogin),
          page(paths.account.path, account.account),
          page(paths.newCharity.path, account.newCharity),
          page(paths.charityEdit.path, account.editCharity),
          page(paths.charityPreview.path, account.charityPreview),
          page(paths.newUserAndCharity.path, account.newUserAndCharity),
          page(paths.unsubscribe.path, updates.unsubscribe),
          page(paths.updatesConfirm.path, updates.confirm),
          { lazy: adminLayout, handle: PANEL_HANDLE, children: panelScreens },
          page(paths.notFound.path, statics.notFound),
          page('*', statics.notFound),
        ],
      },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  // The first screen's data is asked for now, alongside its lazy script, rather than once that script has run.
  for (const { route, params } of router.state.matches) (route.handle as RouteHandle | undefined)?.prefetch?.(params).forEach(prefetch);
  return router;
}
