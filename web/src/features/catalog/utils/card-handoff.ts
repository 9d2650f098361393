import type { CardCharity } from '../hooks/read-cached';

// A card or a banner slide hands what it shows (title, picture, amounts) to the fundraiser's page it opens, in
// the navigation's state: the page draws at once from it, while Dexie is read and only the description waits.

interface CardHandoff {
  card: CardCharity;
}

/** The navigation state a link to a fundraiser's page carries. */
export const handOff = (card: CardCharity): CardHandoff => ({ card });

/** The card handed to the page of `name` (its URL name or id), if the navigation brought one. */
export function handedCard(state: unknown, name: string): CardCharity | undefined {
  const card = (state as Partial<CardHandoff> | null)?.card;
  if (!card || typeof card !== 'object') return undefined;
  return card.url === name || String(card.id) === name ? card : undefined;
}
