// The API route table of spec §7, used by the server to mount handlers and by the web to call them.
// A path without a leading slash lives under the API base `/api/`; one with a leading slash is
// root-absolute and is also served under `/api` (ARCHITECTURE §3).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route (spec §6). `owner`: a signed-in user, and the record the route names must be theirs
 * (an admin's too, where the route says so); the route answers 404 for anyone else's, so nothing leaks.
 */
export const ACCESS_LEVELS = ['public', 'user', 'owner', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  auth: AccessLevel;
}

/** The access level is required: a new route cannot be added without saying who may call it. */
const route = (method: HttpMethod, path: string, auth: AccessLevel): ApiRoute => ({
  method,
  path,
  auth,
});

export const API_BASE = '/api/';

/**
 * The API's version, reported by `/api/health`. Raised on a change an older client cannot follow (a route removed,
 * a field renamed); the desktop app compares it with its own and says which side to update (ARCHITECTURE §6).
 */
export const API_VERSION = 1;

/** The origin of the desktop app's pages (`app://zlota-rybka`): the one origin the API allows by CORS by default. */
export const DESKTOP_ORIGIN = 'app://zlota-rybka';

export const API_ROUTES = {
  health: route('GET', 'health', 'public'),
  signUp: route('POST', 'user/sign-up', 'public'),
  verifyEmail: route('GET', 'user/verify-email/:token', 'public'),
  userLogin: route('POST', '/user/api-login', 'public'),
  adminLogin: route('POST', 'admin/api-login', 'public'),
  logout: route('POST', '/admin/logout', 'public'),
  userInfo: route('GET', 'user/info', 'user'),
  ownProfile: route('PUT', 'user/profile', 'user'),
  ownPassword: route('POST', 'user/change-password', 'user'),
  ownAccountDelete: route('DELETE', 'user/account', 'user'),
  ownSessions: route('GET', 'user/sessions', 'user'),
  ownSessionEnd: route('DELETE', 'user/sessions/:id', 'user'),
  ownOtherSessionsEnd: route('DELETE', 'user/other-sessions', 'user'),
  ownDataExport: route('GET', 'user/data-export', 'user'),
  rememberPassword: route('POST', 'user/remember-password', 'public'),
  resetPassword: route('POST', 'user/reset-password', 'public'),
  adminUsers: route('GET', 'admin/users', 'admin'),
  adminDeleteUser: route('DELETE', 'admin/user/:id', 'admin'),
  adminActivateUser: route('POST', 'admin/user/:id/activate', 'admin'),
  adminDeactivateUser: route('POST', 'admin/user/:id/deactivate', 'admin'),
  adminGrantAdmin: route('POST', 'admin/user/:id/grant-admin', 'admin'),
  adminRevokeAdmin: route('POST', 'admin/user/:id/revoke-admin', 'admin'),
  // Issue 17: the second step of an admin login, and an admin's own two-factor set-up.
  adminLoginTwoFactor: route('POST', 'admin/api-login/two-factor', 'public'),
  adminTwoFactor: route('GET', 'admin/two-factor', 'admin'),
  adminTwoFactorSetup: route('POST', 'admin/two-factor/setup', 'admin'),
  adminTwoFactorConfirm: route('POST', 'admin/two-factor/confirm', 'admin'),
  adminTwoFactorDisable: route('POST', 'admin/two-factor/disable', 'admin'),
  adminUserSessions: route('GET', 'admin/user/:id/sessions', 'admin'),
  adminUserSessionsEnd: route('DELETE', 'admin/user/:id/sessions', 'admin'),

  // Fixed paths come before `charity/:name`, which would otherwise take them.
  charityCount: route('GET', 'charity/count', 'public'),
  charityPromoted: route('GET', 'charity/promoted', 'public'),
  charityCities: route('GET', 'charity/cities', 'public'),
  charitySearch: route('GET', '/charity/search/:term', 'public'),
  charities: route('GET', 'charity', 'public'),
  charityCreate: route('POST', 'charity', 'admin'),
  charityCreateWithNeedy: route('POST', 'charity/with-needy', 'admin'),
  charityPreview: route('GET', 'charity/:name/preview', 'owner'),
  charity: route('GET', 'charity/:name', 'public'),
  charityUpdate: route('PUT', 'charity/:id', 'owner'),
  charityDelete: route('DELETE', 'charity/:id', 'admin'),
  adminCharities: route('GET', 'admin/charity', 'admin'),
  adminCharity: route('GET', 'admin/charity/:id', 'admin'),
  adminCharityModerate: route('POST', 'admin/charity/:id/moderate', 'admin'),
  adminCharityRevisionReview: route('POST', 'admin/charity/:id/revision', 'admin'),
  adminBanner: route('GET', 'admin/banner', 'admin'),
  adminBannerOrder: route('PUT', 'admin/banner', 'admin'),
  userCreateCharity: route('POST', 'user/create-charity', 'user'),
  userCollections: route('GET', 'user/collections', 'user'),
  charityRevisions: route('GET', 'charity/:id/revisions', 'owner'),
  userDeleteCharity: route('DELETE', 'user/charity/:id', 'owner'),
  signUpCharity: route('POST', 'user/sign-up-charity', 'public'),
  needyList: route('GET', 'needy', 'admin'),
  needy: route('GET', 'needy/:id', 'admin'),
  needyCreate: route('POST', 'needy', 'admin'),
  needyUpdate: route('PUT', 'needy/:id', 'admin'),
  needyDelete: route('DELETE', 'needy/:id', 'admin'),
  needyAnonymise: route('POST', 'needy/:id/anonymise', 'admin'),
  image: route('GET', 'images/:image', 'public'),
  statistics: route('GET', 'stats', 'public'),
  adminSettings: route('PUT', 'admin/settings', 'admin'),

  donate: route('POST', 'donate/charity', 'public'),
  paymentStatus: route('GET', 'payment/:guid/status', 'public'),
  payment: route('GET', 'payment/:guid', 'public'),
  paymentConfirmation: route('GET', 'payment/:guid/confirmation.pdf', 'public'),
  charityPaymentMethods: route('GET', 'charity/:id/payment-methods', 'public'),
  charityPaymentConfiguration: route('GET', 'charity/:id/payment-configuration', 'public'),
  charityDonations: route('GET', 'charity/:id/donations', 'public'),
  charityDonationsCount: route('GET', 'charity/:id/donations/count', 'public'),
  manualDonation: route('POST', 'charity/:id/fdonate', 'admin'),
  adminCharityManualDonations: route('GET', 'admin/charity/:id/manual-donations', 'admin'),
  adminVoidPayment: route('POST', 'admin/payment/:guid/void', 'admin'),
  adminCharityPaymentConfiguration: route('POST', 'admin/charity/:id/default-payment-configuration', 'admin'),
  adminDefaultPaymentConfiguration: route('POST', 'admin/default-payment-configuration', 'admin'),
  adminCharityPaymentConfigurationView: route('GET', 'admin/charity/:id/payment-configuration', 'admin'),
  adminDefaultPaymentConfigurationView: route('GET', 'admin/default-payment-configuration', 'admin'),
  adminCharityPaymentConnectionCheck: route('POST', 'admin/charity/:id/payment-configuration/check', 'admin'),
  adminDefaultPaymentConnectionCheck: route('POST', 'admin/default-payment-configuration/check', 'admin'),
  paymentsCount: route('GET', 'payments/count', 'admin'),
  paymentsExport: route('GET', 'payments/export.csv', 'admin'),
  payments: route('GET', 'payments', 'admin'),
  adminPayment: route('GET', 'admin/payment/:guid', 'admin'),
  adminPaymentCheck: route('POST', 'admin/payment/:guid/check', 'admin'),
  reconcile: route('POST', 'admin/payments/reconcile', 'admin'),
  adminPaymentRefund: route('POST', 'admin/payment/:guid/refund', 'admin'),
  userDonations: route('GET', 'user/donates', 'user'),
  userYearlySummary: route('GET', 'user/donates/summary.pdf', 'user'),
  adminYearlySummaries: route('POST', 'admin/payments/yearly-summaries', 'admin'),
  paymentNotification: route('POST', 'payments/notify/:provider/:guid', 'public'),
  sandboxPage: route('GET', 'sandbox/pay/:guid', 'public'),
  sandboxDecision: route('POST', 'sandbox/pay/:guid', 'public'),

  // ARCHITECTURE §3: the API document, generated from the contract (api-contract.ts), and its browsable page.
  openApi: route('GET', 'openapi.json', 'public'),
  apiDocs: route('GET', 'docs', 'public'),
  apiDocsAsset: route('GET', 'docs/:file', 'public'),

  adminAudit: route('GET', 'admin/audit', 'admin'),
  adminEmails: route('GET', 'admin/emails', 'admin'),
  adminEmailResend: route('POST', 'admin/email/:id/resend', 'admin'),
  adminWorkQueue: route('GET', 'admin/work-queue', 'admin'),
  adminStatistics: route('GET', 'admin/statistics', 'admin'),
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;

/** Fills `:param` placeholders, URL-encoding each value. */
export function apiPath(route: ApiRoute, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter ${key} for ${route.path}`);
    return encodeURIComponent(String(value));
  });
}

/** The absolute URL paths at which the server answers a route. */
export function serverPaths(route: ApiRoute): string[] {
  return route.path.startsWith('/') ? [`/api${route.path}`, route.path] : [`${API_BASE}${route.path}`];
}
