import type { Deps } from '../../deps.js';
import { ProviderError, type PaymentProvider } from '../../payments/providers/provider.js';
import { applyRefundEvent, type RefundOutcome } from './apply-refund-event.js';
import { findPayment, type PaymentRow } from './payments-repository.js';
import { refundRequest } from './refund-use-case.js';
import { markRefundFailed, setProviderRefundId, unnamedRefunds, type RefundRow } from './refunds-repository.js';

/** What asking the provider again about one waiting refund did. */
export type RefundFollowUp = RefundOutcome | 'refund_pending' | 'refund_asked_again';

async function providerOf(deps: Deps, payment: PaymentRow): Promise<PaymentProvider> {
  const provider = await deps.payments.forPayment(deps.db, payment);
  if (!provider) throw new Error(`Brak konfiguracji operatora ${payment.provider}`);
  return provider;
}

/**
 * A refund still waiting for the provider's word (its answer lost, or its notification): the provider is asked about
 * it by our refund key. Its word (done or given up) is applied exactly as its notification would be; a refund it does
 * not know is asked for again under the SAME key, which the provider takes at most once (PayU's extRefundId,
 * Przelewy24's requestId). Only the provider's own refusal marks it failed; an unclear answer leaves it waiting.
 */
export async function followUpRefund(deps: Deps, refund: RefundRow): Promise<RefundFollowUp> {
  const payment = (await findPayment(deps.db, { guid: refund.payment_guid }))!;
  const provider = await providerOf(deps, payment);
  const input = refundRequest(deps, payment, refund, provider.name);
  const word = await provider.fetchRefund(input);
  const now = deps.clock.now();
  if (word.status === 'unknown') {
    try {
      const asked = await provider.refund(input);
      await setProviderRefundId(deps.db, refund.id, asked.providerRefundId, now);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.unclear) throw error;
      await markRefundFailed(deps.db, refund.id, now);
      return 'refund_failed';
    }
    return 'refund_asked_again';
  }
  if (word.status === 'pending') {
    await setProviderRefundId(deps.db, refund.id, word.providerRefundId, now);
    return 'refund_pending';
  }
  if (word.amount !== null && word.amount !== refund.amount) throw new Error('Kwota zwrotu u operatora nie zgadza się ze zleconą');
  return applyRefundEvent(deps.db, refund, {
    provider: provider.name,
    eventKey: `reconcile:refund:${refund.refund_key}:${word.status}`,
    guid: payment.guid,
    refundKey: refund.refund_key,
    providerRefundId: word.providerRefundId,
    status: word.status,
    amount: refund.amount,
    currency: payment.currency,
    rawBody: JSON.stringify(word),
    headers: {},
  }, now);
}

/**
 * A refund notification that names the refund only by the provider's id (PayU's), for a refund whose id was never
 * saved (the answer to our request was lost): the provider is asked which of the payment's unnamed refunds it is.
 */
export async function findRefundAtProvider(deps: Deps, provider: PaymentProvider, payment: PaymentRow, providerRefundId: string): Promise<RefundRow | undefined> {
  for (const refund of await unnamedRefunds(deps.db, payment.guid)) {
    const word = await provider.fetchRefund(refundRequest(deps, payment, refund, provider.name));
    if (word.providerRefundId !== providerRefundId) continue;
    await setProviderRefundId(deps.db, refund.id, providerRefundId, deps.clock.now());
    return { ...refund, provider_refund_id: providerRefundId };
  }
  return undefined;
}
