import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { z } from 'zod';
import type { paymentRefundSchema } from '@zlota/shared/schemas/payment-views';
import { api } from '../../../../lib/api-client';

export type PaymentRefund = z.output<typeof paymentRefundSchema>;

/** What the refund dialog sends: the amount as typed ('12,50'), the reason, and the dialog's one refund key. */
export interface RefundBody {
  amount: string;
  reason: string;
  refund_key: string;
}

// Never retried by the client: a repeat is harmless (same refund key), but it is the admin who decides to repeat.
const once = { retry: 0 };

export const refundsApi = {
  request: (guid: string, body: RefundBody) => api.post<PaymentRefund>(apiPath(API_ROUTES.adminPaymentRefund, { guid }), body, once),
};
