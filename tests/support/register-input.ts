import { randomUUID } from 'node:crypto';
import type { RegisterInput } from '@zlota/server/payments/providers/provider';

/** A donation as an adapter's register() is given it: 25,00 zł by BLIK from Anna Nowak, a new guid each time. */
export const registerInput = (overrides: Partial<RegisterInput> = {}): RegisterInput => ({
  guid: randomUUID(),
  amount: 2500,
  currency: 'PLN',
  description: 'Darowizna: Wózek dla Łucji',
  donorEmail: 'anna.nowak@example.pl',
  donorName: 'Anna Nowak',
  method: 'blik',
  customerIp: '203.0.113.7',
  notifyUrl: 'https://zlotarybka.example.pl/api/payments/notify/payu/x',
  returnUrl: 'https://zlotarybka.example.pl/platnosc/powrot',
  ...overrides,
});
