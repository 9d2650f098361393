// The words staff read for a payment's status, source, method and events: the panel and the CSV export say the same.
import { PAYMENT_STATUS_LABELS, type PaymentStatusName } from './schemas/payment-views.js';
import type { PAYMENT_SOURCES } from './schemas/payment-filters.js';
import { MANUAL_METHOD_LABELS } from './schemas/donation.js';

export { PAYMENT_STATUS_LABELS };

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
