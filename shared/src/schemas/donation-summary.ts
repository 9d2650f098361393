// The yearly summary of a donor's donations (issue 18 item 3): which tax year, and what sending them did.
import { z } from './zod.js';
import { PAYMENT_MESSAGES as M } from '../messages.js';
import { warsawDay } from '../warsaw-days.js';
import { digits } from './numbers.js';

/** The first tax year the portal took donations in. */
export const FIRST_TAX_YEAR = 2020;
export const currentTaxYear = (now = Date.now()) => Number(warsawDay(now).slice(0, 4));

const taxYear = z
  .union([z.int(), digits(M.taxYear, 0, 9999)], { error: M.taxYear })
  .pipe(z.number().min(FIRST_TAX_YEAR, { error: M.taxYear }).refine((year) => year <= currentTaxYear(), { error: M.taxYear }));

/** `?year=2025` of the donor's PDF summary. */
export const taxYearQuerySchema = z.object({ year: taxYear });

/** The admin's "send the summaries of this year" (meant for January). */
export const yearlySummariesSchema = z.object({ year: taxYear });

export const yearlySummariesSentSchema = z.object({
  year: z.int(),
  /** How many donors with an account were written a summary (each one message in the outbox). */
  recipients: z.int(),
});
