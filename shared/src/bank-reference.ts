// The key a bank reference is counted once by (issue 29): one transfer, however its reference was typed or disguised.
import unhomoglyph from 'unhomoglyph';

/** Anything that is not a letter or a digit: spaces, punctuation (a hyphen, a slash), symbols, combining marks. */
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu;
/** Characters drawn as nothing: zero-width spaces and joiners, the soft hyphen, Hangul fillers, variation selectors. */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const DECIMAL_DIGIT = /\p{Nd}/u;

/**
 * The value of a decimal digit of any script, as an ASCII digit. Unicode encodes every script's digits as contiguous
 * runs of ten, from 0 to 9, so a digit's value is its distance from the start of its stretch of digits, modulo ten
 * (some stretches hold several runs, as the mathematical digits do).
 */
export function asciiDigit(digit: string): string {
  const codePoint = digit.codePointAt(0)!;
  let start = codePoint;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((codePoint - start) % 10);
}

/**
 * How a bank reference is compared, so that one transfer counts once however it was typed: NFKC (full-width and
 * other compatibility forms), without default-ignorable characters, punctuation, spaces or accents, digits of every
 * script as ASCII, one case, and look-alike letters as one by the Unicode security skeleton (UTS #39, Unicode's
 * confusables table as the `unhomoglyph` package ships it): a Cyrillic `Р` is a `P`, and `0`/`O`, `1`/`l`/`I` are
 * one. The key is for comparing only, never shown.
 */
export function bankReferenceKey(reference: string): string {
  const plain = reference
    .normalize('NFKC')
    .replace(DEFAULT_IGNORABLE, '')
    .normalize('NFD')
    .replace(NOT_LETTER_OR_DIGIT, '')
    .replace(/\p{Nd}/gu, asciiDigit)
    .toLowerCase()
    .toUpperCase(); // through lower case: a capital ẞ is SS, as ß is
  // The skeleton: decomposed, each character as its prototype, decomposed again; then letters and digits only.
  return unhomoglyph(plain.normalize('NFD')).normalize('NFD').replace(NOT_LETTER_OR_DIGIT, '').toUpperCase();
}

/**
 * Issue 34: the key a bank statement's line is booked under, so the bank's transaction counts once: by account,
 * reference, booking day and amount (one reference may name several transfers of a day in some banks).
 */
export const statementTransactionKey = (account: string, reference: string, bookedOn: string, amountGrosze: number): string =>
  ['STATEMENT', bankReferenceKey(account), bankReferenceKey(reference), bookedOn, String(amountGrosze)].join('|');

/**
 * A LIKE pattern matching every statement key that carries this reference key, so a transfer booked from a statement
 * is recognised when the same transfer is typed in by hand (a key holds only letters and digits: nothing to escape).
 */
export const statementKeysOfReference = (referenceKey: string): string => `STATEMENT|%|${referenceKey}|%`;
