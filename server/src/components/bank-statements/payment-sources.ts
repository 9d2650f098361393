// Issue 34: the payments' side of a statement's line (payments/payment-sources.ts): a donation booked from a line
// names it on the payment's detail, and voiding the donation puts the line back in the queue, audited, in the void's
// transaction (so the transaction is free to be booked again, for the right fundraiser).
import { BANK_STATEMENT_MESSAGES as M } from '@zlota/shared/messages';
import { STATEMENT_NOTE_MAX } from '@zlota/shared/bank-statements';
import { recordAudit } from '../audit/audit-repository.js';
import type { PaymentSources } from '../payments/payment-sources.js';
import { entriesOfPayments, entryOfPayment, reopenBooked } from './bank-statements-repository.js';
import { cut } from './statement-line.js';

export const statementPaymentSources: PaymentSources = {
  async lineOf(db, guid) {
    const entry = await entryOfPayment(db, guid);
    if (!entry) return null;
    return {
      statement_id: entry.statement_id,
      entry_id: entry.id,
      position: entry.position,
      file_name: entry.file_name,
      imported_at: new Date(entry.imported_at).toISOString(),
      booked_on: entry.booked_on,
    };
  },
  async linesOf(db, guids) {
    return new Map((await entriesOfPayments(db, guids)).map((entry) => [entry.payment_guid, entry]));
  },
  async voided(trx, actor, guid, reason, now) {
    const entry = await reopenBooked(trx, guid, cut(M.bookingVoided(reason), STATEMENT_NOTE_MAX));
    if (!entry) return;
    const before = { entry_id: entry.id, position: entry.position, state: 'booked', payment_guid: guid, charity_id: entry.match_charity_id };
    await recordAudit(trx, { actor, action: 'bank_statement.reopen', entity_type: 'bank_statement', entity_id: entry.statement_id, before, after: { entry_id: entry.id, position: entry.position, state: 'open' }, note: reason }, now);
  },
};
