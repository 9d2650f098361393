import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../http/request-log.js';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token.js';

const KEY = 'klucz-testowy';

describe('the unsubscribe link of an update e-mail', () => {
  it('when a link is made, then it carries no trace of the address and matches only that address', () => {
    const token = signUnsubscribe(KEY, { charityId: 12, email: 'Anna.Nowak@example.com' });
    expect(token).not.toMatch(/anna|nowak|example/i);
    expect(token).not.toContain(Buffer.from('Anna.Nowak@example.com').toString('base64url').slice(0, 6));
    const claim = verifyUnsubscribe(KEY, token)!;
    expect(claim.charityId).toBe(12);
    expect(claim.matches('anna.nowak@example.com')).toBe(true);
    expect(claim.matches('anna.nowak@example.org')).toBe(false);
  });

  it('when a link is forged, cut or moved to another fundraiser, then it is no claim', () => {
    const token = signUnsubscribe(KEY, { charityId: 12, email: 'anna@example.com' });
    const [id, tag, signature] = token.split('.') as [string, string, string];
    for (const forged of [`13.${tag}.${signature}`, `${id}.${tag}`, `${id}.${tag}.${signature.slice(1)}`, `${id}.x${tag.slice(1)}.${signature}`, `${token}.x`]) {
      expect(verifyUnsubscribe(KEY, forged), forged).toBeUndefined();
    }
    expect(verifyUnsubscribe('inny-klucz', token)).toBeUndefined();
  });

  it('when a link of an e-mail sent before the links were opaque is clicked, then it still names its address', () => {
    const payload = `12.${Buffer.from('anna@example.com').toString('base64url')}`;
    const old = `${payload}.${createHmac('sha256', KEY).update(payload).digest('base64url')}`;
    expect(verifyUnsubscribe(KEY, old)?.matches('anna@example.com')).toBe(true);
  });

  it('when the request log writes an unsubscribe page’s address, then the token is cut out', () => {
    expect(redactUrl('/aktualnosci/wypisz/12.abc.def?x=1')).toBe('/aktualnosci/wypisz/[ukryte]?x=1');
    expect(redactUrl('/api/verify-email/abc')).toBe('/api/verify-email/[ukryte]');
    expect(redactUrl('/aktualnosci/potwierdz/abc')).toBe('/aktualnosci/potwierdz/[ukryte]');
  });
});
