// Issue 34: a statement's preview, the queue of lines to assign, and what staff send to book or put a line aside.
import { z } from './zod.js';
import { charityLink, dayText, emailText, moment, textOf, uuid } from './bounded.js';
import { bodyId } from './numbers.js';
import { textField } from './text.js';
import {
  DISMISS_REASON_MAX,
  STATEMENT_ACCOUNT_MAX,
  STATEMENT_ENTRY_STATES,
  STATEMENT_ENTRY_STATUSES,
  STATEMENT_FILE_NAME_MAX,
  STATEMENT_FORMATS,
  STATEMENT_NAME_MAX,
  STATEMENT_NOTE_MAX,
  STATEMENT_REFERENCE_MAX,
  STATEMENT_TEXT_MAX,
  SUGGESTION_REASONS,
} from '../bank-statements.js';
import { BANK_STATEMENT_MESSAGES as M } from '../messages.js';
import { EXPENSE_PAYEE_MAX } from './expenses.js';

/** An approved expense an outgoing line may settle; `amount` in złoty. */
export const statementExpenseSchema = z.object({ id: z.int(), charity_id: z.int(), payee: textOf(EXPENSE_PAYEE_MAX), amount: z.number() });

/** One line of a statement as the panel shows it; `amount` in złoty, negative for money leaving the account. */
export const statementEntrySchema = z.object({
  id: z.int(),
  statement_id: z.int(),
  position: z.int(),
  amount: z.number(),
  booked_on: dayText,
  counterparty: textOf(STATEMENT_NAME_MAX),
  counterparty_account: textOf(STATEMENT_ACCOUNT_MAX),
  title: textOf(STATEMENT_TEXT_MAX),
  reference: textOf(STATEMENT_REFERENCE_MAX),
  status: z.enum(STATEMENT_ENTRY_STATUSES),
  /** The fundraiser the code names (matched) or the likely one (suggested); none otherwise. */
  match: charityLink.nullable(),
  /** Why a line without a code is suggested: its title's words, or an earlier transfer from the same account. */
  suggested_by: z.enum(SUGGESTION_REASONS).nullable(),
  state: z.enum(STATEMENT_ENTRY_STATES),
  /** The manual donation a booked line became. */
  payment_guid: uuid.nullable(),
  settled_by: emailText.nullable(),
  dismiss_reason: textOf(DISMISS_REASON_MAX).nullable(),
  /** Why an open line waits again: the donation it was booked as was voided. */
  note: textOf(STATEMENT_NOTE_MAX).nullable(),
  /** An outgoing line still listed: the one approved expense of its amount (of its account, when several), to settle. */
  expense_match: statementExpenseSchema.nullable(),
  /** The expense an outgoing line settled. */
  expense_id: z.int().nullable(),
});
export type StatementEntryView = z.output<typeof statementEntrySchema>;

/** The counts of a statement's lines by status. */
export const statementCountsSchema = z.object(Object.fromEntries(STATEMENT_ENTRY_STATUSES.map((status) => [status, z.int()])) as Record<(typeof STATEMENT_ENTRY_STATUSES)[number], z.ZodInt>);

/** An imported statement: nothing is booked by the import itself. */
export const statementPreviewSchema = z.object({
  id: z.int(),
  format: z.enum(STATEMENT_FORMATS),
  account: textOf(STATEMENT_ACCOUNT_MAX),
  file_name: textOf(STATEMENT_FILE_NAME_MAX),
  sha256: textOf(64),
  imported_by: emailText.nullable(),
  imported_at: moment,
  counts: statementCountsSchema,
  entries: z.array(statementEntrySchema),
});
export type StatementPreview = z.output<typeof statementPreviewSchema>;

/** What booking a statement's matched lines did: how many became donations now, and how many were booked before. */
export const statementBookedSchema = z.object({ booked: z.int(), already_booked: z.int(), statement: statementPreviewSchema });

export const assignEntrySchema = z.object({ charity_id: bodyId(M.charity) });
export const settleExpenseSchema = z.object({ expense_id: bodyId(M.expense) });
export const dismissEntrySchema = z.object({
  reason: textField({ error: M.dismissReason, min: 3, max: DISMISS_REASON_MAX, multiline: true }),
});
