import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.js';
import type { ProviderAnswer } from '../../payments/providers/provider.js';
import { applyPaymentEvent } from './apply-payment-event.js';
import { insertEvent } from './payment-events-repository.js';
import { findPayment } from './payments-repository.js';

const REJECTED: ProviderAnswer = { status: 400, body: 'REJECTED', contentType: 'text/plain' };
const RETRY_LATER: ProviderAnswer = { status: 503, body: 'RETRY', contentType: 'text/plain' };

interface Notification {
  provider: string;
  guid: string;
  rawBody: string;
  headers: Record<string, string | undefined>;
}

/**
 * A provider's notification: stored raw before anything is decided, verified, checked against
 * the payment (amount, currency), confirmed where the provider demands it, then applied once.
 */
export async function receiveNotification(deps: Deps, notification: Notification): Promise<ProviderAnswer> {
  const now = deps.clock.now();
  const log = deps.logger.child({ provider: notification.provider, guid: notification.guid });
  const reject = async (verdict: string, answer = REJECTED) => {
    await insertEvent(deps.db, {
      provider: notification.provider,
      event_key: `rejected:${randomUUID()}`,
      payment_guid: notification.guid,
      raw_body: notification.rawBody,
      headers: JSON.stringify(notification.headers),
      verdict,
      received_at: now,
    });
    log.warn({ verdict }, 'Odrzucono powiadomienie o płatności');
    return answer;
  };

  const payment = /^[0-9a-f-]{36}$/.test(notification.guid) ? await findPayment(deps.db, { guid: notification.guid }) : undefined;
  const provider = payment && payment.provider === notification.provider ? await deps.payments.forPayment(deps.db, payment) : undefined;
  if (!payment || !provider) return reject('unknown_payment');

  const parsed = provider.parseNotification(notification.rawBody, notification.headers);
  if (!parsed.ok) return reject(parsed.reason, provider.answers.rejected);
  const event = parsed.event;
  if (event.guid !== payment.guid) return reject('guid_mismatch', provider.answers.rejected);
  if (event.amount !== payment.amount || event.currency !== payment.currency) {
    return reject('amount_mismatch', provider.answers.rejected);
  }
  if (event.status === 'paid' && payment.status !== 'paid') {
    try {
      await provider.confirm(payment, event.confirmation);
    } catch (error) {
      log.error({ err: error }, 'Operator nie potwierdził płatności');
      return reject('not_confirmed', RETRY_LATER);
    }
  }
  const outcome = await applyPaymentEvent(deps.db, payment, { ...event, provider: provider.name, rawBody: notification.rawBody, headers: notification.headers }, now);
  log.info({ outcome, status: event.status }, 'Powiadomienie o płatności');
  return provider.answers.accepted;
}
