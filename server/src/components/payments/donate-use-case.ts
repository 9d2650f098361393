import { randomUUID } from 'node:crypto';
import type { DonationInput } from '@zlota/shared/schemas/donation';
import { CURRENCY } from '@zlota/shared/constants';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, conflict } from '../../libraries/errors.js';
import { ProviderError } from '../../payments/providers/provider.js';
import { charityNotFound } from '../charities/catalog-use-case.js';
import { findCharity } from '../charities/charities-repository.js';
import type { UserRow } from '../users/users-repository.js';
import { notifyUrl, returnUrl } from './payment-urls.js';
import { findPayment, insertPayment, markFailed, setRegistration, type PaymentRow } from './payments-repository.js';

export interface DonationStarted {
  guid: string;
  redirect_url: string | null;
}

/** A repeated request (a double click, a retry) with the same key gets the same payment. */
function sameDonation(existing: PaymentRow, input: DonationInput): DonationStarted {
  if (existing.charity_id !== input.charity_id || existing.amount !== input.amount) {
    throw conflict(PAYMENT_MESSAGES.idempotencyMismatch);
  }
  return { guid: existing.guid, redirect_url: existing.redirect_url };
}

export async function donate(deps: Deps, input: DonationInput, context: { user?: UserRow; ip: string }): Promise<DonationStarted> {
  const existing = await findPayment(deps.db, { idempotency_key: input.idempotency_key });
  if (existing) return sameDonation(existing, input);
  const charity = await findCharity(deps.db, { id: input.charity_id });
  if (!charity || charity.needy === null || charity.status === 'draft' || charity.status === 'submitted') throw charityNotFound();
  if (charity.status !== 'active') throw conflict(PAYMENT_MESSAGES.charityClosed);
  const provider = await deps.payments.forCharity(deps.db, charity.id);
  if (provider.name === 'przelewy24' && !input.email) {
    throw new AppError('VALIDATION', 400, PAYMENT_MESSAGES.emailRequired, { email: PAYMENT_MESSAGES.emailRequired });
  }

  const guid = randomUUID();
  const now = deps.clock.now();
  try {
    await insertPayment(deps.db, {
      guid,
      charity_id: charity.id,
      amount: input.amount,
      currency: CURRENCY,
      provider: provider.name,
      method: input.method,
      status: 'pending',
      donor_name: input.name,
      donor_email: input.email,
      anonymous: input.anonymous,
      hide_amount: input.hide_amount,
      message: input.message,
      note: null,
      user_id: context.user?.id ?? null,
      idempotency_key: input.idempotency_key,
      created_at: now,
      paid_at: null,
    });
  } catch (error) {
    const raced = isUniqueViolation(error) ? await findPayment(deps.db, { idempotency_key: input.idempotency_key }) : undefined;
    if (raced) return sameDonation(raced, input);
    throw error;
  }

  try {
    const registered = await provider.register({
      guid,
      amount: input.amount,
      currency: CURRENCY,
      description: `Darowizna: ${charity.title}`.slice(0, 200),
      donorEmail: input.email,
      donorName: input.anonymous ? null : input.name,
      method: input.method,
      customerIp: context.ip,
      notifyUrl: notifyUrl(deps.config.publicUrl, provider.name, guid),
      returnUrl: returnUrl(deps.config.publicUrl, charity.url, guid),
    });
    await setRegistration(deps.db, guid, { provider_ref: registered.providerRef, redirect_url: registered.redirectUrl }, deps.clock.now());
    return { guid, redirect_url: registered.redirectUrl };
  } catch (error) {
    await markFailed(deps.db, guid, deps.clock.now());
    deps.logger.error({ err: error, guid }, 'Rejestracja płatności u operatora nie powiodła się');
    if (error instanceof ProviderError) throw new AppError('PAYMENT_PROVIDER', 502, PAYMENT_MESSAGES.providerUnavailable);
    throw error;
  }
}
