import { describe, expect, it } from 'vitest';
import { finalPeriod, addDays, duePeriods, nextPeriod, retryDay, skippedThrough } from './recurring-periods.js';

describe('a monthly schedule\'s calendar', () => {
  it('when the donor chose „przez 12 miesięcy”, then the last month is eleven after the first payment\'s, across the year', () => {
    expect(finalPeriod('2027-01', 12)).toBe('2027-12');
    expect(finalPeriod('2027-11', 12)).toBe('2028-10');
    expect(finalPeriod('2027-12', 2)).toBe('2028-01');
    expect(finalPeriod('2027-03', 120)).toBe('2037-02');
  });
  it('when a year goes by, then the next period crosses into January', () => {
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(nextPeriod('2027-01')).toBe('2027-02');
  });

  it('when the run comes before the charge day, then the month is not due yet; on the day it is', () => {
    expect(duePeriods('2027-01', 15, '2027-02-14')).toEqual([]);
    expect(duePeriods('2027-01', 15, '2027-02-15')).toEqual(['2027-02']);
  });

  it('when runs were missed for three months, then each missed month is due once, not each missed day', () => {
    expect(duePeriods('2027-01', 5, '2027-04-30')).toEqual(['2027-02', '2027-03', '2027-04']);
  });

  it('when a charge fails, then it is retried 1, 3 and 7 days after its first attempt, and not after the fourth', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDay('2027-02-27', attempt))).toEqual(['2027-02-28', '2027-03-02', '2027-03-06', undefined]);
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
  });

  it('when a schedule resumes or moves its day, then the next charge is the next such day from today on', () => {
    expect(skippedThrough(5, '2027-03-10')).toBe('2027-03');
    expect(skippedThrough(10, '2027-03-10')).toBe('2027-02');
    expect(skippedThrough(20, '2027-01-10')).toBe('2026-12');
  });
});
