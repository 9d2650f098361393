// The one rule of a record's id written as text (a path, a query, a slug-or-id), without zod: the web's first load
// reads it too.

/** Ids are INTEGER columns: beyond 2^31 - 1 nothing can exist (and PostgreSQL would refuse the query). */
export const ID_MAX = 2_147_483_647;

/** `0`, or digits without a leading zero: never `0x10`, `1E2`, `+5`, ` 5`, `08`, `-1` or `1.0`. */
export const DECIMAL = /^(?:0|[1-9][0-9]*)$/;

/** The id a text names, if it names one: `charity/{name}` takes a slug or an id. */
export const idNamedBy = (text: string): number | undefined => {
  if (!DECIMAL.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= ID_MAX ? id : undefined;
};
