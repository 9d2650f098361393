// Bank statements written as each bank's published format describes them (issue 34): MT940 as PKO BP, Pekao, mBank,
// ING and Santander send it (ZBP's profile: the :86: field's `~NN` subfields, title in ~20–~25 of up to 27
// characters, counterparty ~32–~33, its IBAN ~38; the :61: line with or without its booking day MMDD; Windows-1250
// or UTF-8), and CAMT.053 in versions .001.02 and .001.08.
import iconv from 'iconv-lite';
import { apiPath, API_ROUTES, serverPaths } from '@zlota/shared/api-routes';
import { STATEMENT_FIELD } from '@zlota/shared/bank-statements';
import { sendForm } from './catalog.js';
import type { TestServer } from './test-server.js';

export interface StatementOperation {
  /** Grosze; negative for money leaving the account. */
  amount: number;
  /** Booking day, YYYY-MM-DD. */
  bookedOn: string;
  /** The bank's reference, at most 16 characters (MT940's :61:). */
  reference: string;
  /** The title as the bank cut it into lines (`~20`, `~21`…): each at most 27 characters. */
  title: string[];
  name: string;
  account: string;
}

export const FOUNDATION_IBAN = 'PL61109010140000071219812874';

export interface BankProfile {
  /** `:61:` with the booking day after the value day (YYMMDDMMDD), or the value day alone. */
  entryDate: boolean;
  encoding: 'utf-8' | 'windows-1250';
  lineEnd: '\r\n' | '\n';
  /** How :25: names the account. */
  account: (iban: string) => string;
  /** The operation's kind as :61: and :86: code it. */
  type: string;
  code: string;
}

export const BANKS = {
  'PKO BP': { entryDate: true, encoding: 'windows-1250', lineEnd: '\r\n', account: (iban) => `/${iban}`, type: 'N240', code: '240' },
  Pekao: { entryDate: false, encoding: 'windows-1250', lineEnd: '\r\n', account: (iban) => iban.slice(2), type: 'NTRF', code: '020' },
  mBank: { entryDate: true, encoding: 'utf-8', lineEnd: '\n', account: (iban) => iban, type: 'S034', code: '034' },
  ING: { entryDate: true, encoding: 'windows-1250', lineEnd: '\r\n', account: (iban) => `/${iban}`, type: 'N020', code: '020' },
  Santander: { entryDate: false, encoding: 'utf-8', lineEnd: '\r\n', account: (iban) => `${iban}/PLN`, type: 'N152', code: '152' },
} satisfies Record<string, BankProfile>;

const yymmdd = (day: string) => day.slice(2).replaceAll('-', '');
const mmdd = (day: string) => day.slice(5).replaceAll('-', '');
const comma = (grosze: number) => `${Math.floor(Math.abs(grosze) / 100)},${String(Math.abs(grosze) % 100).padStart(2, '0')}`;
const balance = (grosze: number, day: string) => `${grosze < 0 ? 'D' : 'C'}${yymmdd(day)}PLN${comma(grosze)}`;

/** An MT940 statement of the foundation's account in a bank's form, its balances adding up. */
export function mt940(bank: BankProfile, operations: StatementOperation[], number = '1'): Buffer {
  const first = operations[0]?.bookedOn ?? '2026-11-27';
  const last = operations.at(-1)?.bookedOn ?? first;
  const total = operations.reduce((sum, operation) => sum + operation.amount, 0);
  const lines = [':20:MT940', `:25:${bank.account(FOUNDATION_IBAN)}`, `:28C:${number}`, `:60F:${balance(0, first)}`];
  for (const operation of operations) {
    const mark = operation.amount < 0 ? 'D' : 'C';
    const value = operation.bookedOn; // the value day is the booking day for a transfer within Poland
    lines.push(`:61:${yymmdd(value)}${bank.entryDate ? mmdd(operation.bookedOn) : ''}${mark}${comma(operation.amount)}${bank.type}NONREF//${operation.reference}`);
    lines.push(`:86:${bank.code}~00${bank.code === '240' ? 'VE02' : 'IBCC'}PRZELEW`);
    operation.title.forEach((part, index) => lines.push(`~2${index}${part}`));
    lines.push(`~3010901014`, `~310000071219812874`.replace('0000071219812874', operation.account.slice(-16)));
    const name = operation.name;
    lines.push(`~32${name.slice(0, 35)}`);
    if (name.length > 35) lines.push(`~33${name.slice(35, 70)}`);
    lines.push(`~38${operation.account}`, '~60', '~63');
  }
  lines.push(`:62F:${balance(total, last)}`, `:64:${balance(total, last)}`, '-');
  const text = lines.join(bank.lineEnd) + bank.lineEnd;
  return bank.encoding === 'utf-8' ? Buffer.from(text, 'utf8') : iconv.encode(text, 'windows-1250');
}

const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A CAMT.053 statement (.001.02 or .001.08) of the foundation's account. */
export function camt053(version: '02' | '08', operations: StatementOperation[]): Buffer {
  const party = (role: 'Dbtr' | 'Cdtr', operation: StatementOperation) =>
    version === '02'
      ? `<${role}><Nm>${xml(operation.name)}</Nm></${role}><${role}Acct><Id><IBAN>${operation.account}</IBAN></Id></${role}Acct>`
      : `<${role}><Pty><Nm>${xml(operation.name)}</Nm></Pty></${role}><${role}Acct><Id><IBAN>${operation.account}</IBAN></Id></${role}Acct>`;
  const entries = operations.map((operation) => {
    const incoming = operation.amount >= 0;
    const status = version === '02' ? '<Sts>BOOK</Sts>' : '<Sts><Cd>BOOK</Cd></Sts>';
    return `<Ntry><Amt Ccy="PLN">${(Math.abs(operation.amount) / 100).toFixed(2)}</Amt><CdtDbtInd>${incoming ? 'CRDT' : 'DBIT'}</CdtDbtInd>${status}
<BookgDt><Dt>${operation.bookedOn}</Dt></BookgDt><ValDt><Dt>${operation.bookedOn}</Dt></ValDt><AcctSvcrRef>${operation.reference}</AcctSvcrRef>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>DMCT</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs><RltdPties>${party(incoming ? 'Dbtr' : 'Cdtr', operation)}</RltdPties>
<RmtInf>${operation.title.map((part) => `<Ustrd>${xml(part)}</Ustrd>`).join('')}</RmtInf></TxDtls></NtryDtls></Ntry>`;
  });
  const text = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<BkToCstmrStmt><GrpHdr><MsgId>WYCIAG-1</MsgId><CreDtTm>2026-11-27T18:00:00</CreDtTm></GrpHdr>
<Stmt><Id>1</Id><CreDtTm>2026-11-27T18:00:00</CreDtTm><Acct><Id><IBAN>${FOUNDATION_IBAN}</IBAN></Id><Ccy>PLN</Ccy></Acct>
${entries.join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
  return Buffer.from(text, 'utf8');
}

/** Sends a file to the import as the panel does. */
export function importStatement(server: TestServer, token: string, data: Buffer, filename = 'wyciag.sta') {
  const body = new FormData();
  body.append(STATEMENT_FIELD, new Blob([new Uint8Array(data)]), filename);
  return sendForm(server, 'POST', serverPaths({ ...API_ROUTES.adminBankStatementImport, path: apiPath(API_ROUTES.adminBankStatementImport, {}) })[0]!, body, token);
}
