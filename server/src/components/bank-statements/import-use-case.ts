// Issue 34 item 2: a statement imported is matched line by line and shown; nothing is booked by the import.
import crypto from 'node:crypto';
import { bankReferenceKey, statementTransactionKey } from '@zlota/shared/bank-reference';
import { STATEMENT_ACCOUNT_MAX, STATEMENT_FILE_NAME_MAX, STATEMENT_NAME_MAX, STATEMENT_REFERENCE_MAX, STATEMENT_TEXT_MAX, type StatementEntryStatus } from '@zlota/shared/bank-statements';
import type { StatementPreview } from '@zlota/shared/schemas/bank-statements';
import type { Deps } from '../../deps.js';
import { notFound } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { charityLinks, listVisible } from '../charities/charities-repository.js';
import { countedManualReferenceKeys } from '../payments/payments-repository.js';
import type { UserRow } from '../users/users-repository.js';
import { charitiesOfAccounts, charitiesOfPayerAmounts, insertStatement, payerAmountKey, keysListedBefore, statementEntries, findStatement, type NewEntry } from './bank-statements-repository.js';
import { readStatementFile } from './statement-file.js';
import { cut, type StatementLine } from './statement-line.js';
import { statementView } from './statement-view.js';
import { codesInTitle, wordsOf } from './transfer-codes.js';

/** Fundraisers whose titles a line's words are compared with: the visible ones, newest first. */
const TITLE_CANDIDATES = 1000;
/** Words a title must share with exactly one fundraiser's title, more than with any other, to suggest it. */
const TITLE_WORDS_NEEDED = 2;

/**
 * One bank transaction, the same in every statement that lists it: the foundation's account, the bank's reference,
 * the booking day and the amount. It has characters a typed reference's key never has (`|`), so it is never mistaken
 * for one; it is the manual donation's reference key when the line is booked.
 */
export const transactionKey = (account: string, line: StatementLine) => statementTransactionKey(account, line.reference, line.booked_on, line.amount);

interface Matcher {
  existing: Set<number>;
  byAccount: Map<string, number>;
  byPayerAmount: Map<string, number>;
  titles: { id: number; words: Set<string> }[];
}

function suggestionByTitle(matcher: Matcher, title: string): number | null {
  const words = wordsOf(title);
  let best: number | null = null;
  let bestScore = 0;
  let tie = false;
  for (const candidate of matcher.titles) {
    let score = 0;
    for (const word of candidate.words) if (words.has(word)) score += 1;
    if (score > bestScore) [best, bestScore, tie] = [candidate.id, score, false];
    else if (score === bestScore && score > 0) tie = true;
  }
  return bestScore >= TITLE_WORDS_NEEDED && !tie ? best : null;
}

function matchLine(matcher: Matcher, line: StatementLine): Pick<NewEntry, 'status' | 'match_charity_id' | 'suggested_by'> {
  const ids = codesInTitle(line.title).filter((id) => matcher.existing.has(id));
  if (ids.length === 1) return { status: 'matched', match_charity_id: ids[0]!, suggested_by: null };
  if (ids.length > 1) return { status: 'suggested', match_charity_id: ids[0]!, suggested_by: 'title' };
  const earlier = matcher.byAccount.get(line.counterparty_account);
  if (earlier !== undefined) return { status: 'suggested', match_charity_id: earlier, suggested_by: 'account' };
  const standingOrder = matcher.byPayerAmount.get(payerAmountKey(line.counterparty, line.amount));
  if (standingOrder !== undefined) return { status: 'suggested', match_charity_id: standingOrder, suggested_by: 'amount' };
  const byTitle = suggestionByTitle(matcher, line.title);
  if (byTitle !== null) return { status: 'suggested', match_charity_id: byTitle, suggested_by: 'title' };
  return { status: 'unmatched', match_charity_id: null, suggested_by: null };
}

