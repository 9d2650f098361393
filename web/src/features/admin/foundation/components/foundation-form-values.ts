import type { Foundation, FoundationAddress, FoundationInput } from '@zlota/shared/entities';
import { printedIban } from '@zlota/shared/foundation-numbers';
import { BANK_ACCOUNTS_MAX } from '@zlota/shared/schemas/foundation';

// The panel's form of the foundation's record (issue 30): every field a text box, the optional ones empty.

export interface AddressValues {
  street: string;
  postal_code: string;
  city: string;
}

export interface FoundationFormValues {
  name: string;
  short_name: string;
  krs: string;
  nip: string;
  regon: string;
  address: AddressValues;
  correspondence_address: AddressValues;
  /** A place for each account the record may hold: the first for transfers, the others if the foundation has them. */
  bank_accounts: Array<{ iban: string; bank: string }>;
  tax_account: string;
  email: string;
  phone: string;
  hours: string;
  dpo_email: string;
  website: string;
}

const NO_ADDRESS: AddressValues = { street: '', postal_code: '', city: '' };
const NO_ACCOUNT = { iban: '', bank: '' };

export const EMPTY_FOUNDATION_FORM: FoundationFormValues = {
  name: '',
  short_name: '',
  krs: '',
  nip: '',
  regon: '',
  address: NO_ADDRESS,
  correspondence_address: NO_ADDRESS,
  bank_accounts: Array.from({ length: BANK_ACCOUNTS_MAX }, () => NO_ACCOUNT),
  tax_account: '',
  email: '',
  phone: '',
  hours: '',
  dpo_email: '',
  website: '',
};

const address = (value: FoundationAddress | null): AddressValues => value ?? NO_ADDRESS;

/** The stored record in the form's boxes; accounts printed in fours, as people read them. */
export function formValuesOf(foundation: Foundation | null): FoundationFormValues {
  if (!foundation) return EMPTY_FOUNDATION_FORM;
  // Every stored account has its place, so that saving the form never drops one.
  const account = (value: { iban: string; bank: string } | undefined) => (value ? { iban: printedIban(value.iban), bank: value.bank } : NO_ACCOUNT);
  return {
    ...foundation,
    address: address(foundation.address),
    correspondence_address: address(foundation.correspondence_address),
    bank_accounts: Array.from({ length: BANK_ACCOUNTS_MAX }, (_, index) => account(foundation.bank_accounts[index])),
    tax_account: foundation.tax_account ? printedIban(foundation.tax_account) : '',
    hours: foundation.hours ?? '',
    dpo_email: foundation.dpo_email ?? '',
    website: foundation.website ?? '',
  };
}

const blank = (values: Record<string, string>) => Object.values(values).every((value) => value.trim() === '');

/** What the schema checks and the API takes: an empty further account or correspondence address is none. */
export const recordOf = (values: FoundationFormValues): FoundationInput => ({
  ...values,
  correspondence_address: blank({ ...values.correspondence_address }) ? null : values.correspondence_address,
  bank_accounts: values.bank_accounts.filter((account, index) => index === 0 || !blank(account)),
});

/** The fields in the order they stand on screen: the first with a message takes the focus. */
export const FOUNDATION_FORM_ORDER = [
  'name',
  'short_name',
  'krs',
  'nip',
  'regon',
  'address.street',
  'address.postal_code',
  'address.city',
  'correspondence_address.street',
  'correspondence_address.postal_code',
  'correspondence_address.city',
  'bank_accounts.0.iban',
  'bank_accounts.0.bank',
  'bank_accounts.1.iban',
  'bank_accounts.1.bank',
  'bank_accounts.2.iban',
  'bank_accounts.2.bank',
  'bank_accounts.3.iban',
  'bank_accounts.3.bank',
  'bank_accounts.4.iban',
  'bank_accounts.4.bank',
  'tax_account',
  'email',
  'phone',
  'hours',
  'dpo_email',
  'website',
] as const;
