import type { Knex } from 'knex';

/**
 * A search by words, as the panel's lists of people (users, the needy) do it: every word must appear, in any of
 * `columns`, anywhere in it, case aside. SQLite folds only ASCII case, so "łucja" also tries "Łucja", as names are written.
 */
export function whereEveryWord(query: Knex.QueryBuilder, words: readonly string[], columns: readonly string[]): Knex.QueryBuilder {
  for (const word of words) {
    const variants = [...new Set([word, word.charAt(0).toUpperCase() + word.slice(1)])].map((w) => `%${w}%`);
    query.where((inner) => {
      for (const like of variants) for (const column of columns) inner.orWhereILike(column, like);
    });
  }
  return query;
}
