import type { Knex } from 'knex';
import { formatDateTimePl } from '@zlota/shared/format';
import { formatGrosze } from '@zlota/shared/money';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../libraries/errors.js';
import { foundationEmail } from '../emails/email-template.js';
import type { EmailMessage } from '../emails/mailer.js';
import { charityLinks } from '../charities/charities-repository.js';
import { pdfFoundation } from '../foundation/foundation-use-case.js';
import { donationConfirmationPdf, type ConfirmedDonation } from './donation-pdf.js';
import { findPaymentWithDetails, type ManualPaymentRow } from './payments-repository.js';
import { confirmedRefundsOf } from './refunds-repository.js';

/** What the outbox row names as its PDF; the sender draws it with `confirmationAttachment`. */
export const confirmationAttachment = (guid: string) => `donation-confirmation:${guid}`;

/** A paid donation as its confirmation shows it: the amount that stayed with the foundation, its fundraiser's title. */
const confirmedDonation = (payment: ManualPaymentRow, charityTitle: string, refunded = 0): ConfirmedDonation => ({
  guid: payment.guid,
  amount: payment.amount - refunded,
  paidAt: Number(payment.paid_at ?? payment.created_at),
  charityTitle,
  // Issue 30: an online donation's confirmation names whom the donor asked it to, never their public signature; one
  // entered by hand names the donor the foundation wrote down.
  donorName: payment.provider === 'manual' ? payment.donor_name : (payment.receipt_name ?? null),
  reference: payment.provider === 'manual' ? payment.bank_reference : payment.provider_ref,
  manual: payment.provider === 'manual',
});

/** Paid donations as their confirmations show them, their titles and refunds read for the lot. */
export async function confirmedDonations(db: Knex, payments: ManualPaymentRow[]): Promise<ConfirmedDonation[]> {
  const [titles, refunded] = await Promise.all([
    charityLinks(db, payments.map((payment) => payment.charity_id)),
    confirmedRefundsOf(db, payments.filter((payment) => payment.status === 'partially_refunded').map((payment) => payment.guid)),
  ]);
  return payments.map((payment) => confirmedDonation(payment, titles.get(payment.charity_id)?.title ?? '', refunded.get(payment.guid)));
}

/** The lines of the confirmation's e-mail (its PDF is attached when it goes). */
const confirmationLines = (donation: ConfirmedDonation): string[] => [
  `Dziękujemy za darowiznę ${formatGrosze(donation.amount)} na zbiórkę „${donation.charityTitle}”. Wpłatę zaksięgowaliśmy ${formatDateTimePl(donation.paidAt)}.`,
  `Numer wpłaty: ${donation.guid}${donation.reference ? ` (numer u operatora: ${donation.reference})` : ''}.`,
  '',
  'W załączniku przesyłamy „Potwierdzenie darowizny” w PDF — przyda się przy rozliczeniu ulgi podatkowej.',
];

/** The confirmation's e-mail: its words, and the reference by which the sender draws its PDF. */
export const donationConfirmationEmail = (to: string, donation: ConfirmedDonation): EmailMessage => ({
  ...foundationEmail({ kind: 'donation-confirmation', to, subject: 'Potwierdzenie darowizny', greetingName: donation.donorName, lines: confirmationLines(donation) }),
  attachmentReference: confirmationAttachment(donation.guid),
});

/**
 * Written in the transaction that made the payment paid: that transition happens once, so the confirmation is
 * written once, and never without it. A donation without an e-mail address has no one to write to. The payment is
 * as that transaction left it (just paid, nothing refunded), with its fundraiser's title: nothing is read again.
 */
export async function queueDonationConfirmation(trx: Knex, deps: Pick<Deps, 'mailer'>, payment: ManualPaymentRow, charityTitle: string): Promise<void> {
  if (!payment.donor_email) return;
  await deps.mailer.enqueue(trx, donationConfirmationEmail(payment.donor_email, confirmedDonation(payment, charityTitle)));
}

/** Confirmation of a donation that still stands: a pending, failed, voided or fully refunded one confirms nothing. */
export async function donationConfirmation(db: Knex, guid: string): Promise<{ fileName: string; pdf: Buffer }> {
  const payment = /^[0-9a-f-]{36}$/.test(guid) ? await findPaymentWithDetails(db, guid) : undefined;
  if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  if (payment.status !== 'paid' && payment.status !== 'partially_refunded') {
    throw new AppError('CONFLICT', 409, PAYMENT_MESSAGES.notConfirmable);
  }
  const [[donation], foundation] = await Promise.all([confirmedDonations(db, [payment]), pdfFoundation(db)]);
  return { fileName: `potwierdzenie-darowizny-${guid.slice(0, 8)}.pdf`, pdf: await donationConfirmationPdf(donation!, foundation) };
}

/** The download of the thank-you page and of Konto: the guid, known only to the donor, is the key (as for the payment's status). */
export const confirmationDownload = (deps: Deps, guid: string) => donationConfirmation(deps.db, guid);
