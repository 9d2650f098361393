import { ID_MAX } from '../record-id.js';
import { z } from './zod.js';
import { emailText, moment, textOf } from './bounded.js';
import { OUTBOX_MESSAGES } from '../messages.js';

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

/**
 * The messages not delivered that the panel lists: failed, waiting, and those only written to the log (no SMTP_URL),
 * or only one of them (the work queue's link: the failed ones).
 */
export const UNDELIVERED_STATUSES = ['failed', 'pending', 'logged'] as const satisfies readonly OutboxStatus[];
export const outboxQuerySchema = z.object({ status: z.enum(UNDELIVERED_STATUSES).optional() });
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** `GET admin/emails`: whether e-mails go to a mail server at all (SMTP_URL set), and the messages not delivered. */
export const outboxListSchema = z.object({ sending: z.boolean(), messages: z.array(outboxEntrySchema) });
export type OutboxList = z.infer<typeof outboxListSchema>;

/** The most failed e-mails sent again at once. */
export const OUTBOX_RESEND_MAX = 200;
const M = { ids: OUTBOX_MESSAGES.resendIds };

/** `POST admin/emails/resend`: the chosen failed e-mails again, or (no ids) every failed one; each recorded in the audit log. */
export const outboxResendSchema = z.object({ ids: z.array(z.int({ error: M.ids }).positive({ error: M.ids }).max(ID_MAX, { error: M.ids }), { error: M.ids }).min(1, { error: M.ids }).max(OUTBOX_RESEND_MAX, { error: M.ids }).optional() });
export type OutboxResend = z.infer<typeof outboxResendSchema>;
export const outboxResentSchema = z.object({ resent: z.int() });
