// URL slugs of fundraisers: a title in any script becomes lower-case ASCII words joined by dashes.
// Server-only: the transliteration table is large, and the web never makes slugs.
import { randomInt } from 'node:crypto';
import anyAscii from 'any-ascii';

export const SLUG_MAX_LENGTH = 80;
export const SLUG_FALLBACK = 'zbiorka';
/** How many numbered slugs (`base`, `base-2` … `base-10`) one look-up offers before a random suffix takes over. */
export const NUMBERED_SLUGS = 10;
export const RANDOM_SUFFIX_LENGTH = 6;
// Consonants and digits only: a random suffix never spells a word.
const SUFFIX_ALPHABET = 'bcdfghjkmnpqrstvwxz23456789';

/** Cuts a slug to `max` characters, at a dash boundary when one exists, never ending with '-'. */
function clampSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  let cut = slug.slice(0, max);
  if (slug[max] !== '-') {
    const lastDash = cut.lastIndexOf('-');
    if (lastDash > 0) cut = cut.slice(0, lastDash);
  }
  return cut.replace(/-+$/, '');
}

/**
 * Letters of every script in Latin transliteration ("Łucja" → "Lucja", "Юля" → "Yulya", "Μαρία" → "Maria");
 * apostrophes of soft signs go, so a word stays one word. Anything that is not a letter stays as it is.
 */
const romanize = (text: string): string =>
  text.normalize('NFC').replace(/[\p{L}\p{M}]+/gu, (letters) => anyAscii(letters).replace(/['`]/g, ''));

/** URL slug from a title: "Wózek dla Łucji — pilne!" → "wozek-dla-lucji-pilne", "Помощь для Юли" → "pomoshch-dlya-yuli"; empty → 'zbiorka'. */
export function slugify(title: string): string {
  const slug = romanize(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return clampSlug(slug, SLUG_MAX_LENGTH) || SLUG_FALLBACK;
}

/** `base` with `-suffix`, cut so that the whole stays within SLUG_MAX_LENGTH. */
function withSuffix(base: string, suffix: string): string {
  const head = clampSlug(base, SLUG_MAX_LENGTH - suffix.length - 1) || SLUG_FALLBACK;
  return `${head}-${suffix}`;
}

/** The slugs tried first, in order: base itself, then base-2 … base-NUMBERED_SLUGS. */
export function numberedSlugs(base: string): string[] {
  const root = clampSlug(base, SLUG_MAX_LENGTH) || SLUG_FALLBACK;
  return [root, ...Array.from({ length: NUMBERED_SLUGS - 1 }, (_, i) => withSuffix(root, String(i + 2)))];
}

/** When every numbered slug is taken: base with a short random suffix, e.g. "pomoc-dla-ani-k7f2q9". */
export function randomSlug(base: string): string {
  const suffix = Array.from({ length: RANDOM_SUFFIX_LENGTH }, () => SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)]).join('');
  return withSuffix(clampSlug(base, SLUG_MAX_LENGTH) || SLUG_FALLBACK, suffix);
}

/** The first numbered slug not in `taken`, else a random one: what a single look-up of the taken ones decides. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  return numberedSlugs(base).find((slug) => !taken.has(slug)) ?? randomSlug(base);
}
