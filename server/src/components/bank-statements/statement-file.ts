// A file uploaded as a bank statement: its text (UTF-8, or Windows-1250 as Polish banks still write MT940), its format
// recognised by its content, never by its name; anything that is not a statement refused with one Polish sentence.
import iconv from 'iconv-lite';
import { STATEMENT_FIELD } from '@zlota/shared/bank-statements';
import { BANK_STATEMENT_MESSAGES as M } from '@zlota/shared/messages';
import { AppError } from '../../libraries/errors.js';
import { NotCamtError, readCamt053 } from './camt053.js';
import { looksLikeMt940, looksLikeMt942, readMt940 } from './mt940.js';
import type { ReadStatement } from './statement-line.js';

const refused = (message: string) => new AppError('STATEMENT_NOT_RECOGNISED', 400, message, { [STATEMENT_FIELD]: message });

/** UTF-8 when the bytes are valid UTF-8 (a BOM dropped), else Windows-1250. */
export function statementText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return iconv.decode(data, 'windows-1250');
  }
}

function readXml(text: string): ReadStatement {
  try {
    return readCamt053(text);
  } catch (error) {
    throw refused(error instanceof NotCamtError || !/<Document/.test(text) ? M.xmlNotCamt : M.broken);
  }
}

function readMt(text: string): ReadStatement {
  try {
    return readMt940(text);
  } catch {
    throw refused(M.broken);
  }
}

/** The statement a file holds, or 400 STATEMENT_NOT_RECOGNISED saying what the file is instead. */
export function readStatementFile(data: Buffer | undefined): ReadStatement {
  if (!data) throw new AppError('VALIDATION', 400, M.fileRequired, { [STATEMENT_FIELD]: M.fileRequired });
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') throw refused(M.pdf);
  const text = statementText(data).trim();
  if (text === '') throw refused(M.empty);
  let statement: ReadStatement;
  if (text.startsWith('<')) statement = readXml(text);
  else if (looksLikeMt942(text)) throw refused(M.mt942);
  else if (looksLikeMt940(text)) statement = readMt(text);
  else throw refused(M.unknown);
  if (statement.lines.length === 0) throw refused(M.noEntries);
  return statement;
}
