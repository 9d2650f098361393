// Text helpers: card description cut (spec §9), Polish search folding and URL slugs.

import { CARD_DESCRIPTION_CUT, CARD_DESCRIPTION_MAX, SEARCH_MAX_WORDS } from './constants.js';

export const SLUG_MAX_LENGTH = 80;
export const SLUG_FALLBACK = 'zbiorka';
/** Guard against a predicate that never says "free" (would otherwise loop forever). */
export const UNIQUE_SLUG_MAX_ATTEMPTS = 10_000;

const ELLIPSIS = '\u2026';

/**
 * Short description for a card: over CARD_DESCRIPTION_MAX code points it is cut to
 * CARD_DESCRIPTION_CUT code points (trailing whitespace trimmed) plus a single '…'.
 * Counts code points (Array.from) so surrogate pairs such as emoji are never split.
 */
export function cardDescription(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= CARD_DESCRIPTION_MAX) return text;
  return chars.slice(0, CARD_DESCRIPTION_CUT).join('').trimEnd() + ELLIPSIS;
}

/**
 * Search fold: lower-case and strip diacritics, so "Łódź" matches "lodz".
 * NFD + removing \p{M} handles ą ć ę ń ó ś ź ż and other accents; ł/Ł do not decompose, so they are mapped by hand.
 */
export function foldPolish(text: string): string {
  return text
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/**
 * The words a text is searched by: folded, split at everything that is not a letter or a digit
 * (in any script). The server's index, its queries and the web's offline search all use this.
 */
export function searchTokens(text: string): string[] {
  return foldPolish(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The fields a fundraiser is found by, with its beneficiary's: the server's index and the web's offline search. */
export const CHARITY_SEARCH_FIELDS = ['title', 'name', 'target', 'short_description'] as const;
export const NEEDY_SEARCH_FIELDS = ['name', 'surname', 'city'] as const;

type Searchable = Record<(typeof CHARITY_SEARCH_FIELDS)[number], string>;
type SearchableNeedy = Record<(typeof NEEDY_SEARCH_FIELDS)[number], string>;

/** The one text a fundraiser is found by: its words and its beneficiary's, folded into search words. */
export function searchableWords(charity: Searchable, needy: SearchableNeedy | null | undefined): string[] {
  const parts = [...CHARITY_SEARCH_FIELDS.map((field) => charity[field]), ...(needy ? NEEDY_SEARCH_FIELDS.map((field) => needy[field]) : [])];
  return searchTokens(parts.join(' '));
}

/** The words of a search term, as many as a search uses (the server's queries and the web's offline search). */
export const searchTermWords = (term: string): string[] => searchTokens(term).slice(0, SEARCH_MAX_WORDS);

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

/** URL slug from a Polish title: "Wózek dla Łucji — pilne!" → "wozek-dla-lucji-pilne"; empty → 'zbiorka'. */
export function slugify(title: string): string {
  const slug = foldPolish(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return clampSlug(slug, SLUG_MAX_LENGTH) || SLUG_FALLBACK;
}

/** The n-th candidate: base itself for n = 1, else `base-n`, always within SLUG_MAX_LENGTH. */
function candidate(base: string, n: number): string {
  const root = clampSlug(base, SLUG_MAX_LENGTH) || SLUG_FALLBACK;
  if (n === 1) return root;
  const suffix = `-${n}`;
  const head = clampSlug(root, SLUG_MAX_LENGTH - suffix.length) || SLUG_FALLBACK;
  return head + suffix;
}

function tooManyAttempts(base: string): Error {
  return new Error(`uniqueSlug: no free slug for "${base}" after ${UNIQUE_SLUG_MAX_ATTEMPTS} attempts`);
}

/** Returns base if free, else base-2, base-3, … (sync predicate `taken`). Throws after UNIQUE_SLUG_MAX_ATTEMPTS. */
export function uniqueSlug(base: string, taken: (candidate: string) => boolean): string {
  for (let n = 1; n <= UNIQUE_SLUG_MAX_ATTEMPTS; n++) {
    const slug = candidate(base, n);
    if (!taken(slug)) return slug;
  }
  throw tooManyAttempts(base);
}

/** Same as uniqueSlug, for an async predicate such as a database lookup. */
export async function uniqueSlugAsync(
  base: string,
  taken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  for (let n = 1; n <= UNIQUE_SLUG_MAX_ATTEMPTS; n++) {
    const slug = candidate(base, n);
    if (!(await taken(slug))) return slug;
  }
  throw tooManyAttempts(base);
}
