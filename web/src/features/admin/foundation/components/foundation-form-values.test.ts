import { describe, expect, it } from 'vitest';
import type { Foundation } from '@zlota/shared/entities';
import { BANK_ACCOUNTS_MAX, foundationSchema } from '@zlota/shared/schemas/foundation';
import { EMPTY_FOUNDATION_FORM, formValuesOf, recordOf } from './foundation-form-values';

const RECORD: Foundation = {
  name: 'Fundacja Dobra Wola',
  short_name: 'Dobra Wola',
  krs: '0000654321',
  nip: '5260250274',
  regon: '017511575',
  address: { street: 'ul. Lipowa 3', postal_code: '30-001', city: 'Kraków' },
  correspondence_address: null,
  bank_accounts: [
    { iban: 'PL27114020040000300201355387', bank: 'mBank' },
    { iban: 'PL61109010140000071219812874', bank: 'Santander' },
    { iban: 'PL10105000997603123456789123', bank: 'ING' },
    { iban: 'PL27114020040000300201355387', bank: 'mBank, subkonto' },
  ],
  tax_account: null,
  email: 'biuro@dobrawola.example.pl',
  phone: '+48 12 345 67 89',
  hours: null,
  dpo_email: null,
  website: null,
};

describe("the panel's form of the foundation's record", () => {
  it('when the record has more than two accounts, then saving the form unchanged keeps every one of them', () => {
    const record = foundationSchema.parse(recordOf(formValuesOf(RECORD)));
    expect(record.bank_accounts).toEqual(RECORD.bank_accounts);
  });

  it('when the form is empty, then it has a place for every account the record may hold, and blank ones after the first are none', () => {
    expect(EMPTY_FOUNDATION_FORM.bank_accounts).toHaveLength(BANK_ACCOUNTS_MAX);
    expect(recordOf(EMPTY_FOUNDATION_FORM).bank_accounts).toEqual([{ iban: '', bank: '' }]);
  });
});
