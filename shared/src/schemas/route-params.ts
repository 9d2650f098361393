// Path parameters, queries and small bodies of the routes that have no form of their own.
import { z } from './zod.js';
import { CHARITY_URL_MAX_LENGTH, IMAGE_NAME_MAX_LENGTH, TOKEN_LENGTH } from '../constants.js';
import { IMAGE_VARIANTS } from '../images.js';
import { API_MESSAGES, CHARITY_MESSAGES, RECURRING_MESSAGES } from '../messages.js';

/** A word of a path: no control character (a NUL would break the database's text) can name anything. */
const pathWord = (max: number, error: string = API_MESSAGES.notFound) =>
  z.string({ error }).min(1, { error }).max(max, { error }).regex(/^\P{Cc}*$/u, { error });

/** A link's token from an e-mail (verification): 32 random bytes in base64url. */
export const tokenParamSchema = z.object({ token: pathWord(TOKEN_LENGTH, API_MESSAGES.verificationInvalid) });

/** A fundraiser's slug (server/src/libraries/slug.ts) or its id: lower-case ASCII words and digits joined by dashes. */
const SLUG_OR_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `charity/{name}` takes a URL slug or a numeric id. */
export const nameParamSchema = z.object({
  name: z
    .string({ error: CHARITY_MESSAGES.notFound })
    .max(CHARITY_URL_MAX_LENGTH, { error: CHARITY_MESSAGES.notFound })
    .regex(SLUG_OR_ID, { error: CHARITY_MESSAGES.notFound }),
});

export const guidParamSchema = z.object({ guid: pathWord(64) });

export const notificationParamsSchema = z.object({ provider: pathWord(32), guid: pathWord(64) });

export const imageParamSchema = z.object({ image: z.string().max(IMAGE_NAME_MAX_LENGTH) });

/** Which of the server's variants of the picture; the full one when none is asked for. */
export const imageQuerySchema = z.object({
  variant: z.enum(IMAGE_VARIANTS, { error: CHARITY_MESSAGES.imageVariant }).optional(),
});

/**
 * Issue 40: what a sandbox token's later charges do: always paid, always declined, asking for the donor's approval
 * again, or declined twice and then paid.
 */
/** A card's expiry month, `YYYY-MM`. */
export const CARD_EXPIRY_FORM = /^\d{4}-(?:0[1-9]|1[0-2])$/;

export const SANDBOX_CHARGE_PLANS = ['paid', 'failed', 'reauthorise', 'fail_twice'] as const;
export type SandboxChargePlan = (typeof SANDBOX_CHARGE_PLANS)[number];

/** The sandbox operator's page posts the donor's choice as a plain HTML form. */
export const sandboxDecisionSchema = z.object({
  decision: z.enum(['paid', 'failed']),
  /** Issue 40: "zgoda na płatności cykliczne" on a schedule's first payment: the sandbox gives a token for later charges. */
  recurring_consent: z.literal('1').optional(),
  /** Issue 40: what the later charges with the token do, as the tester chooses (README, "Bramka testowa"). */
  recurring_outcome: z.enum(SANDBOX_CHARGE_PLANS).optional(),
  /** Issue 40: a BLIK first payment's 6-digit code from the bank's app (any 6 digits in the sandbox); empty: none. */
  blik_code: z
    .union([z.literal(''), z.string().max(6, { error: RECURRING_MESSAGES.blikCode }).regex(/^\d{6}$/, { error: RECURRING_MESSAGES.blikCode })], { error: RECURRING_MESSAGES.blikCode })
    .optional()
    .transform((value) => value || null),
  /** Issue 40: the card's expiry month the tester sets (YYYY-MM, an `<input type="month">`); empty: none said. */
  card_expiry: z
    .union([z.literal(''), z.string().max(7).regex(CARD_EXPIRY_FORM, { error: RECURRING_MESSAGES.cardExpiry })], { error: RECURRING_MESSAGES.cardExpiry })
    .optional()
    .transform((value) => value || null),
});
export type SandboxDecisionInput = z.output<typeof sandboxDecisionSchema>;

export const reconcileBodySchema = z.object({ older_than_minutes: z.number().int().min(0).max(10_080).default(30) });

