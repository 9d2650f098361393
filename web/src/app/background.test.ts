import { describe, expect, it } from 'vitest';
import { backgroundClass } from './background';

describe('page background (spec §2)', () => {
  it('is white on home, on both search addresses and on routes containing "zbiorki"', () => {
    for (const path of ['/', '/zbiorki', '/zbiorki/szukaj/w%C3%B3zek', '/protege/search', '/protege/search/']) expect(backgroundClass(path), path).toBe('bg-white');
  });

  it('is blue elsewhere, also on a fundraiser (its address has "zbiorka", not "zbiorki")', () => {
    for (const path of ['/fundacja', '/zbiorka/leon', '/protege/leon', '/user/login', '/admin']) expect(backgroundClass(path), path).toBe('bg-blue');
  });
});
