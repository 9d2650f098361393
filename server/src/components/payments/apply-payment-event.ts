import type { Deps } from '../../deps.js';
import { groupedTransaction } from '../../db/group-commit.js';
import type { ProviderPaymentStatus } from '../../payments/providers/provider.js';
import { announceMilestones } from '../charities/milestones-use-case.js';
import { bookMovement } from '../ledger/ledger-repository.js';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { queueDonationConfirmation } from './donation-confirmation-use-case.js';
import { insertAcceptedEvent, setEventVerdict } from './payment-events-repository.js';
import { markFailed, markPaid, type PaymentRow } from './payments-repository.js';
import { askToConfirmUpdates } from './updates-confirmation-use-case.js';

export interface AcceptedEvent {
  provider: string;
  eventKey: string;
  status: ProviderPaymentStatus;
  providerRef: string | null;
  method: string | null;
  rawBody: string;
  headers: Record<string, string | undefined>;
}

export type EventOutcome = 'counted' | 'failed' | 'duplicate' | 'unchanged';

/** The outcome an event gets unless the payment has moved already: its verdict is stored with it, and corrected if not. */
const expectedOutcome = (status: ProviderPaymentStatus): EventOutcome =>
  status === 'paid' ? 'counted' : status === 'failed' ? 'failed' : 'unchanged';

/**
 * ARCHITECTURE §4, in ONE transaction: store the event (a redelivery stops here), move the
 * payment forward, and only if this write moved it to paid, add the amount to the fundraiser and its row to the ledger (telling its owner
 * when it reaches half or all of the target) and write the donor's confirmation to the outbox (and, the first time
 * an address asks for updates, the e-mail that confirms it).
 * Replayed, duplicated, out-of-order or concurrent events never count twice. Events that come together share one
 * commit on SQLite (db/group-commit.ts): each outcome is known only once its commit is done.
 */
export async function applyPaymentEvent(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  payment: PaymentRow,
  event: AcceptedEvent,
  now: number,
): Promise<EventOutcome> {
  return groupedTransaction(deps.db, async (trx) => {
    const expected = expectedOutcome(event.status);
    const eventId = await insertAcceptedEvent(trx, payment.guid, event, now, expected);
    if (eventId === undefined) return 'duplicate';
    let outcome: EventOutcome = 'unchanged';
    const paid = event.status === 'paid' ? await markPaid(trx, payment.guid, { provider_ref: event.providerRef, method: event.method }, now) : undefined;
    if (paid) {
      const charity = (await bookMovement(trx, {
        charity_id: paid.charity_id, kind: 'payment_paid', amount_grosze: paid.amount, occurred_on: warsawDay(now), booked_by: null,
        source_type: 'payment', source_id: paid.id, payment_id: paid.id,
      }, now))?.collected;
      await announceMilestones(trx, deps, paid.charity_id, charity, now);
      await queueDonationConfirmation(trx, deps, paid, charity?.title ?? '');
      await askToConfirmUpdates(trx, deps, paid, charity?.title ?? '', now);
      outcome = 'counted';
    } else if (event.status === 'failed' && (await markFailed(trx, payment.guid, now))) {
      outcome = 'failed';
    }
    if (outcome !== expected) await setEventVerdict(trx, eventId, outcome);
    return outcome;
  });
}
