// GET admin/statistics: the foundation's money in a chosen period of whole Warsaw days, and the same span before it.
import { z } from './zod.js';
import { DAY_LENGTH } from '../constants.js';
import { charityLink, dayText, textOf } from './bounded.js';
import { PAYMENT_METHOD_MAX, PROVIDER_NAME_MAX } from './donation.js';

export const STATISTICS_GROUPS = ['day', 'week', 'month'] as const;
export type StatisticsGroup = (typeof STATISTICS_GROUPS)[number];
/** The longest period one request may ask for. */
export const STATISTICS_MAX_YEARS = 3;

const M = {
  date: 'Nieprawidłowa data (RRRR-MM-DD)',
  group: 'Wybierz podział: dzień, tydzień albo miesiąc',
  order: 'Data początkowa nie może być późniejsza niż końcowa',
  span: `Okres może obejmować najwyżej ${STATISTICS_MAX_YEARS} lata`,
};

/** A real calendar day of years 1970–2999: `2026-02-30` is refused, not rolled over into March. */
export function isCalendarDay(text: string): boolean {
  if (!/^(19[7-9]\d|2\d{3})-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toISOString().slice(0, 10) === text;
}

/** The day `years` calendar years after `day` (29 February lands on 1 March). */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year! + years, month! - 1, date!)).toISOString().slice(0, 10);
}

const day = z.string().max(DAY_LENGTH, { error: M.date }).refine(isCalendarDay, { error: M.date });

// The period's checks run even when a day is malformed (zod goes on to report every issue): they judge real days only.
const bothDays = (q: { from: unknown; to: unknown }): q is { from: string; to: string } =>
  typeof q.from === 'string' && typeof q.to === 'string' && isCalendarDay(q.from) && isCalendarDay(q.to);

/** Both days are included; `YYYY-MM-DD` strings compare in calendar order. */
export const statisticsQuerySchema = z
  .object({ from: day, to: day, group: z.enum(STATISTICS_GROUPS, { error: M.group }).default('day') })
  .refine((q) => !bothDays(q) || q.from <= q.to, { error: M.order, path: ['from'] })
  .refine((q) => !bothDays(q) || q.to < addYears(q.from, STATISTICS_MAX_YEARS), { error: M.span, path: ['to'] });
export type StatisticsQuery = z.output<typeof statisticsQuerySchema>;

/** Signed: a refund lowers the day it was confirmed, so a day (or an operator, a fundraiser) with more refunded than paid is below zero. */
const grosze = z.int();
const count = z.int().nonnegative();

/** Paid donations in a period: money collected, how many, and how many different people gave it. */
export const paidSummarySchema = z.object({
  amount_grosze: grosze,
  count,
  /** Different donors: by account, else by e-mail (any case), else by name (manual donations). */
  unique_donors: count,
  /** Paid donations with no account, e-mail or name (anonymous cash): not counted among unique donors. */
  unidentified_donations: count,
});

export const statisticsBucketSchema = z.object({
  /** `2026-03-29` (day), `2026-W13` (ISO week), `2026-03` (month). */
  key: dayText,
  /** The bucket's first and last day inside the period (a week or month may be cut by the period's ends). */
  from: dayText,
  to: dayText,
  amount_grosze: grosze,
  count,
  /** Collected from the period's first day up to the end of this bucket. */
  running_total_grosze: grosze,
});

const share = z.object({ count, amount_grosze: grosze });

export const adminStatisticsSchema = z.object({
  period: z.object({
    from: dayText,
    to: dayText,
    group: z.enum(STATISTICS_GROUPS),
    /** As many days, ending the day before `from`. */
    previous_from: dayText,
    previous_to: dayText,
  }),
  current: paidSummarySchema,
  previous: paidSummarySchema,
  buckets: z.array(statisticsBucketSchema),
  by_provider: z.array(share.extend({ provider: textOf(PROVIDER_NAME_MAX) })),
  by_method: z.array(share.extend({ method: textOf(PAYMENT_METHOD_MAX).nullable() })),
  top_charities: z.array(share.extend(charityLink.shape)),
  /** Online donations started in the period (manual ones are not started by a donor), and how many of them got paid. */
  conversion: z.object({ started: count, paid: count, ratio: z.number().min(0).max(1).nullable() }),
  /**
   * Issue 40 item 6: what the active monthly schedules give every month, as they stand now (not per period): in total
   * (`count` schedules) and per fundraiser, the largest first (at most MONTHLY_CHARITIES).
   */
  monthly: share.extend({ by_charity: z.array(share.extend(charityLink.shape)) }),
});
export const MONTHLY_CHARITIES = 100;
export type AdminStatistics = z.output<typeof adminStatisticsSchema>;
