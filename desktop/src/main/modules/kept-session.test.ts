import { describe, expect, it } from 'vitest';
import { restoredSessionEntries } from './kept-session.js';

const now = Date.UTC(2026, 10, 25, 12);
const kept = { access_token: 'a'.repeat(43), expires_at: now / 1000 + 3600, admin: true };

describe('kept session', () => {
  it('when a valid admin session was kept, then the web’s own keys are restored', () => {
    expect(restoredSessionEntries(kept, now)).toEqual({ access_token: kept.access_token, token_expires_at: String(kept.expires_at), aid: '1' });
    expect(restoredSessionEntries({ ...kept, admin: false }, now)).not.toHaveProperty('aid');
  });

  it('when the kept session expired or is damaged, then nothing is restored', () => {
    expect(restoredSessionEntries({ ...kept, expires_at: now / 1000 }, now)).toEqual({});
    expect(restoredSessionEntries({ ...kept, access_token: 'krótki' }, now)).toEqual({});
    expect(restoredSessionEntries({ ...kept, access_token: `${'a'.repeat(30)}";x` }, now)).toEqual({});
    expect(restoredSessionEntries(null, now)).toEqual({});
    expect(restoredSessionEntries('tekst', now)).toEqual({});
  });
});
