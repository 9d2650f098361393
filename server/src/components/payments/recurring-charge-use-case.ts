import { randomUUID } from 'node:crypto';
import type { PaymentStatusName } from '@zlota/shared/schemas/payment-views';
import type { RecurringMethod } from '@zlota/shared/schemas/recurring';
import type { Deps } from '../../deps.js';
import type { RecurringChargeOutcome } from '../../payments/providers/provider.js';
import { findCharity } from '../charities/charities-repository.js';
import { notifyUrl } from './payment-urls.js';
import { findPayment, insertPayment, markFailed, setProviderRef } from './payments-repository.js';

/** Issue 40: one attempt at a later charge of a monthly schedule, as the schedule (another component) describes it. */
export interface RecurringChargeRequest {
  recurringId: number;
  charityId: number;
  amount: number;
  currency: string;
  provider: string;
  /** What the token is (a card's or a recurring BLIK alias): also the charge's payment method. */
  method: RecurringMethod;
  token: string;
  donor: { name: string | null; receiptName: string | null; email: string | null; anonymous: boolean; hideAmount: boolean; userId: number | null };
  /** The same for a repeat of one attempt (schedule, period, attempt): the payment's and the provider's idempotency key. */
  idempotencyKey: string;
}

export interface RecurringChargeResult {
  guid: string;
  /** The payment as it stands after the provider's word (its notification comes before the answer on the sandbox). */
  status: PaymentStatusName;
  outcome: RecurringChargeOutcome;
}

/**
 * A later charge is a payment like any other: stored pending, charged through the provider with the token, and
 * counted (ledger row, confirmation e-mail, once) only by the provider's notification, as every payment is. A repeat
 * with the same key (a run that died mid-charge, taken over) finds the same payment and asks the provider under the
 * same key, which never charges twice; a payment already settled is not asked about again.
 */
export async function chargeRecurring(deps: Deps, request: RecurringChargeRequest): Promise<RecurringChargeResult> {
  const now = deps.clock.now();
  const existing = await findPayment(deps.db, { idempotency_key: request.idempotencyKey });
  if (existing && existing.status !== 'pending') return { guid: existing.guid, status: existing.status, outcome: 'pending' };
  const guid = existing?.guid ?? randomUUID();
  const provider = await deps.payments.forPayment(deps.db, { charity_id: request.charityId, provider: request.provider });
  if (!existing) {
    await insertPayment(deps.db, {
      guid,
      charity_id: request.charityId,
      amount: request.amount,
      currency: request.currency,
      provider: request.provider,
      method: request.method,
      status: 'pending',
      donor_name: request.donor.name,
      receipt_name: request.donor.receiptName,
      donor_email: request.donor.email,
      anonymous: request.donor.anonymous,
      hide_amount: request.donor.hideAmount,
      message: null,
      note: null,
      user_id: request.donor.userId,
      idempotency_key: request.idempotencyKey,
      created_at: now,
      paid_at: null,
      recurring_id: request.recurringId,
    });
  }
  if (!provider?.chargeRecurring) {
    await markFailed(deps.db, guid, now);
    return { guid, status: 'failed', outcome: 'reauthorise' };
  }
  const charity = await findCharity(deps.db, { id: request.charityId });
  const { outcome, providerRef } = await provider.chargeRecurring({
    guid,
    token: request.token,
    method: request.method,
    amount: request.amount,
    currency: request.currency,
    description: `Darowizna co miesiąc: ${charity?.title ?? ''}`.slice(0, 200),
    donorEmail: request.donor.email,
    customerIp: '127.0.0.1',
    notifyUrl: notifyUrl(deps.config.publicUrl, provider.name, guid),
    idempotencyKey: request.idempotencyKey,
  });
  if (providerRef) await setProviderRef(deps.db, guid, providerRef, deps.clock.now()); // reconcile asks PayU by it
  if (outcome !== 'pending') await markFailed(deps.db, guid, deps.clock.now());
  const after = await findPayment(deps.db, { guid });
  return { guid, status: after?.status ?? 'pending', outcome };
}
