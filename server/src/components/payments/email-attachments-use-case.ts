import type { Knex } from 'knex';
import { AppError } from '../../libraries/errors.js';
import { pdfFoundation } from '../foundation/foundation-use-case.js';
import { findUserById } from '../users/users-repository.js';
import { donationConfirmation } from './donation-confirmation-use-case.js';
import { yearlySummaryPdf } from './donation-pdf.js';
import { yearlySummary } from './yearly-summary-use-case.js';

/**
 * The PDF an outbox message names in its `attachment` column, drawn when the message is sent (for the outbox
 * worker): `donation-confirmation:<guid>` or `yearly-summary:<user id>:<year>`. Undefined when it no longer stands
 * (a payment refunded since, an account deleted); any other failure to draw it is thrown, so the sending is retried.
 */
export async function renderAttachment(db: Knex, reference: string): Promise<{ fileName: string; pdf: Buffer } | undefined> {
  const [kind, first, second] = reference.split(':');
  if (kind === 'donation-confirmation' && first) {
    return donationConfirmation(db, first).catch((error: unknown) => {
      if (error instanceof AppError && (error.status === 404 || error.status === 409)) return undefined;
      throw error;
    });
  }
  if (kind === 'yearly-summary' && first && second) {
    const donor = await findUserById(db, Number(first));
    const year = Number(second);
    return donor ? { fileName: `podsumowanie-darowizn-${year}.pdf`, pdf: await yearlySummaryPdf(await yearlySummary(db, donor, year), await pdfFoundation(db)) } : undefined;
  }
  return undefined;
}

/** Why a message is not sent: its text promises a document that no longer stands. */
export const ATTACHMENT_WITHDRAWN =
  'Nie wysłano: załącznik, o którym mówi wiadomość, już nie obowiązuje (wpłata nie jest już zaksięgowana albo konto zostało usunięte).';

/** `renderAttachment` in the shape the outbox worker attaches to a message, or the reason to withdraw the message. */
export const attachmentRenderer = (db: Knex) => async (reference: string) => {
  const document = await renderAttachment(db, reference);
  return document ? { filename: document.fileName, contentType: 'application/pdf', content: document.pdf } : { withdrawn: ATTACHMENT_WITHDRAWN };
};
