import { describe, expect, it } from 'vitest';
import { formatGrosze } from '@zlota/shared/money';
import { DONATION_MAX_GROSZE, DONATION_MIN_GROSZE } from '@zlota/shared/schemas/donation';
import { DONATION_LIMITS_TEXT } from './donation-limits';

describe('donation limits in the terms', () => {
  it('state the same minimum and maximum that the server enforces', () => {
    expect(DONATION_LIMITS_TEXT.min).toBe(formatGrosze(DONATION_MIN_GROSZE).replace(',00', ''));
    expect(DONATION_LIMITS_TEXT.max).toBe(formatGrosze(DONATION_MAX_GROSZE).replace(',00', ''));
  });
});
