// The foundation's registry and bank numbers as Polish law defines them: KRS, NIP and REGON (with their check
// digits) and a Polish IBAN (ISO 13616, mod 97). Pure functions, the same for the server and the panel's form.

const digitsOf = (text: string): number[] => [...text].map(Number);

/** The weighted sum's remainder mod 11, 10 counting as 0 (REGON); NIP refuses 10 instead. */
const weightedMod11 = (digits: number[], weights: readonly number[]) => weights.reduce((sum, weight, i) => sum + weight * digits[i]!, 0) % 11;

/** KRS: the register's number, always 10 digits (leading zeros included). */
export const isKrs = (value: string): boolean => /^\d{10}$/.test(value);

/** NIP: 10 digits, the last the weighted sum of the others mod 11 (a sum giving 10 is never issued). */
export function isNip(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = digitsOf(value);
  const check = weightedMod11(digits, [6, 5, 7, 2, 3, 4, 5, 6, 7]);
  return check !== 10 && check === digits[9];
}

const REGON_9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7] as const;
const REGON_14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] as const;

/** REGON: 9 digits, or 14 for a local unit whose first 9 are a REGON themselves; the last digit is the check. */
export function isRegon(value: string): boolean {
  if (!/^(\d{9}|\d{14})$/.test(value)) return false;
  const digits = digitsOf(value);
  const checks = (weights: readonly number[]) => weightedMod11(digits, weights) % 10 === digits[weights.length];
  return checks(REGON_9_WEIGHTS) && (value.length === 9 || checks(REGON_14_WEIGHTS));
}

/** An account number as typed (spaces, lower case, the 26 digits of an NRB without `PL`) in the IBAN's compact form. */
export function compactIban(value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return /^\d{26}$/.test(compact) ? `PL${compact}` : compact;
}

/** A Polish IBAN: `PL` and 26 digits whose ISO 13616 remainder mod 97 is 1. */
export function isPolishIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^PL\d{26}$/.test(iban)) return false;
  // The country code moves to the end, its letters as numbers (A = 10 … Z = 35): P = 25, L = 21.
  const rearranged = `${iban.slice(4)}2521${iban.slice(2, 4)}`;
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** The printed form: groups of four, `PL61 1090 1014 …`. */
export const printedIban = (value: string): string => compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');

/** A Polish postal code: NN-NNN. */
export const isPostalCode = (value: string): boolean => /^\d{2}-\d{3}$/.test(value);
