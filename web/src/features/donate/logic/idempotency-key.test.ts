import { describe, expect, it } from 'vitest';
import { freshKey, keyForAttempt, newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency key', () => {
  it('when randomUUID is missing (not a secure context), then a v4 UUID is built from random bytes', () => {
    const key = newIdempotencyKey({ getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(key).toMatch(UUID_V4);
  });

  it('when randomUUID exists, then it is used', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });

  it('when the same amount is sent again (a double click, a retry), then the key stays', () => {
    const sent = { key: 'k-1', sentAmount: 5000 };
    expect(keyForAttempt(sent, 5000, () => 'k-2')).toBe(sent);
  });

  it('when nothing was sent yet, then the key stays whatever the amount', () => {
    const state = freshKey(() => 'k-1');
    expect(keyForAttempt(state, 2000, () => 'k-2')).toEqual({ key: 'k-1', sentAmount: null });
  });

  it('when the donor changes the amount after sending, then a new key starts a new payment', () => {
    expect(keyForAttempt({ key: 'k-1', sentAmount: 5000 }, 10_000, () => 'k-2')).toEqual({ key: 'k-2', sentAmount: null });
  });
});
