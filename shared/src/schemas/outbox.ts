import { z } from './zod.js';

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
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.int(),
  created_at: z.iso.datetime(),
  next_attempt_at: z.iso.datetime().nullable(),
  sent_at: z.iso.datetime().nullable(),
  last_error: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
