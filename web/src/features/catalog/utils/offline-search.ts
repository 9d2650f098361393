import { SEARCH_MIN_LENGTH } from '@zlota/shared/constants';
import { searchTermWords } from '@zlota/shared/text';

/** Spec §5/§9: a search needs at least 3 characters. */
export const isSearchable = (term: string) => term.trim().length >= SEARCH_MIN_LENGTH;

/** The words of a term, cut like the server's search and the cached `words`: "Łódź, wózek" → ["lodz", "wozek"]. */
export { searchTermWords };

/** Every term word must begin some word of the fundraiser (prefix match, all words required, as the server). */
export const matchesEveryWord = (words: readonly string[], termWords: readonly string[]) =>
  termWords.length > 0 && termWords.every((termWord) => words.some((word) => word.startsWith(termWord)));

/** The offline search over cached fundraisers: those matching every term word, newest first. */
export function filterByTermWords<T extends { id: number; words: readonly string[] }>(charities: readonly T[], termWords: readonly string[]): T[] {
  return charities.filter((charity) => matchesEveryWord(charity.words, termWords)).sort((a, b) => b.id - a.id);
}
