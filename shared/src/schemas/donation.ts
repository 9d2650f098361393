import { z } from './zod.js';
import { PAYMENT_MESSAGES as M } from '../messages.js';
import { amountInGrosze } from './charity.js';
import { bodyId } from './numbers.js';
import { textField, type TextKind } from './text.js';

export const DONATION_MIN_GROSZE = 200;
export const DONATION_MAX_GROSZE = 10_000_000;
/** The support page's preset amounts, in zł. */
export const DONATION_PRESETS_ZL = [20, 50, 100, 200] as const;
export const DONATION_MESSAGE_MAX = 500;

const optionalText = (max: number, error: string, kind: TextKind = {}) =>
  textField({ error, max, ...kind })
    .optional()
    .transform((value) => value || null);

export const donationSchema = z.object({
  charity_id: bodyId(M.paymentNotFound),
  amount: amountInGrosze(M.amount, DONATION_MIN_GROSZE, DONATION_MAX_GROSZE),
  email: z
    .union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email({ error: M.email }))], { error: M.email })
    .optional()
    .transform((value) => value || null),
  name: optionalText(128, M.name, { name: true }),
  message: optionalText(DONATION_MESSAGE_MAX, M.message, { multiline: true }),
  method: optionalText(64, M.method),
  anonymous: z.boolean().default(false),
  hide_amount: z.boolean().default(false),
  accept_terms: z.literal(true, { error: M.terms }),
  idempotency_key: z.string({ error: M.idempotencyKey }).min(8, { error: M.idempotencyKey }).max(100, { error: M.idempotencyKey }),
});
export type DonationInput = z.output<typeof donationSchema>;

/** An offline donation (bank transfer or cash) that an admin records by hand. */
export const manualDonationSchema = z.object({
  amount: amountInGrosze(M.amount, 1, DONATION_MAX_GROSZE * 10),
  method: z.enum(['transfer', 'cash'], { error: M.manualMethod }),
  note: textField({ error: M.manualNote, min: 1, max: 1000, multiline: true }),
  donor_name: optionalText(128, M.name, { name: true }),
  anonymous: z.boolean().default(false),
});

// https, or http on this machine only (a provider's local stand-in or sandbox proxy).
const BASE_URL = /^(https:\/\/[a-z0-9.-]+(:\d+)?|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?)(\/[^\s?#]*)?$/i;
const baseUrl = z.string({ error: M.baseUrl }).regex(BASE_URL, { error: M.baseUrl }).transform((url) => url.replace(/\/+$/, ''));
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
