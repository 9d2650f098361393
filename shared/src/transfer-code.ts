// Issue 34: a fundraiser's transfer code, which a donor writes in a plain bank transfer's title so that the
// foundation's statement import finds the fundraiser. Fixed with the import's parser: `ZR` and the fundraiser's id in
// decimal, no padding (`ZR131`).

export const TRANSFER_CODE_PREFIX = 'ZR';

/** The longest code: `ZR` and the largest id the database keeps (a 64-bit integer has at most 19 digits). */
export const TRANSFER_CODE_MAX = TRANSFER_CODE_PREFIX.length + 19;

/**
 * How long a transfer's title may be: Elixir, which carries Polish domestic transfers, takes 4 lines of 35
 * characters, and banks' forms allow no more.
 */
export const TRANSFER_TITLE_MAX = 140;

/** The transfer code of a fundraiser: `ZR131`. */
export const transferCodeOf = (charityId: number): string => `${TRANSFER_CODE_PREFIX}${charityId}`;

/**
 * The title a donor gives a transfer: the code first, so a title the bank cuts short still names the fundraiser,
 * then the fundraiser's title, cut at a whole character to fit the banks' limit: "ZR131 — Wózek dla Leny".
 */
export function transferTitleOf(code: string, charityTitle: string): string {
  const full = `${code} — ${charityTitle.replace(/\s+/g, ' ').trim()}`;
  return Array.from(full).slice(0, TRANSFER_TITLE_MAX).join('').trimEnd();
}
