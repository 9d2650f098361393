// One operation of a bank statement as both formats are read into it.

export interface StatementLine {
  /** In grosze: positive for money coming in, negative for money leaving the account. */
  amount: number;
  /** The booking day, YYYY-MM-DD. */
  booked_on: string;
  counterparty: string;
  counterparty_account: string;
  title: string;
  /** The bank's reference of the transaction. */
  reference: string;
}

export interface ReadStatement {
  format: 'mt940' | 'camt.053.001.02' | 'camt.053.001.08';
  /** The foundation's own account the statement is of. */
  account: string;
  lines: StatementLine[];
}

/** A decimal amount of a statement (`1234,56`, `1234.5`, `12`) in grosze, or null when it is not one. */
export function amountInGrosze(text: string): number | null {
  const match = /^(\d{1,13})(?:[.,](\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Runs of spaces as one, no spaces at the ends. */
export const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A text at most `max` characters long (code points, as the columns count them). */
export const cut = (text: string, max: number) => [...text].slice(0, max).join('');
