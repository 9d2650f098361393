import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { page } from './route-page';
import type { RouteHandle } from './scroll-manager';

// The panel's screens (spec §2, issue 12), each its own lazy chunk: the public app's router (router.tsx) and the
// panel's own entry (panel-start.tsx) both hold them.
const admin = {
  workQueue: () => import('../features/admin/insights/work-queue-page').then((m) => ({ Component: m.AdminWorkQueuePage })),
  users: () => import('../features/admin/people/users-page').then((m) => ({ Component: m.AdminUsersPage })),
  audit: () => import('../features/admin/insights/audit-page').then((m) => ({ Component: m.AdminAuditPage })),
  emails: () => import('../features/admin/insights/emails-page').then((m) => ({ Component: m.AdminEmailsPage })),
  security: () => import('../features/admin/people/security-page').then((m) => ({ Component: m.AdminSecurityPage })),
  foundation: () => import('../features/admin/foundation/foundation-page').then((m) => ({ Component: m.AdminFoundationPage })),
  statements: () => import('../features/admin/money/statements-page').then((m) => ({ Component: m.AdminStatementsPage })),
  charities: () => import('../features/admin/charities/charities-page').then((m) => ({ Component: m.AdminCharitiesPage })),
  charityNew: () => import('../features/admin/charities/charity-new-page').then((m) => ({ Component: m.AdminCharityNewPage })),
  charityEdit: () => import('../features/admin/charities/charity-edit-page').then((m) => ({ Component: m.AdminCharityEditPage })),
  needy: () => import('../features/admin/people/needy-page').then((m) => ({ Component: m.AdminNeedyPage })),
  payments: () => import('../features/admin/money/payments-page').then((m) => ({ Component: m.AdminPaymentsPage })),
  payment: () => import('../features/admin/money/payment-detail-page').then((m) => ({ Component: m.AdminPaymentDetailPage })),
  statistics: () => import('../features/admin/insights/statistics-page').then((m) => ({ Component: m.AdminStatisticsPage })),
  charityDonate: () => import('../features/admin/money/charity-donate-page').then((m) => ({ Component: m.AdminCharityDonatePage })),
  charityOauth: () => import('../features/admin/money/charity-oauth-page').then((m) => ({ Component: m.AdminCharityOauthPage })),
  charityExpenses: () => import('../features/admin/money/charity-expenses-page').then((m) => ({ Component: m.AdminCharityExpensesPage })),
};

/** The route that holds the panel's screens: its own layout, no public how-to, its own offline notice. */
export const PANEL_HANDLE = { hideQuote: true, ownOfflineNotice: true, panel: true } satisfies RouteHandle;

export const panelScreens: RouteObject[] = [
  page(paths.admin.path, admin.workQueue),
  page(paths.adminCharities.path, admin.charities),
  page(paths.adminCharityNew.path, admin.charityNew),
  page(paths.adminCharityEdit.path, admin.charityEdit),
  page(paths.adminCharityDonate.path, admin.charityDonate),
  page(paths.adminCharityOauth.path, admin.charityOauth),
  page(paths.adminCharityExpenses.path, admin.charityExpenses),
  page(paths.adminNeedy.path, admin.needy),
  page(paths.adminPayments.path, admin.payments),
  page(paths.adminPayment.path, admin.payment),
  page(paths.adminStatistics.path, admin.statistics),
  page(paths.adminUsers.path, admin.users, { keepScroll: true }),
  page(paths.adminAudit.path, admin.audit, { keepScroll: true }),
  page(paths.adminEmails.path, admin.emails),
  page(paths.adminSecurity.path, admin.security),
  page(paths.adminFoundation.path, admin.foundation),
  page(paths.adminStatements.path, admin.statements),
];
