// Issue 34 items 3 and 4: a statement's line booked as a manual donation through the payments' own use case, exactly
// once: its transaction key is the donation's reference key (the payments' unique index decides between two staff
// members, or between two statements that list one transaction), and the line moves open → booked in the same
// transaction as the donation, its audit entry with them. A line that is not a donation is put aside with a reason.
import type { Knex } from 'knex';
import type { StatementEntryView } from '@zlota/shared/schemas/bank-statements';
import { bankReferenceKey } from '@zlota/shared/bank-reference';
import { BANK_STATEMENT_MESSAGES as M, PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { BANK_REFERENCE_MAX, DONOR_NAME_MAX } from '@zlota/shared/schemas/donation';
import { STATEMENT_QUEUE_LIMIT } from '@zlota/shared/bank-statements';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { recordManualDonation } from '../payments/manual-donation-use-case.js';
import { countedManualReferenceKeys } from '../payments/payments-repository.js';
import type { UserRow } from '../users/users-repository.js';
import { findEntry, findStatement, markBooked, markDismissed, markDuplicate, openEntries, statementEntries, type EntryRow } from './bank-statements-repository.js';
import { statementPreview } from './import-use-case.js';
import { cut } from './statement-line.js';
import { entryViews } from './statement-view.js';
import { asksForAnonymity } from './transfer-codes.js';

export const settled = () => new AppError('STATEMENT_ENTRY_SETTLED', 409, M.entrySettled);

type Outcome = 'booked' | 'already';

/**
 * A transfer typed in by hand (its bank reference as the statement gives it) after the statement was imported counts
 * already: the line is a duplicate, as the import would have marked it. Asked in the booking's transaction.
 */
async function refuseTypedByHand(trx: Knex, entry: EntryRow): Promise<void> {
  const key = entry.reference ? bankReferenceKey(entry.reference) : '';
  if (key && (await countedManualReferenceKeys(trx, [key])).size > 0) throw new AppError('DUPLICATE_BANK_REFERENCE', 409, PAYMENT_MESSAGES.duplicateReference);
}

/** Books one open line for a fundraiser; 'already' when the transaction was booked before (here or from another statement). */
async function bookEntry(deps: Deps, actor: UserRow, entry: EntryRow, charityId: number, action: 'bank_statement.book' | 'bank_statement.assign'): Promise<Outcome> {
  const anonymous = asksForAnonymity(entry.title);
  const input = {
    amount: entry.amount,
    received_on: entry.booked_on,
    method: 'transfer' as const,
    bank_reference: cut(entry.reference || `${entry.booked_on}/${entry.position}`, BANK_REFERENCE_MAX),
    note: M.note(entry.statement_id, entry.position),
    donor_name: anonymous || !entry.counterparty ? null : cut(entry.counterparty, DONOR_NAME_MAX),
    donor_email: null,
    anonymous,
  };
  const within = async (trx: Knex, guid: string) => {
    const now = deps.clock.now();
    await refuseTypedByHand(trx, entry);
    if (!(await markBooked(trx, entry.id, charityId, guid, actor.email, now))) throw settled();
    const after = { entry_id: entry.id, position: entry.position, charity_id: charityId, payment_guid: guid, amount_grosze: entry.amount, booked_on: entry.booked_on, reference: entry.reference };
    await recordAudit(trx, { actor, action, entity_type: 'bank_statement', entity_id: entry.statement_id, after }, now);
  };
  try {
    const ledger = { kind: 'statement_transfer', source_type: 'statement_line', source_id: entry.id } as const;
    await recordManualDonation(deps, actor, charityId, input, { referenceKey: entry.transaction_key, ledger, within });
    return 'booked';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'DUPLICATE_BANK_REFERENCE') {
      await markDuplicate(deps.db, entry.id);
      return 'already';
    }
    if (error.code === 'STATEMENT_ENTRY_SETTLED') return 'already';
    throw error;
  }
}

/** Books every matched line still open, each in its own transaction; lines booked before are counted, not booked again. */
export async function bookStatement(deps: Deps, actor: UserRow, statementId: number) {
  if (!(await findStatement(deps.db, statementId))) throw notFound();
  const matched = (await statementEntries(deps.db, statementId)).filter((entry) => entry.status === 'matched' && entry.state === 'open');
  let booked = 0;
  for (const entry of matched) if ((await bookEntry(deps, actor, entry, entry.match_charity_id!, 'bank_statement.book')) === 'booked') booked += 1;
  return { booked, already_booked: matched.length - booked, statement: await statementPreview(deps, statementId) };
}

async function openEntry(deps: Deps, id: number): Promise<EntryRow> {
  const entry = await findEntry(deps.db, id);
  if (!entry) throw notFound();
  if (entry.state !== 'open') throw settled();
  return entry;
}

/** One line as the panel shows it now. */
export const entryView = async (deps: Deps, id: number): Promise<StatementEntryView> => (await entryViews(deps.db, [(await findEntry(deps.db, id))!]))[0]!;

/** A line without a code (or any open line) booked for the fundraiser a person chose. */
export async function assignEntry(deps: Deps, actor: UserRow, id: number, charityId: number): Promise<StatementEntryView> {
  const entry = await openEntry(deps, id);
  if (entry.amount <= 0) throw new AppError('VALIDATION', 400, M.onlyIncoming);
  if ((await bookEntry(deps, actor, entry, charityId, 'bank_statement.assign')) === 'already') throw settled();
  return entryView(deps, id);
}

/** A line that is not a donation (a grant, a supplier's refund) leaves the queue, with the reason kept. */
export async function dismissEntry(deps: Deps, actor: UserRow, id: number, reason: string): Promise<StatementEntryView> {
  const entry = await openEntry(deps, id);
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    if (!(await markDismissed(trx, id, reason, actor.email, now))) throw settled();
    await recordAudit(trx, { actor, action: 'bank_statement.dismiss', entity_type: 'bank_statement', entity_id: entry.statement_id, after: { entry_id: id, position: entry.position }, note: reason }, now);
  });
  return entryView(deps, id);
}

/** Przelewy do przypisania: the open lines without a code, oldest first, with their suggestions. */
export async function entryQueue(deps: Deps): Promise<StatementEntryView[]> {
  return entryViews(deps.db, await openEntries(deps.db, STATEMENT_QUEUE_LIMIT));
}
