// Issue 40 item 5: the donor changes a monthly schedule from the signed link of its e-mails, without an account.
import { z } from './zod.js';
import { RECURRING_MESSAGES as M } from '../messages.js';
import { cardTokenField, donationAmountSchema, idempotencyKeyField } from './donation.js';
import { textField } from './text.js';
import { RECURRING_DAY_MAX, RECURRING_DAY_MIN, RECURRING_KEY_LENGTH } from './recurring.js';

/** A new amount (as a donation's), a new day, or paused true/false; at least one of them. */
export const recurringChangeSchema = z
  .object({
    key: z.string({ error: M.key }).max(RECURRING_KEY_LENGTH, { error: M.key }),
    amount: donationAmountSchema.optional(),
    day: z.int({ error: M.day }).min(RECURRING_DAY_MIN, { error: M.day }).max(RECURRING_DAY_MAX, { error: M.day }).optional(),
    paused: z.boolean({ error: M.paused }).optional(),
  })
  .refine((change) => change.amount !== undefined || change.day !== undefined || change.paused !== undefined, { error: M.nothingToChange });
export type RecurringChange = z.output<typeof recurringChangeSchema>;

/**
 * Issue 40 item 4: „Zmień kartę” from the signed link: a new card's authorisation at the schedule's provider, which is
 * the schedule's next charge taken now (PayU: a FIRST order with the new card's single-use token from its Secure Form).
 */
export const recurringCardSchema = z.object({
  key: z.string({ error: M.key }).max(RECURRING_KEY_LENGTH, { error: M.key }),
  idempotency_key: idempotencyKeyField,
  card_token: cardTokenField.optional(),
});
export type RecurringCardInput = z.output<typeof recurringCardSchema>;

/** Issue 40 item 6: staff cancel a schedule with a reason (kept in the audit log; the donor is told it was cancelled). */
export const RECURRING_CANCEL_REASON_MAX = 500;
export const adminRecurringCancelSchema = z.object({
  reason: textField({ error: M.staffReason, min: 3, max: RECURRING_CANCEL_REASON_MAX, multiline: true }),
});
