// The words staff read for a payment's status and source: the panel and the CSV export say the same.
import type { PaymentStatusName } from './schemas/payment-views.js';
import type { PAYMENT_SOURCES } from './schemas/payment-filters.js';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatusName, string> = {
  pending: 'oczekuje',
  paid: 'opłacona',
  failed: 'nieudana',
};

export const PAYMENT_SOURCE_LABELS: Record<(typeof PAYMENT_SOURCES)[number], string> = {
  sandbox: 'testowy (sandbox)',
  payu: 'PayU',
  przelewy24: 'Przelewy24',
  manual: 'wpłata ręczna',
};

/** A source the list does not know (an old row) is shown as it is stored. */
export const paymentSourceLabel = (source: string) => PAYMENT_SOURCE_LABELS[source as keyof typeof PAYMENT_SOURCE_LABELS] ?? source;
export const paymentStatusLabel = (status: string) => PAYMENT_STATUS_LABELS[status as PaymentStatusName] ?? status;
