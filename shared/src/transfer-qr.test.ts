import { describe, expect, it } from 'vitest';
import { transferQrText } from './transfer-qr.js';

// The recommendation's own examples ("2D dla Odbiorcy typ 1 / typ 2"), as its implementations test against them.
describe('ZBP transfer QR text', () => {
  it('writes the recommendation’s example for a recipient with a NIP and a fixed amount', () => {
    expect(
      transferQrText({ nip: '1234567890', iban: '92124012340001567890123456', amountGrosze: 1200, recipient: 'Odbiorca 1', title: 'FV 1234/34/2012' }),
    ).toBe('1234567890|PL|92124012340001567890123456|001200|Odbiorca 1|FV 1234/34/2012|||');
  });

  it('writes the example without a NIP, and 000000 for an amount the payer types', () => {
    expect(transferQrText({ nip: '', iban: 'PL92 1240 1234 0001 5678 9012 3456', amountGrosze: 1200, recipient: 'Odbiorca 1', title: 'Przelew ekspress' })).toBe(
      '|PL|92124012340001567890123456|001200|Odbiorca 1|Przelew ekspress|||',
    );
    expect(transferQrText({ nip: '1234567890', iban: '92124012340001567890123456', amountGrosze: 0, recipient: 'Odbiorca 1', title: 'FV 1234/34/2012' })).toBe(
      '1234567890|PL|92124012340001567890123456|000000|Odbiorca 1|FV 1234/34/2012|||',
    );
  });

  it('fits the fields: name 20 and title 32 characters, no separator inside, a dash as a hyphen, too large an amount left to the payer', () => {
    const text = transferQrText({
      nip: '526-025-02-74',
      iban: 'PL27114020040000300201355387',
      amountGrosze: 1_000_000,
      recipient: 'Fundacja Dobra Wola | Kraków',
      title: 'ZR131 — Wózek dla Leny, która bardzo chce jeździć',
    });
    expect(text).toBe('5260250274|PL|27114020040000300201355387|000000|Fundacja Dobra Wola|ZR131 - Wózek dla Leny, która ba|||');
    expect(text.split('|')).toHaveLength(9);
  });
});
