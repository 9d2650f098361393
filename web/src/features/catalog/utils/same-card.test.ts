import { describe, expect, it } from 'vitest';
import type { Charity } from '@zlota/shared/entities';
import { sameCard } from './same-card';

const card: Charity = {
  id: 7,
  url: 'wozek-dla-zosi',
  title: 'Wózek dla Zosi',
  name: 'Zbiórka dla Zosi',
  target: 'Wózek aktywny',
  target_amount: 800_000,
  collected_amount: 120_000,
  image: 'abc.webp',
  short_description: 'Zosia potrzebuje wózka.',
  needy: { id: 3, name: 'Zofia', surname: 'Nowak', city: 'Gdańsk' },
};

describe('sameCard', () => {
  it('when a sync brings an equal copy (other objects, cache fields aside), then the card is the same', () => {
    const copy = { ...card, needy: { ...card.needy! }, words: ['zosia'], fetchedAt: 123 };
    expect(sameCard(card, copy)).toBe(true);
  });

  it.each([
    ['collected_amount', { collected_amount: 120_001 }],
    ['title', { title: 'Wózek dla Zosi!' }],
    ['image', { image: null }],
    ['short_description', { short_description: 'Inny opis' }],
    ['url', { url: 'inna' }],
  ])('when %s differs, then it is not', (_field, change) => {
    expect(sameCard(card, { ...card, ...change })).toBe(false);
  });

  it("when the needy person's city differs or the person is gone, then it is not", () => {
    expect(sameCard(card, { ...card, needy: { ...card.needy!, city: 'Gdynia' } })).toBe(false);
    expect(sameCard(card, { ...card, needy: null })).toBe(false);
  });
});
