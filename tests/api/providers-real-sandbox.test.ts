import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPayuProvider } from '@zlota/server/payments/providers/payu';
import { ProviderError, type PaymentProvider, type RegisterInput } from '@zlota/server/payments/providers/provider';
import { createPrzelewy24Provider } from '@zlota/server/payments/providers/przelewy24';

// Issue 31 item 7: the adapters against the providers' real sandboxes, before a foundation goes live. Runs only when
// the sandbox credentials are in the environment (README, "Before going live"); otherwise it says it is skipped.
// What needs a paying person and an address the provider can reach (the payment, its notification, verify, a refund's
// confirmation) is not automated here: the README lists those steps for a person to do on the sandbox.

const env = process.env;
const PAYU = ['PAYU_SANDBOX_POS_ID', 'PAYU_SANDBOX_CLIENT_ID', 'PAYU_SANDBOX_CLIENT_SECRET', 'PAYU_SANDBOX_SECOND_KEY'] as const;
const P24 = ['P24_SANDBOX_MERCHANT_ID', 'P24_SANDBOX_POS_ID', 'P24_SANDBOX_API_KEY', 'P24_SANDBOX_CRC'] as const;
const missing = (names: readonly string[]) => names.filter((name) => !env[name]);
const payuMissing = missing(PAYU);
const p24Missing = missing(P24);
if (payuMissing.length > 0) process.stdout.write(`PayU sandbox suite skipped: set ${payuMissing.join(', ')}.\n`);
if (p24Missing.length > 0) process.stdout.write(`Przelewy24 sandbox suite skipped: set ${p24Missing.join(', ')}.\n`);

/** Nobody listens here: the sandboxes' notifications of these unpaid orders go nowhere, as intended. */
const NOWHERE = 'https://example.org/api/payments/notify';

const donation = (): RegisterInput => ({
  guid: randomUUID(),
  amount: 1234,
  currency: 'PLN',
  description: 'Darowizna: test przed uruchomieniem',
  donorEmail: 'darczynca@example.org',
  donorName: 'Anna Nowak',
  method: null,
  customerIp: '::ffff:127.0.0.1',
  notifyUrl: NOWHERE,
  returnUrl: 'https://example.org/zbiorka/test/procesowanie-wplaty',
});

/** The journeys every provider must pass on its sandbox, up to where a person has to pay. */
function unpaidJourneys(provider: () => PaymentProvider, sandboxHost: RegExp) {
  it('accepts the credentials and lists payment methods', async () => {
    await provider().checkConnection();
    expect((await provider().listMethods()).length).toBeGreaterThan(0);
  });

  it('registers a donation, sends the donor to the sandbox, and reports it pending', async () => {
    const input = donation();
    const registered = await provider().register(input);
    expect(new URL(registered.redirectUrl).hostname).toMatch(sandboxHost);
    const status = await provider().fetchStatus({ guid: input.guid, providerRef: registered.providerRef });
    expect(status.status).toBe('pending');
  });

  it('refuses to refund an unpaid donation plainly (not an unclear answer), and knows no refund under our key', async () => {
    const input = donation();
    const registered = await provider().register(input);
    const status = await provider().fetchStatus({ guid: input.guid, providerRef: registered.providerRef });
    const refund = {
      guid: input.guid, providerRef: status.providerRef ?? registered.providerRef, currency: 'PLN', amount: 100,
      refundKey: randomUUID(), description: 'Zwrot darowizny: test', notifyUrl: NOWHERE,
    };
    const error = await provider().refund(refund).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).unclear).toBe(false);
  });
}

describe.skipIf(payuMissing.length > 0)('PayU sandbox (secure.snd.payu.com)', () => {
  const payu = createPayuProvider({
    posId: env.PAYU_SANDBOX_POS_ID ?? '',
    clientId: env.PAYU_SANDBOX_CLIENT_ID ?? '',
    clientSecret: env.PAYU_SANDBOX_CLIENT_SECRET ?? '',
    secondKey: env.PAYU_SANDBOX_SECOND_KEY ?? '',
    baseUrl: 'https://secure.snd.payu.com',
  });
  unpaidJourneys(() => payu, /(^|\.)snd\.payu\.com$/);
});

describe.skipIf(p24Missing.length > 0)('Przelewy24 sandbox (sandbox.przelewy24.pl)', () => {
  const p24 = createPrzelewy24Provider({
    merchantId: Number(env.P24_SANDBOX_MERCHANT_ID),
    posId: Number(env.P24_SANDBOX_POS_ID),
    apiKey: env.P24_SANDBOX_API_KEY ?? '',
    crc: env.P24_SANDBOX_CRC ?? '',
    baseUrl: 'https://sandbox.przelewy24.pl/api/v1',
  });
  unpaidJourneys(() => p24, /^sandbox\.przelewy24\.pl$/);
});
