// The words staff read for a payment's status, source, method and events: the panel and the CSV export say the same.
// The lists and their words live here, not in the zod schemas (which take them from here): a screen that only shows
// a payment's status or method (the panel's desk, issue 38) does not load zod with its labels.
import type { PAYMENT_SOURCES } from './schemas/payment-filters.js';

// voided: a manual donation the foundation entered by mistake and took back; it stays listed, counted nowhere.
// refunded / partially_refunded: a paid online donation whose money (or part of it) the provider confirmed returned.
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'voided', 'refunded', 'partially_refunded'] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];
/** What each status is called wherever a person reads it. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatusName, string> = {
  pending: 'Czeka na płatność',
  paid: 'Opłacona',
  failed: 'Nieudana',
  voided: 'Unieważniona',
  refunded: 'Zwrócona',
  partially_refunded: 'Częściowo zwrócona',
};

export const MANUAL_METHODS = ['transfer', 'cash'] as const;
export type ManualMethod = (typeof MANUAL_METHODS)[number];
export const MANUAL_METHOD_LABELS: Record<ManualMethod, string> = { transfer: 'Przelew tradycyjny', cash: 'Gotówka' };

export const PAYMENT_SOURCE_LABELS: Record<(typeof PAYMENT_SOURCES)[number], string> = {
  sandbox: 'testowy (sandbox)',
  payu: 'PayU',
  przelewy24: 'Przelewy24',
  manual: 'wpłata ręczna',
};

/**
 * How the donor paid: the sandbox's and manual donations' ids, and the kinds PayU reports (`payMethod.type`).
 * Przelewy24 reports a number of its own list (a bank), shown as "metoda operatora nr …".
 */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  ...MANUAL_METHOD_LABELS,
  card: 'Karta płatnicza',
  card_token: 'Karta płatnicza',
  blik: 'BLIK',
  blik_authorization_code: 'BLIK',
  blik_token: 'BLIK',
  pbl: 'Szybki przelew',
  installments: 'Raty',
  pay_later: 'Płatność odroczona',
  google_pay: 'Google Pay',
  apple_pay: 'Apple Pay',
  other: 'Inna',
};

/** What a provider event did (payment-events' verdict): an outcome, or why the notification was refused. */
export const PAYMENT_EVENT_VERDICT_LABELS: Record<string, string> = {
  accepted: 'przyjęte',
  counted: 'wpłata zaksięgowana',
  failed: 'płatność nieudana',
  duplicate: 'powtórzone, bez zmian',
  unchanged: 'bez zmian',
  pending: 'operator czeka na wpłatę',
  refunded: 'zwrot potwierdzony',
  refunded_late: 'zwrot potwierdzony po oznaczeniu jako nieudana',
  refund_failed: 'zwrot nieudany',
  refund_pending: 'zwrot w toku',
  refund_asked_again: 'o zwrot zapytano ponownie',
  error: 'błąd odpowiedzi operatora',
  unknown_provider: 'odrzucone: nieznany operator',
  unknown_payment: 'odrzucone: nieznana płatność',
  bad_signature: 'odrzucone: zły podpis',
  malformed: 'odrzucone: nieczytelna treść',
  guid_mismatch: 'odrzucone: inna płatność niż w adresie',
  amount_mismatch: 'odrzucone: inna kwota niż wpłaty',
  not_confirmed: 'odrzucone: operator nie potwierdził',
  unknown_refund: 'odrzucone: nieznany zwrot',
  too_large: 'odrzucone: za duża treść',
  not_json: 'odrzucone: treść nie jest w formacie JSON',
  unknown_source: 'odrzucone: nieznane źródło',
};

const labelOf = (labels: Record<string, string>, key: string) => (Object.hasOwn(labels, key) ? labels[key] : undefined);

/** A source the list does not know (an old row) is shown as it is stored. */
export const paymentSourceLabel = (source: string) => PAYMENT_SOURCE_LABELS[source as keyof typeof PAYMENT_SOURCE_LABELS] ?? source;
export const paymentStatusLabel = (status: string) => PAYMENT_STATUS_LABELS[status as PaymentStatusName] ?? status;
/** No method known: `null`; a provider's number (a bank of Przelewy24's list) is named as such. */
export function paymentMethodLabel(method: string | null): string | null {
  if (method === null || method === '') return null;
  const known = labelOf(PAYMENT_METHOD_LABELS, method.toLowerCase());
  if (known) return known;
  return /^\d+$/.test(method) ? `metoda operatora nr ${method}` : method;
}
export const paymentEventVerdictLabel = (verdict: string) => labelOf(PAYMENT_EVENT_VERDICT_LABELS, verdict) ?? verdict;
