// Issue 34: a manual donation may be booked from a record another component keeps (a bank statement's line). That
// component imports the payments, never the other way round, so the app hands its side in here (app.ts): the payment's
// detail names the record, and a void lets the record go in the void's own transaction.
import type { Knex } from 'knex';
import type { PaymentStatementLine } from '@zlota/shared/schemas/payment-views';
import type { UserRow } from '../users/users-repository.js';

/** A statement's line as a payments' export names it. */
export type StatementLineRef = Pick<PaymentStatementLine, 'statement_id' | 'position' | 'file_name'>;

export interface PaymentSources {
  /** The statement's line a payment was booked from, or null. */
  lineOf(db: Knex, guid: string): Promise<PaymentStatementLine | null>;
  /** The statement lines these payments were booked from, by payment guid (the CSV export's column, issue 35). */
  linesOf(db: Knex, guids: string[]): Promise<Map<string, StatementLineRef>>;
  /** In the void's transaction, once per void: the line the payment was booked from waits again. */
  voided(trx: Knex, actor: UserRow, guid: string, reason: string, now: number): Promise<void>;
}

