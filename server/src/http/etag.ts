import { createHash } from 'node:crypto';

/** A strong ETag of these bytes (as the images' own): the same bytes always get the same tag, any change a new one. */
export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;
}

/** Weak comparison, as If-None-Match asks (RFC 9110 §13.1.2); unlike req.fresh, a `no-cache` request still gets a 304. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
