import { randomUUID } from 'node:crypto';
import type { DonationInput } from '@zlota/shared/schemas/donation';
import { CURRENCY } from '@zlota/shared/constants';
import type { DonationStarted } from '@zlota/shared/entities';
import { PAYMENT_MESSAGES, RECURRING_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { isUniqueViolation } from '../../db/errors.js';
import { groupedStatement } from '../../db/group-commit.js';
import { AppError, conflict } from '../../libraries/errors.js';
import { charityNotFound, hasPage, isListed } from '../charities/catalog-use-case.js';
import { findCharity } from '../charities/charities-repository.js';
import { recurringMethodsOf, type RegisterInput } from '../../payments/providers/provider.js';
import { P24_EMAIL_MAX } from '../../payments/providers/przelewy24.js';
import type { UserRow } from '../users/users-repository.js';
import { notifyUrl, returnUrl } from './payment-urls.js';
import { findPayment, insertPayment, markFailed, setRegistration, type NewPayment, type PaymentRow } from './payments-repository.js';

const REGISTRATION_WAIT_MS = 12_000;
const REGISTRATION_POLL_MS = 200;

/** Issue 40: opens the monthly schedule of a first payment (its guid chosen, its provider known); answers its id. */
export type OpenSchedule = (first: { guid: string; provider: string; user?: UserRow }) => Promise<number>;

const scheduleOf = (payment: { recurring_id?: number | null }) => (payment.recurring_id != null ? { recurring_id: Number(payment.recurring_id) } : {});

/**
 * A repeated request (a double click, a retry) with the same key gets the same answer as the
 * first: its redirect, once the provider has given it (waiting while the first is registering),
 * or the same 502 when the registration failed.
 */
async function sameDonation(deps: Deps, existing: PaymentRow, input: DonationInput): Promise<DonationStarted> {
  if (existing.charity_id !== input.charity_id || existing.amount !== input.amount) {
    throw conflict(PAYMENT_MESSAGES.idempotencyMismatch);
  }
  let payment: PaymentRow | undefined = existing;
  for (let waited = 0; payment && !payment.redirect_url && payment.status === 'pending' && waited < REGISTRATION_WAIT_MS; waited += REGISTRATION_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, REGISTRATION_POLL_MS));
    payment = await findPayment(deps.reader, { guid: existing.guid });
  }
  if (payment?.redirect_url) return { guid: payment.guid, redirect_url: payment.redirect_url, ...scheduleOf(payment) };
  if (payment?.status === 'failed') throw new AppError('PAYMENT_PROVIDER', 502, PAYMENT_MESSAGES.providerUnavailable);
  throw conflict(PAYMENT_MESSAGES.registrationPending);
}

export async function donate(deps: Deps, input: DonationInput, context: { user?: UserRow; ip: string; openSchedule?: OpenSchedule }): Promise<DonationStarted> {
  const existing = await findPayment(deps.reader, { idempotency_key: input.idempotency_key });
  if (existing) return sameDonation(deps, existing, input);
  const charity = await findCharity(deps.reader, { id: input.charity_id });
  if (!charity || !hasPage(charity)) throw charityNotFound();
  if (!isListed(charity)) throw conflict(PAYMENT_MESSAGES.charityClosed);
  const provider = await deps.payments.forCharity(deps.reader, charity.id);
  if (provider.name === 'przelewy24' && !input.email) {
    throw new AppError('VALIDATION', 400, PAYMENT_MESSAGES.emailRequired, { email: PAYMENT_MESSAGES.emailRequired });
  }
  if (provider.name === 'przelewy24' && input.email && input.email.length > P24_EMAIL_MAX) {
    throw new AppError('VALIDATION', 400, PAYMENT_MESSAGES.emailTooLongForP24, { email: PAYMENT_MESSAGES.emailTooLongForP24 });
  }
  if (input.recurring && !input.email) {
    throw new AppError('VALIDATION', 400, RECURRING_MESSAGES.emailRequired, { email: RECURRING_MESSAGES.emailRequired });
  }
  if (input.recurring && !provider.chargeRecurring) throw new AppError('RECURRING_UNSUPPORTED', 409, RECURRING_MESSAGES.unsupported);
  if (input.recurring && !recurringMethodsOf(provider).includes(input.recurring.method)) {
    throw new AppError('VALIDATION', 400, RECURRING_MESSAGES.methodUnsupported, { 'recurring.method': RECURRING_MESSAGES.methodUnsupported });
  }
  if (input.recurring?.method === 'card' && provider.recurringNeedsCardToken && !input.card_token) {
    throw new AppError('VALIDATION', 400, RECURRING_MESSAGES.cardToken, { card_token: RECURRING_MESSAGES.cardToken });
  }

  const guid = randomUUID();
  const recurringId = input.recurring && context.openSchedule ? await context.openSchedule({ guid, provider: provider.name, ...(context.user ? { user: context.user } : {}) }) : undefined;
  const registration: RegisterInput = {
    guid,
    amount: input.amount,
    currency: CURRENCY,
    description: `Darowizna: ${charity.title}`.slice(0, 200),
    donorEmail: input.email,
    donorName: input.anonymous ? null : input.name,
    method: input.recurring ? input.recurring.method : input.method,
    customerIp: context.ip,
    notifyUrl: notifyUrl(deps.config.publicUrl, provider.name, guid),
    returnUrl: returnUrl(deps.config.publicUrl, charity.url, guid),
    ...(recurringId !== undefined ? { recurring: true, recurringMethod: input.recurring!.method, cardToken: input.card_token ?? null } : {}),
  };
  const registeredAtOnce = provider.registersLocally ? await provider.register(registration) : undefined;
  const payment: NewPayment = {
    guid,
    charity_id: charity.id,
    amount: input.amount,
    currency: CURRENCY,
    provider: provider.name,
    method: input.recurring ? input.recurring.method : input.method,
    status: 'pending',
    donor_name: input.name,
    receipt_name: input.receipt_name,
    donor_email: input.email,
    anonymous: input.anonymous,
    hide_amount: input.hide_amount,
    updates_consent: input.updates_consent,
    message: input.message,
    note: null,
    user_id: context.user?.id ?? null,
    idempotency_key: input.idempotency_key,
    created_at: deps.clock.now(),
    paid_at: null,
    ...(recurringId !== undefined ? { recurring_id: recurringId } : {}),
    ...(registeredAtOnce ? { provider_ref: registeredAtOnce.providerRef, redirect_url: registeredAtOnce.redirectUrl } : {}),
  };
  try {
    // Shares a commit with the writes that come meanwhile (a burst of donations and their notifications).
    await groupedStatement(deps.db, (db) => insertPayment(db, payment));
  } catch (error) {
    const raced = isUniqueViolation(error) ? await findPayment(deps.reader, { idempotency_key: input.idempotency_key }) : undefined;
    if (raced) return sameDonation(deps, raced, input);
    throw error;
  }
  const schedule = recurringId !== undefined ? { recurring_id: recurringId } : {};
  if (registeredAtOnce) return { guid, redirect_url: registeredAtOnce.redirectUrl, ...schedule };

  try {
    const registered = await provider.register(registration);
    await setRegistration(deps.db, guid, { provider_ref: registered.providerRef, redirect_url: registered.redirectUrl }, deps.clock.now());
    return { guid, redirect_url: registered.redirectUrl, ...schedule };
  } catch (error) {
    await markFailed(deps.db, guid, deps.clock.now());
    deps.logger.error({ err: error, guid }, 'Rejestracja płatności u operatora nie powiodła się');
    throw error;
  }
}
