import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Deps } from '../../deps.js';

// Issue 29 §7, OWASP's "device cookies": a browser that has logged into an account before carries a signed cookie
// naming that account, and its failed logins slow down only itself. Failures from anywhere else (an attacker who
// knows the login) close the account to unknown devices, never to its owner's own browser.

const COOKIE = 'zr_device';
const MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

export interface TrustedDevice {
  /** The failure counter's key of this browser for the account, when it carries a genuine cookie of that account. */
  counterKey(userId: number): string | undefined;
  /** The account logged in from this browser: the browser gets (or renews) its cookie. */
  remember(userId: number): void;
}

const macOf = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** The cookie's value in the request's Cookie header, if any. */
function presented(req: Request): string | undefined {
  for (const pair of (req.get('cookie') ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === COOKIE && value) return value;
  }
  return undefined;
}

/** The account and nonce of a genuine cookie (user id, nonce, signature); undefined for anything else. */
function claimOf(key: string, value: string | undefined): { userId: number; nonce: string } | undefined {
  const [id, nonce, signature, ...rest] = value?.split('.') ?? [];
  if (!id || !nonce || !signature || rest.length > 0 || !/^[1-9]\d{0,9}$/.test(id)) return undefined;
  const expected = Buffer.from(macOf(key, `${id}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId: Number(id), nonce };
}

export function trustedDevice(deps: Pick<Deps, 'secretBox'>, req: Request, res: Response): TrustedDevice {
  const key = deps.secretBox.derive('trusted-device');
  const claim = claimOf(key, presented(req));
  return {
    counterKey: (userId) => (claim?.userId === userId ? `device:${userId}:${claim.nonce}` : undefined),
    remember(userId) {
      const payload = `${userId}.${randomBytes(16).toString('base64url')}`;
      res.cookie(COOKIE, `${payload}.${macOf(key, payload)}`, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/', maxAge: MAX_AGE_MS });
    },
  };
}

/** No browser of its own (a command, a test calling the use case): always an unknown device. */
export const unknownDevice: TrustedDevice = { counterKey: () => undefined, remember: () => {} };
