// Whole days in Polish time, for filters and reports: "1 March" means midnight in Warsaw, in winter and summer.

const WARSAW_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Warsaw's wall clock is ahead of UTC at this instant, in ms (1 h in winter, 2 h in summer). */
function warsawOffset(msEpoch: number): number {
  const parts = Object.fromEntries(WARSAW_PARTS.formatToParts(msEpoch).map((p) => [p.type, p.value]));
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return wall - Math.floor(msEpoch / 1000) * 1000;
}

/** The instant a `YYYY-MM-DD` day begins in Warsaw. */
export function warsawDayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(year!, month! - 1, date!);
  const first = utcMidnight - warsawOffset(utcMidnight);
  // A second look settles days whose offset differs from the UTC midnight's (the nights clocks change).
  return utcMidnight - warsawOffset(first);
}

/** The instant the day after `day` begins: `to` filters are inclusive of the whole day. */
export function warsawDayEnd(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year!, month! - 1, date! + 1)).toISOString().slice(0, 10);
  return warsawDayStart(next);
}

const WARSAW_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The `YYYY-MM-DD` day it is in Warsaw at this instant. */
export const warsawDay = (msEpoch: number): string => WARSAW_DAY.format(msEpoch);

/**
 * This month so far in Warsaw, and the same stretch of the month before (1st to the same moment),
 * so a figure on the 10th is compared with the first ten days of last month, not a whole month.
 */
export function monthToDate(now: number): { from: number; to: number; previousFrom: number; previousTo: number } {
  const [year, month] = warsawDay(now).split('-').map(Number);
  const from = warsawDayStart(`${year}-${String(month).padStart(2, '0')}-01`);
  const previous = new Date(Date.UTC(year!, month! - 2, 1)).toISOString().slice(0, 10);
  const previousFrom = warsawDayStart(previous);
  return { from, to: now, previousFrom, previousTo: Math.min(previousFrom + (now - from), from) };
}

const DAY = 86_400_000;

/** `2026-W13`: the ISO week and its year (the year of its Thursday, so 2027-01-01 is in 2026-W53). */
export function isoWeekKey(day: string): string {
  const date = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(date).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = date + (3 - weekday) * DAY;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
