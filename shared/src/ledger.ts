// Issue 35 item 1: the ledger's words. Every movement of money is one row of a kind, linked to its source.
import { parseAmountToGrosze } from './money.js';

/** What moved the money: in (payment paid, transfer typed in or booked from a statement), out (refund, void, expense), or a correction. */
export const LEDGER_KINDS = ['payment_paid', 'manual_transfer', 'statement_transfer', 'refund_confirmed', 'payment_void', 'expense_paid', 'correction'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The record a row comes from: a payment, a refund, a bank statement's line, an expense, or (a correction) an earlier row. */
export const LEDGER_SOURCES = ['payment', 'refund', 'statement_line', 'expense', 'ledger_entry'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

/** The kinds as the accountant's export and the panel name them. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  payment_paid: 'Wpłata online',
  manual_transfer: 'Wpłata wpisana ręcznie',
  statement_transfer: 'Przelew z wyciągu bankowego',
  refund_confirmed: 'Zwrot darczyńcy',
  payment_void: 'Anulowanie wpłaty',
  expense_paid: 'Wydatek',
  correction: 'Korekta',
};

export const LEDGER_SOURCE_LABELS: Record<LedgerSource, string> = {
  payment: 'wpłata',
  refund: 'zwrot',
  statement_line: 'pozycja wyciągu',
  expense: 'wydatek',
  ledger_entry: 'wpis księgi',
};

/** A day's month, `YYYY-MM`. */
export const monthOf = (day: string) => day.slice(0, 7);

/**
 * A signed amount as a person types it in złoty (`-25,50`, `−25,50`, `+100`, `100`) in grosze: below zero when the
 * fundraiser loses money; null for anything parseAmountToGrosze would refuse.
 */
export function signedAmountToGrosze(text: string): number | null {
  const trimmed = text.trim();
  const negative = /^[-−–]/.test(trimmed);
  const grosze = parseAmountToGrosze(/^[-−–+]/.test(trimmed) ? trimmed.slice(1) : trimmed);
  return grosze === null ? null : negative ? -grosze : grosze;
}
