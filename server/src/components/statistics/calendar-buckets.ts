import type { StatisticsGroup } from '@zlota/shared/schemas/statistics';
import { isoWeekKey } from '@zlota/shared/warsaw-days';

// The period's days cut into buckets of whole Warsaw calendar days: each day, each ISO week (Monday to Sunday), each month.

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

const KEYS: Record<StatisticsGroup, (day: string) => string> = { day: (day) => day, week: isoWeekKey, month: (day) => day.slice(0, 7) };

export interface CalendarBucket {
  key: string;
  from: string;
  to: string;
}

/** Every bucket of the period in order, empty ones included; `from`/`to` are cut to the period. */
export function calendarBuckets(from: string, to: string, group: StatisticsGroup): { buckets: CalendarBucket[]; bucketOfDay: Map<string, number> } {
  const buckets: CalendarBucket[] = [];
  const bucketOfDay = new Map<string, number>();
  for (let ms = utc(from); ms <= utc(to); ms += DAY) {
    const day = dayOf(ms);
    const key = KEYS[group](day);
    const last = buckets.at(-1);
    if (last?.key === key) last.to = day;
    else buckets.push({ key, from: day, to: day });
    bucketOfDay.set(day, buckets.length - 1);
  }
  return { buckets, bucketOfDay };
}

/** The same number of days, ending the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = (utc(to) - utc(from)) / DAY + 1;
  return { from: dayOf(utc(from) - days * DAY), to: dayOf(utc(from) - DAY) };
}
