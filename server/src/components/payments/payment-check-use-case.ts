import type { PaymentCheck } from '@zlota/shared/entities';
import { ADMIN_PAYMENT_MESSAGES } from '@zlota/shared/messages';
import type { PaymentsChecked } from '@zlota/shared/schemas/payments-bulk';
import type { Deps } from '../../deps.js';
import { AppError, conflict } from '../../libraries/errors.js';
import { recordAudit, type AuditActor } from '../audit/audit-repository.js';
import { paymentOrNotFound } from './payment-queries-use-case.js';
import { findPayment } from './payments-repository.js';
import { pollPayment } from './reconcile-use-case.js';

/**
 * "Sprawdź ponownie": asks the provider about one payment now and applies the answer exactly as the
 * reconcile run does (pollPayment). An unreachable provider is an outcome to show, not a failure; the
 * check is recorded in the audit log with what it found.
 */
export async function checkPayment(deps: Deps, actor: AuditActor, guid: string): Promise<PaymentCheck> {
  const payment = await paymentOrNotFound(deps, guid);
  if (payment.provider === 'manual') throw conflict(ADMIN_PAYMENT_MESSAGES.manualNotChecked);
  let outcome: PaymentCheck['outcome'];
  try {
    outcome = await pollPayment(deps, payment);
  } catch (error) {
    outcome = 'error';
    deps.logger.error({ err: error, guid }, 'Nie udało się sprawdzić płatności u operatora');
  }
  const after = (await findPayment(deps.db, { guid: payment.guid }))!;
  await recordAudit(deps.db, {
    actor,
    action: 'payment.check',
    entity_type: 'payment',
    entity_id: payment.id,
    before: { status: payment.status },
    after: { guid: payment.guid, outcome, status: after.status },
  }, deps.clock.now());
  return { guid: payment.guid, outcome, status: after.status };
}

/**
 * Issue 36 item 7: "Sprawdź u operatora" for the payments chosen in the list. Each pending one is checked as the
 * single check does (with its own audit entry); one that is not pending, is manual or unknown is reported with why.
 */
export async function checkPayments(deps: Deps, actor: AuditActor, guids: string[]): Promise<PaymentsChecked> {
  const result: PaymentsChecked = { checked: [], skipped: [] };
  for (const guid of guids) {
    try {
      const payment = await paymentOrNotFound(deps, guid);
      if (payment.status !== 'pending') throw conflict(ADMIN_PAYMENT_MESSAGES.checkNotPending);
      result.checked.push(await checkPayment(deps, actor, guid));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.skipped.push({ guid, reason: error.message });
    }
  }
  return result;
}
