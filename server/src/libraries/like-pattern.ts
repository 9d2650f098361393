/** `%`, `_` and the escape itself match only themselves in a LIKE pattern (written with `ESCAPE '\'`), lower-cased. */
export const likeText = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
