import { z } from './zod.js';
import { PAYMENT_MESSAGES as M, RECURRING_MESSAGES, UPDATE_MESSAGES } from '../messages.js';
import { amountInGrosze } from './charity.js';
import { bodyId } from './numbers.js';
import { textField, type TextKind } from './text.js';
import { warsawDay } from '../warsaw-days.js';
import { DAY_LENGTH, URL_MAX_LENGTH } from '../constants.js';
import { optionalEmail } from './bounded.js';
import { recurringRequestSchema } from './recurring.js';
import { MANUAL_METHODS, MANUAL_METHOD_LABELS, type ManualMethod } from '../payment-labels.js';

export const DONATION_MIN_GROSZE = 200;
export const DONATION_MAX_GROSZE = 10_000_000;
/** The support page's preset amounts, in zł. */
export const DONATION_PRESETS_ZL = [20, 50, 100, 200] as const;
export const DONATION_MESSAGE_MAX = 500;
/** A manual donation's note: why the foundation entered it. */
export const MANUAL_NOTE_MAX = 1000;
/** A donor's name, as they want it shown. */
export const DONOR_NAME_MAX = 128;
/** How the donor paid: a provider's method id. */
export const PAYMENT_METHOD_MAX = 64;
/** Why a donation was voided or refunded. */
export const PAYMENT_REASON_MAX = 500;
/** A payment's note: a manual donation's, or the reason of its void or refund. */
export const PAYMENT_NOTE_MAX = Math.max(MANUAL_NOTE_MAX, PAYMENT_REASON_MAX);
/** A payment's provider, as its column keeps it (`manual` for the foundation's own entries). */
export const PROVIDER_NAME_MAX = 16;
/** Issue 40: PayU's single-use card token from its Secure Form, `TOK_` and letters, digits or `_`. */
export const CARD_TOKEN_MAX = 124;
const CARD_TOKEN_FORM = /^TOK_\w{1,120}$/;

/** Issue 40: PayU's single-use card token (TOK_…) its Secure Form gave the donor's browser: never card data. */
export const cardTokenField = z
  .string({ error: RECURRING_MESSAGES.cardToken })
  .regex(CARD_TOKEN_FORM, { error: RECURRING_MESSAGES.cardToken })
  .max(CARD_TOKEN_MAX, { error: RECURRING_MESSAGES.cardToken });

/** The donor's key of one attempt: a repeat with it changes nothing. */
export const idempotencyKeyField = z.string({ error: M.idempotencyKey }).min(8, { error: M.idempotencyKey }).max(100, { error: M.idempotencyKey });

const optionalText = (max: number, error: string, kind: TextKind = {}) =>
  textField({ error, max, ...kind })
    .optional()
    .transform((value) => value || null);

/** A donation's amount by the spec's rules: from 2 zł to 100 000 zł, at most two decimals (into grosze). */
export const donationAmountSchema = amountInGrosze(M.amount, DONATION_MIN_GROSZE, DONATION_MAX_GROSZE);

/** The donor's amount as typed: its grosze, or the message to show under the field (the same rules the server applies). */
export function checkDonationAmount(text: string): { grosze: number } | { problem: string } {
  const checked = donationAmountSchema.safeParse(text);
  return checked.success ? { grosze: checked.data } : { problem: checked.error.issues[0]?.message ?? M.amount };
}

export const donationSchema = z.object({
  charity_id: bodyId(M.paymentNotFound),
  amount: donationAmountSchema,
  email: optionalEmail(M.email),
  name: optionalText(DONOR_NAME_MAX, M.name, { name: true }),
  /** Issue 30: who the confirmation names (for a tax deduction), never shown publicly; none: an anonymous confirmation. */
  receipt_name: optionalText(DONOR_NAME_MAX, M.receiptName, { name: true }),
  message: optionalText(DONATION_MESSAGE_MAX, M.message, { multiline: true }),
  method: optionalText(PAYMENT_METHOD_MAX, M.method),
  anonymous: z.boolean().default(false),
  hide_amount: z.boolean().default(false),
  /** "chcę otrzymywać aktualności": the fundraiser's updates come to `email` once the donation is paid (issue 18). */
  updates_consent: z.boolean().default(false),
  accept_terms: z.literal(true, { error: M.terms }),
  idempotency_key: idempotencyKeyField,
  /** Issue 40: "co miesiąc": this first payment opens a schedule charging the same amount on `day` every month. */
  recurring: recurringRequestSchema.optional(),
  /**
   * Issue 40: PayU's single-use card token (TOK_…) that its own Secure Form gave the donor's browser, for a monthly
   * donation's first payment through PayU; card data never comes here.
   */
  card_token: cardTokenField.optional(),
}).refine((donation) => !donation.updates_consent || donation.email !== null, {
  error: UPDATE_MESSAGES.consentNeedsEmail,
  path: ['email'],
  // Said together with the other fields' messages, whenever the body is an object at all.
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});
export type DonationInput = z.output<typeof donationSchema>;

