// What GET admin/work-queue answers: what waits for staff, and this month against the same days of the last.
import { z } from './zod.js';
import { charityOwnerSchema } from './charity-views.js';
import { PAYMENT_STATUSES } from './payment-views.js';
import { charityReportViewSchema } from './reports.js';
import { charityLink, moment, textOf, uuid } from './bounded.js';
import { DONOR_NAME_MAX, PAYMENT_METHOD_MAX, PAYMENT_NOTE_MAX, PROVIDER_NAME_MAX } from './donation.js';

export const queuedPaymentSchema = z.object({
  guid: uuid,
  charity: charityLink.nullable(),
  amount: z.number(),
  provider: textOf(PROVIDER_NAME_MAX),
  /** A sandbox payment: no money moved. */
  test: z.boolean(),
  method: textOf(PAYMENT_METHOD_MAX).nullable(),
  status: z.enum(PAYMENT_STATUSES),
  donor_name: textOf(DONOR_NAME_MAX).nullable(),
  note: textOf(PAYMENT_NOTE_MAX).nullable(),
  created_at: moment,
  paid_at: moment.nullable(),
});

export const queuedCharitySchema = z.object({ ...charityLink.shape, owner: charityOwnerSchema.nullable(), waiting_since: moment });

/** A figure now and in the same stretch of the month before. */
export const figureSchema = z.object({ current: z.number(), previous: z.number() });

const queue = <T extends z.ZodType>(item: T) => z.object({ total: z.int(), items: z.array(item) });

/** A report of a fundraiser waiting for a moderator's decision. */
export const queuedReportSchema = charityReportViewSchema.pick({ id: true, charity: true, reason: true, description: true, created_at: true });

export const workQueueSchema = z.object({
  /** Issue 30: the foundation's record is missing, or still the demo's example: "Uzupełnij dane fundacji" comes first. */
  foundation: z.enum(['missing', 'example', 'complete']),
  review: queue(queuedCharitySchema),
  /** Published fundraisers whose new description or picture waits for review. */
  revisions: queue(queuedCharitySchema),
  /** Open reports of fundraisers, the oldest first; null for a role that may not read reports (finance). */
  reports: queue(queuedReportSchema).nullable(),
  /** Issue 33: e-mails that failed for good (the mail server refused them, or every attempt failed); null for a role that may not read them. */
  failed_emails: z.int().nullable(),
  /** Issue 34: "Przelewy do przypisania": a statement's lines waiting to be assigned; null for a role that may not assign them. */
  transfers: z.int().nullable(),
  stale_pending: queue(queuedPaymentSchema),
  failed: queue(queuedPaymentSchema),
  manual: z.array(queuedPaymentSchema),
  figures: z.object({ collected: figureSchema, donations: figureSchema, new_charities: figureSchema, active_charities: figureSchema }),
  period: z.object({ from: moment, to: moment, previous_from: moment, previous_to: moment }),
});
