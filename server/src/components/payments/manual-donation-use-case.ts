import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { bankReferenceKey } from '@zlota/shared/bank-reference';
import type { ManualDonationInput } from '@zlota/shared/schemas/donation';
import type { manualDonationRecordedSchema } from '@zlota/shared/schemas/payment-views';
import type { ManualDonationEntry } from '@zlota/shared/entities';
import { CURRENCY } from '@zlota/shared/constants';
import { LEDGER_MESSAGES, PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { groszeToZl } from '@zlota/shared/money';
import { warsawDay, warsawDayStart } from '@zlota/shared/warsaw-days';
import type { Deps } from '../../deps.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { charityNotFound } from '../charities/catalog-use-case.js';
import { findCharity } from '../charities/charities-repository.js';
import { announceMilestones } from '../charities/milestones-use-case.js';
import { bookMovement, openDayFor } from '../ledger/ledger-repository.js';
import type { UserRow } from '../users/users-repository.js';
import { queueDonationConfirmation } from './donation-confirmation-use-case.js';
import { findCountedManualByReference, findPaymentWithDetails, insertPayment, listManualForCharity, type ManualPaymentRow } from './payments-repository.js';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** A manual donation as the panel lists it, and as a refused duplicate shows the earlier one. */
export const manualEntry = (payment: ManualPaymentRow): ManualDonationEntry => ({
  guid: payment.guid,
  status: payment.status,
  amount: groszeToZl(payment.amount),
  method: payment.method,
  bank_reference: payment.bank_reference,
  received_on: payment.received_on,
  donor_name: payment.donor_name,
  anonymous: payment.anonymous,
  note: payment.note,
  entered_by: payment.entered_by,
  entered_at: iso(payment.created_at),
  voided_at: payment.voided_at === null ? null : iso(payment.voided_at),
  voided_by: payment.voided_by,
  void_reason: payment.void_reason,
});

/**
 * When the money counts as paid (issue 34): on the day it arrived, so the supporters list, the statistics and the
 * donor's documents date it so; received today, the moment it is entered; an earlier day, that day's Warsaw midnight.
 */
export const paidAtOfReceived = (receivedOn: string, now: number): number => (receivedOn === warsawDay(now) ? now : Math.min(now, warsawDayStart(receivedOn)));

/** 409 with the entry that already counts this bank reference. */
const duplicateBankReference = (earlier: ManualDonationEntry) =>
  new AppError('DUPLICATE_BANK_REFERENCE', 409, PAYMENT_MESSAGES.duplicateReference, undefined, { earlier });

/** The key of a reference, or none (cash); a reference with no letter or digit to count it by is refused. */
function referenceKeyOf(reference: string | null): string | null {
  if (!reference) return null;
  const key = bankReferenceKey(reference);
  if (!key) throw new AppError('VALIDATION', 400, PAYMENT_MESSAGES.bankReference, { bank_reference: PAYMENT_MESSAGES.bankReference });
  return key;
}

async function refuseCounted(deps: Deps, referenceKey: string | null): Promise<void> {
  const earlier = referenceKey ? await findCountedManualByReference(deps.db, referenceKey) : undefined;
  if (earlier) throw duplicateBankReference(manualEntry(earlier));
}

/**
 * A manual donation booked from a record of its own (a bank statement's line, issue 34): the key its transaction
 * counts once by, and the record's own write, done in the donation's transaction (it throws to undo both). Its
 * ledger row goes into the first open month when the line's own month is closed (issue 35).
 */
export interface ManualDonationSource {
  referenceKey: string;
  /** The record's line in the ledger (a statement's line: `statement_transfer`). */
  ledger: { kind: 'statement_transfer'; source_type: 'statement_line'; source_id: number };
  within: (trx: Knex, guid: string) => Promise<void>;
}

/**
 * An offline donation (bank transfer, cash) an admin records: paid at once, marked manual, counted once (a row
 * of the ledger on the day received). The unique
 * index on the reference's key decides a race: the loser's transaction rolls back and it is shown the winner's entry.
 */
export async function recordManualDonation(deps: Deps, admin: UserRow, charityId: number, input: ManualDonationInput, source?: ManualDonationSource) {
  const guid = randomUUID();
  const now = deps.clock.now();
  const referenceKey = source?.referenceKey ?? referenceKeyOf(input.bank_reference);
  const receivedOn = input.received_on ?? warsawDay(now);
  await refuseCounted(deps, referenceKey);
  try {
    await deps.db.transaction(async (trx) => {
      if (!(await findCharity(trx, { id: charityId }))) throw charityNotFound();
      await insertPayment(trx, {
        guid,
        charity_id: charityId,
        amount: input.amount,
        currency: CURRENCY,
        provider: 'manual',
        method: input.method,
        status: 'paid',
        donor_name: input.donor_name,
        donor_email: input.donor_email,
        anonymous: input.anonymous,
        hide_amount: false,
        message: null,
        note: input.note,
        user_id: null,
        idempotency_key: null,
        created_at: now,
        paid_at: paidAtOfReceived(receivedOn, now),
        bank_reference: input.bank_reference,
        bank_reference_key: referenceKey,
        received_on: receivedOn,
        entered_by: admin.email,
      });
      const payment = (await findPaymentWithDetails(trx, guid))!;
      // A statement's line read after its month was closed is booked in the first open month; the donation keeps the
      // line's own day, and the ledger's row says it. A date typed in by hand into a closed month is refused.
      const bookedOn = source ? await openDayFor(trx, receivedOn) : receivedOn;
      const counted = (await bookMovement(trx, {
        charity_id: charityId, amount_grosze: input.amount, occurred_on: bookedOn, booked_by: admin.id, payment_id: payment.id,
        note: bookedOn === receivedOn ? null : LEDGER_MESSAGES.statementLineLate(receivedOn),
        ...(source?.ledger ?? { kind: 'manual_transfer', source_type: 'payment', source_id: payment.id }),
      }, now))?.collected;
      await announceMilestones(trx, deps, charityId, counted, now);
      await queueDonationConfirmation(trx, deps, payment, counted?.title ?? '');
      await recordAudit(trx, {
        actor: admin,
        action: 'payment.manual_donation',
        entity_type: 'charity',
        entity_id: charityId,
        after: {
          guid,
          amount_grosze: input.amount,
          method: input.method,
          bank_reference: input.bank_reference,
          received_on: receivedOn,
          donor_name: input.donor_name,
          donor_email: input.donor_email,
          anonymous: input.anonymous,
        },
        note: input.note,
      }, now);
      await source?.within(trx, guid);
    });
  } catch (error) {
    if (isUniqueViolation(error)) await refuseCounted(deps, referenceKey);
    throw error;
  }
  return { guid, status: 'paid' } satisfies z.output<typeof manualDonationRecordedSchema>;
}

export const MANUAL_DONATIONS_LISTED = 200;

/** The panel's list of a fundraiser's manual donations, voided ones marked, newest entered first. */
export async function charityManualDonations(deps: Deps, charityId: number): Promise<ManualDonationEntry[]> {
  if (!(await findCharity(deps.db, { id: charityId }))) throw charityNotFound();
  return (await listManualForCharity(deps.db, charityId, MANUAL_DONATIONS_LISTED)).map(manualEntry);
}
