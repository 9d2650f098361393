import type { Knex } from 'knex';
import { likeText } from '../libraries/like-pattern.js';

/**
 * A search by words, as the panel's lists of people (users, accounts by name) do it: every word must appear, in any
 * of `columns`, anywhere in it, case aside; `%` and `_` match only themselves. SQLite folds only ASCII case, so
 * "łucja" also tries "Łucja", as names are written.
 */
export function whereEveryWord(query: Knex.QueryBuilder, words: readonly string[], columns: readonly string[]): Knex.QueryBuilder {
  for (const word of words) {
    const lower = likeText(word);
    const capitalised = lower.charAt(0).toUpperCase() + lower.slice(1);
    query.where((inner) => {
      for (const column of columns) {
        inner.orWhereRaw(`LOWER(??) LIKE ? ESCAPE '\\'`, [column, `%${lower}%`]);
        if (capitalised !== lower) inner.orWhereRaw(`?? LIKE ? ESCAPE '\\'`, [column, `%${capitalised}%`]);
      }
    });
  }
  return query;
}
