import { describe, expect, test } from 'vitest';
import { REFUND_MESSAGES } from '@zlota/shared/messages';
import { refundSchema } from '@zlota/shared/schemas/refund';
import { zlInput } from '../../../../lib/numbers-pl';

// The refund dialog's amount: prefilled from the API's zł number, typed back as 12,50 or 12.50, parsed exactly to grosze.
const parse = (amount: string) => refundSchema.safeParse({ amount, reason: 'Prośba darczyńcy', refund_key: crypto.randomUUID() });

describe('the refund amount', () => {
  test('"12,50" and "12.50" are exactly 1250 grosze', () => {
    expect(parse('12,50')).toMatchObject({ success: true, data: { amount: 1250 } });
    expect(parse('12.50')).toMatchObject({ success: true, data: { amount: 1250 } });
  });

  test('a prefilled rest goes back to the same grosze, even where floating point would drift', () => {
    for (const grosze of [1, 29, 57, 1005, 2550, 99_999_999]) {
      expect(parse(zlInput(grosze / 100))).toMatchObject({ success: true, data: { amount: grosze } });
    }
  });

  test('zero, a third decimal or words are refused with the Polish message', () => {
    for (const amount of ['0', '0,00', '12,505', 'dużo']) {
      const result = parse(amount);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(REFUND_MESSAGES.amount);
    }
  });
});
