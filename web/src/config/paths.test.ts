import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('when a fundraiser name has Polish letters and spaces, then its link encodes them', () => {
    expect(paths.charity.getHref({ name: 'wózek dla Łucji' })).toBe('/zbiorka/w%C3%B3zek%20dla%20%C5%81ucji');
  });

  it('when a search text has a slash, then the search link keeps it inside one path segment', () => {
    expect(paths.search.getHref({ search: 'a/b?c' })).toBe('/zbiorki/szukaj/a%2Fb%3Fc');
  });

  it('when a query is given, then it is appended', () => {
    expect(paths.verify.getHref(undefined, 'token=abc')).toBe('/user/verify?token=abc');
  });

  it('declares every route once', () => {
    const all = Object.values(paths).map((p) => p.path);
    expect(new Set(all).size).toBe(all.length);
  });
});
