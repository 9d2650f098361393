// Issue 34: finding a fundraiser's transfer code (`ZR` and its id, shared/src/transfer-code.ts) in a transfer's title,
// however the donor typed it (`zr 131`, `ZR-131`, `Zr131`) and however the bank cut the title into lines (the title's
// subfields are joined as they came, so `ZR1` + `31` is `ZR131`).

/** `ZR`, then at most a space, hyphen, dot, slash, colon or `#` or two, then the id: not inside a longer word or number. */
const CODE = /(?<![\p{L}\p{N}])ZR[\s\-./:#_]{0,2}(\d{1,9})(?!\d)/giu;

/** The fundraiser ids the title names by their codes, each once, in the order written. */
export function codesInTitle(title: string): number[] {
  const ids = [...title.matchAll(CODE)].map((match) => Number(match[1]));
  return [...new Set(ids.filter((id) => id > 0))];
}

/** Whether the title asks that the donor stay anonymous ("anonimowo", "wpłata anonimowa", "anonim"). */
export const asksForAnonymity = (title: string) => /(?<![\p{L}])anonim/iu.test(title);

/** A title's or a fundraiser's words as compared for a suggestion: lower case, no accents, four letters or more. */
export function wordsOf(text: string): Set<string> {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase();
  return new Set(plain.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4));
}
