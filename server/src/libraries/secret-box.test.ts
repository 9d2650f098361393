import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@zlota/shared/messages';
import { createSecretBox } from './secret-box.js';

describe('secret box', () => {
  const box = createSecretBox('a'.repeat(40));

  it('when a secret is sealed, then only the same key opens it and the text does not show it', () => {
    const sealed = box.seal({ second_key: 'tajny-klucz' });
    expect(sealed).not.toContain('tajny');
    expect(box.open(sealed)).toEqual({ second_key: 'tajny-klucz' });
    expect(() => createSecretBox('b'.repeat(40)).open(sealed)).toThrow();
  });

  it('when another APP_SECRET opens a sealed secret, then it is 503 SECRET_KEY_MISMATCH in Polish, never the cipher\'s words (issue 33)', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const other = createSecretBox('b'.repeat(40));
    const error = (() => {
      try {
        return other.open(sealed);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toMatchObject({ code: 'SECRET_KEY_MISMATCH', status: 503, message: API_MESSAGES.secretKeyMismatch });
    expect(other.opens(sealed)).toBe(false);
    expect(box.opens(sealed)).toBe(true);
  });

  it('when a sealed secret is altered, then opening it fails', () => {
    const sealed = box.seal('x');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('y').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
  });

  it('derives different keys for different purposes', () => {
    expect(box.derive('sandbox')).not.toBe(box.derive('other'));
    expect(box.derive('sandbox')).toBe(createSecretBox('a'.repeat(40)).derive('sandbox'));
  });
});
