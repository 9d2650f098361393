// What GET admin/work-queue answers: what waits for staff, and this month against the same days of the last.
import { z } from './zod.js';
import { charityOwnerSchema } from './charity-views.js';
import { PAYMENT_STATUSES } from './payment-views.js';
import { charityReportViewSchema } from './reports.js';

const moment = z.iso.datetime();

export const queuedPaymentSchema = z.object({
  guid: z.string(),
  charity: z.object({ id: z.int(), title: z.string(), url: z.string() }).nullable(),
  amount: z.number(),
  provider: z.string(),
  /** A sandbox payment: no money moved. */
  test: z.boolean(),
  method: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  donor_name: z.string().nullable(),
  note: z.string().nullable(),
  created_at: moment,
  paid_at: moment.nullable(),
});

export const queuedCharitySchema = z.object({ id: z.int(), url: z.string(), title: z.string(), owner: charityOwnerSchema.nullable(), waiting_since: moment });

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
  stale_pending: queue(queuedPaymentSchema),
  failed: queue(queuedPaymentSchema),
  manual: z.array(queuedPaymentSchema),
  figures: z.object({ collected: figureSchema, donations: figureSchema, new_charities: figureSchema, active_charities: figureSchema }),
  period: z.object({ from: moment, to: moment, previous_from: moment, previous_to: moment }),
});
