import type { ManualDonationEntry } from '@zlota/shared/entities';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { conflict, notFound } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { bookMovement } from '../ledger/ledger-repository.js';
import { warsawDay } from '@zlota/shared/warsaw-days';
import type { UserRow } from '../users/users-repository.js';
import { manualEntry } from './manual-donation-use-case.js';
import type { PaymentSources } from './payment-sources.js';
import { findManualPayment, findPayment, markVoided } from './payments-repository.js';

/**
 * Takes back a manual donation entered by mistake: it stays listed as voided, and its amount leaves the fundraiser's
 * collected sum (a row of the ledger, on the day voided) in the same transaction, once: a second or concurrent void finds it voided and changes nothing.
 * An online payment is never voided (its money moved; it is refunded through the provider). A statement's line it
 * was booked from waits again (issue 34).
 */
export async function voidManualDonation(deps: Deps, admin: UserRow, guid: string, reason: string, sources: PaymentSources): Promise<ManualDonationEntry> {
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const payment = await findPayment(trx, { guid });
    if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
    if (payment.provider !== 'manual') throw conflict(PAYMENT_MESSAGES.voidOnlyManual);
    if (!(await markVoided(trx, guid, { reason, by: admin.email }, now))) throw conflict(PAYMENT_MESSAGES.alreadyVoided);
    await bookMovement(trx, {
      charity_id: payment.charity_id, kind: 'payment_void', amount_grosze: -payment.amount, occurred_on: warsawDay(now), booked_by: admin.id,
      source_type: 'payment', source_id: payment.id, payment_id: payment.id, note: reason,
    }, now);
    await recordAudit(trx, {
      actor: admin,
      action: 'payment.void',
      entity_type: 'payment',
      entity_id: payment.id,
      before: { guid, status: payment.status, amount_grosze: payment.amount, charity_id: payment.charity_id },
      after: { guid, status: 'voided', amount_grosze: payment.amount, charity_id: payment.charity_id },
      note: reason,
    }, now);
    await sources.voided(trx, admin, guid, reason, now);
    return manualEntry((await findManualPayment(trx, guid))!);
  });
}
