import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.js';
import type { CacheChange } from '../../cache/response-cache.js';
import { charityUrl } from '../charities/charities-repository.js';
import type { ProviderAnswer } from '../../payments/providers/provider.js';
import { applyPaymentEvent } from './apply-payment-event.js';
import { applyRefundEvent } from './apply-refund-event.js';
import { isProviderName, recordRejection, type RejectionReason } from './notification-rejections.js';
import { insertEvent } from './payment-events-repository.js';
import { findPayment, type PaymentRow } from './payments-repository.js';
import { findRefundAtProvider } from './refund-follow-up-use-case.js';
import { findRefund } from './refunds-repository.js';

const REJECTED: ProviderAnswer = { status: 400, body: 'REJECTED', contentType: 'text/plain' };
const RETRY_LATER: ProviderAnswer = { status: 503, body: 'RETRY', contentType: 'text/plain' };

interface Notification {
  provider: string;
  guid: string;
  rawBody: string;
  headers: Record<string, string | undefined>;
}

/** The payment a notification's address names, read once for both its handling and what the kept answers forget. */
export async function notifiedPayment(deps: Deps, guid: string): Promise<PaymentRow | undefined> {
  return /^[0-9a-f-]{36}$/.test(guid) ? findPayment(deps.reader, { guid }) : undefined;
}

/**
 * A provider's notification about the payment its address names (notifiedPayment): verified, checked against the payment (amount, currency), confirmed where the
 * provider demands it, then stored raw and applied once. What the provider signed for one of our payments is
 * stored even when refused; anything else (an unknown provider or payment, a bad signature, garbage) is only
 * counted, so made-up notifications cannot fill the database.
 */
export async function receiveNotification(deps: Deps, notification: Notification, payment: PaymentRow | undefined): Promise<ProviderAnswer> {
  const now = deps.clock.now();
  const log = deps.logger.child({ provider: notification.provider, guid: notification.guid });
  const refuse = async (verdict: RejectionReason, answer = REJECTED) => {
    await recordRejection(deps.db, notification.provider, verdict, now);
    log.warn({ verdict }, 'Odrzucono powiadomienie o płatności');
    return answer;
  };
  const keepAndRefuse = async (verdict: RejectionReason, answer: ProviderAnswer) => {
    await insertEvent(deps.db, {
      provider: notification.provider,
      event_key: `rejected:${randomUUID()}`,
      payment_guid: notification.guid,
      raw_body: notification.rawBody,
      headers: JSON.stringify(notification.headers),
      verdict,
      received_at: now,
    });
    return refuse(verdict, answer);
  };

  if (!isProviderName(notification.provider)) return refuse('unknown_provider');
  const provider = payment && payment.provider === notification.provider ? await deps.payments.forPayment(deps.reader, payment) : undefined;
  if (!payment || !provider) return refuse('unknown_payment');

  // A refund's outcome comes to the payment's own address: found by our refund key, or by the provider's refund id.
  const refundNotice = provider.parseRefundNotification(notification.rawBody, notification.headers);
  if (refundNotice) {
    if (!refundNotice.ok) return refuse(refundNotice.reason, provider.answers.rejected);
    const event = refundNotice.refund;
    if (event.guid !== payment.guid) return keepAndRefuse('guid_mismatch', provider.answers.rejected);
    let refund = event.refundKey
      ? await findRefund(deps.reader, { refund_key: event.refundKey })
      : event.providerRefundId
        ? await findRefund(deps.reader, { payment_guid: payment.guid, provider_refund_id: event.providerRefundId })
        : undefined;
    if (!refund && !event.refundKey && event.providerRefundId) {
      try {
        refund = await findRefundAtProvider(deps, provider, payment, event.providerRefundId);
      } catch (error) {
        log.error({ err: error }, 'Nie udało się zapytać operatora, którego zwrotu dotyczy powiadomienie');
        return keepAndRefuse('unknown_refund', RETRY_LATER);
      }
    }
    if (!refund || refund.payment_guid !== payment.guid) return keepAndRefuse('unknown_refund', provider.answers.rejected);
    if (event.amount !== refund.amount || event.currency !== payment.currency) return keepAndRefuse('amount_mismatch', provider.answers.rejected);
    const outcome = await applyRefundEvent(deps.db, refund, { ...event, provider: provider.name, rawBody: notification.rawBody, headers: notification.headers }, now);
    log.info({ outcome, refund: refund.refund_key, status: event.status }, 'Powiadomienie o zwrocie');
    return provider.answers.accepted;
  }

  const parsed = provider.parseNotification(notification.rawBody, notification.headers);
  if (!parsed.ok) return refuse(parsed.reason, provider.answers.rejected);
  const event = parsed.event;
  if (event.guid !== payment.guid) return keepAndRefuse('guid_mismatch', provider.answers.rejected);
  if (event.amount !== payment.amount || event.currency !== payment.currency) {
    return keepAndRefuse('amount_mismatch', provider.answers.rejected);
  }
  if (event.status === 'paid' && (payment.status === 'pending' || payment.status === 'failed')) {
    try {
      await provider.confirm(payment, event.confirmation);
    } catch (error) {
      log.error({ err: error }, 'Operator nie potwierdził płatności');
      return keepAndRefuse('not_confirmed', RETRY_LATER);
    }
  }
  const outcome = await applyPaymentEvent(deps, payment, { ...event, provider: provider.name, rawBody: notification.rawBody, headers: notification.headers }, now);
  log.info({ outcome, status: event.status }, 'Powiadomienie o płatności');
  return provider.answers.accepted;
}

/**
 * What a payment's notification can change in the kept answers: its fundraiser (page, supporters, count) and the
 * figures (statistics, counts), nothing else; lists and the home page show amounts that live out their few seconds.
 * Undefined (everything) when the payment is not known.
 */
export async function notificationChange(deps: Deps, payment: PaymentRow | undefined): Promise<CacheChange | undefined> {
  const fundraiser = payment && (await fundraiserChange(deps, payment.charity_id));
  return fundraiser && { paths: [...fundraiser.paths, '/stats', '/charity/count'] };
}

/** A fundraiser's own kept answers and pages (by id and by its address); undefined when it is not known. */
export async function fundraiserChange(deps: Pick<Deps, 'reader'>, charityId: number): Promise<CacheChange | undefined> {
  const url = await charityUrl(deps.reader, charityId);
  if (url === undefined) return undefined;
  return { paths: [String(charityId), url].flatMap((name) => [`/charity/${name}`, `/zbiorka/${name}`, `/protege/${name}`]) };
}
