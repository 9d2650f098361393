import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { P24_REFUND_LIMITS, p24RefundId, refundKeyOf } from './przelewy24.js';

describe('our refund key as Przelewy24 takes it', () => {
  it('is the key\'s 32 hex digits, within refundsUuid\'s 35 and requestId\'s 45 characters, and turns back into the key', () => {
    for (let i = 0; i < 100; i++) {
      const key = randomUUID();
      const id = p24RefundId(key);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(id.length).toBeLessThanOrEqual(Math.min(P24_REFUND_LIMITS.refundsUuid, P24_REFUND_LIMITS.requestId));
      expect(refundKeyOf(id)).toBe(key);
    }
  });

  it('keeps a refundsUuid that is not 32 hex digits as it came (it then matches no refund of ours)', () => {
    expect(refundKeyOf('nie-nasz-zwrot')).toBe('nie-nasz-zwrot');
  });
});
