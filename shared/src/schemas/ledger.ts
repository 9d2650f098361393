// Issue 35 items 4 and 5: the ledger's months, each exported as CSV, and closed by an admin once it is over.
import { z } from './zod.js';
import { charityLink, dayText, emailText, moment, textOf } from './bounded.js';
import { LEDGER_MESSAGES } from '../messages.js';
import { ID_MAX } from '../record-id.js';
import { textField } from './text.js';

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

export const CORRECTION_REASON_MAX = 500;
/** A correction moves at most as much as the largest expense may (a flat): a larger mistake is several rows. */
export const CORRECTION_MAX_GROSZE = 100_000_000;

/**
 * A correction an admin books (issue 35 item 1): the fundraiser, a signed amount in grosze (above zero it adds to what
 * the fundraiser collected, below zero it takes away), why, and the ledger's row it corrects where there is one.
 * It is dated the day it is booked, always in the open month; a row of a closed month is corrected so, naming it.
 */
export const ledgerCorrectionInputSchema = z.object({
  charity_id: z.int({ error: LEDGER_MESSAGES.correctionCharity }).positive({ error: LEDGER_MESSAGES.correctionCharity }).max(ID_MAX, { error: LEDGER_MESSAGES.correctionCharity }),
  amount_grosze: z
    .int({ error: LEDGER_MESSAGES.correctionAmount })
    .min(-CORRECTION_MAX_GROSZE, { error: LEDGER_MESSAGES.correctionAmount })
    .max(CORRECTION_MAX_GROSZE, { error: LEDGER_MESSAGES.correctionAmount })
    .refine((grosze) => grosze !== 0, { error: LEDGER_MESSAGES.correctionAmount }),
  reason: textField({ error: LEDGER_MESSAGES.correctionReason, min: 3, max: CORRECTION_REASON_MAX, multiline: true }),
  corrects_id: z.int({ error: LEDGER_MESSAGES.correctedEntry }).positive({ error: LEDGER_MESSAGES.correctedEntry }).max(ID_MAX, { error: LEDGER_MESSAGES.correctedEntry }).nullable().optional(),
});
export type LedgerCorrectionInput = z.output<typeof ledgerCorrectionInputSchema>;

/** A correction as the panel lists it. */
export const ledgerCorrectionSchema = z.object({
  id: z.int(),
  charity: charityLink,
  amount_grosze: z.int(),
  occurred_on: dayText,
  booked_at: moment,
  booked_by: emailText.nullable(),
  reason: textOf(CORRECTION_REASON_MAX),
  /** The row it corrects, with the day that row is dated (in a closed month, perhaps). */
  corrects: z.object({ id: z.int(), occurred_on: dayText }).nullable(),
});
export type LedgerCorrection = z.output<typeof ledgerCorrectionSchema>;
