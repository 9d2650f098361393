// Two-factor login of the foundation's staff (issue 17): what the panel sends and what the API answers.
import { z } from './zod.js';
import { API_MESSAGES } from '../messages.js';

/** How many single-use recovery codes an admin gets when two-factor login is enabled. */
export const RECOVERY_CODE_COUNT = 10;

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
  challenge: z.string({ error: API_MESSAGES.twoFactorChallengeInvalid }).min(20).max(128),
});
export type TwoFactorLogin = z.infer<typeof twoFactorLoginSchema>;

/** The first step's answer for an admin with two-factor login: the password was right, now the code. */
export const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
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
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code: an SVG data URL. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
