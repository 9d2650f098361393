import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayuProvider, payuSignatureHeader, verifyPayuSignature } from '@zlota/server/payments/providers/payu';
import { ProviderError, type RegisterInput } from '@zlota/server/payments/providers/provider';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { startPayuStandIn, type PayuNotifyOptions, type PayuStandIn } from '../support/payu-stand-in.js';
import { registerInput } from '../support/register-input.js';

interface Delivery {
  rawBody: string;
  headers: Record<string, string | undefined>;
}

/** Our notification endpoint in miniature: records what PayU sent, answers 200. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({ rawBody: Buffer.concat(chunks).toString('utf8'), headers: flatten(req.headers) });
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/payu/notify`;
  return { url, deliveries, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function flatten(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
}

let payu: PayuStandIn;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  payu = await startPayuStandIn();
  receiver = await startReceiver();
});
afterAll(async () => {
  await payu?.close();
  await receiver?.close();
});

const input = (overrides: Partial<RegisterInput> = {}) => registerInput({ notifyUrl: receiver.url, ...overrides });

/** Registers an order, has the stand-in notify the receiver, and returns what arrived. */
async function deliver(prepare: (orderId: string) => void, options: PayuNotifyOptions = {}) {
  const provider = createPayuProvider(payu.config);
  const payment = input();
  const { providerRef } = await provider.register(payment);
  prepare(providerRef!);
  expect(await payu.notify(providerRef!, options)).toBe(200);
  return { provider, payment, orderId: providerRef!, delivery: receiver.deliveries.at(-1)! };
}

async function expectProviderError(promise: Promise<unknown>, message: RegExp) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  expect((error as ProviderError).provider).toBe('payu');
  expect((error as ProviderError).detail).toMatch(message);
  expect((error as ProviderError).message).toBe(PAYMENT_MESSAGES.providerUnavailable);
}

describe('PayU adapter: registering an order', () => {
  it('sends the documented order and returns the redirect and PayU orderId', async () => {
    const provider = createPayuProvider(payu.config);
    const payment = input();
    const registered = await provider.register(payment);

    const order = payu.orders.get(registered.providerRef!);
    expect(order).toBeDefined();
    expect(order!.request).toEqual({
      notifyUrl: receiver.url,
      continueUrl: payment.returnUrl,
      customerIp: '203.0.113.7',
      merchantPosId: payu.config.posId,
      description: 'Darowizna: Wózek dla Łucji',
      currencyCode: 'PLN',
      totalAmount: '2500',
      extOrderId: payment.guid,
      buyer: { email: 'anna.nowak@example.pl', firstName: 'Anna', lastName: 'Nowak', language: 'pl' },
      products: [{ name: 'Darowizna: Wózek dla Łucji', unitPrice: '2500', quantity: '1' }],
      payMethods: { payMethod: { type: 'PBL', value: 'blik' } },
    });
    expect(payu.lastOrderHeaders?.authorization).toMatch(/^Bearer .+/);
    expect(payu.lastOrderHeaders?.['content-type']).toMatch(/^application\/json/);
    expect(registered.redirectUrl).toBe(`${payu.url}/pl/standard/co/summary?orderId=${registered.providerRef}`);
  });

  it('sends an IPv4 donor\'s address plainly, without the ::ffff: prefix of an IPv4 address mapped into IPv6, and IPv6 in full', async () => {
    const { providerRef } = await createPayuProvider(payu.config).register(input({ customerIp: '::ffff:203.0.113.7' }));
    expect(payu.orders.get(providerRef!)!.request.customerIp).toBe('203.0.113.7');
    const { providerRef: v6 } = await createPayuProvider(payu.config).register(input({ customerIp: '2001:db8::7' }));
    expect(payu.orders.get(v6!)!.request.customerIp).toBe('2001:0db8:0000:0000:0000:0000:0000:0007');
  });

  it('leaves out buyer and payMethods when the donor gave neither', async () => {
    const { providerRef } = await createPayuProvider(payu.config).register(input({ donorEmail: null, donorName: null, method: null }));
    const request = payu.orders.get(providerRef!)!.request;
    expect(request).not.toHaveProperty('buyer');
    expect(request).not.toHaveProperty('payMethods');
  });

  it('refuses an amount that is not whole grosze before calling PayU', async () => {
    const before = payu.tokensIssued;
    await expectProviderError(createPayuProvider(payu.config).register(input({ amount: 25.5 })), /groszy/);
    expect(payu.tokensIssued).toBe(before);
  });

  it('turns a rejected order into a Polish ProviderError', async () => {
    const provider = createPayuProvider(payu.config);
    const payment = input();
    await provider.register(payment);
    // PayU refuses a second order with the same extOrderId.
    await expectProviderError(provider.register(payment), /odrzucił zlecenie/);
    await expectProviderError(provider.register(input({ currency: 'pln' })), /odrzucił zlecenie/);
  });

  it('turns wrong credentials into a Polish ProviderError', async () => {
    const provider = createPayuProvider({ ...payu.config, clientSecret: 'zły-sekret' });
    await expectProviderError(provider.register(input()), /dane dostępowe/);
  });
});

