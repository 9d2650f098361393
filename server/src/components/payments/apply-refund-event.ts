import type { Knex } from 'knex';
import type { VerifiedRefundEvent } from '../../payments/providers/provider.js';
import { recordAudit } from '../audit/audit-repository.js';
import { bookMovement } from '../ledger/ledger-repository.js';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { insertAcceptedEvent, setEventVerdict } from './payment-events-repository.js';
import { lockPayment, markRefunded } from './payments-repository.js';
import { confirmedRefunds, markRefundConfirmed, markRefundFailed, setProviderRefundId, type RefundRow } from './refunds-repository.js';

export type RefundOutcome = 'refunded' | 'refunded_late' | 'refund_failed' | 'duplicate' | 'unchanged';

/** The audit note that tells staff of a refund confirmed after it had been marked failed. */
export const LATE_REFUND_NOTE = 'Operator potwierdził zwrot oznaczony wcześniej jako nieudany. Sprawdź, czy tej kwoty nie zwrócono darczyńcy drugi raz.';

export interface AcceptedRefundEvent extends VerifiedRefundEvent {
  provider: string;
  rawBody: string;
  headers: Record<string, string | undefined>;
}

/**
 * ARCHITECTURE §4 for refunds, in ONE transaction: store the event (a redelivery stops here), lock the payment,
 * move the refund to confirmed and only if this write moved it, take its amount off the fundraiser (a row of the ledger, on the day confirmed) and mark the
 * payment refunded or partially refunded. A repeated or concurrent confirmation finds the refund confirmed already
 * and changes nothing. A confirmation of a refund marked failed settles it all the same (the money did go out),
 * and staff are told in the audit log, since its amount may have been refunded again meanwhile.
 */
export async function applyRefundEvent(db: Knex, refund: RefundRow, event: AcceptedRefundEvent, now: number): Promise<RefundOutcome> {
  return db.transaction(async (trx) => {
    const eventId = await insertAcceptedEvent(trx, refund.payment_guid, event, now);
    if (eventId === undefined) return 'duplicate';
    const payment = await lockPayment(trx, refund.payment_guid);
    let outcome: RefundOutcome = 'unchanged';
    const from = payment && event.status === 'confirmed' ? await markRefundConfirmed(trx, refund.id, now) : undefined;
    if (payment && from) {
      await bookMovement(trx, {
        charity_id: payment.charity_id, kind: 'refund_confirmed', amount_grosze: -refund.amount, occurred_on: warsawDay(now), booked_by: null,
        source_type: 'refund', source_id: refund.id, payment_id: payment.id,
      }, now);
      const returned = await confirmedRefunds(trx, payment.guid);
      await markRefunded(trx, payment.guid, returned >= payment.amount ? 'refunded' : 'partially_refunded', now);
      outcome = from === 'failed' ? 'refunded_late' : 'refunded';
      if (from === 'failed') {
        await recordAudit(trx, {
          actor: null,
          action: 'payment.refund_late',
          entity_type: 'payment',
          entity_id: payment.id,
          before: { refund_status: 'failed' },
          after: { guid: payment.guid, refund_key: refund.refund_key, amount_grosze: refund.amount, returned_grosze: returned, payment_grosze: payment.amount },
          note: LATE_REFUND_NOTE,
        }, now);
      }
    } else if (event.status === 'failed' && (await markRefundFailed(trx, refund.id, now))) {
      outcome = 'refund_failed';
    }
    if (event.providerRefundId && outcome !== 'unchanged') await setProviderRefundId(trx, refund.id, event.providerRefundId, now);
    await setEventVerdict(trx, eventId, outcome);
    return outcome;
  });
}
