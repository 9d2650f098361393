import type { z } from 'zod';
import { API_MESSAGES, PAYMENT_MESSAGES, REFUND_MESSAGES as M } from '@zlota/shared/messages';
import { formatGrosze, groszeToZl } from '@zlota/shared/money';
import type { paymentRefundSchema } from '@zlota/shared/schemas/payment-views';
import type { RefundInput } from '@zlota/shared/schemas/refund';
import type { Deps } from '../../deps.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, conflict, notFound } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import type { UserRow } from '../users/users-repository.js';
import { ProviderError, type RefundInput as ProviderRefundInput } from '../../payments/providers/provider.js';
import { notifyUrl } from './payment-urls.js';
import { findPayment, lockPayment, type PaymentRow } from './payments-repository.js';
import { confirmedRefunds, findRefund, insertRefund, markRefundFailed, refundedOrRequested, setProviderRefundId, type RefundRow } from './refunds-repository.js';

type PaymentRefund = z.output<typeof paymentRefundSchema>;

const REFUNDABLE_STATUSES: ReadonlyArray<PaymentRow['status']> = ['paid', 'partially_refunded'];

/** A paid online payment, not yet wholly refunded: the only kind a refund can be asked for (a manual one is voided). */
export const isRefundable = (payment: PaymentRow) => payment.provider !== 'manual' && REFUNDABLE_STATUSES.includes(payment.status);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The refund as the panel shows it, with its payment's status and what is left to refund, as they are now. */
async function refundView(deps: Deps, refundKey: string): Promise<PaymentRefund> {
  const refund = (await findRefund(deps.db, { refund_key: refundKey }))!;
  const payment = (await findPayment(deps.db, { guid: refund.payment_guid }))!;
  return {
    refund_key: refund.refund_key,
    payment_guid: refund.payment_guid,
    amount: groszeToZl(refund.amount),
    reason: refund.reason,
    status: refund.status,
    provider_refund_id: refund.provider_refund_id,
    requested_by: refund.requested_by_email,
    requested_at: iso(refund.created_at)!,
    confirmed_at: iso(refund.confirmed_at),
    payment_status: payment.status,
    refundable: groszeToZl(Math.max(0, payment.amount - (await refundedOrRequested(deps.db, payment.guid)))),
  };
}

/** A repeat with the same refund key refunds nothing again: the same refund, or 409 when it asks for something else. */
function sameRefund(deps: Deps, existing: RefundRow, guid: string, input: RefundInput): Promise<PaymentRefund> {
  if (existing.payment_guid !== guid || existing.amount !== input.amount) throw conflict(M.keyMismatch);
  return refundView(deps, existing.refund_key);
}

/** What the provider is asked, the same on every repeat: the refund key is what makes a repeat not a second refund. */
export const refundRequest = (deps: Deps, payment: PaymentRow, refund: RefundRow, providerName: string): ProviderRefundInput => ({
  guid: payment.guid,
  providerRef: payment.provider_ref,
  currency: payment.currency,
  amount: refund.amount,
  refundKey: refund.refund_key,
  description: `Zwrot darowizny: ${refund.reason}`.slice(0, 200),
  notifyUrl: notifyUrl(deps.config.publicUrl, providerName, payment.guid),
});

/**
 * Reserves the refund in one transaction with the payment locked (so two refunds at once cannot take more than
 * the payment holds), audited with its reason; then asks the provider. The money counts as returned only when
 * the provider confirms (apply-refund-event.ts). A refund the provider refuses is marked failed and its amount freed;
 * one whose answer is unclear (no answer in time, a broken connection, a 5xx) stays requested, its amount held, and
 * is asked about again under the same key by reconciling (refund-follow-up-use-case.ts).
 */
export async function requestRefund(deps: Deps, admin: UserRow, guid: string, input: RefundInput): Promise<PaymentRefund> {
  const payment = /^[0-9a-f-]{36}$/.test(guid) ? await findPayment(deps.db, { guid }) : undefined;
  if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  const existing = await findRefund(deps.db, { refund_key: input.refund_key });
  if (existing) return sameRefund(deps, existing, guid, input);
  if (payment.provider === 'manual') throw conflict(M.manual);
  const provider = await deps.payments.forPayment(deps.db, payment);
  if (!provider) throw new AppError('PAYMENTS_UNAVAILABLE', 503, API_MESSAGES.paymentsUnavailable);

  const now = deps.clock.now();
  let raced: RefundRow | undefined;
  try {
    raced = await deps.db.transaction(async (trx) => {
      const locked = (await lockPayment(trx, guid))!;
      const earlier = await findRefund(trx, { refund_key: input.refund_key });
      if (earlier) return earlier;
      if (locked.status === 'refunded') throw conflict(M.nothingLeft);
      if (!REFUNDABLE_STATUSES.includes(locked.status)) throw conflict(M.notPaid);
      const left = locked.amount - (await refundedOrRequested(trx, guid));
      if (left <= 0) throw conflict((await confirmedRefunds(trx, guid)) >= locked.amount ? M.nothingLeft : M.waiting);
      if (input.amount > left) {
        const message = `${M.tooMuch} Zostało do zwrotu: ${formatGrosze(left)}.`;
        throw conflict(message, { amount: message });
      }
      await insertRefund(trx, {
        refund_key: input.refund_key,
        payment_guid: guid,
        charity_id: locked.charity_id,
        amount: input.amount,
        reason: input.reason,
        requested_by: admin.id,
        requested_by_email: admin.email,
        created_at: now,
      });
      await recordAudit(trx, {
        actor: admin,
        action: 'payment.refund',
        entity_type: 'payment',
        entity_id: locked.id,
        before: { status: locked.status, refundable_grosze: left },
        after: { guid, refund_key: input.refund_key, amount_grosze: input.amount, provider: locked.provider },
        note: input.reason,
      }, now);
      return undefined;
    });
  } catch (error) {
    const again = isUniqueViolation(error) ? await findRefund(deps.db, { refund_key: input.refund_key }) : undefined;
    if (!again) throw error;
    raced = again;
  }
  if (raced) return sameRefund(deps, raced, guid, input);

  const refund = (await findRefund(deps.db, { refund_key: input.refund_key }))!;
  let asked: { providerRefundId: string | null };
  try {
    asked = await provider.refund(refundRequest(deps, payment, refund, provider.name));
  } catch (error) {
    // Only the provider's own refusal frees the amount; anything else leaves it held until the provider is asked again.
    if (error instanceof ProviderError && !error.unclear) {
      await markRefundFailed(deps.db, refund.id, deps.clock.now());
      deps.logger.error({ err: error, guid, refund: input.refund_key }, 'Operator nie przyjął zlecenia zwrotu');
      throw error;
    }
    deps.logger.error({ err: error, guid, refund: input.refund_key }, 'Nie wiadomo, czy operator przyjął zlecenie zwrotu; zwrot czeka na jego odpowiedź');
    return refundView(deps, input.refund_key);
  }
  await setProviderRefundId(deps.db, refund.id, asked.providerRefundId, deps.clock.now());
  return refundView(deps, input.refund_key);
}
