// Issue 40: the calendar of a monthly schedule, in Warsaw days (`YYYY-MM-DD`) and periods (`YYYY-MM`).

/** The month a day belongs to. */
export const periodOf = (day: string): string => day.slice(0, 7);

/** The month after. */
export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The day a period is charged: its month's `day` (1–28, which every month has). */
export const chargeDay = (period: string, day: number): string => `${period}-${String(day).padStart(2, '0')}`;

/** Issue 40 item 1: the last month of a chosen end: `months` payments from the first payment's month, that one included. */
export function finalPeriod(firstPeriod: string, months: number): string {
  const [year, month] = firstPeriod.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + (months - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month before. */
export function previousPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * Issue 40 item 5: the last month not to charge when a schedule resumes or moves to `day` on `today`: the next charge
 * is the next `day` from today on (today's included), never a month the pause covered or whose new day has passed.
 */
export const skippedThrough = (day: number, today: string): string =>
  chargeDay(periodOf(today), day) < today ? periodOf(today) : previousPeriod(periodOf(today));

/** The later of two periods (either may be absent). */
export const laterPeriod = (a: string | null, b: string | null): string | null => (a === null ? b : b === null || a > b ? a : b);

/** A calendar day `days` later. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The periods after the first payment's month whose charge day has come by `asOf`, oldest first: a run that was missed
 * (the server down on the day) finds each missed month once, never once per missed day.
 */
export function duePeriods(firstPeriod: string, day: number, asOf: string): string[] {
  const due: string[] = [];
  for (let period = nextPeriod(firstPeriod); chargeDay(period, day) <= asOf; period = nextPeriod(period)) due.push(period);
  return due;
}

/** A declined charge is tried again 1, 3 and 7 days after its first attempt; after the last failure the schedule pauses. */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;

/** The day of the next attempt after attempt number `attempt` failed, or undefined when it was the last. */
export const retryDay = (firstAttemptOn: string, attempt: number): string | undefined => {
  const after = RETRY_AFTER_DAYS[attempt - 1];
  return after === undefined ? undefined : addDays(firstAttemptOn, after);
};
