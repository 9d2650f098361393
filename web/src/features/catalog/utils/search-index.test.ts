import { describe, expect, it } from 'vitest';
import { searchTermWords } from '@zlota/shared/text';
import { buildSearchIndex, matchEveryWord } from './search-index';

const charity = (id: number, words: string[]) => ({ id, words });
const ids = (found: { id: number }[]) => found.map((c) => c.id);

describe('the offline search index', () => {
  const index = buildSearchIndex([
    charity(1, ['wozek', 'dla', 'anny', 'krakow']),
    charity(2, ['rehabilitacja', 'jana', 'lodz']),
    charity(3, ['wozek', 'elektryczny', 'lodz']),
    charity(4, ['leki', 'dla', 'ani', 'krakowiak']),
  ]);

  it('keeps every word once, in order', () => {
    expect(index.words).toEqual([...new Set(index.words)].sort());
    expect(index.ids[index.words.indexOf('wozek')]).toEqual([1, 3]);
  });

  it('finds every fundraiser having a word the term word begins, newest first', () => {
    expect(ids(matchEveryWord(index, ['krak']))).toEqual([4, 1]);
    expect(ids(matchEveryWord(index, ['krakow']))).toEqual([4, 1]);
    expect(ids(matchEveryWord(index, ['krakowi']))).toEqual([4]);
  });

  it('needs every term word, each matched by a prefix of its own', () => {
    expect(ids(matchEveryWord(index, searchTermWords('Wózek Łódź')))).toEqual([3]);
    expect(ids(matchEveryWord(index, ['dla', 'an']))).toEqual([4, 1]);
    expect(ids(matchEveryWord(index, ['wozek', 'rehab']))).toEqual([]);
  });

  it('finds nothing for a word no fundraiser has, nor for no words, nor past the last word', () => {
    expect(matchEveryWord(index, ['zzz'])).toEqual([]);
    expect(matchEveryWord(index, [])).toEqual([]);
    expect(matchEveryWord(index, ['aaa'])).toEqual([]);
  });

  it('finds a fundraiser among 3 000 by a prefix of one of its words and the many sharing a word', () => {
    const many = buildSearchIndex(Array.from({ length: 3000 }, (_, i) => charity(i + 1, [`slowo${i}`, 'wspolne', 'zbiorka', `miasto${i % 50}`])));
    expect(ids(matchEveryWord(many, ['slowo2999']))).toEqual([3000]);
    expect(matchEveryWord(many, ['wspol', 'miasto7'])).toHaveLength(60);
  });
});