export { MANUAL_METHODS, MANUAL_METHOD_LABELS, type ManualMethod };
export const MANUAL_DONATION_MAX_GROSZE = DONATION_MAX_GROSZE * 10;
export const BANK_REFERENCE_MAX = 64;

/** A real calendar day, `YYYY-MM-DD` (not 2026-02-30). */
const isCalendarDay = (day: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

/** The day a manual donation arrived: a calendar day, not after today in Warsaw. */
const receivedOn = z
  .string({ error: M.receivedOn })
  .max(DAY_LENGTH, { error: M.receivedOn })
  .refine((day) => isCalendarDay(day) && day <= warsawDay(Date.now()), { error: M.receivedOn });

/** An offline donation (bank transfer or cash) that an admin records by hand; a transfer names its bank reference. */
export const manualDonationSchema = z
  .object({
    amount: amountInGrosze(M.manualAmount, 1, MANUAL_DONATION_MAX_GROSZE),
    /** Absent: today, in Warsaw (the form always sends it). */
    received_on: receivedOn.optional(),
    method: z.enum(MANUAL_METHODS, { error: M.manualMethod }),
    bank_reference: optionalText(BANK_REFERENCE_MAX, M.bankReference),
    note: textField({ error: M.manualNote, min: 1, max: MANUAL_NOTE_MAX, multiline: true }),
    donor_name: optionalText(DONOR_NAME_MAX, M.name, { name: true }),
    /** Where the donor's confirmation goes, when the donor gave one. */
    donor_email: optionalEmail(M.email),
    anonymous: z.boolean().default(false),
  })
  .refine((donation) => donation.method !== 'transfer' || Boolean(donation.bank_reference), {
    error: M.bankReference,
    path: ['bank_reference'],
    // Said together with the other fields' messages, whenever the body is an object at all.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type ManualDonationInput = z.output<typeof manualDonationSchema>;

/** Why a manual donation is taken back: said in words, kept in the audit log. */
export const voidPaymentSchema = z.object({
  reason: textField({ error: M.voidReason, min: 3, max: PAYMENT_REASON_MAX, multiline: true }),
});

// https, or http on this machine only (a provider's local stand-in or sandbox proxy).
const BASE_URL = /^(https:\/\/[a-z0-9.-]+(:\d+)?|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?)(\/[^\s?#]*)?$/i;
const baseUrl = z.string({ error: M.baseUrl }).max(URL_MAX_LENGTH, { error: M.baseUrl }).regex(BASE_URL, { error: M.baseUrl }).transform((url) => url.replace(/\/+$/, ''));
const secret = z.string({ error: M.configuration }).min(1, { error: M.configuration }).max(500, { error: M.configuration });
const id = bodyId(M.configuration);

/** A stored secret: written, never read back; left empty, the one saved before for the same provider stays. */
const keptSecret = z.preprocess((value) => (value === '' || value === null ? undefined : value), secret.optional());

export const PAYU_SECRET_KEYS = ['client_secret', 'second_key'] as const;
export const PRZELEWY24_SECRET_KEYS = ['api_key', 'crc'] as const;

const sandboxConfiguration = z.object({ provider: z.literal('sandbox') });
const payuConfiguration = z.object({
  provider: z.literal('payu'),
  config: z.object({ pos_id: secret, client_id: secret, base_url: baseUrl }),
  secrets: z.object({ client_secret: keptSecret, second_key: keptSecret }).default({}),
});
const przelewy24Configuration = z.object({
  provider: z.literal('przelewy24'),
  config: z.object({ merchant_id: id, pos_id: id, base_url: baseUrl }),
  secrets: z.object({ api_key: keptSecret, crc: keptSecret }).default({}),
});

/** A provider and its credentials: the secrets are written, never read back. */
export const paymentConfigurationSchema = z.discriminatedUnion('provider', [sandboxConfiguration, payuConfiguration, przelewy24Configuration], {
  error: M.configuration,
});

/** A fundraiser's choice: a provider of its own, or `default`: none of its own, the foundation's default applies. */
export const charityPaymentConfigurationSchema = z.discriminatedUnion(
  'provider',
  [sandboxConfiguration, payuConfiguration, przelewy24Configuration, z.object({ provider: z.literal('default') })],
  { error: M.configuration },
);
export type CharityPaymentConfigurationInput = z.output<typeof charityPaymentConfigurationSchema>;
export type PaymentConfigurationInput = z.output<typeof paymentConfigurationSchema>;
