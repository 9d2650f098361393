import { describe, expect, it } from 'vitest';
import { isStatistics, statisticItems } from './statistics-text';

describe('statistics strip', () => {
  it('shows counts with a plus and the collected amount in whole złoty', () => {
    expect(statisticItems({ fundraisers: 100, wheelchairs: 523, collected_amount: 1_000_000.5 })).toEqual([
      { value: '100+', label: 'przeprowadzonych zbiórek' },
      { value: '523+', label: 'zakupionych wózków' },
      { prefix: 'ponad', value: '1\u00a0000\u00a0000\u00a0zł', label: 'zebranych' },
    ]);
  });

  it('accepts only the statistics shape from the cache', () => {
    expect(isStatistics({ fundraisers: 1, collected_amount: 2, wheelchairs: 3 })).toBe(true);
    expect(isStatistics({ fundraisers: 1 })).toBe(false);
    expect(isStatistics(null)).toBe(false);
  });
});
