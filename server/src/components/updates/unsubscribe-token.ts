import { createHmac, timingSafeEqual } from 'node:crypto';

// The unsubscribe link of an update e-mail (issue 18): who (e-mail) leaves which fundraiser, signed with a key derived
// from APP_SECRET, so it works without logging in and cannot be made for someone else's address.

export interface UnsubscribeClaim {
  charityId: number;
  email: string;
}

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signUnsubscribe(key: string, { charityId, email }: UnsubscribeClaim): string {
  const payload = `${charityId}.${Buffer.from(email, 'utf8').toString('base64url')}`;
  return `${payload}.${mac(key, payload)}`;
}

/** The claim of a genuine token; undefined for a forged, cut or garbled one (compared in constant time). */
export function verifyUnsubscribe(key: string, token: string): UnsubscribeClaim | undefined {
  const [id, email, signature, ...rest] = token.split('.');
  if (!id || !email || !signature || rest.length > 0 || !/^[1-9]\d{0,9}$/.test(id)) return undefined;
  const expected = Buffer.from(mac(key, `${id}.${email}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { charityId: Number(id), email: Buffer.from(email, 'base64url').toString('utf8') };
}
