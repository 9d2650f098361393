import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { RECURRING_MESSAGES } from '@zlota/shared/messages';
import type { RecurringMethod } from '@zlota/shared/schemas/recurring';
import { AppError, notFound } from '../../libraries/errors.js';
import { SANDBOX_SIGNATURE_HEADER, signSandbox, type SandboxNotification } from '../../payments/providers/sandbox.js';
import { findCharity } from '../charities/charities-repository.js';
import { notifyUrl, returnUrl } from './payment-urls.js';
import { findPayment } from './payments-repository.js';
import { findSandboxDecision, recordSandboxDecision } from './sandbox-decisions-repository.js';
import { sandboxPage } from './sandbox-page.js';
import { recordSandboxToken } from './sandbox-tokens-repository.js';
import type { SandboxDecisionInput } from '@zlota/shared/schemas/route-params';

async function sandboxPayment(deps: Deps, guid: string) {
  // In production without a demo the sandbox's page and decisions do not exist.
  if (!deps.config.sandboxAllowed) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  const payment = /^[0-9a-f-]{36}$/.test(guid) ? await findPayment(deps.db, { guid }) : undefined;
  const charity = payment?.provider === 'sandbox' ? await findCharity(deps.db, { id: payment.charity_id }) : undefined;
  if (!payment || !charity) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  return { payment, charity };
}

/** Issue 40: a schedule's first payment carries the schedule's method (card or BLIK); any other payment is one-off. */
const recurringMethodOf = (payment: { recurring_id?: number | null; method: string | null }): RecurringMethod | null =>
  payment.recurring_id == null ? null : payment.method === 'blik' ? 'blik' : 'card';

export async function renderSandboxPage(deps: Deps, guid: string): Promise<string> {
  const { payment, charity } = await sandboxPayment(deps, guid);
  const decided = (await findSandboxDecision(deps.db, guid)) ?? null;
  return sandboxPage({ guid, amount: payment.amount, charityTitle: charity.title, decided, recurring: recurringMethodOf(payment) });
}

/**
 * The donor's choice, recorded first (the sandbox's own books; a second choice changes nothing),
 * then sent to our notification endpoint over HTTP, signed, as a real provider does.
 * Answers where to send the donor back.
 */
export async function decideSandboxPayment(deps: Deps, guid: string, input: SandboxDecisionInput): Promise<string> {
  const { payment, charity } = await sandboxPayment(deps, guid);
  const choice = input.decision;
  const recurring = recurringMethodOf(payment);
  // Issue 40: BLIK approves with the code from the bank's app, as its page asks (any 6 digits in the sandbox).
  if (choice === 'paid' && recurring === 'blik' && !input.blik_code) {
    throw new AppError('VALIDATION', 400, RECURRING_MESSAGES.blikCode, { blik_code: RECURRING_MESSAGES.blikCode });
  }
  // Issue 40: the consent to later charges gives a token (a BLIK alias for BLIK), kept in the sandbox's books before
  // the payment is told paid.
  if (choice === 'paid' && recurring && input.recurring_consent === '1') {
    await recordSandboxToken(deps.db, { guid, method: recurring, plan: input.recurring_outcome ?? 'paid', cardExpiry: recurring === 'card' ? (input.card_expiry ?? null) : null }, deps.clock.now());
  }
  await recordSandboxDecision(deps.db, guid, choice, deps.clock.now());
  const status = (await findSandboxDecision(deps.db, guid))!;
  const notification: SandboxNotification = { guid, status, amount: payment.amount, currency: payment.currency, method: payment.method };
  const rawBody = JSON.stringify(notification);
  try {
    const response = await fetch(notifyUrl(deps.config.publicUrl, 'sandbox', guid), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(rawBody, deps.payments.sandboxSecret) },
      body: rawBody,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) deps.logger.warn({ guid, status: response.status }, 'Bramka testowa: powiadomienie nie zostało przyjęte');
  } catch (error) {
    // The reconcile job asks the sandbox again later, as it would ask a real provider.
    deps.logger.warn({ err: error, guid }, 'Bramka testowa: nie udało się wysłać powiadomienia');
  }
  return returnUrl(deps.config.publicUrl, charity.url, guid);
}
