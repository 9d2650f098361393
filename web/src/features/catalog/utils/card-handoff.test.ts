import { describe, expect, it } from 'vitest';
import type { CardCharity } from '../hooks/read-cached';
import { handedCard, handOff } from './card-handoff';

const card = { id: 42, url: 'wozek-dla-lucji', title: 'Wózek dla Łucji' } as CardCharity;

describe('the card handed to a fundraiser’s page', () => {
  it('is taken by the page it names, by URL name or by id', () => {
    expect(handedCard(handOff(card), 'wozek-dla-lucji')).toBe(card);
    expect(handedCard(handOff(card), '42')).toBe(card);
  });

  it('is ignored by any other page, and when the navigation carried nothing usable', () => {
    expect(handedCard(handOff(card), 'inna-zbiorka')).toBeUndefined();
    expect(handedCard(null, 'wozek-dla-lucji')).toBeUndefined();
    expect(handedCard({ card: 'text' }, 'wozek-dla-lucji')).toBeUndefined();
    expect(handedCard({ other: 1 }, 'wozek-dla-lucji')).toBeUndefined();
  });
});
