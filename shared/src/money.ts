// Money helpers. All arithmetic is done in integer grosze (1 zł = 100 gr); zł numbers exist only at the API edge.

import { CURRENCY_SYMBOL } from './constants.js';

/** Integer part: plain digits, or groups of three split by a space, NBSP (U+00A0) or narrow NBSP (U+202F). */
const AMOUNT_PATTERN = /^(\d{1,3}(?:[ \u00A0\u202F]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;
const GROUP_SEPARATORS = /[ \u00A0\u202F]/g;

/**
 * Parses a user- or API-supplied amount into integer grosze, exactly (string digits, no float maths).
 * Accepts `12,50`, `12.50`, `12.5`, `12`, `1 234,50`; returns null for anything else
 * (negative, empty, mixed separators, >2 decimals, exponents, NaN/Infinity, > MAX_SAFE_INTEGER grosze).
 */
export function parseAmountToGrosze(input: string | number): number | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input); // e.g. 0.1 + 0.2 → "0.30000000000000004" → rejected below
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }

  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(GROUP_SEPARATORS, '');
  const fraction = (match[2] ?? '').padEnd(2, '0');

  // A digit string converts to Number exactly up to 2^53; anything larger rounds to >= 2^53 and is rejected.
  const grosze = Number(whole + fraction);
  if (!Number.isSafeInteger(grosze)) return null;
  return grosze;
}

/** Grosze → zł number for the API (1250 → 12.5). For display/transport only; never do arithmetic on the result. */
export function groszeToZl(grosze: number): number {
  return grosze / 100;
}

/**
 * zł → grosze for numbers that are already validated (at most 2 decimals), e.g. amounts from the API.
 * Rounds half away from zero so negatives mirror positives; never returns -0.
 */
export function zlToGrosze(zl: number): number {
  const rounded = Math.sign(zl) * Math.round(Math.abs(zl) * 100);
  return rounded + 0; // turns -0 into 0
}

export interface FormatMoneyOptions {
  /** Append ` zł` (default true). */
  withCurrency?: boolean;
  /** Join the groups and ` zł` with non-breaking spaces (U+00A0), so the amount never breaks over two lines. */
  nonBreaking?: boolean;
}

/**
 * Polish money format, always two decimals: `1 234,50 zł`, `5,00 zł`, `-0,99 zł`.
 * Thousands are split by a plain space (U+0020) — done by hand because Intl pl-PL uses U+00A0
 * and does not group 4-digit numbers. Non-integer input is rounded; non-finite input throws RangeError.
 */
export function formatGrosze(grosze: number, opts: FormatMoneyOptions = {}): string {
  if (!Number.isFinite(grosze)) {
    throw new RangeError(`formatGrosze: not a finite amount: ${String(grosze)}`);
  }
  const abs = Math.round(Math.abs(grosze));
  const zl = Math.floor(abs / 100);
  const gr = abs % 100;
  const space = opts.nonBreaking ? '\u00A0' : ' ';
  const grouped = String(zl).replace(/\B(?=(\d{3})+(?!\d))/g, space);
  const sign = grosze < 0 && abs > 0 ? '-' : '';
  const amount = `${sign}${grouped},${String(gr).padStart(2, '0')}`;
  return opts.withCurrency === false ? amount : `${amount}${space}${CURRENCY_SYMBOL}`;
}

/** Convenience: formats a zł number (as the API sends it), e.g. 1234.5 → `1 234,50 zł`. */
export function formatZl(zl: number, opts: FormatMoneyOptions = {}): string {
  if (!Number.isFinite(zl)) {
    throw new RangeError(`formatZl: not a finite amount: ${String(zl)}`);
  }
  return formatGrosze(zlToGrosze(zl), opts);
}
