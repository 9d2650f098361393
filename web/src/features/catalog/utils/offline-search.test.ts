import { describe, expect, it } from 'vitest';
import { filterByTermWords, isSearchable, matchesEveryWord, searchTermWords } from './offline-search';

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

  it('when every term word begins a word of the fundraiser, then it matches', () => {
    expect(matchesEveryWord(['wozek', 'dla', 'anny', 'krakow'], ['woz', 'krak'])).toBe(true);
  });

  it('when one term word begins no word, then it does not match', () => {
    expect(matchesEveryWord(['wozek', 'dla', 'anny'], ['woz', 'krak'])).toBe(false);
  });

  it('matches prefixes only, not the middle of a word', () => {
    expect(matchesEveryWord(['rehabilitacja'], ['bili'])).toBe(false);
  });

  it('an empty term matches nothing', () => {
    expect(matchesEveryWord(['wozek'], [])).toBe(false);
  });

  it('keeps the candidates that match every word, newest first', () => {
    const found = filterByTermWords(
      [charity(1, ['wozek', 'krakow']), charity(3, ['wozek', 'gdansk']), charity(2, ['wozek', 'krakowska']), charity(4, ['leczenie', 'krakow'])],
      searchTermWords('Wózek Kraków'),
    );
    expect(found.map((c) => c.id)).toEqual([2, 1]);
  });
});
