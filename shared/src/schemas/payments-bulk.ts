// Issue 36 item 7: payments chosen in the panel's list, exported or checked with the provider at once.
import { z } from './zod.js';
import { ADMIN_PAYMENT_MESSAGES as M } from '../messages.js';
import { paymentCheckSchema } from './payment-views.js';

/** The most payments one bulk action takes. */
export const PAYMENTS_CHOSEN_MAX = 200;

/** `POST admin/payments/export.csv` and `POST admin/payments/check`: the chosen payments by their guids. */
export const paymentsChosenSchema = z.object({
  guids: z
    .array(z.string({ error: M.chosenGuids }).min(1, { error: M.chosenGuids }).max(64, { error: M.chosenGuids }), { error: M.chosenGuids })
    .min(1, { error: M.chosenGuids })
    .max(PAYMENTS_CHOSEN_MAX, { error: M.chosenGuids })
    .refine((guids) => new Set(guids).size === guids.length, { error: M.chosenGuids }),
});
export type PaymentsChosen = z.output<typeof paymentsChosenSchema>;

/** What "Sprawdź u operatora" found for each payment, and those it left with the reason in Polish. */
export const paymentsCheckedSchema = z.object({
  checked: z.array(paymentCheckSchema),
  skipped: z.array(z.object({ guid: z.string().max(64), reason: z.string().max(500) })),
});
export type PaymentsChecked = z.infer<typeof paymentsCheckedSchema>;
