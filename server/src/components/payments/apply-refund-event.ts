import type { Knex } from 'knex';
import type { VerifiedRefundEvent } from '../../payments/providers/provider.js';
import { addToCollected } from '../charities/charities-repository.js';
import { insertAcceptedEvent, setEventVerdict } from './payment-events-repository.js';
import { lockPayment, markRefunded } from './payments-repository.js';
import { confirmedRefunds, markRefundConfirmed, markRefundFailed, setProviderRefundId, type RefundRow } from './refunds-repository.js';

export type RefundOutcome = 'refunded' | 'refund_failed' | 'duplicate' | 'unchanged';

export interface AcceptedRefundEvent extends VerifiedRefundEvent {
  provider: string;
  rawBody: string;
  headers: Record<string, string | undefined>;
}

/**
 * ARCHITECTURE §4 for refunds, in ONE transaction: store the event (a redelivery stops here), lock the payment,
 * move the refund from requested to confirmed and only if this write moved it, take its amount off the
 * fundraiser and mark the payment refunded or partially refunded. A repeated or concurrent confirmation
 * finds the refund confirmed already and changes nothing.
 */
export async function applyRefundEvent(db: Knex, refund: RefundRow, event: AcceptedRefundEvent, now: number): Promise<RefundOutcome> {
  return db.transaction(async (trx) => {
    const eventId = await insertAcceptedEvent(trx, refund.payment_guid, event, now);
    if (eventId === undefined) return 'duplicate';
    const payment = await lockPayment(trx, refund.payment_guid);
    let outcome: RefundOutcome = 'unchanged';
    if (payment && event.status === 'confirmed' && (await markRefundConfirmed(trx, refund.id, now))) {
      await addToCollected(trx, payment.charity_id, -refund.amount);
      const returned = await confirmedRefunds(trx, payment.guid);
      await markRefunded(trx, payment.guid, returned >= payment.amount ? 'refunded' : 'partially_refunded', now);
      outcome = 'refunded';
    } else if (event.status === 'failed' && (await markRefundFailed(trx, refund.id, now))) {
      outcome = 'refund_failed';
    }
    if (event.providerRefundId && outcome !== 'unchanged') await setProviderRefundId(trx, refund.id, event.providerRefundId, now);
    await setEventVerdict(trx, eventId, outcome);
    return outcome;
  });
}
