import { describe, expect, it } from 'vitest';
import { calendarBuckets, previousPeriod } from './calendar-buckets.js';

describe('calendar buckets', () => {
  it('when a period is cut into months, then the ends are clipped and every day maps to its bucket', () => {
    const { buckets, bucketOfDay } = calendarBuckets('2024-02-27', '2024-03-02', 'month');
    expect(buckets).toEqual([{ key: '2024-02', from: '2024-02-27', to: '2024-02-29' }, { key: '2024-03', from: '2024-03-01', to: '2024-03-02' }]);
    expect([...bucketOfDay.values()]).toEqual([0, 0, 0, 1, 1]);
  });

  it('when a period is compared, then the one before has as many days and ends the day before', () => {
    expect(previousPeriod('2024-03-01', '2024-03-31')).toEqual({ from: '2024-01-30', to: '2024-02-29' });
  });
});