describe('PayU adapter: the OAuth token', () => {
  it('is fetched once and reused across three registrations', async () => {
    const before = payu.tokensIssued;
    const provider = createPayuProvider(payu.config);
    for (let i = 0; i < 3; i++) await provider.register(input());
    expect(payu.tokensIssued - before).toBe(1);
  });

  it('is fetched once when registrations start together', async () => {
    const before = payu.tokensIssued;
    const provider = createPayuProvider(payu.config);
    await Promise.all([provider.register(input()), provider.register(input()), provider.register(input())]);
    expect(payu.tokensIssued - before).toBe(1);
  });

  it('is refreshed 60 s before it expires', async () => {
    let clock = Date.now();
    const now = () => clock;
    const stand = await startPayuStandIn({ tokenExpiresIn: 300, now });
    try {
      const provider = createPayuProvider(stand.config, { now });
      await provider.register(input());
      clock += 239_000;
      await provider.register(input());
      expect(stand.tokensIssued).toBe(1);
      clock += 2_000;
      await provider.register(input());
      expect(stand.tokensIssued).toBe(2);
      expect(stand.unauthorized).toBe(0);
    } finally {
      await stand.close();
    }
  });

  it('is dropped on a 401, fetched again, and the call retried once', async () => {
    const provider = createPayuProvider(payu.config);
    await provider.register(input());
    const tokensBefore = payu.tokensIssued;
    const unauthorizedBefore = payu.unauthorized;
    payu.revokeTokens();

    const registered = await provider.register(input());

    expect(payu.orders.has(registered.providerRef!)).toBe(true);
    expect(payu.unauthorized - unauthorizedBefore).toBe(1);
    expect(payu.tokensIssued - tokensBefore).toBe(1);
  });
});

