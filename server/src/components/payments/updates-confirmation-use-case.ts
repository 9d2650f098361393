import type { Knex } from 'knex';
import type { Deps } from '../../deps.js';
import { foundationEmail } from '../emails/email-template.js';
import { newToken } from '../../libraries/tokens.js';
import { findUserById } from '../users/users-repository.js';
import type { PaymentRow } from './payments-repository.js';
import { addAddressToConfirm, addConfirmedAddress } from './update-addresses-repository.js';

/** The page the confirmation link opens (web: /aktualnosci/potwierdz/:token); one click there, no login. */
export const updatesConfirmPageUrl = (publicUrl: string, token: string) => `${publicUrl}/aktualnosci/potwierdz/${encodeURIComponent(token)}`;

export function confirmationEmail(to: string, name: string | null, charityTitle: string, link: string) {
  return foundationEmail({
    kind: 'updates_confirmation',
    to,
    subject: 'Potwierdź adres, na który wyślemy aktualności zbiórki — Fundacja Złota rybka',
    greetingName: name,
    lines: [
      `Przy wpłacie na zbiórkę „${charityTitle}” zaznaczono „chcę otrzymywać aktualności” i podano ten adres e-mail.`,
      'Aktualności zbiórek wyślemy tutaj dopiero wtedy, gdy potwierdzisz, że to Twój adres i chcesz je dostawać.',
      'Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nie wyślemy już nic.',
    ],
    link,
    action: 'Potwierdzam, chcę otrzymywać aktualności',
  });
}

export interface Subscription {
  email: string;
  name: string | null;
  /** The account the donor was logged in with when giving the address, if any. */
  userId: number | null;
}

/**
 * An address asks for updates (issue 29). A logged-in donor who gave their own verified e-mail is confirmed at once;
 * any other address gets one e-mail with a link to confirm it, the first time only: later requests send nothing more.
 */
export async function askToConfirm(trx: Knex, deps: Pick<Deps, 'mailer' | 'config'>, subscription: Subscription, charityTitle: string, now: number): Promise<void> {
  const user = subscription.userId === null ? undefined : await findUserById(trx, subscription.userId);
  if (user && user.email_verified_at !== null && user.email.toLowerCase() === subscription.email) {
    await addConfirmedAddress(trx, subscription.email, now);
    return;
  }
  const { token, hash } = newToken();
  if (!(await addAddressToConfirm(trx, subscription.email, hash, now))) return;
  const link = updatesConfirmPageUrl(deps.config.publicUrl, token);
  await deps.mailer.enqueue(trx, confirmationEmail(subscription.email, subscription.name, charityTitle, link));
}

/** A paid donation whose donor ticked "chcę otrzymywać aktualności", in the transaction that made it paid. */
export async function askToConfirmUpdates(trx: Knex, deps: Pick<Deps, 'mailer' | 'config'>, payment: PaymentRow, charityTitle: string, now: number): Promise<void> {
  if (!payment.updates_consent || !payment.donor_email) return;
  await askToConfirm(trx, deps, { email: payment.donor_email, name: payment.donor_name, userId: payment.user_id }, charityTitle, now);
}
