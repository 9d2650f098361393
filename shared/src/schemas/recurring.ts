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

/**
 * The chosen end: `months` payments in all, the first included („przez 12 miesięcy”); absent: until the fundraiser
 * finishes („do końca zbiórki”). One month would be a one-off donation, so at least two.
 */
export const RECURRING_MONTHS_MIN = 2;
export const RECURRING_MONTHS_MAX = 120;
/** The support page's one chosen end besides „do końca zbiórki”. */
export const RECURRING_MONTHS_OFFERED = 12;

/**
 * What a schedule's later charges are made with: the card's multi-use token, or a recurring BLIK alias (BLIK's PAYID)
 * the donor registered in their bank's app with the first payment. What providers offer: PaymentProvider.recurringMethods.
 */
export const RECURRING_METHODS = ['card', 'blik'] as const;
export type RecurringMethod = (typeof RECURRING_METHODS)[number];
/** The support page's choice and the schedule's method, in the donor's words. */
export const RECURRING_METHOD_LABELS: Record<RecurringMethod, string> = { card: 'Karta', blik: 'BLIK' };
/** „tą samą kartą” / „BLIK-iem z tego samego konta w banku”: how the e-mails and pages say what the next charges are made with. */
export const RECURRING_METHOD_INSTRUMENTAL: Record<RecurringMethod, string> = { card: 'tą samą kartą', blik: 'BLIK-iem z tego samego konta w banku' };

/**
 * `recurring: { every: "month", day: 1–28, months?: 2–120, method?: "card" | "blik" }` in a donation's request; absent:
 * a one-off donation. `method` absent: card.
 */
export const recurringRequestSchema = z.object({
  every: z.literal('month', { error: M.every }),
  day: z.int({ error: M.day }).min(RECURRING_DAY_MIN, { error: M.day }).max(RECURRING_DAY_MAX, { error: M.day }),
  months: z.int({ error: M.months }).min(RECURRING_MONTHS_MIN, { error: M.months }).max(RECURRING_MONTHS_MAX, { error: M.months }).optional(),
  method: z.enum(RECURRING_METHODS, { error: M.method }).default('card'),
});
export type RecurringRequest = z.output<typeof recurringRequestSchema>;

// awaiting_first: the first payment is not paid yet (or its consent not given); active: charged every month;
// paused: after the last failed retry, or asking for the card again; cancelled: by the donor or staff;
// ended: its fundraiser finished, or its chosen number of months was charged.
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
export const RECURRING_REASONS = ['donor', 'staff', 'charity_finished', 'declined', 'reauthorise', 'no_consent', 'paused_by_donor', 'chosen_end'] as const;
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
  /** What the later charges are made with. */
  method: z.enum(RECURRING_METHODS),
  donor_email: emailText.nullable(),
  created_at: moment,
  /** The last period charged (paid), `YYYY-MM`. */
  last_period: textOf(PERIOD_LENGTH).nullable(),
  charges: z.int(),
  /** The chosen end: payments in all, the first included; null: until the fundraiser finishes. */
  months: z.int().nullable(),
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
  /** What the later charges are made with: „Karta” or „BLIK”. */
  method: z.enum(RECURRING_METHODS),
  next_charge_on: dayText.nullable(),
  /** The chosen end's last charge (its day as the schedule now has it); null: until the fundraiser finishes. */
  last_charge_on: dayText.nullable(),
});

/** The management page's path with its signed key: `/wplata-cykliczna/{id}?klucz=…`. */
export const RECURRING_MANAGE_PATH_LENGTH = 100;

/** Issue 40 item 5: a logged-in donor's schedule in Konto („Twoje wpłaty co miesiąc”), with the link to manage it. */
export const userRecurringSchema = recurringDonorViewSchema.extend({ manage_path: textOf(RECURRING_MANAGE_PATH_LENGTH) });
