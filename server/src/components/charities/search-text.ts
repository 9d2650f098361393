import { searchTokens } from '@zlota/shared/text';

interface Searchable {
  title: string;
  name: string;
  target: string;
  short_description: string;
}

interface SearchableNeedy {
  name: string;
  surname: string;
  city: string;
}

/** The one text a fundraiser is found by: its words and its beneficiary's, Polish letters folded. */
export function buildSearchText(charity: Searchable, needy: SearchableNeedy | null | undefined): string {
  const parts = [charity.title, charity.name, charity.target, charity.short_description];
  if (needy) parts.push(needy.name, needy.surname, needy.city);
  return searchTokens(parts.join(' ')).join(' ');
}

const MAX_WORDS = 8;

/**
 * The words of a search term, cut exactly as the stored text is: letters and digits only, so
 * whatever SQL or full-text syntax the term held is gone and it is searched as text, never failing.
 */
export function searchWords(term: string): string[] {
  return searchTokens(term).slice(0, MAX_WORDS);
}

/** SQLite FTS5: every word as a quoted prefix, all of them required. */
export const fts5Query = (words: string[]) => words.map((word) => `"${word}"*`).join(' ');

/** PostgreSQL to_tsquery: every word as a prefix, all of them required. */
export const tsQuery = (words: string[]) => words.map((word) => `${word}:*`).join(' & ');