async function matcherFor(deps: Deps, lines: StatementLine[]): Promise<Matcher> {
  const coded = lines.flatMap((line) => codesInTitle(line.title));
  const visible = await listVisible(deps.db, { offset: 0, limit: TITLE_CANDIDATES });
  return {
    existing: new Set((await charityLinks(deps.db, coded)).keys()),
    byAccount: await charitiesOfAccounts(deps.db, lines.map((line) => line.counterparty_account)),
    byPayerAmount: await charitiesOfPayerAmounts(deps.db, lines.map((line) => ({ counterparty: cut(line.counterparty, STATEMENT_NAME_MAX), amount: line.amount }))),
    titles: visible.map((charity) => ({ id: charity.id, words: wordsOf(charity.title) })),
  };
}


/** Reads, matches and keeps a statement; the import is audited with the file's checksum and the counts. */
export async function importStatement(deps: Deps, actor: UserRow, data: Buffer | undefined, fileName: string | undefined): Promise<StatementPreview> {
  const statement = readStatementFile(data);
  const sha256 = crypto.createHash('sha256').update(data!).digest('hex');
  const account = cut(statement.account, STATEMENT_ACCOUNT_MAX);
  const keys = statement.lines.map((line) => transactionKey(account, line));
  const plainKeys = statement.lines.map((line) => (line.reference ? bankReferenceKey(line.reference) : ''));
  const listedBefore = await keysListedBefore(deps.db, keys);
  const counted = await countedManualReferenceKeys(deps.db, [...keys, ...plainKeys.filter(Boolean)]);
  const matcher = await matcherFor(deps, statement.lines);
  const seen = new Set<string>();
  const entries: NewEntry[] = statement.lines.map((line, index) => {
    const key = keys[index]!;
    const duplicate = listedBefore.has(key) || counted.has(key) || counted.has(plainKeys[index]!) || seen.has(key);
    seen.add(key);
    const matched = matchLine(matcher, line);
    const status: StatementEntryStatus = line.amount < 0 ? 'outgoing' : duplicate ? 'duplicate' : matched.status;
    const listed = status === 'outgoing' || status === 'duplicate';
    return {
      position: index + 1,
      transaction_key: key,
      amount: line.amount,
      booked_on: line.booked_on,
      counterparty: cut(line.counterparty, STATEMENT_NAME_MAX),
      counterparty_account: cut(line.counterparty_account, STATEMENT_ACCOUNT_MAX),
      title: cut(line.title, STATEMENT_TEXT_MAX),
      reference: cut(line.reference, STATEMENT_REFERENCE_MAX),
      status,
      match_charity_id: listed ? null : matched.match_charity_id,
      suggested_by: listed ? null : matched.suggested_by,
      state: listed ? 'listed' : 'open',
    };
  });
  const now = deps.clock.now();
  const row = { format: statement.format, account, file_name: cut(fileName || 'wyciąg', STATEMENT_FILE_NAME_MAX), sha256, imported_by_email: actor.email, imported_at: now };
  const id = await deps.db.transaction(async (trx) => {
    const inserted = await insertStatement(trx, { ...row, imported_by: actor.id }, entries);
    const counts = Object.fromEntries(['matched', 'suggested', 'unmatched', 'duplicate', 'outgoing'].map((status) => [status, entries.filter((entry) => entry.status === status).length]));
    const after = { format: row.format, account, file_name: row.file_name, sha256, entries: entries.length, counts };
    await recordAudit(trx, { actor, action: 'bank_statement.import', entity_type: 'bank_statement', entity_id: inserted, after }, now);
    return inserted;
  });
  return statementPreview(deps, id);
}

/** A statement imported before, with each line's state now. */
export async function statementPreview(deps: Pick<Deps, 'db'>, id: number): Promise<StatementPreview> {
  const statement = await findStatement(deps.db, id);
  if (!statement) throw notFound();
  return statementView(deps.db, statement, await statementEntries(deps.db, id));
}
