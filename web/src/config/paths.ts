// Every route of spec §2, declared once; links are built with getHref, never by hand.

type Params = Record<string, string>;

const route = <P extends Params | undefined = undefined>(path: string) => ({
  path,
  getHref: (params?: P, search?: string) => {
    const filled = path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent((params as Params | undefined)?.[key] ?? ''));
    return search ? `${filled}?${search}` : filled;
  },
});

export const paths = {
  home: route('/'),
  charities: route('/zbiorki'),
  charity: route<{ name: string }>('/zbiorka/:name'),
  charityLegacy: route<{ name: string }>('/protege/:name'),
  charityLegacyView: route<{ name: string }>('/protege/:name/view'),
  support: route<{ name: string }>('/zbiorka/:name/wsparcie'),
  paymentProcessing: route<{ name: string }>('/zbiorka/:name/procesowanie-wplaty'),
  thankYou: route<{ name: string }>('/zbiorka/:name/dziekuje'),
  search: route<{ search: string }>('/zbiorki/szukaj/:search'),
  searchLegacy: route('/protege/search'),
  faq: route('/najczesciej-zadawane-pytania'),
  foundation: route('/fundacja'),
  contact: route('/kontakt'),
  contactInfo: route('/info/kontakt'),
  onePercent: route('/jedenProcent'),
  terms: route('/regulamin'),
  cookiePolicy: route('/polityka-cookies'),
  privacyPolicy: route('/polityka-prywatnosci'),
  statute: route('/statut.pdf'),
  securityPolicy: route('/PolitykaBezpieczenstwa.pdf'),
  logout: route('/logout'),
  notFound: route('/404'),
  newUserAndCharity: route('/nowy-uzytkownik-i-zbiorka'),
  login: route('/user/login'),
  signUp: route('/user/signup'),
  remember: route('/user/remember'),
  resetPassword: route('/user/reset-password'),
  verify: route('/user/verify'),
  account: route('/user'),
  newCharity: route('/nowa-zbiorka'),
  charityPreview: route<{ url: string }>('/user/charity/:url/preview'),
  // Not in spec §2: where an owner changes a draft before the foundation's review.
  charityEdit: route<{ url: string }>('/user/charity/:url/edit'),
  admin: route('/admin'),
  adminLogin: route('/admin/login'),
  adminCharities: route('/admin/charity/all'),
  adminCharityNew: route('/admin/charity/new'),
  adminCharityEdit: route<{ id: string }>('/admin/charity/:id/edit'),
  adminCharityDonate: route<{ id: string }>('/admin/charity/:id/donate'),
  adminCharityOauth: route<{ id: string }>('/admin/charity/:id/oauth'),
  adminNeedy: route('/admin/needy'),
  adminPayments: route('/admin/payments'),
  adminStatistics: route('/admin/statistics'),
  adminUsers: route('/admin/users'),
} as const;
