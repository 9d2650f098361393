import type { Knex } from 'knex';
import type { z } from 'zod';
import { formatDateTimePl, pluralPl } from '@zlota/shared/format';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { formatGrosze } from '@zlota/shared/money';
import type { yearlySummariesSentSchema } from '@zlota/shared/schemas/donation-summary';
import { warsawDayStart } from '@zlota/shared/warsaw-days';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { foundationEmail } from '../emails/email-template.js';
import type { EmailMessage } from '../emails/mailer.js';
import { pdfFoundation } from '../foundation/foundation-use-case.js';
import { getSetting, putSettingOnce } from '../settings/settings-repository.js';
import { findOwners, type UserRow } from '../users/users-repository.js';
import { confirmedDonations } from './donation-confirmation-use-case.js';
import { yearlySummaryPdf, type YearlySummary } from './donation-pdf.js';
import { donorsBetween, listUserSupportingBetween } from './payments-repository.js';

type Donor = Pick<UserRow, 'id' | 'name' | 'surname' | 'email'>;

/** What the outbox row names as its PDF: drawn when the message is sent. */
export const summaryAttachment = (userId: number, year: number) => `yearly-summary:${userId}:${year}`;

/** A tax year in Polish time: from 1 January to 1 January. */
const taxYearSpan = (year: number) => [warsawDayStart(`${year}-01-01`), warsawDayStart(`${year + 1}-01-01`)] as const;

/** The donations a donor made while logged in and paid within the year, that still stand (less refunds). */
export async function yearlySummary(db: Knex, donor: Donor, year: number): Promise<YearlySummary> {
  const [from, to] = taxYearSpan(year);
  const payments = await listUserSupportingBetween(db, donor.id, from, to);
  return { year, donorName: `${donor.name} ${donor.surname}`.trim(), donorEmail: donor.email, donations: await confirmedDonations(db, payments) };
}

/** Konto's "Podsumowanie roczne" in PDF for the signed-in donor. */
export async function ownYearlySummary(deps: Deps, user: UserRow, year: number): Promise<{ fileName: string; pdf: Buffer }> {
  return { fileName: `podsumowanie-darowizn-${year}.pdf`, pdf: await yearlySummaryPdf(await yearlySummary(deps.db, user, year), await pdfFoundation(deps.db)) };
}

/** The lines of the year's e-mail (its PDF is attached when it goes). */
function summaryLines(summary: YearlySummary): string[] {
  const total = summary.donations.reduce((sum, donation) => sum + donation.amount, 0);
  return [
    `Dziękujemy za Twoje wsparcie w roku ${summary.year}: ${summary.donations.length} ${pluralPl(summary.donations.length, { one: 'wpłatę', few: 'wpłaty', many: 'wpłat' })} na łączną kwotę ${formatGrosze(total)}.`,
    'W załączniku przesyłamy podsumowanie darowizn w PDF — przyda się przy rozliczeniu ulgi podatkowej.',
    'Potwierdzenie każdej wpłaty z osobna pobierzesz w zakładce Konto.',
  ];
}

/** The year's e-mail to one donor: its words, and the reference by which the sender draws its PDF. */
export const yearlySummaryEmail = (summary: YearlySummary, donorId: number): EmailMessage => ({
  ...foundationEmail({
    kind: 'yearly-summary',
    to: summary.donorEmail,
    subject: `Podsumowanie darowizn za rok ${summary.year}`,
    greetingName: summary.donorName,
    lines: summaryLines(summary),
  }),
  attachmentReference: summaryAttachment(donorId, summary.year),
});

/** The record of a year's send-out, under a settings key: when, by whom, to how many. */
interface SummariesSent {
  at: number;
  by: string;
  recipients: number;
}
const sentKey = (year: number) => `yearly-summaries-sent:${year}`;

async function alreadySent(trx: Knex, year: number): Promise<AppError> {
  const sent = await getSetting<SummariesSent>(trx, sentKey(year));
  const message = PAYMENT_MESSAGES.yearlySummariesSent
    .replace('{year}', String(year))
    .replace('{when}', sent ? formatDateTimePl(sent.at) : '')
    .replace('{who}', sent?.by ?? '');
  return new AppError('YEARLY_SUMMARIES_ALREADY_SENT', 409, message);
}

/**
 * The admin's January send-out, once per tax year: one message with the PDF summary to every donor with an account
 * who gave in the year, written to the outbox together with the record of the send-out and the audit entry — all of
 * them or none. The record is stored only if none is there, so of two clicks at once one sends and the other is told.
 */
export async function sendYearlySummaries(deps: Deps, admin: UserRow, year: number): Promise<z.output<typeof yearlySummariesSentSchema>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const donors = await findOwners(trx, await donorsBetween(trx, ...taxYearSpan(year)));
    const record: SummariesSent = { at: now, by: admin.email, recipients: donors.length };
    // A year with no donors sends nothing, so it is not recorded: a later send may still find some.
    if (donors.length > 0 && !(await putSettingOnce(trx, sentKey(year), record, now))) throw await alreadySent(trx, year);
    for (const donor of donors) {
      const summary = await yearlySummary(trx, donor, year);
      await deps.mailer.enqueue(trx, yearlySummaryEmail(summary, donor.id));
    }
    await recordAudit(trx, { actor: admin, action: 'payment.yearly_summaries', entity_type: 'payment', entity_id: null, after: { year, recipients: donors.length } }, now);
    return { year, recipients: donors.length };
  });
}
