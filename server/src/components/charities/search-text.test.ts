import { describe, expect, it } from 'vitest';
import { searchTermWords as searchWords } from '@zlota/shared/text';
import { buildSearchText, fts5Query, tsQuery } from './search-text.js';

describe('search text', () => {
  it('when a fundraiser has Polish letters, then its search text is folded and holds the beneficiary', () => {
    const text = buildSearchText(
      { title: 'Wózek dla Łucji', name: 'Złota zbiórka', target: 'Wózek', short_description: 'Pomóż!' },
      { name: 'Łucja', surname: 'Żak', city: 'Łódź' },
    );
    expect(text).toBe('wozek dla lucji zlota zbiorka wozek pomoz lucja zak lodz');
  });

  it('when a term holds full-text or SQL syntax, then only its words remain', () => {
    expect(searchWords(`"Złota" OR * NEAR(x) '; DROP TABLE charities; --`)).toEqual(['zlota', 'or', 'near', 'x', 'drop', 'table', 'charities']);
    expect(searchWords('*** ""')).toEqual([]);
  });

  it('when words are joined by a slash or a dot, or written in another script, then each is a word', () => {
    expect(buildSearchText({ title: 'Wózek/łóżko', name: 'www.zlotarybka.pl', target: '2.5', short_description: 'Олена' }, null)).toBe(
      'wozek lozko www zlotarybka pl 2 5 олена',
    );
    expect(searchWords('Олена Straße')).toEqual(['олена', 'straße']);
  });

  it('when words are given, then every one is a required prefix', () => {
    expect(fts5Query(['woz', 'lodz'])).toBe('"woz"* "lodz"*');
    expect(tsQuery(['woz', 'lodz'])).toBe('woz:* & lodz:*');
  });
});
