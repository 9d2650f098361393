import type { Knex } from 'knex';
import { findUserById } from '../users/users-repository.js';
import { donationConfirmation } from './donation-confirmation-use-case.js';
import { yearlySummaryPdf } from './donation-pdf.js';
import { yearlySummary } from './yearly-summary-use-case.js';

/**
 * The PDF an outbox message names in its `attachment` column, drawn when the message is sent (for the outbox
 * worker): `donation-confirmation:<guid>` or `yearly-summary:<user id>:<year>`. Undefined when it is gone
 * (a payment refunded since, an account deleted): the message then goes without it.
 */
export async function renderAttachment(db: Knex, reference: string): Promise<{ fileName: string; pdf: Buffer } | undefined> {
  const [kind, first, second] = reference.split(':');
  if (kind === 'donation-confirmation' && first) {
    return donationConfirmation(db, first).catch(() => undefined);
  }
  if (kind === 'yearly-summary' && first && second) {
    const donor = await findUserById(db, Number(first));
    const year = Number(second);
    return donor ? { fileName: `podsumowanie-darowizn-${year}.pdf`, pdf: await yearlySummaryPdf(await yearlySummary(db, donor, year)) } : undefined;
  }
  return undefined;
}

/** `renderAttachment` in the shape the outbox worker attaches to a message. */
export const attachmentRenderer = (db: Knex) => async (reference: string) => {
  const document = await renderAttachment(db, reference);
  return document && { filename: document.fileName, contentType: 'application/pdf', content: document.pdf };
};
