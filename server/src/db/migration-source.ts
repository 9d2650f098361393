import type { Knex } from 'knex';
import * as users from './migrations/2026112101-users.js';
import * as sessions from './migrations/2026112102-sessions.js';
import * as emailOutbox from './migrations/2026112103-email-outbox.js';
import * as settings from './migrations/2026112104-settings.js';
import * as needy from './migrations/2026112105-needy.js';
import * as images from './migrations/2026112106-images.js';
import * as charities from './migrations/2026112107-charities.js';
import * as payments from './migrations/2026112108-payments.js';
import * as searchWords from './migrations/2026112109-search-words.js';
import * as publicIndex from './migrations/2026112110-public-charities-index.js';
import * as auditLog from './migrations/2026112501-audit-log.js';
import * as charityReview from './migrations/2026112502-charity-review.js';
import * as adminFiguresIndexes from './migrations/2026112503-admin-figures-indexes.js';
import * as userDeactivatedAt from './migrations/2026112504-user-deactivated-at.js';
import * as paymentNotificationRejections from './migrations/2026112505-payment-notification-rejections.js';
import * as rateLimitBlocks from './migrations/2026112506-rate-limit-blocks.js';
import * as charityDeclarations from './migrations/2026112507-charity-declarations.js';
import * as needyCityKey from './migrations/2026112508-needy-city-key.js';
import * as manualDonationDetails from './migrations/2026112509-manual-donation-details.js';
import * as paymentFilterIndexes from './migrations/2026112510-payment-filter-indexes.js';
import * as paymentsStatisticsIndex from './migrations/2026112512-payments-statistics-index.js';
import * as paymentRefunds from './migrations/2026112513-payment-refunds.js';
import * as charityRevisions from './migrations/2026112514-charity-revisions.js';
import * as catalogFigures from './migrations/2026112515-catalog-figures.js';
import * as staffTwoFactor from './migrations/2026112516-staff-two-factor.js';
import * as staffRoles from './migrations/2026112517-staff-roles.js';
import * as sessionDetails from './migrations/2026112518-session-details.js';
import * as charityMilestones from './migrations/2026112519-charity-milestones.js';
import * as outboxDelivery from './migrations/2026112519-outbox-delivery.js';
import * as emailAttachments from './migrations/2026112520-email-attachments.js';
import * as charityUpdates from './migrations/2026112601-charity-updates.js';
import * as updatesConsent from './migrations/2026112602-updates-consent.js';
import * as charityReports from './migrations/2026112603-charity-reports.js';
import * as auditLogErasure from './migrations/2026112610-audit-log-erasure.js';
import * as searchPrefixIndex from './migrations/2026112701-search-prefix-index.js';
import * as searchVisibleIndex from './migrations/2026112702-search-visible-index.js';
import * as paymentsConversionIndex from './migrations/2026112703-payments-conversion-index.js';
import * as foundation from './migrations/2026112711-foundation.js';
import * as paymentReceiptName from './migrations/2026112712-payment-receipt-name.js';
import * as approvedRevisions from './migrations/2026112714-approved-revisions.js';
import * as updateAddresses from './migrations/2026112715-update-addresses.js';
import * as foundationDocuments from './migrations/2026112716-foundation-documents.js';
import * as bankStatements from './migrations/2026112723-bank-statements.js';
import * as bankReferenceKey from './migrations/2026112721-bank-reference-key.js';
import * as manualDonationsPaidOnReceived from './migrations/2026112722-manual-donations-paid-on-received.js';
import * as staffRoleOnly from './migrations/2026112724-staff-role-only.js';
import * as statementEntryNote from './migrations/2026112725-statement-entry-note.js';
import * as descriptionTypography from './migrations/2026112750-description-typography.js';
import * as expenses from './migrations/2026112735-expenses.js';
import * as adminListSortIndexes from './migrations/2026112740-admin-list-sort-indexes.js';
import * as catalogListing from './migrations/2026112760-catalog-listing.js';
import * as catalogCities from './migrations/2026112761-catalog-cities.js';
import * as catalogChanges from './migrations/2026112765-catalog-changes.js';
import * as needyFoldedKeys from './migrations/2026112770-needy-folded-keys.js';
import * as statementExpenses from './migrations/2026112780-statement-expenses.js';
import * as charitiesSpentAmount from './migrations/2026112781-charities-spent-amount.js';
import * as recurringDonations from './migrations/2026112860-recurring-donations.js';
import * as catalogExpensesTouch from './migrations/2026112840-catalog-expenses-touch.js';
import * as recurringChargesAfter from './migrations/2026112861-recurring-charges-after.js';
import * as recurringCardExpiry from './migrations/2026112900-recurring-card-expiry.js';
import * as recurringChosenEnd from './migrations/2026112910-recurring-chosen-end.js';
import * as recurringCardChanges from './migrations/2026112920-recurring-card-changes.js';
import * as recurringMethod from './migrations/2026112930-recurring-method.js';
import * as ledgerEntries from './migrations/2026112730-ledger-entries.js';
import * as ledgerClosedMonths from './migrations/2026112731-ledger-closed-months.js';

