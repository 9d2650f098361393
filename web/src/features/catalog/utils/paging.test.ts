import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageSearch, parsePage } from './paging';

describe('paging of the fundraiser list', () => {
  it('counts pages, with at least one', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
  });

  it('reads a positive page number from the URL, else page 1', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });

  it('links page 1 without a parameter', () => {
    expect(pageSearch(1)).toBeUndefined();
    expect(pageSearch(2)).toBe('strona=2');
  });

  it('shows every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('fills a gap of a single page with that page', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});
