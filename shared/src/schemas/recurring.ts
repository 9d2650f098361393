// Issue 40: monthly giving. A donation may open a schedule that charges the same amount on the same day every month.
import { z } from './zod.js';
import { RECURRING_MESSAGES as M } from '../messages.js';
import { charityLink, dayText, emailText, moment, textOf } from './bounded.js';
import { digits } from './numbers.js';

/** The day of the month a schedule charges: 1–28, so every month has it. */
export const RECURRING_DAY_MIN = 1;
export const RECURRING_DAY_MAX = 28;
/** A period: the month a charge belongs to, `YYYY-MM`. */
export const PERIOD_LENGTH = 7;
/** The signed key of a schedule's management link (base64url of an HMAC-SHA256). */
export const RECURRING_KEY_LENGTH = 43;

/** `recurring: { every: "month", day: 1–28 }` in a donation's request; absent: a one-off donation. */
export const recurringRequestSchema = z.object({
  every: z.literal('month', { error: M.every }),
  day: z.int({ error: M.day }).min(RECURRING_DAY_MIN, { error: M.day }).max(RECURRING_DAY_MAX, { error: M.day }),
});
export type RecurringRequest = z.output<typeof recurringRequestSchema>;

// awaiting_first: the first payment is not paid yet (or its consent not given); active: charged every month;
// paused: after the last failed retry, or asking for the card again; cancelled: by the donor or staff;
// ended: its fundraiser finished.
export const RECURRING_STATUSES = ['awaiting_first', 'active', 'paused', 'cancelled', 'ended'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];
export const RECURRING_STATUS_LABELS: Record<RecurringStatus, string> = {
  awaiting_first: 'Czeka na pierwszą wpłatę',
  active: 'Aktywna',
  paused: 'Wstrzymana',
  cancelled: 'Anulowana',
  ended: 'Zakończona',
};

/** Why a schedule stopped or paused, in the panel's words. */
export const RECURRING_REASONS = ['donor', 'staff', 'charity_finished', 'declined', 'reauthorise', 'no_consent', 'paused_by_donor'] as const;
export type RecurringReason = (typeof RECURRING_REASONS)[number];

/** A schedule as staff see it in `GET /api/admin/recurring`. Amounts in zł. */
export const recurringScheduleSchema = z.object({
  id: z.int(),
  charity: charityLink,
  amount: z.number(),
  currency: textOf(3),
  day: z.int(),
  status: z.enum(RECURRING_STATUSES),
  reason: z.enum(RECURRING_REASONS).nullable(),
  provider: textOf(16),
  donor_email: emailText.nullable(),
  created_at: moment,
  /** The last period charged (paid), `YYYY-MM`. */
  last_period: textOf(PERIOD_LENGTH).nullable(),
  charges: z.int(),
});
export type RecurringSchedule = z.output<typeof recurringScheduleSchema>;

export const adminRecurringQuerySchema = z.object({ status: z.enum(RECURRING_STATUSES, { error: M.status }).optional() });

/** The management link's page: the schedule, in the donor's words. */
export const recurringManageQuerySchema = z.object({ key: z.string({ error: M.key }).max(RECURRING_KEY_LENGTH, { error: M.key }) });
export const recurringCancelSchema = z.object({ key: z.string({ error: M.key }).max(RECURRING_KEY_LENGTH, { error: M.key }) });
export const recurringIdParamSchema = z.object({ id: digits(M.notFound, 1) });

/** What the donor sees on the management page. */
export const recurringDonorViewSchema = z.object({
  id: z.int(),
  charity: charityLink,
  amount: z.number(),
  day: z.int(),
  status: z.enum(RECURRING_STATUSES),
  next_charge_on: dayText.nullable(),
});
