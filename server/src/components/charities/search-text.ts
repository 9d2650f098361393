import { searchableWords } from '@zlota/shared/text';

/** The one text a fundraiser is stored for search by: its words and its beneficiary's, Polish letters folded. */
export const buildSearchText = (...args: Parameters<typeof searchableWords>) => searchableWords(...args).join(' ');

/** SQLite FTS5: every word as a quoted prefix, all of them required. */
export const fts5Query = (words: string[]) => words.map((word) => `"${word}"*`).join(' ');

/** PostgreSQL to_tsquery: every word as a prefix, all of them required. */
export const tsQuery = (words: string[]) => words.map((word) => `${word}:*`).join(' & ');
