// CAMT.053 (ISO 20022 BankToCustomerStatement), versions .001.02 and .001.08, read as a stream by saxes: a large
// statement is never held as a tree. Each booked entry (Ntry) is one line: its amount and CdtDbtInd, its booking day,
// the bank's reference, the other party (the debtor of money coming in, the creditor of money going out) and the
// unstructured remittance text. .001.02 names a party directly (Dbtr/Nm), .001.08 through Pty (Dbtr/Pty/Nm).
import { SaxesParser } from 'saxes';
import { amountInGrosze, tidy, type ReadStatement, type StatementLine } from './statement-line.js';

const NAMESPACES: Record<string, ReadStatement['format']> = {
  'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02': 'camt.053.001.02',
  'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08': 'camt.053.001.08',
};

/** Thrown for XML that is not a CAMT.053 statement (another document, or not XML at all). */
export class NotCamtError extends Error {}

interface Entry {
  amount: string;
  sign: string;
  status: string;
  day: string;
  reference: string;
  transactionReference: string;
  endToEnd: string;
  names: { Dbtr: string; Cdtr: string };
  accounts: { Dbtr: string; Cdtr: string };
  remittance: string[];
}

const newEntry = (): Entry => ({
  amount: '',
  sign: '',
  status: 'BOOK',
  day: '',
  reference: '',
  transactionReference: '',
  endToEnd: '',
  names: { Dbtr: '', Cdtr: '' },
  accounts: { Dbtr: '', Cdtr: '' },
  remittance: [],
});

/** Where a text stands: the path's last names, joined by `/`, compared by their ends. */
function store(entry: Entry, path: string, text: string): void {
  const at = (suffix: string) => path.endsWith(suffix);
  if (at('/Ntry/Amt')) entry.amount = text;
  else if (at('/Ntry/CdtDbtInd')) entry.sign = text;
  else if (at('/Ntry/Sts') || at('/Ntry/Sts/Cd')) entry.status = text;
  else if (at('/Ntry/BookgDt/Dt') || at('/Ntry/BookgDt/DtTm')) entry.day = text.slice(0, 10);
  else if (at('/Ntry/AcctSvcrRef')) entry.reference = text;
  else if (at('/TxDtls/Refs/AcctSvcrRef')) entry.transactionReference ||= text;
  else if (at('/TxDtls/Refs/EndToEndId')) entry.endToEnd ||= text;
  else if (at('/RmtInf/Ustrd')) entry.remittance.push(text);
  else {
    for (const party of ['Dbtr', 'Cdtr'] as const) {
      if (at(`/RltdPties/${party}/Nm`) || at(`/RltdPties/${party}/Pty/Nm`)) entry.names[party] ||= text;
      if (at(`/RltdPties/${party}Acct/Id/IBAN`) || at(`/RltdPties/${party}Acct/Id/Othr/Id`)) entry.accounts[party] ||= text.replace(/\s/g, '');
    }
  }
}

function lineOf(entry: Entry): StatementLine {
  const grosze = amountInGrosze(entry.amount);
  if (grosze === null || !/^\d{4}-\d{2}-\d{2}$/.test(entry.day) || !['CRDT', 'DBIT'].includes(entry.sign)) throw new NotCamtError('entry');
  const incoming = entry.sign === 'CRDT';
  const party = incoming ? 'Dbtr' : 'Cdtr';
  const reference = entry.reference || entry.transactionReference || entry.endToEnd;
  return {
    amount: incoming ? grosze : -grosze,
    booked_on: entry.day,
    counterparty: tidy(entry.names[party]),
    counterparty_account: entry.accounts[party],
    title: tidy(entry.remittance.join('')),
    reference: reference === 'NOTPROVIDED' ? '' : reference.trim(),
  };
}

/** Reads a CAMT.053 document; throws NotCamtError for any other XML, and saxes' error for XML that is not well-formed. */
export function readCamt053(text: string): ReadStatement {
  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = [];
  const lines: StatementLine[] = [];
  let format: ReadStatement['format'] | undefined;
  let account = '';
  let entry: Entry | undefined;
  let chars = '';
  parser.on('opentag', (tag) => {
    if (path.length === 0) {
      format = tag.local === 'Document' ? NAMESPACES[tag.uri] : undefined;
      if (!format) throw new NotCamtError(tag.uri);
    }
    path.push(tag.local);
    if (tag.local === 'Ntry') entry = newEntry();
    chars = '';
  });
  parser.on('text', (text) => {
    chars += text;
  });
  parser.on('closetag', (tag) => {
    const where = `/${path.join('/')}`;
    const value = chars.trim();
    chars = '';
    if (entry) store(entry, where, value);
    else if (!account && (where.endsWith('/Stmt/Acct/Id/IBAN') || where.endsWith('/Stmt/Acct/Id/Othr/Id'))) account = value.replace(/\s/g, '');
    path.pop();
    if (tag.local === 'Ntry' && entry) {
      if (entry.status !== 'PDNG') lines.push(lineOf(entry));
      entry = undefined;
    }
  });
  parser.write(text).close();
  if (!format) throw new NotCamtError('empty');
  return { format, account, lines };
}
