import { describe, expect, test } from 'vitest';
import { changeText } from './key-figures';

describe('the change of a key figure against the previous period', () => {
  test('is a signed percentage with a real minus sign, "bez zmian" when equal, and "nowe" when there was nothing before', () => {
    expect(changeText({ current: 112, previous: 100 })).toBe('+12%');
    expect(changeText({ current: 97, previous: 100 })).toBe('−3%');
    expect(changeText({ current: 5, previous: 5 })).toBe('bez zmian');
    expect(changeText({ current: 0, previous: 0 })).toBe('bez zmian');
    expect(changeText({ current: 4, previous: 0 })).toBe('nowe');
  });

  test('a change too small to round to a whole percent is still "bez zmian"', () => {
    expect(changeText({ current: 1001, previous: 1000 })).toBe('bez zmian');
  });
});
