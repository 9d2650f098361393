import { FOUNDATION_NAME } from '@zlota/shared/constants';

/** The foundation's details, written once for every page that shows them. */
export const FOUNDATION = {
  name: FOUNDATION_NAME,
  krs: '0000123456',
  street: 'ul. Złota 7',
  postalCode: '00-019',
  city: 'Warszawa',
  email: 'kontakt@zlotarybka.pl',
  phone: '+48 22 123 45 67',
  /** Example data: a sample account number in the Polish IBAN format. */
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
  officeHours: 'od poniedziałku do piątku, w godz. 9:00–17:00',
} as const;

export const FOUNDATION_ADDRESS = `${FOUNDATION.street}, ${FOUNDATION.postalCode} ${FOUNDATION.city}`;

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
