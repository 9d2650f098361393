// A phone number as Poles write it: "600 700 800", "+48 600-700-800", "(+48) 600 700 800", "0048600700800".
import { PHONE_LENGTH, PHONE_MIN_VALUE } from './constants.js';

/** What a typed number turned out to be: a Polish number (its 9 digits), a number abroad, or no number. */
export type PhoneNumber = { kind: 'polish'; digits: string } | { kind: 'foreign' } | { kind: 'invalid' };

/** The longest phone number as typed, with its prefix, spaces, hyphens and brackets. */
export const PHONE_TYPED_MAX = 32;

/** Spaces (also non-breaking), hyphens and dashes, and brackets: how people group the digits. */
const SEPARATORS = /[\s\u00a0\u2009\u202f()\-\u2010-\u2013]/g;
/** Poland's country code, written with a plus or with two zeros. */
const POLISH_PREFIX = /^(?:\+|00)48/;
const COUNTRY_PREFIX = /^(?:\+|00)[1-9]/;

/** Spec §5 on what remains: nine digits, not below 100000000 (so not starting with 0). */
export const isPhoneNumber = (phone: string): boolean => phone.length === PHONE_LENGTH && /^\d+$/.test(phone) && Number(phone) >= PHONE_MIN_VALUE;

/** The one reading of a typed phone number, for the sign-up, the visitor's flow and Konto alike. */
export function polishPhoneNumber(typed: string): PhoneNumber {
  if (typed.length > PHONE_TYPED_MAX) return { kind: 'invalid' };
  const compact = typed.replace(SEPARATORS, '');
  const national = compact.replace(POLISH_PREFIX, '');
  if (isPhoneNumber(national)) return { kind: 'polish', digits: national };
  if (national === compact && COUNTRY_PREFIX.test(compact) && /^\+?\d{7,}$/.test(compact)) return { kind: 'foreign' };
  return { kind: 'invalid' };
}