describe('PayU adapter: notifications', () => {
  it.each([
    ['COMPLETED', 'paid'],
    ['CANCELED', 'failed'],
    ['PENDING', 'pending'],
    ['WAITING_FOR_CONFIRMATION', 'paid'],
  ] as const)('reads %s as %s', async (payuStatus, status) => {
    const { provider, payment, orderId, delivery } = await deliver((id) => payu.setStatus(id, payuStatus));
    // An order waiting for confirmation is paid once captured: confirm() is told which order to capture.
    const capture = payuStatus === 'WAITING_FOR_CONFIRMATION' ? { confirmation: { capture: orderId } } : {};
    expect(provider.parseNotification(delivery.rawBody, delivery.headers)).toEqual({
      ok: true,
      event: { eventKey: `${orderId}:${payuStatus}`, guid: payment.guid, providerRef: orderId, status, amount: 2500, currency: 'PLN', method: 'PBL', ...capture },
    });
  });

  // Every algorithm PayU's own library accepts (OpenPayU_Util::verifySignature).
  it.each(['MD5', 'SHA', 'SHA1', 'SHA-1', 'SHA-256', 'SHA256'] as const)('verifies a %s signature', async (algorithm) => {
    const { provider, delivery } = await deliver((id) => payu.complete(id), { algorithm });
    expect(delivery.headers['openpayu-signature']).toContain(`algorithm=${algorithm}`);
    expect(provider.parseNotification(delivery.rawBody, delivery.headers).ok).toBe(true);
  });

  it('rejects a notification signed with another key', async () => {
    const { provider, payment, delivery } = await deliver((id) => payu.complete(id), { signatureKey: 'nie-ten-klucz' });
    expect(provider.parseNotification(delivery.rawBody, delivery.headers)).toEqual({ ok: false, reason: 'bad_signature', guid: payment.guid });
  });

  it('rejects a notification whose amount was changed after signing', async () => {
    const { provider, delivery } = await deliver((id) => payu.complete(id), { tamperAmount: 250000 });
    expect(JSON.parse(delivery.rawBody)).toMatchObject({ order: { totalAmount: '250000' } });
    expect(provider.parseNotification(delivery.rawBody, delivery.headers)).toMatchObject({ ok: false, reason: 'bad_signature' });
  });

  it('rejects a notification without the signature header', async () => {
    const { provider, delivery } = await deliver((id) => payu.complete(id), { omitSignature: true });
    expect(provider.parseNotification(delivery.rawBody, delivery.headers)).toMatchObject({ ok: false, reason: 'bad_signature' });
    const { delivery: signed } = await deliver((id) => payu.complete(id));
    const { 'openpayu-signature': _dropped, ...withoutHeader } = signed.headers;
    expect(provider.parseNotification(signed.rawBody, withoutHeader)).toMatchObject({ ok: false, reason: 'bad_signature' });
  });

  it('calls a correctly signed body that is not a PayU order malformed', async () => {
    const provider = createPayuProvider(payu.config);
    const key = payu.config.secondKey;
    for (const rawBody of ['{"order": nie-json', '[]', '{"order":{"orderId":"X","extOrderId":"g","status":"COMPLETED","totalAmount":"25.00","currencyCode":"PLN"}}']) {
      expect(provider.parseNotification(rawBody, { 'OpenPayu-Signature': payuSignatureHeader(rawBody, key, 'SHA-256') })).toMatchObject({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('gives a redelivered notification the same eventKey', async () => {
    const { provider, orderId } = await deliver((id) => payu.complete(id));
    expect(await payu.notify(orderId)).toBe(200);
    const [first, second] = receiver.deliveries.slice(-2).map((d) => provider.parseNotification(d.rawBody, d.headers));
    expect(first).toMatchObject({ ok: true, event: { eventKey: `${orderId}:COMPLETED` } });
    expect(second).toMatchObject({ ok: true, event: { eventKey: `${orderId}:COMPLETED` } });
  });

  it('answers PayU as documented: 200 accepts, anything else is retried', () => {
    const { answers } = createPayuProvider(payu.config);
    expect(answers.accepted).toEqual({ status: 200, body: '', contentType: 'text/plain' });
    expect(answers.rejected.status).toBe(400);
  });
});

describe('PayU signature helpers', () => {
  const body = '{"order":{"orderId":"A1"}}';
  const key = 'b6ca15b0d1020e8094d9b5f8d163db54';

  it('signs hex(hash(body + second key)) and verifies it in either case of hex', () => {
    const md5 = createHash('md5').update(body + key).digest('hex');
    expect(payuSignatureHeader(body, key, 'MD5')).toBe(`sender=checkout;signature=${md5};algorithm=MD5;content=DOCUMENT`);
    expect(verifyPayuSignature(body, `sender=checkout;signature=${md5.toUpperCase()};algorithm=MD5;content=DOCUMENT`, key)).toBe(true);
  });

  it('refuses an unknown algorithm, a missing algorithm and a truncated signature', () => {
    const sha256 = createHash('sha256').update(body + key).digest('hex');
    const md5 = createHash('md5').update(body + key).digest('hex');
    // A correct digest under an algorithm name we do not accept must not slip through a default.
    expect(verifyPayuSignature(body, `signature=${sha256};algorithm=SHA-512`, key)).toBe(false);
    expect(verifyPayuSignature(body, `signature=${sha256}`, key)).toBe(false);
    expect(verifyPayuSignature(body, `signature=${md5}`, key)).toBe(false);
    expect(verifyPayuSignature(body, `signature=${md5.slice(0, 16)};algorithm=MD5`, key)).toBe(false);
    expect(verifyPayuSignature(body, `signature=${md5};algorithm=MD5`, '')).toBe(false);
  });
});

describe('PayU adapter: status and methods', () => {
  it('polls an order: pending before, paid with the amount after completion', async () => {
    const provider = createPayuProvider(payu.config);
    const payment = input({ amount: 12345 });
    const { providerRef } = await provider.register(payment);
    expect(await provider.fetchStatus({ guid: payment.guid, providerRef })).toEqual({ status: 'pending', providerRef, amount: 12345, currency: 'PLN' });
    payu.complete(providerRef!);
    expect(await provider.fetchStatus({ guid: payment.guid, providerRef })).toEqual({ status: 'paid', providerRef, amount: 12345, currency: 'PLN' });
    // The reference lists Content-Type as required on the GET too; its answer has no status object to rely on.
    expect(payu.lastGetHeaders?.['content-type']).toMatch(/^application\/json/);
  });

  it('polls an order waiting for confirmation as paid once captured: confirm() is told which order to capture', async () => {
    const provider = createPayuProvider(payu.config);
    const payment = input({ amount: 12345 });
    const { providerRef } = await provider.register(payment);
    payu.setStatus(providerRef!, 'WAITING_FOR_CONFIRMATION');
    const status = await provider.fetchStatus({ guid: payment.guid, providerRef });
    expect(status).toEqual({ status: 'paid', providerRef, amount: 12345, currency: 'PLN', confirmation: { capture: providerRef } });
    await provider.confirm({ guid: payment.guid, amount: 12345, currency: 'PLN' }, status.confirmation);
    expect(payu.captures).toEqual(expect.arrayContaining([providerRef]));
    expect(payu.orders.get(providerRef!)!.status).toBe('COMPLETED');
    // A second capture (its answer lost) finds the order COMPLETED: as good as done.
    await provider.confirm({ guid: payment.guid, amount: 12345, currency: 'PLN' }, status.confirmation);
  });

  it('cannot poll without the PayU orderId, nor trust an order of another payment', async () => {
    const provider = createPayuProvider(payu.config);
    await expectProviderError(provider.fetchStatus({ guid: randomUUID(), providerRef: null }), /numeru zamówienia PayU/);
    const { providerRef } = await provider.register(input());
    await expectProviderError(provider.fetchStatus({ guid: randomUUID(), providerRef }), /nieoczekiwany/);
  });

  it('lists only the enabled pay-by-link methods', async () => {
    expect(await createPayuProvider(payu.config).listMethods()).toEqual([
      { id: 'blik', name: 'BLIK', image_url: `${payu.url}/images/blik.png` },
      { id: 'm', name: 'mTransfer', image_url: `${payu.url}/images/m.png` },
      { id: 'c', name: 'Płatność online kartą płatniczą', image_url: null },
    ]);
  });

  it('confirm needs nothing from PayU', async () => {
    await expect(createPayuProvider(payu.config).confirm({ guid: randomUUID(), amount: 100, currency: 'PLN' }, undefined)).resolves.toBeUndefined();
  });
});

describe('PayU adapter: PayU unreachable', () => {
  it('a closed port becomes a Polish ProviderError', async () => {
    const stand = await startPayuStandIn();
    await stand.close();
    const started = Date.now();
    await expectProviderError(createPayuProvider(stand.config, { timeoutMs: 2_000 }).register(input()), /nie odpowiada/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a PayU that never answers is given up on after the timeout', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const started = Date.now();
      await expectProviderError(createPayuProvider({ ...payu.config, baseUrl }, { timeoutMs: 300 }).listMethods(), /nie odpowiada/);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
