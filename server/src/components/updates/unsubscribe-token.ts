import { createHmac, timingSafeEqual } from 'node:crypto';

// The unsubscribe link of an update e-mail (issue 18): which subscriber leaves which fundraiser, signed with a key
// derived from APP_SECRET, so it works without logging in and cannot be made for someone else's address. Opaque
// (issue 29 §8): the address is there only as a keyed hash, so a link that reaches a log or a proxy names nobody.

export interface UnsubscribeClaim {
  charityId: number;
  /** The subscriber's address as `addressTag` hashes it; an address it matches is the one that leaves. */
  matches(email: string): boolean;
}

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** The subscriber's address as the link carries it: a keyed hash of it, 128 bits, nothing to read back. */
const addressTag = (key: string, email: string) => mac(key, `address:${email.trim().toLowerCase()}`).slice(0, 22);

export function signUnsubscribe(key: string, { charityId, email }: { charityId: number; email: string }): string {
  const payload = `${charityId}.${addressTag(key, email)}`;
  return `${payload}.${mac(key, `link:${payload}`)}`;
}

const sameText = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * The claim of a genuine token; undefined for a forged, cut or garbled one (compared in constant time). Links of
 * e-mails sent before the tokens became opaque (the address in base64url, signed without the `link:` prefix) still work.
 */
export function verifyUnsubscribe(key: string, token: string): UnsubscribeClaim | undefined {
  const [id, middle, signature, ...rest] = token.split('.');
  if (!id || !middle || !signature || rest.length > 0 || !/^[1-9]\d{0,9}$/.test(id)) return undefined;
  const charityId = Number(id);
  if (sameText(signature, mac(key, `link:${id}.${middle}`))) return { charityId, matches: (email) => sameText(addressTag(key, email), middle) };
  if (!sameText(signature, mac(key, `${id}.${middle}`))) return undefined;
  const email = Buffer.from(middle, 'base64url').toString('utf8');
  return { charityId, matches: (other) => other.trim().toLowerCase() === email.trim().toLowerCase() };
}
