import { describe, expect, it } from 'vitest';
import { compactIban, isKrs, isNip, isPolishIban, isPostalCode, isRegon, printedIban } from '../foundation-numbers.js';
import { FOUNDATION_MESSAGES as M } from '../messages.js';
import { foundationSchema } from './foundation.js';

// Issue 30: each number as Polish law defines it, good and bad check digits side by side.

describe('NIP: 10 digits, the last the weighted sum mod 11', () => {
  it.each(['5260250274', '7251801126', '1234563218'])('when NIP is %s, then it is accepted', (nip) => expect(isNip(nip)).toBe(true));
  it.each([
    ['5260250275', 'wrong check digit'],
    ['7251801121', 'wrong check digit'],
    ['1234567890', 'a sum giving 10 is never issued'],
    ['526025027', 'nine digits'],
    ['52602502741', 'eleven digits'],
    ['526O250274', 'a letter'],
  ])('when NIP is %s (%s), then it is refused', (nip) => expect(isNip(nip)).toBe(false));
});

describe('REGON: 9 or 14 digits with their check digits', () => {
  it.each(['123456785', '017511575', '000000030', '12345678512347'])('when REGON is %s, then it is accepted', (regon) => expect(isRegon(regon)).toBe(true));
  it.each([
    ['123456786', 'wrong check digit of 9'],
    ['000000031', 'a sum giving 10 is checked as 0'],
    ['12345678512348', 'wrong check digit of 14'],
    ['12345678612347', 'its first nine are no REGON'],
    ['12345678', 'eight digits'],
    ['1234567851234', 'thirteen digits'],
  ])('when REGON is %s (%s), then it is refused', (regon) => expect(isRegon(regon)).toBe(false));
});

describe('IBAN: PL and 26 digits, mod 97 = 1', () => {
  it.each(['PL61109010140000071219812874', 'PL61 1090 1014 0000 0712 1981 2874', 'pl27114020040000300201355387', '61109010140000071219812874'])(
    'when the account is %s, then it is accepted',
    (iban) => expect(isPolishIban(iban)).toBe(true),
  );
  it.each([
    ['PL61109010140000071219812875', 'wrong last digit'],
    ['PL16109010140000071219812874', 'swapped check digits'],
    ['PL6110901014000007121981287', '25 digits'],
    ['DE89370400440532013000', 'a valid German IBAN'],
    ['GB61109010140000071219812874', 'another country'],
  ])('when the account is %s (%s), then it is refused', (iban) => expect(isPolishIban(iban)).toBe(false));

  it('when an account is typed with spaces or without PL, then it is stored compact and printed in fours', () => {
    expect(compactIban('61 1090 1014 0000 0712 1981 2874')).toBe('PL61109010140000071219812874');
    expect(printedIban('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
  });
});

describe('KRS and the postal code', () => {
  it('KRS is exactly 10 digits', () => {
    expect(isKrs('0000123456')).toBe(true);
    for (const krs of ['123456', '00001234567', '000012345a']) expect(isKrs(krs)).toBe(false);
  });
  it('a postal code is NN-NNN', () => {
    expect(isPostalCode('00-019')).toBe(true);
    for (const code of ['00019', '0-0019', '00-01', 'AB-123']) expect(isPostalCode(code)).toBe(false);
  });
});

const GOOD = {
  name: 'Fundacja Dobra Wola',
  short_name: 'Dobra Wola',
  krs: '0000654321',
  nip: '526-025-02-74',
  regon: '123456785',
  address: { street: 'ul. Lipowa 3', postal_code: '30-001', city: 'Kraków' },
  correspondence_address: null,
  bank_accounts: [{ iban: 'PL61 1090 1014 0000 0712 1981 2874', bank: 'Santander Bank Polska' }],
  tax_account: '',
  email: 'biuro@dobrawola.example.pl',
  phone: '+48 12 345 67 89',
  hours: 'pn.–pt. 9:00–17:00',
  dpo_email: null,
  website: 'https://dobrawola.example.pl',
};

describe('the foundation record', () => {
  it('when every field is right, then it is stored normalised: digits only, the account compact, empty as null', () => {
    const record = foundationSchema.parse(GOOD);
    expect(record).toMatchObject({ nip: '5260250274', tax_account: null, bank_accounts: [{ iban: 'PL61109010140000071219812874' }] });
  });

  it.each([
    ['krs', { krs: '12345' }, M.krs],
    ['nip', { nip: '5260250275' }, M.nip],
    ['regon', { regon: '123456786' }, M.regon],
    ['address.postal_code', { address: { ...GOOD.address, postal_code: '30001' } }, M.postalCode],
    ['bank_accounts.0.iban', { bank_accounts: [{ iban: 'PL61109010140000071219812875', bank: 'Bank' }] }, M.iban],
    ['tax_account', { tax_account: 'PL61109010140000071219812875' }, M.taxAccount],
    ['email', { email: 'biuro' }, M.email],
    ['phone', { phone: '12 34' }, M.phone],
    ['name', { name: '' }, M.name],
  ])('when %s is wrong, then it is refused with a Polish message naming the field', (path, change, message) => {
    const result = foundationSchema.safeParse({ ...GOOD, ...change });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[path, message]]);
  });
});
