// Issue 30: the foundation's own record (name, registry numbers, address, accounts, contact), one schema for the
// API, the panel's form and the FOUNDATION_FILE read at the first start.
import { FOUNDATION_DOCUMENT_KINDS, FOUNDATION_UPLOAD_KINDS, SHA256_HEX_LENGTH } from '../constants.js';
import { compactIban, isKrs, isNip, isPolishIban, isPostalCode, isRegon } from '../foundation-numbers.js';
import { FOUNDATION_MESSAGES as M } from '../messages.js';
import { emailText, moment, textOf } from './bounded.js';
import { textField } from './text.js';
import { z } from './zod.js';

/** At most this many accounts for direct transfers: the panel's form has a place for each. */
export const BANK_ACCOUNTS_MAX = 5;

/** The longest registry number, account or phone number as typed, with its spaces and hyphens (an IBAN is 34 so). */
const TYPED_NUMBER_MAX = 48;

/** Digits as people type them (`526-025-02-74`, `0000 123 456`): spaces and hyphens are left out before the check. */
export const registryNumber = (error: string, passes: (digits: string) => boolean) =>
  z
    .string({ error })
    .max(TYPED_NUMBER_MAX, { error })
    .overwrite((value) => value.replace(/[\s-]/g, ''))
    .refine(passes, { error });

export const iban = (error: string) =>
  z
    .string({ error })
    .max(TYPED_NUMBER_MAX, { error })
    .overwrite(compactIban)
    .refine(isPolishIban, { error });

const email = (error: string) =>
  z
    .string({ error })
    .max(254, { error })
    .trim()
    .pipe(z.email({ error }).max(254, { error }));

/** Empty text means "none": the form's empty field and `null` are the same. */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());

export const foundationAddressSchema = z.object({
  street: textField({ error: M.street, min: 1, max: 120 }),
  postal_code: z
    .string({ error: M.postalCode })
    .trim()
    .max(6, { error: M.postalCode })
    .refine(isPostalCode, { error: M.postalCode }),
  city: textField({ error: M.city, min: 1, max: 80, name: true }),
});

export const bankAccountSchema = z.object({
  iban: iban(M.iban),
  bank: textField({ error: M.bank, min: 1, max: 120 }),
});

export const foundationSchema = z.object({
  name: textField({ error: M.name, min: 1, max: 200, name: true }),
  short_name: textField({ error: M.shortName, min: 1, max: 80, name: true }),
  krs: registryNumber(M.krs, isKrs),
  nip: registryNumber(M.nip, isNip),
  regon: registryNumber(M.regon, isRegon),
  address: foundationAddressSchema,
  /** Where letters go, when not to the registered address. */
  correspondence_address: optional(foundationAddressSchema),
  bank_accounts: z.array(bankAccountSchema, { error: M.bankAccounts }).min(1, { error: M.bankAccounts }).max(BANK_ACCOUNTS_MAX, { error: M.bankAccounts }),
  /** The account the tax office pays the 1,5% into, when it is not the first of bank_accounts. */
  tax_account: optional(iban(M.taxAccount)),
  email: email(M.email),
  phone: z
    .string({ error: M.phone })
    .trim()
    .max(TYPED_NUMBER_MAX, { error: M.phone })
    .refine((value) => /^\+?[\d\s()-]+$/.test(value) && /^\d{9,15}$/.test(value.replace(/\D/g, '')), { error: M.phone }),
  hours: optional(textField({ error: M.hours, max: 200 })),
  dpo_email: optional(email(M.dpoEmail)),
  website: optional(
    z
      .string({ error: M.website })
      .max(200, { error: M.website })
      .trim()
      .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value), { error: M.website })
      .pipe(z.string().max(200, { error: M.website })),
  ),
});

/** What the foundation's pages show: the record, or none yet; `example`: the demo's values, marked as such everywhere. */
export const foundationViewSchema = z.object({
  foundation: foundationSchema.nullable(),
  example: z.boolean(),
  /** When the current version of each document was uploaded; null while none is (the link then says it is not available yet). */
  documents: z.object({ statute: moment.nullable(), security_policy: moment.nullable() }),
});

/** The documents' dates while none is uploaded. */
export const NO_DOCUMENTS = { statute: null, security_policy: null } as const;

/** Which document a path names: the statute or the security policy. */
export const documentKindParamSchema = z.object({ kind: z.enum(FOUNDATION_DOCUMENT_KINDS) });

/** One uploaded version of a document, as the panel lists it (the PDF's bytes are served by its public path). */
export const foundationDocumentVersionSchema = z.object({
  id: z.int(),
  kind: z.enum(FOUNDATION_UPLOAD_KINDS),
  bytes: z.int().min(0),
  sha256: textOf(SHA256_HEX_LENGTH),
  uploaded_at: moment,
  uploaded_by: emailText.nullable(),
});

/** Every version of both documents and of the logo, newest first: the first of a kind is the one served. */
export const foundationDocumentsSchema = z.array(foundationDocumentVersionSchema);
