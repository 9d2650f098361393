// Issue 35 items 4 and 5: the ledger's months, each exported as CSV, and closed by an admin once it is over.
import { z } from './zod.js';
import { emailText, moment } from './bounded.js';

const M = { month: 'Nieprawidłowy miesiąc (RRRR-MM)' };

/** `YYYY-MM`, months of years 1970–2999. */
export const MONTH_LENGTH = 7;
export const monthText = z.string().max(MONTH_LENGTH, { error: M.month }).regex(/^(19[7-9]\d|2\d{3})-(0[1-9]|1[0-2])$/, { error: M.month });

export const monthParamSchema = z.object({ month: monthText });

/** A month of the ledger as the panel lists it: its movements' totals (grosze) and, once closed, who closed it and the export's SHA-256. */
export const ledgerMonthSchema = z.object({
  month: monthText,
  entries: z.int(),
  income_grosze: z.int(),
  outgo_grosze: z.int(),
  closed_at: moment.nullable(),
  closed_by: emailText.nullable(),
  sha256: z.string().max(64).nullable(),
});
export type LedgerMonth = z.output<typeof ledgerMonthSchema>;
