// CSV as Excel in Polish opens it: `;` between cells, CRLF after each line, UTF-8 with a byte order mark.

/** Excel reads the file as UTF-8 only when it starts with this mark. */
export const CSV_BOM = '\uFEFF';

/** A cell a spreadsheet would run as a formula (OWASP: CSV injection) starts with one of these, or a tab or CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/** One cell: a formula-like text gets a leading `'`; a cell with `;`, `"` or a line break is quoted, `"` doubled. */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: readonly (string | null)[]) => `${cells.map(csvCell).join(';')}\r\n`;

/** Grosze as the accountant's spreadsheet reads a Polish amount: `1234,50`, no thousands separator. */
export const csvAmount = (grosze: number) => `${Math.trunc(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;
