import { describe, it, expect } from 'vitest';
import { formatDatePl, formatDateMinutePl, formatDateTimePl, formatLongDatePl, formatSpreadsheetTime, formatWhen, pluralPl } from './format.js';

describe('formatDatePl', () => {
  it('when given a midday time, then it returns dd.mm.yyyy', () => {
    expect(formatDatePl(Date.UTC(2026, 10, 21, 12, 0))).toBe('21.11.2026');
  });

  it('when day and month are single digits, then they are zero-padded', () => {
    expect(formatDatePl(Date.UTC(2026, 0, 5, 12, 0))).toBe('05.01.2026');
  });

  it('when it is late evening UTC in winter, then the Warsaw date (UTC+1) is the next day', () => {
    expect(formatDatePl(Date.UTC(2026, 10, 21, 23, 30))).toBe('22.11.2026');
    expect(formatDatePl(Date.UTC(2026, 10, 21, 22, 59))).toBe('21.11.2026');
  });

  it('when it is late evening UTC in summer, then the Warsaw date (UTC+2) is the next day', () => {
    expect(formatDatePl(Date.UTC(2026, 5, 30, 22, 0))).toBe('01.07.2026');
    expect(formatDatePl(Date.UTC(2026, 5, 30, 21, 59))).toBe('30.06.2026');
  });

  it('when it is New Year in Warsaw but still the old year in UTC, then it shows the new year', () => {
    expect(formatDatePl(Date.UTC(2025, 11, 31, 23, 0))).toBe('01.01.2026');
  });

  it('when given the epoch, then it returns 01.01.1970', () => {
    expect(formatDatePl(0)).toBe('01.01.1970');
  });

  it('when given an invalid time, then it throws RangeError', () => {
    expect(() => formatDatePl(Number.NaN)).toThrow(RangeError);
    expect(() => formatDatePl(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatLongDatePl', () => {
  it('when the moment is late evening in UTC, then the Warsaw day is written with the month in the genitive', () => {
    expect(formatLongDatePl(Date.UTC(2026, 10, 26, 23, 30))).toBe('27 listopada 2026');
    expect(formatLongDatePl(Date.UTC(2026, 0, 1, 12))).toBe('1 stycznia 2026');
  });
});

describe('pluralPl', () => {
  const payments = (count: number) => `${count} ${pluralPl(count, { one: 'wpłatę', few: 'wpłaty', many: 'wpłat' })}`;

  it('when the count is one, then it takes the singular form', () => {
    expect(payments(1)).toBe('1 wpłatę');
  });

  it('when the count ends in 2–4 but not 12–14, then it takes the few form', () => {
    expect([2, 4, 22].map(payments)).toEqual(['2 wpłaty', '4 wpłaty', '22 wpłaty']);
  });

  it('when the count is 0, 5–21, 25 or ends in 12–14, then it takes the many form', () => {
    expect([0, 5, 12, 14, 21, 25, 112].map(payments)).toEqual(['0 wpłat', '5 wpłat', '12 wpłat', '14 wpłat', '21 wpłat', '25 wpłat', '112 wpłat']);
  });
});

describe('formatDateTimePl, formatSpreadsheetTime and the panel\'s formatWhen', () => {
  it('when the moment is an evening in summer, then each writes the Warsaw wall clock (UTC+2)', () => {
    const moment = Date.UTC(2026, 6, 14, 19, 5, 7);
    expect(formatDateTimePl(moment)).toBe('14 lipca 2026 21:05');
    expect(formatSpreadsheetTime(moment)).toBe('2026-07-14 21:05:07');
    expect(formatWhen(new Date(moment).toISOString())).toBe('14.07.2026, 21:05:07');
  });

  it('when the moment is late evening UTC in winter, then each is already the next Warsaw day (UTC+1)', () => {
    const moment = Date.UTC(2026, 10, 26, 23, 30, 0);
    expect(formatDateTimePl(moment)).toBe('27 listopada 2026 00:30');
    expect(formatSpreadsheetTime(moment)).toBe('2026-11-27 00:30:00');
    expect(formatWhen(new Date(moment).toISOString())).toBe('27.11.2026, 00:30:00');
  });
});

describe('formatDateMinutePl', () => {
  it('writes a moment to the minute in Warsaw time, as the offline pages say their age', () => {
    expect(formatDateMinutePl(Date.UTC(2026, 10, 27, 13, 5))).toBe('27.11.2026, 14:05');
    expect(formatDateMinutePl(Date.UTC(2026, 6, 1, 22, 0))).toBe('02.07.2026, 00:00');
  });
});
