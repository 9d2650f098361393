// The codes of two-factor login: TOTP codes of the authenticator app (RFC 6238: SHA-1, 6 digits, 30 s) and recovery codes.
import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@zlota/shared/schemas/two-factor';
import { hashToken } from '../../libraries/tokens.js';

const TOTP_CODE = /^\d{6}$/;

export const newTotpSecret = (): string => generateSecret();

/**
 * The otpauth:// URL an authenticator app reads, and the same as a QR code (an SVG data URL: the web needs no library).
 * The issuer is the name the app shows beside the codes: the foundation's, as its record says at the setup.
 */
export async function totpEnrolment(secret: string, email: string, issuer: string): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = generateURI({ issuer, label: email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

export const looksLikeTotpCode = (code: string): boolean => TOTP_CODE.test(code.replace(/\s/g, ''));

/**
 * The time step of a right code, one step of clock drift either way allowed; only steps after `lastUsedStep`
 * count, so a code once used (or an earlier one) is refused.
 */
export async function totpStep(secret: string, code: string, now: number, lastUsedStep: number | null): Promise<number | undefined> {
  const token = code.replace(/\s/g, '');
  if (!TOTP_CODE.test(token)) return undefined;
  const result = await verify({ secret, token, epoch: Math.floor(now / 1000), epochTolerance: 30, ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }) });
  // A TOTP result names its time step (the HOTP variant of the shared type does not).
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Recovery codes are typed by people: case, dashes and spaces do not matter. */
export const recoveryCodeHash = (code: string): string => hashToken(`recovery:${code.toLowerCase().replace(/[^0-9a-z]/g, '')}`);

/** Ten codes of 80 random bits each, shown as `xxxxx-xxxxx-xxxxx-xxxxx`; only their SHA-256 is stored. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => randomBytes(10).toString('hex').match(/.{5}/g)!.join('-'));
}
