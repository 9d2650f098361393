import { describe, expect, it } from 'vitest';
import { ERASED, REDACTED, redactSecrets, replaceFields } from './redact.js';

describe('secrets in the audit log', () => {
  it('when a payment configuration is recorded, then every secret is replaced and the rest is kept', () => {
    const recorded = redactSecrets({
      provider: 'payu',
      config: { pos_id: '300746', client_id: '300746' },
      secrets: { client_secret: 'abc', second_key: 'def' },
      nested: [{ api_key: 'x', crc: 'y', password_hash: 'z', note: 'ok' }],
    });
    expect(recorded).toEqual({
      provider: 'payu',
      config: { pos_id: '300746', client_id: '300746' },
      secrets: REDACTED,
      nested: [{ api_key: REDACTED, crc: REDACTED, password_hash: REDACTED, note: 'ok' }],
    });
    expect(JSON.stringify(recorded)).not.toMatch(/abc|def/);
  });

  it('when the value is not an object, then it is kept as it is', () => {
    expect(redactSecrets('tekst')).toBe('tekst');
    expect(redactSecrets(null)).toBeNull();
    expect(redactSecrets(12)).toBe(12);
  });

  it('when a person is forgotten, then only the named fields are replaced, at any depth, and the rest is kept', () => {
    const personal = new Set(['name', 'email']);
    const recorded = replaceFields({ name: 'Ewa', role: 'admin', nested: [{ email: 'ewa@example.pl', amount: 100 }] }, (key) => personal.has(key), ERASED);
    expect(recorded).toEqual({ name: ERASED, role: 'admin', nested: [{ email: ERASED, amount: 100 }] });
  });
});
