// The words staff read for a payment's status and source: the panel and the CSV export say the same.
import { PAYMENT_STATUS_LABELS, type PaymentStatusName } from './schemas/payment-views.js';
import type { PAYMENT_SOURCES } from './schemas/payment-filters.js';

export { PAYMENT_STATUS_LABELS };

export const PAYMENT_SOURCE_LABELS: Record<(typeof PAYMENT_SOURCES)[number], string> = {
  sandbox: 'testowy (sandbox)',
  payu: 'PayU',
  przelewy24: 'Przelewy24',
  manual: 'wpłata ręczna',
};

/** A source the list does not know (an old row) is shown as it is stored. */
export const paymentSourceLabel = (source: string) => PAYMENT_SOURCE_LABELS[source as keyof typeof PAYMENT_SOURCE_LABELS] ?? source;
export const paymentStatusLabel = (status: string) => PAYMENT_STATUS_LABELS[status as PaymentStatusName] ?? status;
