import type { ApiRouteName } from '../api-routes.js';
import { idParamSchema } from '../schemas/auth.js';
import { charityPaymentConfigurationSchema, donationSchema, manualDonationSchema, paymentConfigurationSchema, voidPaymentSchema } from '../schemas/donation.js';
import { charityPagingSchema } from '../schemas/paging.js';
import { paymentFiltersSchema, paymentListQuerySchema } from '../schemas/payment-filters.js';
import { paymentsCheckedSchema, paymentsChosenSchema } from '../schemas/payments-bulk.js';
import { refundSchema } from '../schemas/refund.js';
import {
  adminPaymentConfigurationSchema,
  adminPaymentDetailSchema,
  adminPaymentSchema,
  connectionCheckSchema,
  paymentCheckSchema,
  donationStartedSchema,
  duplicateManualDonationSchema,
  manualDonationEntrySchema,
  manualDonationRecordedSchema,
  paymentDetailsSchema,
  paymentMethodSchema,
  paymentRefundSchema,
  paymentStatusSchema,
  supportPaymentConfigurationSchema,
  reconcileReportSchema,
  storedPaymentConfigurationSchema,
  supporterSchema,
  userDonationSchema,
} from '../schemas/payment-views.js';
import { countSchema } from '../schemas/charity-views.js';
import { guidParamSchema, notificationParamsSchema, reconcileBodySchema, sandboxDecisionSchema } from '../schemas/route-params.js';
import { errorBodySchema } from '../schemas/error.js';
import { z } from '../schemas/zod.js';
import { taxYearQuerySchema, yearlySummariesSchema, yearlySummariesSentSchema } from '../schemas/donation-summary.js';
import { binary, errors, notModified, text, type RouteContract } from './route-contract.js';

const tag = 'Płatności';
const providerAnswer = text('text/plain');

