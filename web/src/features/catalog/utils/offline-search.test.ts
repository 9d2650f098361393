import { describe, expect, it } from 'vitest';
import { isSearchable, rankLikeServer, searchTermWords } from './offline-search';

const charity = (id: number, words: string[]) => ({ id, words });

describe('offline search', () => {
  it('folds Polish letters and splits the term like the server does', () => {
    expect(searchTermWords('  Wózek dla Łucji — Łódź! ')).toEqual(['wozek', 'dla', 'lucji', 'lodz']);
    expect(searchTermWords('"; DROP TABLE--')).toEqual(['drop', 'table']);
  });

  it('keeps at most eight words', () => {
    expect(searchTermWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('requires at least three characters after trimming', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
  });

  it('ranks the candidates as the server does: the fewer search words the better, then the newest', () => {
    const ranked = rankLikeServer([charity(1, ['wozek', 'dla', 'anny']), charity(3, ['wozek', 'dla', 'ani', 'krakow']), charity(2, ['wozek', 'ani']), charity(4, ['wozek', 'dla', 'jana'])]);
    expect(ranked.map((c) => c.id)).toEqual([2, 4, 1, 3]);
  });
});
