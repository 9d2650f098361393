import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { Layout } from './layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './scroll-manager';

// Every route of spec §2 is declared once, in config/paths; each screen is its own lazy chunk.
const page = (path: string, load: () => Promise<{ Component: React.ComponentType }>, handle?: RouteHandle): RouteObject => ({
  path,
  lazy: load,
  ...(handle ? { handle } : {}),
});

const catalog = {
  home: () => import('../features/catalog/home-page').then((m) => ({ Component: m.HomePage })),
  charity: () => import('../features/catalog/charity-page').then((m) => ({ Component: m.CharityPage })),
  search: () => import('../features/catalog/search-page').then((m) => ({ Component: m.SearchPage })),
};
const donate = {
  support: () => import('../features/donate/support-page').then((m) => ({ Component: m.SupportPage })),
  processing: () => import('../features/donate/processing-page').then((m) => ({ Component: m.ProcessingPage })),
  thankYou: () => import('../features/donate/thank-you-page').then((m) => ({ Component: m.ThankYouPage })),
};
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

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          page(paths.home.path, catalog.home),
          page(paths.charities.path, catalog.home),
          page(paths.search.path, catalog.search),
          page(paths.searchLegacy.path, catalog.search),
          page(paths.charity.path, catalog.charity),
          page(paths.charityLegacy.path, catalog.charity),
          page(paths.charityLegacyView.path, catalog.charity),
          page(paths.support.path, donate.support, { hideQuote: true }),
          page(paths.paymentProcessing.path, donate.processing),
          page(paths.thankYou.path, donate.thankYou),
          page(paths.faq.path, statics.faq),
          page(paths.foundation.path, statics.foundation),
          page(paths.contact.path, statics.contact),
          page(paths.contactInfo.path, statics.contact),
          page(paths.onePercent.path, statics.onePercent),
          page(paths.terms.path, statics.terms),
          page(paths.cookiePolicy.path, statics.cookies),
          page(paths.privacyPolicy.path, statics.privacy),
          page(paths.logout.path, statics.logout),
          page(paths.notFound.path, statics.notFound),
          page('*', statics.notFound),
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