/** Donations, their payments and providers, and the sandbox provider's own pages. */
export const paymentContracts = {
  donate: {
    summary: 'Rozpoczyna wpłatę; z tym samym kluczem idempotencji daje tę samą odpowiedź',
    tag,
    optionalToken: true,
    body: { json: donationSchema },
    responses: { 201: donationStartedSchema, ...errors(404, 409, 502, 503) },
  },
  paymentStatus: { summary: 'Status wpłaty', tag, params: guidParamSchema, responses: { 200: paymentStatusSchema, ...errors(400, 404) } },
  payment: { summary: 'Wpłata na stronach przetwarzania i podziękowania', tag, params: guidParamSchema, responses: { 200: paymentDetailsSchema, ...errors(400, 404) } },
  paymentConfirmation: {
    summary: '„Potwierdzenie darowizny” w PDF dla zaksięgowanej wpłaty; identyfikator wpłaty zna tylko darczyńca',
    tag,
    params: guidParamSchema,
    // 409: the payment is not (yet) paid, or was voided or refunded in full.
    responses: { 200: binary('application/pdf'), ...errors(400, 404, 409) },
  },
  charityPaymentMethods: {
    summary: 'Metody płatności operatora zbiórki',
    tag,
    params: idParamSchema,
    responses: { 200: z.array(paymentMethodSchema), ...notModified, ...errors(400, 404, 502, 503) },
  },
  charityPaymentConfiguration: {
    summary: 'Operator płatności zbiórki i jego jawne identyfikatory',
    tag,
    params: idParamSchema,
    responses: { 200: supportPaymentConfigurationSchema, ...notModified, ...errors(400, 404) },
  },
  charityDonations: {
    summary: 'Wspierający zbiórkę: opłacone wpłaty, od najnowszej',
    tag,
    params: idParamSchema,
    query: charityPagingSchema,
    responses: { 200: z.array(supporterSchema), ...notModified, ...errors(400, 404) },
  },
  charityDonationsCount: {
    summary: 'Ilu wspierających ma zbiórka: liczba opłaconych wpłat',
    tag,
    params: idParamSchema,
    responses: { 200: countSchema, ...errors(400, 404) },
  },
  manualDonation: {
    summary: 'Fundacja zapisuje wpłatę przelewem lub gotówką',
    tag,
    params: idParamSchema,
    body: { json: manualDonationSchema },
    // 409: the bank reference already counts (the answer carries the earlier entry), or the day received is in a month
    // closed in the ledger (MONTH_CLOSED, issue 35).
    responses: { 201: manualDonationRecordedSchema, 409: z.union([duplicateManualDonationSchema, errorBodySchema]), ...errors(404) },
  },
  adminCharityManualDonations: {
    summary: 'Wpłaty zbiórki zapisane ręcznie, także unieważnione, od najnowszej',
    tag,
    params: idParamSchema,
    responses: { 200: z.array(manualDonationEntrySchema), ...errors(400, 404) },
  },
  adminVoidPayment: {
    summary: 'Unieważnia wpłatę zapisaną ręcznie przez pomyłkę: odejmuje kwotę od zebranej, raz',
    tag,
    params: guidParamSchema,
    body: { json: voidPaymentSchema },
    responses: { 200: manualDonationEntrySchema, ...errors(404, 409) },
  },
  adminCharityPaymentConfiguration: {
    summary: 'Operator płatności zbiórki i jego dane dostępowe (tylko do zapisu; puste pole zostawia zapisany klucz); „default” usuwa własną konfigurację',
    tag,
    params: idParamSchema,
    body: { json: charityPaymentConfigurationSchema },
    responses: { 200: storedPaymentConfigurationSchema, ...errors(404) },
  },
  adminDefaultPaymentConfiguration: {
    summary: 'Domyślny operator płatności fundacji',
    tag,
    body: { json: paymentConfigurationSchema },
    responses: { 200: storedPaymentConfigurationSchema },
  },
  adminCharityPaymentConfigurationView: {
    summary: 'Konfiguracja płatności zbiórki dla panelu: skąd pochodzi i które klucze są zapisane (z zamaskowaną końcówką)',
    tag,
    params: idParamSchema,
    responses: { 200: adminPaymentConfigurationSchema, ...errors(400, 404) },
  },
  adminDefaultPaymentConfigurationView: {
    summary: 'Domyślna konfiguracja płatności fundacji dla panelu (klucze tylko jako „zapisano” i zamaskowana końcówka)',
    tag,
    responses: { 200: adminPaymentConfigurationSchema },
  },
  adminCharityPaymentConnectionCheck: {
    summary: 'Sprawdza połączenie z operatorem płatności zbiórki przy zapisanych danych dostępowych',
    tag,
    params: idParamSchema,
    responses: { 200: connectionCheckSchema, ...errors(404, 503) },
  },
  adminDefaultPaymentConnectionCheck: {
    summary: 'Sprawdza połączenie z domyślnym operatorem płatności fundacji',
    tag,
    responses: { 200: connectionCheckSchema, ...errors(503) },
  },
  paymentsCount: { summary: 'Liczba wpłat spełniających filtry', tag, query: paymentFiltersSchema, responses: { 200: countSchema, ...errors(400) } },
  paymentsExport: {
    summary: 'Wpłaty spełniające filtry jako CSV dla księgowości (średniki, przecinki dziesiętne, UTF-8 z BOM), przesyłane partiami',
    tag,
    query: paymentFiltersSchema,
    responses: { 200: text('text/csv'), ...errors(400) },
  },
  adminPaymentsExportChosen: {
    summary: 'Zaznaczone wpłaty jako CSV, w tych samych kolumnach co eksport według filtrów',
    tag,
    body: { json: paymentsChosenSchema },
    responses: { 200: text('text/csv'), ...errors(400) },
  },
  adminPaymentsCheck: {
    summary: 'Zaznaczone oczekujące wpłaty sprawdzone u operatora jak pojedynczo, każda z wpisem w dzienniku zdarzeń; pozostałe wracają z powodem',
    tag,
    body: { json: paymentsChosenSchema },
    responses: { 200: paymentsCheckedSchema, ...errors(400) },
  },
  payments: { summary: 'Wpłaty spełniające filtry, od najnowszej', tag, query: paymentListQuerySchema, responses: { 200: z.array(adminPaymentSchema), ...errors(400) } },
  adminPayment: {
    summary: 'Wpłata z historią: zdarzenia operatora i wpisy dziennika zdarzeń',
    tag,
    params: guidParamSchema,
    responses: { 200: adminPaymentDetailSchema, ...errors(400, 404) },
  },
  adminPaymentCheck: {
    summary: 'Pyta operatora ponownie o jedną wpłatę i stosuje odpowiedź tak jak uzgadnianie',
    tag,
    params: guidParamSchema,
    responses: { 200: paymentCheckSchema, ...errors(400, 404, 409, 503) },
  },
  reconcile: {
    summary: 'Pyta operatorów o zaległe wpłaty i sprawdza zebrane kwoty',
    tag,
    body: { json: reconcileBodySchema },
    responses: { 200: reconcileReportSchema },
  },
  adminPaymentRefund: {
    summary: 'Zleca operatorowi zwrot opłaconej wpłaty online (całości lub części); ten sam klucz zwrotu nie zwraca drugi raz',
    tag,
    params: guidParamSchema,
    body: { json: refundSchema },
    // 409: a manual or unpaid payment, more than is left to refund, or the same key with another amount.
    responses: { 201: paymentRefundSchema, ...errors(400, 404, 409, 502, 503) },
  },
  userDonations: { summary: 'Wpłaty zalogowanego użytkownika', tag, responses: { 200: z.array(userDonationSchema) } },
  userYearlySummary: {
    summary: 'Podsumowanie darowizn zalogowanego użytkownika za rok podatkowy w PDF (suma i każda wpłata)',
    tag,
    query: taxYearQuerySchema,
    responses: { 200: binary('application/pdf'), ...errors(400) },
  },
  adminYearlySummaries: {
    summary: 'Wysyła (przez outbox) roczne podsumowanie darowizn każdemu darczyńcy z kontem, który wpłacał w danym roku',
    tag,
    body: { json: yearlySummariesSchema },
    // 409: the summaries of this year were sent already (once per year); the message says when and by whom.
    responses: { 200: yearlySummariesSentSchema, ...errors(409) },
  },
  paymentNotification: {
    summary: 'Powiadomienie operatora o wpłacie, podpisane; odpowiedź taka, jakiej operator oczekuje',
    tag,
    params: notificationParamsSchema,
    body: { json: z.unknown() },
    // A body above 16 KB is refused (413) unread; more than RATE_LIMIT_PAYMENT_NOTIFICATIONS a minute from one address: 429.
    // With PAYMENT_NOTIFICATION_SOURCES set, PayU's and Przelewy24's from another address: 403.
    responses: { 200: providerAnswer, 400: { ...providerAnswer, orJson: errorBodySchema }, 503: providerAnswer, ...errors(403, 404, 429) },
  },
  sandboxPage: {
    summary: 'Strona bramki testowej: darczyńca zatwierdza albo odrzuca wpłatę',
    tag,
    params: guidParamSchema,
    responses: { 200: text('text/html'), ...errors(400, 404) },
  },
  sandboxDecision: {
    summary: 'Decyzja w bramce testowej; przekierowuje z powrotem do portalu',
    tag,
    params: guidParamSchema,
    body: { form: sandboxDecisionSchema },
    // Express says where it redirects in a line of text or HTML, as the request accepts.
    // A choice that cannot be stored (a full disk) is told on a page of the gateway, as the donor's browser shows it.
    responses: { 303: text('text/plain', 'text/html'), 503: { ...text('text/html'), orJson: errorBodySchema }, ...errors(404) },
  },
} satisfies Partial<Record<ApiRouteName, RouteContract>>;
