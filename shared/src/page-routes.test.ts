import { describe, expect, it } from 'vitest';
import { matchPageRoute, PAGE_ROUTES } from './page-routes.js';

describe('the page route table', () => {
  it('when a path is fixed, then it wins over a pattern that would also take it', () => {
    expect(matchPageRoute('/protege/search')).toEqual({ name: 'searchLegacy', params: {} });
    expect(matchPageRoute('/protege/wozek')).toEqual({ name: 'charityLegacy', params: { name: 'wozek' } });
  });

  it('when a path has a parameter, then it comes decoded, a slash inside it included', () => {
    expect(matchPageRoute('/zbiorki/szukaj/w%C3%B3zek%2F%C5%82%C3%B3d%C5%BA')).toEqual({ name: 'search', params: { search: 'wózek/łódź' } });
    expect(matchPageRoute('/zbiorka/wozek/wsparcie')).toEqual({ name: 'support', params: { name: 'wozek' } });
  });

  it('when a path is in no route, or a parameter is empty, then it matches nothing', () => {
    expect(matchPageRoute('/zbiorka/wozek/inne')).toBeUndefined();
    expect(matchPageRoute('/zbiorka/')).toBeUndefined();
    expect(matchPageRoute('/admin/nieznane')).toBeUndefined();
  });

  it('declares every path once', () => {
    const all = Object.values(PAGE_ROUTES).map((page) => page.path);
    expect(new Set(all).size).toBe(all.length);
  });
});
