// The foundation's details live in shared, so the server's e-mails and documents say the same.
export { FOUNDATION, FOUNDATION_ADDRESS } from '@zlota/shared/foundation';

/** tel: links want digits and the leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const mailtoHref = (email: string, subject?: string) => `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

/** The account number as banks accept it when pasted: no spaces. */
export const compactAccount = (account: string) => account.replace(/\s+/g, '');

/** ISO 13616 check (mod 97 = 1), so the example number is at least well formed. */
export function isValidIban(account: string): boolean {
  const iban = compactAccount(account).toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0) === 1;
}
