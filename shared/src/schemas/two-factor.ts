// Two-factor login of the foundation's staff (issue 17): what the panel sends and what the API answers.
import { z } from './zod.js';
import { API_MESSAGES } from '../messages.js';
import { TOKEN_LENGTH, URL_MAX_LENGTH } from '../constants.js';
import { sentence, textOf } from './bounded.js';

/** How many single-use recovery codes an admin gets when two-factor login is enabled. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as the server makes it: 10 random bytes in hex, in groups of five (`1a2b3-…`). */
export const RECOVERY_CODE_LENGTH = 23;
/** The secret's base32 text, with room for a longer secret than otplib's default. */
const TOTP_SECRET_MAX_LENGTH = 64;
/** The QR code of an otpauth URL as an SVG data URL, base64: a few kilobytes, bounded generously. */
const QR_CODE_MAX_LENGTH = 64 * 1024;

/** A 6-digit code of the authenticator app, or a recovery code (dashes and spaces are ignored). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: API_MESSAGES.twoFactorCodeRequired })
    .trim()
    .min(6, { error: API_MESSAGES.twoFactorCodeRequired })
    .max(40, { error: API_MESSAGES.twoFactorCodeRequired }),
});
export type TwoFactorCode = z.infer<typeof twoFactorCodeSchema>;

/** The second step of an admin login: the challenge the first step answered, and the code. */
export const twoFactorLoginSchema = twoFactorCodeSchema.extend({
  challenge: z.string({ error: API_MESSAGES.twoFactorChallengeInvalid }).min(20, { error: API_MESSAGES.twoFactorChallengeInvalid }).max(TOKEN_LENGTH, { error: API_MESSAGES.twoFactorChallengeInvalid }),
});
export type TwoFactorLogin = z.infer<typeof twoFactorLoginSchema>;

/** The first step's answer for an admin with two-factor login: the password was right, now the code. */
export const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: textOf(TOKEN_LENGTH),
  /** Seconds since the epoch: the code must come before then. */
  expires_at: z.int(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** REQUIRE_ADMIN_2FA: the panel opens only this screen until two-factor login is on. */
  required: z.boolean(),
  recovery_codes_left: z.int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Shown once, while setting up: the secret is never answered again. */
export const twoFactorSetupSchema = z.object({
  /** Base32 of otplib's 20 random bytes: 32 characters. */
  secret: textOf(TOTP_SECRET_MAX_LENGTH),
  otpauth_url: textOf(URL_MAX_LENGTH),
  /** The otpauth URL as a QR code: an SVG data URL. */
  qr_code: textOf(QR_CODE_MAX_LENGTH),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({
  message: sentence,
  recovery_codes: z.array(textOf(RECOVERY_CODE_LENGTH)).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
