import { describe, expect, it } from 'vitest';
import { isStatistics, roundDown, statisticItems } from './statistics-text';

describe('statistics strip', () => {
  it('rounds every figure down to two significant digits and says "ponad" when it did', () => {
    expect(statisticItems({ fundraisers: 124, wheelchairs: 523, collected_amount: 2_271_676.4 })).toEqual([
      { prefix: 'ponad', value: '120', label: 'przeprowadzonych zbiórek' },
      { prefix: 'ponad', value: '520', label: 'zakupionych wózków' },
      { prefix: 'ponad', value: '2,2\u00a0mln\u00a0zł', label: 'zebranych dla potrzebujących' },
    ]);
  });

  it('shows an exact figure without "ponad"', () => {
    expect(statisticItems({ fundraisers: 100, wheelchairs: 7, collected_amount: 12_000 })).toEqual([
      { value: '100', label: 'przeprowadzonych zbiórek' },
      { value: '7', label: 'zakupionych wózków' },
      { value: '12\u00a0000\u00a0zł', label: 'zebranych dla potrzebujących' },
    ]);
    expect(statisticItems({ fundraisers: 0, wheelchairs: 0, collected_amount: 3_000_000 })[2]).toEqual({ value: '3\u00a0mln\u00a0zł', label: 'zebranych dla potrzebujących' });
  });

  it('keeps small numbers exact and never rounds up', () => {
    expect(roundDown(99)).toEqual({ over: false, value: 99 });
    expect(roundDown(99.5)).toEqual({ over: true, value: 99 });
    expect(roundDown(1999)).toEqual({ over: true, value: 1900 });
    expect(roundDown(-5)).toEqual({ over: false, value: 0 });
  });

  it('accepts only the statistics shape from the cache', () => {
    expect(isStatistics({ fundraisers: 1, collected_amount: 2, wheelchairs: 3 })).toBe(true);
    expect(isStatistics({ fundraisers: 1 })).toBe(false);
    expect(isStatistics(null)).toBe(false);
  });
});
