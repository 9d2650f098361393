import { foldPolish } from '@zlota/shared/text';

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
  return foldPolish(parts.join(' ')).replace(/\s+/g, ' ').trim();
}

const MAX_WORDS = 8;

/**
 * The words of a search term, folded the same way and reduced to letters and digits: whatever
 * SQL or full-text syntax the term held is gone, so it is searched as text and never fails.
 */
export function searchWords(term: string): string[] {
  return foldPolish(term)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** SQLite FTS5: every word as a quoted prefix, all of them required. */
export const fts5Query = (words: string[]) => words.map((word) => `"${word}"*`).join(' ');

/** PostgreSQL to_tsquery: every word as a prefix, all of them required. */
export const tsQuery = (words: string[]) => words.map((word) => `${word}:*`).join(' & ');
