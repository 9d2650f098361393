// Text helpers: card description cut (spec §9) and Polish search folding. URL slugs are the server's (libraries/slug.ts).

import { CARD_DESCRIPTION_CUT, CARD_DESCRIPTION_MAX, SEARCH_MAX_WORDS } from './constants.js';

const ELLIPSIS = '\u2026';

/**
 * Short description for a card: over CARD_DESCRIPTION_MAX code points it is cut to
 * CARD_DESCRIPTION_CUT code points (trailing whitespace trimmed) plus a single '…'.
 * Counts code points (Array.from) so surrogate pairs such as emoji are never split.
 */
export function cardDescription(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= CARD_DESCRIPTION_MAX) return text;
  return chars.slice(0, CARD_DESCRIPTION_CUT).join('').trimEnd() + ELLIPSIS;
}

/**
 * Search fold: lower-case and strip diacritics, so "Łódź" matches "lodz".
 * NFD + removing \p{M} handles ą ć ę ń ó ś ź ż and other accents; ł/Ł do not decompose, so they are mapped by hand.
 */
export function foldPolish(text: string): string {
  return text
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/**
 * The words a text is searched by: folded, split at everything that is not a letter or a digit
 * (in any script). The server's index, its queries and the web's offline search all use this.
 */
export function searchTokens(text: string): string[] {
  return foldPolish(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The fields a fundraiser is found by, with its beneficiary's: the server's index and the web's offline search. */
export const CHARITY_SEARCH_FIELDS = ['title', 'name', 'target', 'short_description'] as const;
export const NEEDY_SEARCH_FIELDS = ['name', 'surname', 'city'] as const;

type Searchable = Record<(typeof CHARITY_SEARCH_FIELDS)[number], string>;
type SearchableNeedy = Record<(typeof NEEDY_SEARCH_FIELDS)[number], string>;

/** The one text a fundraiser is found by: its words and its beneficiary's, folded into search words. */
export function searchableWords(charity: Searchable, needy: SearchableNeedy | null | undefined): string[] {
  const parts = [...CHARITY_SEARCH_FIELDS.map((field) => charity[field]), ...(needy ? NEEDY_SEARCH_FIELDS.map((field) => needy[field]) : [])];
  return searchTokens(parts.join(' '));
}

/** The words of a search term, as many as a search uses (the server's queries and the web's offline search). */
export const searchTermWords = (term: string): string[] => searchTokens(term).slice(0, SEARCH_MAX_WORDS);

/** A city as the filters compare it: folded like search, so "krakow" and "Kraków" are one city. */
export const cityKey = (city: string): string => foldPolish(city.normalize('NFC').trim());
