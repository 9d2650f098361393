import { describe, expect, it } from 'vitest';
import { charitiesCount, groupThousands } from './numbers-pl';

describe('Polish numbers', () => {
  it('groups thousands with non-breaking spaces', () => {
    expect(groupThousands(1_000_000)).toBe('1\u00a0000\u00a0000');
    expect(groupThousands(1234.99)).toBe('1\u00a0234');
    expect(groupThousands(999)).toBe('999');
  });

  it('says how many fundraisers were found with the right Polish form', () => {
    expect(charitiesCount(1)).toBe('1 zbiórkę');
    expect(charitiesCount(3)).toBe('3 zbiórki');
    expect(charitiesCount(5)).toBe('5 zbiórek');
    expect(charitiesCount(12)).toBe('12 zbiórek');
    expect(charitiesCount(22)).toBe('22 zbiórki');
    expect(charitiesCount(0)).toBe('0 zbiórek');
  });
});
