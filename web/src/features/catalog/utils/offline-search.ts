import { SEARCH_MIN_LENGTH } from '@zlota/shared/constants';
import { searchTermWords } from '@zlota/shared/text';

/** Spec §5/§9: a search needs at least 3 characters. */
export const isSearchable = (term: string) => term.trim().length >= SEARCH_MIN_LENGTH;

/** The words of a term, cut like the server's search and the cached `words`: "Łódź, wózek" → ["lodz", "wozek"]. */
export { searchTermWords };

/**
 * The server's order for its candidates (each matching every term word): BM25, best first, then the newest. With
 * every term word in every candidate, BM25 is decided by the fundraiser's length, so the one with fewer search words
 * ranks first (the cache keeps each word once, so a word repeated in a fundraiser is the only difference).
 */
export const rankLikeServer = <T extends { id: number; words: readonly string[] }>(candidates: readonly T[]): T[] =>
  [...candidates].sort((a, b) => a.words.length - b.words.length || b.id - a.id);
