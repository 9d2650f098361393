import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { API_MESSAGES } from '@zlota/shared/messages';
import { AppError } from './errors.js';

const VERSION = 'v1';

/** AES-256-GCM for secrets at rest (provider credentials), keyed from APP_SECRET. */
export interface SecretBox {
  seal(value: unknown): string;
  /** A value sealed with another APP_SECRET (a copy restored without its key) is 503 SECRET_KEY_MISMATCH, never the cipher's words. */
  open<T>(sealed: string): T;
  /** Whether this key opens the sealed value. */
  opens(sealed: string): boolean;
  /** A key for one purpose, derived so that no two uses share the secret itself. */
  derive(purpose: string): string;
}

export function createSecretBox(appSecret: string): SecretBox {
  const key = createHash('sha256').update(`zlota-rybka:secret-box:${appSecret}`).digest();
  const open = <T>(sealed: string): T => {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || !data) throw new Error('Unknown sealed format');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
    } catch {
      throw new AppError('SECRET_KEY_MISMATCH', 503, API_MESSAGES.secretKeyMismatch);
    }
    return JSON.parse(plain.toString('utf8')) as T;
  };
  return {
    seal(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open,
    opens(sealed) {
      try {
        open(sealed);
        return true;
      } catch {
        return false;
      }
    },
    derive(purpose) {
      return createHmac('sha256', appSecret).update(purpose).digest('hex');
    },
  };
}
