import { describe, expect, it } from 'vitest';
import { isoWeekKey, monthToDate, warsawDayEnd, warsawDayStart } from './warsaw-days.js';

describe('whole days in Polish time', () => {
  it('when it is winter, then a day begins at 23:00 UTC the evening before', () => {
    expect(new Date(warsawDayStart('2026-01-15')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
  });

  it('when it is summer, then a day begins at 22:00 UTC the evening before', () => {
    expect(new Date(warsawDayStart('2026-07-15')).toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  it('when the clocks change that night, then the day still begins at local midnight', () => {
    expect(new Date(warsawDayStart('2026-03-29')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(warsawDayStart('2026-10-25')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('when a day is short (clocks go forward), then it lasts 23 hours', () => {
    expect(warsawDayEnd('2026-03-29') - warsawDayStart('2026-03-29')).toBe(23 * 3600_000);
    expect(warsawDayEnd('2026-10-25') - warsawDayStart('2026-10-25')).toBe(25 * 3600_000);
  });

  it('when a month ends, then the next day is the first of the next month', () => {
    expect(new Date(warsawDayEnd('2026-12-31')).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});

describe('this month so far, against the month before', () => {
  it('when it is the 10th at noon, then the previous period is the 1st to the 10th at noon of last month', () => {
    const now = Date.parse('2026-11-10T11:00:00Z'); // 12:00 in Warsaw
    const period = monthToDate(now);
    expect(new Date(period.from).toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(new Date(period.previousFrom).toISOString()).toBe('2026-09-30T22:00:00.000Z');
    expect(period.previousTo - period.previousFrom).toBe(now - period.from);
  });

  it('when this month is longer than the last, then the previous period stops at the end of last month', () => {
    const period = monthToDate(Date.parse('2026-03-31T10:00:00Z'));
    expect(period.previousTo).toBe(period.from);
  });

  it('when it is January, then the previous period is in December of the year before', () => {
    const period = monthToDate(Date.parse('2027-01-05T10:00:00Z'));
    expect(new Date(period.previousFrom).toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('when a day is near a year end, then its ISO week belongs to the year of its Thursday', () => {
    expect(isoWeekKey('2024-12-30')).toBe('2025-W01');
    expect(isoWeekKey('2021-01-03')).toBe('2020-W53');
    expect(isoWeekKey('2027-01-01')).toBe('2026-W53');
    expect(isoWeekKey('2025-03-30')).toBe('2025-W13');
    expect(isoWeekKey('2025-03-31')).toBe('2025-W14');
  });
});
