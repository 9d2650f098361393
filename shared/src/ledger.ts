// Issue 35 item 1: the ledger's words. Every movement of money is one row of a kind, linked to its source.

/** What moved the money: in (payment paid, transfer typed in or booked from a statement), out (refund, void, expense), or a correction. */
export const LEDGER_KINDS = ['payment_paid', 'manual_transfer', 'statement_transfer', 'refund_confirmed', 'payment_void', 'expense_paid', 'correction'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The record a row comes from: a payment, a refund, a bank statement's line, an expense, or (a correction) an earlier row. */
export const LEDGER_SOURCES = ['payment', 'refund', 'statement_line', 'expense', 'ledger_entry'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];
