import { z } from './zod.js';
import { emailText, moment, textOf } from './bounded.js';

/** Columns of the outbox (server/src/db/migrations): its kind and its subject. */
const KIND_MAX = 32;
const SUBJECT_MAX = 255;
/** Why the last sending failed, as the mail server said it: no input bounds it, so a generous cap. */
const LAST_ERROR_MAX = 10_000;

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'logged', 'withdrawn'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Czeka na wysyłkę',
  sent: 'Wysłany',
  failed: 'Nie udało się wysłać',
  logged: 'Zapisany w dzienniku (brak serwera poczty)',
  withdrawn: 'Wycofany (jego załącznik już nie obowiązuje)',
};

/** A message of the outbox as the panel lists it: what it is, to whom, and how its sending went. */
export const outboxEntrySchema = z.object({
  id: z.int(),
  kind: textOf(KIND_MAX),
  recipient: emailText,
  subject: textOf(SUBJECT_MAX),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.int(),
  created_at: moment,
  next_attempt_at: moment.nullable(),
  sent_at: moment.nullable(),
  last_error: textOf(LAST_ERROR_MAX).nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** The messages not delivered that the panel lists: both kinds, or only the failed ones (the work queue's link), or only those waiting. */
export const UNDELIVERED_STATUSES = ['failed', 'pending'] as const satisfies readonly OutboxStatus[];
export const outboxQuerySchema = z.object({ status: z.enum(UNDELIVERED_STATUSES).optional() });
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
