// Polish typography for prose that a browser lays out: what must not be split at the end of a line.

const NBSP = '\u00A0';

/** Groups of thousands: "39 000", "1 250 000" (a first group of one to three digits, not part of a longer number). */
const DIGIT_GROUPS = /(?<![\d.,])\d{1,3}(?:[ \u202F]\d{3})+(?![\d])/g;
/** A number and its unit: "39 000 zł", "50 %", "10 zł". */
const BEFORE_UNIT = /(\d)[ \u202F](?=(?:zł|%)(?![\p{L}\p{N}]))/gu;
/** A one-letter conjunction or preposition at the start of a word: "a", "i", "o", "u", "w", "z" (and their capitals). */
const AFTER_ONE_LETTER = /(?<=(?:^|[\s(„"«'–—-]))([aiouwzAIOUWZ]) (?=\S|$)/g;

/**
 * Puts non-breaking spaces where Polish typography wants them: inside digit groups ("39 000"), before "zł" and "%",
 * and after one-letter conjunctions and prepositions ("w domu", "i dzieci"). Only plain spaces are replaced, so a URL,
 * which has none, is never changed; give it the text of one text node, never markup.
 */
export function polishNonBreakingSpaces(text: string): string {
  return text
    .replace(DIGIT_GROUPS, (groups) => groups.replace(/[ \u202F]/g, NBSP))
    .replace(BEFORE_UNIT, `$1${NBSP}`)
    .replace(AFTER_ONE_LETTER, `$1${NBSP}`);
}
