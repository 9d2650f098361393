// A refund of a paid online donation (issue 14 item 5), as the panel's dialog sends it.
import { z } from './zod.js';
import { amountInGrosze } from './charity.js';
import { DONATION_MAX_GROSZE, PAYMENT_REASON_MAX } from './donation.js';
import { REFUND_MESSAGES as M } from '../messages.js';
import { textField } from './text.js';
import { UUID_LENGTH } from '../constants.js';

/** No payment is larger than a manual donation may be; the payment's own refundable rest is checked by the server. */
const REFUND_MAX_GROSZE = DONATION_MAX_GROSZE * 10;

/**
 * The amount as every amount field takes it (`12,50`, `12.50`, `12`), parsed exactly into grosze; the reason
 * goes to the provider and the audit log; the refund key, made once per dialog, makes a repeat harmless.
 */
export const refundSchema = z.object({
  amount: amountInGrosze(M.amount, 1, REFUND_MAX_GROSZE),
  reason: textField({ error: M.reason, min: 3, max: PAYMENT_REASON_MAX }),
  refund_key: z.uuid({ error: M.refundKey }).max(UUID_LENGTH, { error: M.refundKey }),
});
export type RefundInput = z.output<typeof refundSchema>;
