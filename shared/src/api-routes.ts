// The API route table of spec §7, used by the server to mount handlers and by the web to call them.
// A path without a leading slash lives under the API base `/api/`; one with a leading slash is
// root-absolute and is also served under `/api` (ARCHITECTURE §3).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route (spec §6). `owner`: a signed-in user, and the record the route names must be theirs
 * (staff of the route's roles act on anyone's); the route answers 404 for anyone else's, so nothing leaks.
 * `staff`: the foundation's team, of the roles the route names. `admin`: staff of the role `admin` alone.
 */
export const ACCESS_LEVELS = ['public', 'user', 'owner', 'staff', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/**
 * The foundation team's roles (issue 17): `admin` may do everything; `finance` payments, manual donations,
 * refunds, exports and statistics; `moderator` fundraisers, beneficiaries, reports and the work queue;
 * `viewer` reads every screen of the panel and writes nothing.
 */
export const STAFF_ROLES = ['admin', 'finance', 'moderator', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  auth: AccessLevel;
  /** The staff roles the route lets through (`admin` always among them on staff routes); none on the others. */
  roles: readonly StaffRole[];
}

/**
 * The access level is required, and a staff or owner route must also say which roles it lets through: a new
 * route cannot be added without saying who may call it. A staff route always lets `admin` through, who may do
 * everything; an owner route names every role that may act on records not its own (none: the owner alone).
 */
function route(method: HttpMethod, path: string, auth: 'public' | 'user' | 'admin'): ApiRoute;
function route(method: HttpMethod, path: string, auth: 'staff', roles: readonly Exclude<StaffRole, 'admin'>[]): ApiRoute;
function route(method: HttpMethod, path: string, auth: 'owner', roles: readonly StaffRole[]): ApiRoute;
function route(method: HttpMethod, path: string, auth: AccessLevel, roles: readonly StaffRole[] = []): ApiRoute {
  const staffRoles: Record<AccessLevel, readonly StaffRole[]> = { public: [], user: [], owner: roles, staff: ['admin', ...roles], admin: ['admin'] };
  return { method, path, auth, roles: staffRoles[auth] };
}

/**
 * Whether staff of this role may call the route (on an owner route: on anyone's record), or see the panel's page
 * (shared/src/page-routes.ts): the server's guard and the panel's links and buttons ask the same question.
 */
export const roleAllows = (role: StaffRole | null | undefined, target: { roles: readonly StaffRole[] | null }): boolean =>
  role != null && target.roles !== null && target.roles.includes(role);

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
  ready: route('GET', 'ready', 'public'),
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
  adminUsers: route('GET', 'admin/users', 'staff', ['viewer']),
  adminDeleteUser: route('DELETE', 'admin/user/:id', 'admin'),
  adminActivateUser: route('POST', 'admin/user/:id/activate', 'admin'),
  adminDeactivateUser: route('POST', 'admin/user/:id/deactivate', 'admin'),
  adminGrantAdmin: route('POST', 'admin/user/:id/grant-admin', 'admin'),
  adminRevokeAdmin: route('POST', 'admin/user/:id/revoke-admin', 'admin'),
  // Issue 17: the second step of an admin login, and every team member's own two-factor set-up.
  adminLoginTwoFactor: route('POST', 'admin/api-login/two-factor', 'public'),
  adminTwoFactor: route('GET', 'admin/two-factor', 'staff', ['finance', 'moderator', 'viewer']),
  adminTwoFactorSetup: route('POST', 'admin/two-factor/setup', 'staff', ['finance', 'moderator', 'viewer']),
  adminTwoFactorConfirm: route('POST', 'admin/two-factor/confirm', 'staff', ['finance', 'moderator', 'viewer']),
  adminTwoFactorDisable: route('POST', 'admin/two-factor/disable', 'staff', ['finance', 'moderator', 'viewer']),
  adminUserSessions: route('GET', 'admin/user/:id/sessions', 'admin'),
  adminUserSessionsEnd: route('DELETE', 'admin/user/:id/sessions', 'admin'),
  adminUserRole: route('PUT', 'admin/user/:id/role', 'admin'),

  // Fixed paths come before `charity/:name`, which would otherwise take them.
  charityCount: route('GET', 'charity/count', 'public'),
  charityPromoted: route('GET', 'charity/promoted', 'public'),
  charityCities: route('GET', 'charity/cities', 'public'),
  charitySearch: route('GET', '/charity/search/:term', 'public'),
  // Issue 39: the whole active catalog for the offline copy, as a delta feed.
  catalogChanges: route('GET', 'catalog/changes', 'public'),
  charities: route('GET', 'charity', 'public'),
  charityCreate: route('POST', 'charity', 'staff', ['moderator']),
  charityCreateWithNeedy: route('POST', 'charity/with-needy', 'staff', ['moderator']),
  charityPreview: route('GET', 'charity/:name/preview', 'owner', ['admin', 'finance', 'moderator', 'viewer']),
  charity: route('GET', 'charity/:name', 'public'),
  charityUpdate: route('PUT', 'charity/:id', 'owner', ['admin', 'moderator']),
  charityDelete: route('DELETE', 'charity/:id', 'staff', ['moderator']),
  adminCharities: route('GET', 'admin/charity', 'staff', ['finance', 'moderator', 'viewer']),
  adminCharity: route('GET', 'admin/charity/:id', 'staff', ['finance', 'moderator', 'viewer']),
  adminCharityModerate: route('POST', 'admin/charity/:id/moderate', 'staff', ['moderator']),
  adminCharityRevisionReview: route('POST', 'admin/charity/:id/revision', 'staff', ['moderator']),
  adminCharitiesBulk: route('POST', 'admin/charities/bulk', 'staff', ['moderator']),
  adminBanner: route('GET', 'admin/banner', 'staff', ['moderator', 'viewer']),
  adminBannerOrder: route('PUT', 'admin/banner', 'staff', ['moderator']),
  userCreateCharity: route('POST', 'user/create-charity', 'user'),
  userCollections: route('GET', 'user/collections', 'user'),
  charityRevisions: route('GET', 'charity/:id/revisions', 'owner', ['admin', 'finance', 'moderator', 'viewer']),
  userDeleteCharity: route('DELETE', 'user/charity/:id', 'owner', []),
  signUpCharity: route('POST', 'user/sign-up-charity', 'public'),
  needyList: route('GET', 'needy', 'staff', ['moderator', 'viewer']),
  needy: route('GET', 'needy/:id', 'staff', ['moderator', 'viewer']),
  needyCreate: route('POST', 'needy', 'staff', ['moderator']),
  needyUpdate: route('PUT', 'needy/:id', 'staff', ['moderator']),
  needyDelete: route('DELETE', 'needy/:id', 'staff', ['moderator']),
  needyAnonymise: route('POST', 'needy/:id/anonymise', 'staff', ['moderator']),
  image: route('GET', 'images/:image', 'public'),
  statistics: route('GET', 'stats', 'public'),
  adminSettings: route('PUT', 'admin/settings', 'admin'),
  // Issue 30: the foundation's own record (name, KRS, NIP, address, accounts), read by every page, set by an admin.
  foundation: route('GET', 'foundation', 'public'),
  adminFoundation: route('PUT', 'admin/foundation', 'admin'),
  // Issue 30 item 3: the statute and the security policy, uploaded as PDFs, every version kept for the audit.
  adminFoundationDocuments: route('GET', 'admin/foundation/documents', 'admin'),
  adminFoundationDocumentUpload: route('POST', 'admin/foundation/documents/:kind', 'admin'),
  // The logo drawn in every e-mail and PDF: uploaded by an admin (PNG or JPEG), the newest served to anyone.
  foundationLogo: route('GET', 'foundation/logo', 'public'),
  adminFoundationLogoUpload: route('POST', 'admin/foundation/logo', 'admin'),

  donate: route('POST', 'donate/charity', 'public'),
  paymentStatus: route('GET', 'payment/:guid/status', 'public'),
  payment: route('GET', 'payment/:guid', 'public'),
  paymentConfirmation: route('GET', 'payment/:guid/confirmation.pdf', 'public'),
  charityPaymentMethods: route('GET', 'charity/:id/payment-methods', 'public'),
  charityPaymentConfiguration: route('GET', 'charity/:id/payment-configuration', 'public'),
  charityDonations: route('GET', 'charity/:id/donations', 'public'),
  charityDonationsCount: route('GET', 'charity/:id/donations/count', 'public'),
  manualDonation: route('POST', 'charity/:id/fdonate', 'staff', ['finance']),
  adminCharityManualDonations: route('GET', 'admin/charity/:id/manual-donations', 'staff', ['finance', 'viewer']),
  adminVoidPayment: route('POST', 'admin/payment/:guid/void', 'staff', ['finance']),
  adminCharityPaymentConfiguration: route('POST', 'admin/charity/:id/default-payment-configuration', 'staff', ['finance']),
  adminDefaultPaymentConfiguration: route('POST', 'admin/default-payment-configuration', 'staff', ['finance']),
  adminCharityPaymentConfigurationView: route('GET', 'admin/charity/:id/payment-configuration', 'staff', ['finance', 'viewer']),
  adminDefaultPaymentConfigurationView: route('GET', 'admin/default-payment-configuration', 'staff', ['finance', 'viewer']),
  adminCharityPaymentConnectionCheck: route('POST', 'admin/charity/:id/payment-configuration/check', 'staff', ['finance']),
  adminDefaultPaymentConnectionCheck: route('POST', 'admin/default-payment-configuration/check', 'staff', ['finance']),
  paymentsCount: route('GET', 'payments/count', 'staff', ['finance', 'viewer']),
  paymentsExport: route('GET', 'payments/export.csv', 'staff', ['finance', 'viewer']),
  payments: route('GET', 'payments', 'staff', ['finance', 'viewer']),
  adminPayment: route('GET', 'admin/payment/:guid', 'staff', ['finance', 'viewer']),
  adminPaymentCheck: route('POST', 'admin/payment/:guid/check', 'staff', ['finance']),
  // A POST (the guids in the body): as every POST, not a viewer's; a viewer exports by the filters.
  adminPaymentsExportChosen: route('POST', 'admin/payments/export.csv', 'staff', ['finance']),
  adminPaymentsCheck: route('POST', 'admin/payments/check', 'staff', ['finance']),
  reconcile: route('POST', 'admin/payments/reconcile', 'staff', ['finance']),
  adminPaymentRefund: route('POST', 'admin/payment/:guid/refund', 'staff', ['finance']),
  userDonations: route('GET', 'user/donates', 'user'),
  userYearlySummary: route('GET', 'user/donates/summary.pdf', 'user'),
  adminYearlySummaries: route('POST', 'admin/payments/yearly-summaries', 'staff', ['finance']),
  // Issue 34: the bank's statements imported, their matched lines booked as manual donations, the rest assigned by hand.
  adminBankStatementImport: route('POST', 'admin/bank-statements', 'staff', ['finance']),
  adminBankStatement: route('GET', 'admin/bank-statements/:id', 'staff', ['finance', 'viewer']),
  adminBankStatementBook: route('POST', 'admin/bank-statements/:id/book', 'staff', ['finance']),
  adminBankStatementQueue: route('GET', 'admin/bank-statement-entries', 'staff', ['finance', 'viewer']),
  adminBankStatementEntryAssign: route('POST', 'admin/bank-statement-entries/:id/assign', 'staff', ['finance']),
  adminBankStatementEntryDismiss: route('POST', 'admin/bank-statement-entries/:id/dismiss', 'staff', ['finance']),
  adminBankStatementEntryExpense: route('POST', 'admin/bank-statement-entries/:id/expense', 'staff', ['finance']),
  // Issue 35: a fundraiser's spending, each expense with its invoice, approved (by a second person above the
  // threshold), paid at most once, and published with its blacked-out copy in the public settlement.
  adminCharityExpenses: route('GET', 'admin/charity/:id/expenses', 'staff', ['finance', 'viewer']),
  adminCharityExpenseCreate: route('POST', 'admin/charity/:id/expenses', 'staff', ['finance']),
  adminExpenseApprove: route('POST', 'admin/expenses/:id/approve', 'staff', ['finance']),
  adminExpenseReject: route('POST', 'admin/expenses/:id/reject', 'staff', ['finance']),
  adminExpensePaid: route('POST', 'admin/expenses/:id/paid', 'staff', ['finance']),
  adminExpenseInvoice: route('GET', 'admin/expenses/:id/invoice', 'staff', ['finance', 'viewer']),
  adminExpensePublicCopy: route('POST', 'admin/expenses/:id/public-copy', 'staff', ['finance']),
  adminExpenseWithoutDocument: route('POST', 'admin/expenses/:id/without-document', 'staff', ['finance']),
  charityLedger: route('GET', 'charity/:name/ledger', 'public'),
  expenseDocument: route('GET', 'expenses/:id/document', 'public'),
  // Issue 35: the ledger's months, each exported as CSV, closed by an admin once over.
  adminLedgerMonths: route('GET', 'admin/ledger/months', 'staff', ['finance', 'viewer']),
  adminLedgerMonthExport: route('GET', 'admin/ledger/months/:month/export.csv', 'staff', ['finance', 'viewer']),
  adminLedgerMonthClose: route('POST', 'admin/ledger/months/:month/close', 'admin'),
  // Issue 35 item 1: corrections, booked by an admin in the open month (one of a closed month's row names it).
  adminLedgerCorrections: route('GET', 'admin/ledger/corrections', 'staff', ['finance', 'viewer']),
  adminLedgerCorrectionCreate: route('POST', 'admin/ledger/corrections', 'admin'),
  paymentNotification: route('POST', 'payments/notify/:provider/:guid', 'public'),
  sandboxPage: route('GET', 'sandbox/pay/:guid', 'public'),
  sandboxDecision: route('POST', 'sandbox/pay/:guid', 'public'),
  // Issue 40: monthly giving: staff read the schedules; the donor manages theirs through the signed link of its e-mails.
  adminRecurring: route('GET', 'admin/recurring', 'staff', ['finance', 'viewer']),
  recurringSchedule: route('GET', 'recurring/:id', 'public'),
  recurringCancel: route('POST', 'recurring/:id/cancel', 'public'),
  recurringChange: route('POST', 'recurring/:id/change', 'public'),
  recurringCard: route('POST', 'recurring/:id/card', 'public'),
  adminRecurringCancel: route('POST', 'admin/recurring/:id/cancel', 'staff', ['finance']),
  // Issue 40 item 5: a logged-in donor's own schedules in Konto, each with its signed management link.
  userRecurring: route('GET', 'user/recurring', 'user'),

  // ARCHITECTURE §3: the API document, generated from the contract (api-contract.ts), and its browsable page.
  openApi: route('GET', 'openapi.json', 'public'),
  apiDocs: route('GET', 'docs', 'public'),
  apiDocsAsset: route('GET', 'docs/:file', 'public'),

  adminAudit: route('GET', 'admin/audit', 'staff', ['viewer']),
  adminCharityHistory: route('GET', 'admin/charity/:id/history', 'staff', ['viewer']),
  adminEmails: route('GET', 'admin/emails', 'staff', ['viewer']),
  adminEmailResend: route('POST', 'admin/email/:id/resend', 'admin'),
  adminEmailsResend: route('POST', 'admin/emails/resend', 'admin'),
  adminWorkQueue: route('GET', 'admin/work-queue', 'staff', ['finance', 'moderator', 'viewer']),
  adminStatistics: route('GET', 'admin/statistics', 'staff', ['finance', 'viewer']),

  // Issue 18: reports of fundraisers
  charityReport: route('POST', 'charity/:id/reports', 'public'),
  adminReports: route('GET', 'admin/reports', 'staff', ['moderator', 'viewer']),
  adminReportClose: route('POST', 'admin/report/:id/close', 'staff', ['moderator']),

  // Issue 18: fundraiser updates ("Aktualności"): read by anyone, posted by the owner or the foundation, and left by
  // a donor through the signed link of their e-mail.
  charityUpdates: route('GET', 'charity/:id/updates', 'public'),
  charityUpdateCreate: route('POST', 'charity/:id/updates', 'owner', ['admin', 'moderator']),
  charityUpdateDelete: route('DELETE', 'charity-update/:id', 'owner', ['admin', 'moderator']),
  updatesUnsubscribe: route('POST', 'updates/unsubscribe', 'public'),
  // Issue 29: a donor confirms the address they gave for update e-mails, through the link of the one confirmation e-mail.
  updatesConfirm: route('POST', 'updates/confirm', 'public'),
  // RFC 8058: a mail program's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` to the e-mail's page link itself.
  updatesOneClickUnsubscribe: route('POST', '/aktualnosci/wypisz/:token', 'public'),
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;

/**
 * The words of the fixed paths `charity/<word>` a GET takes before `charity/:name` (`count`, `promoted`, `cities`):
 * never made a fundraiser's slug, so `{name}` always reaches the fundraiser it names.
 */
export const CHARITY_PATH_WORDS: readonly string[] = Object.values(API_ROUTES).flatMap((route) => {
  const word = /^\/?charity\/([a-z-]+)$/.exec(route.path)?.[1];
  return route.method === 'GET' && word ? [word] : [];
});

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
