import { FOUNDATION_NAME } from './constants.js';

/** The foundation's details, written once for every page, e-mail and document that shows them. */
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
