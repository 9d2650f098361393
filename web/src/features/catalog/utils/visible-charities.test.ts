import { describe, expect, it } from 'vitest';
import { hasNeedy, visibleCharities } from './visible-charities';

const needy = { id: 1, name: 'Anna', surname: 'Nowak', city: 'Kraków' };

describe('fundraisers shown as cards and banners', () => {
  it('when a fundraiser has no needy person, then it is never shown (spec §3)', () => {
    const list = [{ id: 1, needy }, { id: 2, needy: null }, undefined, { id: 3, needy }];
    expect(visibleCharities(list).map((c) => c.id)).toEqual([1, 3]);
  });

  it('tells a shown fundraiser from a hidden or missing one', () => {
    expect(hasNeedy({ needy })).toBe(true);
    expect(hasNeedy({ needy: null })).toBe(false);
    expect(hasNeedy(undefined)).toBe(false);
    expect(hasNeedy(null)).toBe(false);
  });
});
