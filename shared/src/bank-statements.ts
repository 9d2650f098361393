// Issue 34: the bank's statements imported in the panel, their lines matched to fundraisers by the transfer code.

/** The multipart field a statement file arrives in. */
export const STATEMENT_FIELD = 'file';
/** A day's or a month's statement of a foundation: 2 000 lines are about 1 MB, so 10 MB leaves room. */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * What the import found a line to be: `matched` (a fundraiser's transfer code in its title), `suggested` (no code, one
 * likely fundraiser), `unmatched`, `duplicate` (this bank transaction was imported or booked before) or `outgoing`
 * (money leaving the account, listed for the ledger).
 */
export const STATEMENT_ENTRY_STATUSES = ['matched', 'suggested', 'unmatched', 'duplicate', 'outgoing'] as const;
export type StatementEntryStatus = (typeof STATEMENT_ENTRY_STATUSES)[number];

/** Where a line stands: `open` waits to be booked or put aside, `booked` is a donation, `dismissed` is not one, `listed` is only shown. */
export const STATEMENT_ENTRY_STATES = ['open', 'booked', 'dismissed', 'listed'] as const;
export type StatementEntryState = (typeof STATEMENT_ENTRY_STATES)[number];

/**
 * Why a line without a code is suggested for a fundraiser: its title's words, an earlier booked transfer from the same
 * account, or the same payer with the same amount as an earlier booked one (a standing order).
 */
export const SUGGESTION_REASONS = ['title', 'account', 'amount'] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

/** The formats the import reads. */
export const STATEMENT_FORMATS = ['mt940', 'camt.053.001.02', 'camt.053.001.08'] as const;

/** Lengths of a line's texts as the statement formats bound them (CAMT's longest free text is 140 characters, MT940's :86: 390). */
export const STATEMENT_TEXT_MAX = 400;
export const STATEMENT_NAME_MAX = 200;
export const STATEMENT_REFERENCE_MAX = 64;
export const STATEMENT_ACCOUNT_MAX = 64;
export const STATEMENT_FILE_NAME_MAX = 255;
export const DISMISS_REASON_MAX = 500;
/** A line's note: why a booked line is open again (its payment voided, with the void's reason). */
export const STATEMENT_NOTE_MAX = 600;
/** The queue's page: what a staff member works through at one sitting. */
export const STATEMENT_QUEUE_LIMIT = 500;
