import type { Foundation } from '@zlota/shared/entities';

/**
 * The demo's foundation: made-up numbers in their real formats (their check digits hold). Stored as an example
 * (issue 30): every page marks them so, and no one is offered the KRS to copy. A real installation enters its
 * own in /admin/fundacja or FOUNDATION_FILE.
 */
export const DEMO_FOUNDATION: Foundation = {
  name: 'Fundacja Złota rybka',
  short_name: 'Złota rybka',
  krs: '0000123456',
  nip: '1234563218',
  regon: '123456785',
  address: { street: 'ul. Złota 7', postal_code: '00-019', city: 'Warszawa' },
  correspondence_address: null,
  bank_accounts: [{ iban: 'PL61109010140000071219812874', bank: 'Bank przykładowy' }],
  tax_account: null,
  email: 'kontakt@zlotarybka.pl',
  phone: '+48 22 123 45 67',
  hours: 'od poniedziałku do piątku, w godz. 9:00–17:00',
  dpo_email: null,
  website: null,
};
