// MT940 as Polish banks write it (PKO BP, Pekao, mBank, ING, Santander), read by the mt940js library.
//
// mt940js reads the frame (:20:, :25:, :60:, :61: in both date forms, :62:), checks that the lines add up to the
// balances, and hands the :86: field over as text. Its structured :86: reading knows only the German `?20` and `>20`
// subfields, not the Polish `~20` (nor `<20`): it would return nothing for a Polish bank's field, so it is switched off
// and the subfields are read here. The bank wraps the field at 65 characters, which means nothing: lines are joined.
// Subfields (ZBP's MT940 profile): ~00 the operation's kind, ~20–~25 the title, ~27–~29 and ~32–~33 the counterparty's
// name, ~30/~31 its bank and account number, ~38 its IBAN, ~60–~63 further text.
import { Parser } from 'mt940js';
import { tidy, type ReadStatement, type StatementLine } from './statement-line.js';

/** The subfield marks Polish banks use: `~20` (most) or `<20`. */
const SUBFIELD = /[~<](\d{2})/g;

/** The :86: field's subfields by number; the text before the first (a 3-digit operation code) is dropped. */
export function subfieldsOf(details: string): Map<string, string> {
  const text = details.replace(/\r?\n/g, '');
  const marks = [...text.matchAll(SUBFIELD)];
  const fields = new Map<string, string>();
  marks.forEach((mark, index) => {
    const end = marks[index + 1]?.index ?? text.length;
    const value = text.slice(mark.index + mark[0].length, end);
    fields.set(mark[1]!, (fields.get(mark[1]!) ?? '') + value);
  });
  return fields;
}

const joined = (fields: Map<string, string>, numbers: string[]) => numbers.map((number) => fields.get(number) ?? '').join('');
const day = (date: Date) => date.toISOString().slice(0, 10);
const meaningful = (reference: string) => (reference && reference.toUpperCase() !== 'NONREF' ? reference.trim() : '');

/** Whether the text looks like an MT940 statement at all (a statement's own fields), before it is read. */
export const looksLikeMt940 = (text: string) => /(^|\n):20:/.test(text) && /(^|\n):60[FM]:/.test(text) && /(^|\n):62[FM]:/.test(text);
/** MT942, the bank's interim report of the day's operations: no opening balance, a floor limit (:34F:) instead. */
export const looksLikeMt942 = (text: string) => /(^|\n):34F:/.test(text) || (/(^|\n):13D:/.test(text) && !/(^|\n):60[FM]:/.test(text));

/** Reads an MT940 file's text; throws when its frame is broken (a missing field, lines that do not add up). */
export function readMt940(text: string): ReadStatement {
  const statements = new Parser({ no86Structure: true }).parse(text.replace(/\r\n?/g, '\n'));
  const account = statements[0]?.accountIdentification.trim() ?? '';
  const lines: StatementLine[] = statements.flatMap((statement) =>
    statement.transactions.map((transaction) => {
      const fields = subfieldsOf(transaction.details);
      const counterparty = tidy(joined(fields, ['32', '33', '27', '28', '29']));
      const iban = (fields.get('38') ?? '').replace(/\s/g, '');
      return {
        amount: Math.round(transaction.amount * 100),
        booked_on: day(transaction.entryDate || transaction.date),
        counterparty,
        counterparty_account: iban || joined(fields, ['30', '31']).replace(/\s/g, ''),
        title: tidy(fields.size > 0 ? joined(fields, ['20', '21', '22', '23', '24', '25']) : transaction.details.replace(/\n/g, '')),
        reference: meaningful(transaction.bankReference) || meaningful(transaction.reference),
      };
    }),
  );
  return { format: 'mt940', account, lines };
}
