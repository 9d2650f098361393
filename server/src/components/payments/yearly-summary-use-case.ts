import type { Knex } from 'knex';
import type { z } from 'zod';
import { FOUNDATION } from '@zlota/shared/foundation';
import { pluralPl } from '@zlota/shared/format';
import { formatGrosze } from '@zlota/shared/money';
import type { yearlySummariesSentSchema } from '@zlota/shared/schemas/donation-summary';
import { warsawDayStart } from '@zlota/shared/warsaw-days';
import type { Deps } from '../../deps.js';
import { recordAudit } from '../audit/audit-repository.js';
import { findOwners, type UserRow } from '../users/users-repository.js';
import { confirmedDonations } from './donation-confirmation-use-case.js';
import { FOUNDATION_LINE, yearlySummaryPdf, type YearlySummary } from './donation-pdf.js';
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
  return { fileName: `podsumowanie-darowizn-${year}.pdf`, pdf: await yearlySummaryPdf(await yearlySummary(deps.db, user, year)) };
}

function summaryText(summary: YearlySummary): string {
  const total = summary.donations.reduce((sum, donation) => sum + donation.amount, 0);
  return [
    `Dzień dobry, ${summary.donorName}!`,
    '',
    `Dziękujemy za Twoje wsparcie w roku ${summary.year}: ${summary.donations.length} ${pluralPl(summary.donations.length, { one: 'wpłatę', few: 'wpłaty', many: 'wpłat' })} na łączną kwotę ${formatGrosze(total)}.`,
    'W załączniku przesyłamy podsumowanie darowizn w PDF — przyda się przy rozliczeniu ulgi podatkowej.',
    'Potwierdzenie każdej wpłaty z osobna pobierzesz w zakładce Konto.',
    '',
    'Pozdrawiamy serdecznie,',
    FOUNDATION_LINE,
  ].join('\n');
}

/**
 * The admin's January send-out: one message with the PDF summary to every donor with an account who gave in the
 * year, written to the outbox together with the audit entry — all of them or none.
 */
export async function sendYearlySummaries(deps: Deps, admin: UserRow, year: number): Promise<z.output<typeof yearlySummariesSentSchema>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const donors = await findOwners(trx, await donorsBetween(trx, ...taxYearSpan(year)));
    for (const donor of donors) {
      const summary = await yearlySummary(trx, donor, year);
      await deps.mailer.enqueue(trx, {
        kind: 'yearly-summary',
        to: donor.email,
        subject: `Podsumowanie darowizn za rok ${year} — ${FOUNDATION.name}`,
        text: summaryText(summary),
        attachmentReference: summaryAttachment(donor.id, year),
      });
    }
    await recordAudit(trx, { actor: admin, action: 'payment.yearly_summaries', entity_type: 'payment', entity_id: null, after: { year, recipients: donors.length } }, now);
    return { year, recipients: donors.length };
  });
}