type Migration = Knex.Migration;

// Listed here rather than read from a folder, so the same list runs from source (tests) and from dist.
const MIGRATIONS: ReadonlyArray<readonly [string, Migration]> = [
  ['2026112101-users', users],
  ['2026112102-sessions', sessions],
  ['2026112103-email-outbox', emailOutbox],
  ['2026112104-settings', settings],
  ['2026112105-needy', needy],
  ['2026112106-images', images],
  ['2026112107-charities', charities],
  ['2026112108-payments', payments],
  ['2026112109-search-words', searchWords],
  ['2026112110-public-charities-index', publicIndex],
  ['2026112501-audit-log', auditLog],
  ['2026112502-charity-review', charityReview],
  ['2026112503-admin-figures-indexes', adminFiguresIndexes],
  ['2026112504-user-deactivated-at', userDeactivatedAt],
  ['2026112505-payment-notification-rejections', paymentNotificationRejections],
  ['2026112506-rate-limit-blocks', rateLimitBlocks],
  ['2026112507-charity-declarations', charityDeclarations],
  ['2026112508-needy-city-key', needyCityKey],
  ['2026112509-manual-donation-details', manualDonationDetails],
  ['2026112510-payment-filter-indexes', paymentFilterIndexes],
  ['2026112512-payments-statistics-index', paymentsStatisticsIndex],
  ['2026112513-payment-refunds', paymentRefunds],
  ['2026112514-charity-revisions', charityRevisions],
  ['2026112515-catalog-figures', catalogFigures],
  ['2026112516-staff-two-factor', staffTwoFactor],
  ['2026112517-staff-roles', staffRoles],
  ['2026112518-session-details', sessionDetails],
  ['2026112519-charity-milestones', charityMilestones],
  ['2026112519-outbox-delivery', outboxDelivery],
  ['2026112520-email-attachments', emailAttachments],
  ['2026112601-charity-updates', charityUpdates],
  ['2026112602-updates-consent', updatesConsent],
  ['2026112603-charity-reports', charityReports],
  ['2026112610-audit-log-erasure', auditLogErasure],
  ['2026112701-search-prefix-index', searchPrefixIndex],
  ['2026112702-search-visible-index', searchVisibleIndex],
  ['2026112703-payments-conversion-index', paymentsConversionIndex],
  ['2026112711-foundation', foundation],
  ['2026112712-payment-receipt-name', paymentReceiptName],
  ['2026112714-approved-revisions', approvedRevisions],
  ['2026112715-update-addresses', updateAddresses],
  ['2026112716-foundation-documents', foundationDocuments],
  ['2026112721-bank-reference-key', bankReferenceKey],
  ['2026112722-manual-donations-paid-on-received', manualDonationsPaidOnReceived],
  ['2026112723-bank-statements', bankStatements],
  ['2026112724-staff-role-only', staffRoleOnly],
  ['2026112725-statement-entry-note', statementEntryNote],
  ['2026112730-ledger-entries', ledgerEntries],
  ['2026112731-ledger-closed-months', ledgerClosedMonths],
  ['2026112735-expenses', expenses],
  ['2026112740-admin-list-sort-indexes', adminListSortIndexes],
  ['2026112750-description-typography', descriptionTypography],
  ['2026112760-catalog-listing', catalogListing],
  ['2026112761-catalog-cities', catalogCities],
  ['2026112765-catalog-changes', catalogChanges],
  ['2026112770-needy-folded-keys', needyFoldedKeys],
  ['2026112780-statement-expenses', statementExpenses],
  ['2026112781-charities-spent-amount', charitiesSpentAmount],
  ['2026112840-catalog-expenses-touch', catalogExpensesTouch],
  ['2026112860-recurring-donations', recurringDonations],
  ['2026112861-recurring-charges-after', recurringChargesAfter],
  ['2026112900-recurring-card-expiry', recurringCardExpiry],
  ['2026112910-recurring-chosen-end', recurringChosenEnd],
  ['2026112920-recurring-card-changes', recurringCardChanges],
  ['2026112930-recurring-method', recurringMethod],
];

export const migrationSource: Knex.MigrationSource<readonly [string, Migration]> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
