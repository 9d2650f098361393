import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, type PaymentProvider, type RegisterInput } from '@zlota/server/payments/providers/provider';
import { createPrzelewy24Provider, notificationSign, registerSign, verifySign, type Przelewy24Config } from '@zlota/server/payments/providers/przelewy24';
import { p24Sign } from '../support/provider-flow.js';
import { startPrzelewy24StandIn, type Przelewy24StandIn } from '../support/przelewy24-stand-in.js';

const SHOP = { merchantId: 11111, posId: 11111, apiKey: 'kluczRaportow', crc: 'kluczCRC' };
const sha384 = (text: string) => createHash('sha384').update(text, 'utf8').digest('hex');

/** Our notification endpoint's stand-in: records what Przelewy24 POSTs to urlStatus. */
interface Captured {
  rawBody: string;
  headers: IncomingHttpHeaders;
}
const captured: Captured[] = [];
let receiver: Server;
let notifyUrl: string;
let standIn: Przelewy24StandIn;
let config: Przelewy24Config;
let provider: PaymentProvider;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      captured.push({ rawBody: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/przelewy24/notify`;
  standIn = await startPrzelewy24StandIn(SHOP);
  config = { ...SHOP, baseUrl: standIn.baseUrl };
  provider = createPrzelewy24Provider(config);
});
afterAll(async () => {
  await standIn?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const donation = (overrides: Partial<RegisterInput> = {}): RegisterInput => ({
  guid: randomUUID(),
  amount: 5000,
  currency: 'PLN',
  description: 'Darowizna: Wózek dla Łucji',
  donorEmail: 'anna.nowak@example.pl',
  donorName: 'Anna Nowak',
  method: null,
  customerIp: '127.0.0.1',
  notifyUrl,
  returnUrl: 'http://127.0.0.1:1/zbiorki/wozek-dla-lucji/dziekujemy',
  ...overrides,
});

/** Registers a donation, lets the donor pay and returns the notification as our endpoint received it. */
async function paidNotification(input = donation()): Promise<{ input: RegisterInput; notification: Captured }> {
  await provider.register(input);
  const before = captured.length;
  expect(await standIn.pay(input.guid)).toBe(200);
  return { input, notification: captured[before]! };
}

async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api/v1`;
}

describe('Przelewy24 signs', () => {
  it('when the register sign is computed, then it is SHA-384 of the documented JSON string', () => {
    const expected = createHash('sha384').update('{"sessionId":"abc","merchantId":11111,"amount":1000,"currency":"PLN","crc":"kluczCRC"}').digest('hex');
    expect(registerSign({ sessionId: 'abc', merchantId: 11111, amount: 1000, currency: 'PLN', crc: 'kluczCRC' })).toBe(expected);
  });

  it('when the notification and verify signs are computed, then the fields are in the documented order, slashes and Polish letters unescaped', () => {
    expect(
      notificationSign({
        merchantId: 11111, posId: 11111, sessionId: 'a/ż', amount: 1000, originAmount: 1000,
        currency: 'PLN', orderId: 316000001, methodId: 154, statement: 'p24-ŁÓDŹ/1', crc: 'kluczCRC',
      }),
    ).toBe(
      sha384('{"merchantId":11111,"posId":11111,"sessionId":"a/ż","amount":1000,"originAmount":1000,"currency":"PLN","orderId":316000001,"methodId":154,"statement":"p24-ŁÓDŹ/1","crc":"kluczCRC"}'),
    );
    expect(verifySign({ sessionId: 'abc', orderId: 316000001, amount: 1000, currency: 'PLN', crc: 'kluczCRC' })).toBe(
      sha384('{"sessionId":"abc","orderId":316000001,"amount":1000,"currency":"PLN","crc":"kluczCRC"}'),
    );
  });
});

describe('Przelewy24 adapter against a local stand-in', () => {
  it('when a donation is registered, then the stand-in accepts the sign and the donor goes to trnRequest/<token>', async () => {
    const input = donation({ method: '154' });
    const registered = await provider.register(input);

    const transaction = standIn.transactions.get(input.guid)!;
    expect(transaction).toBeDefined();
    expect(registered).toEqual({ redirectUrl: `${standIn.url}/trnRequest/${transaction.token}`, providerRef: null });
    expect(transaction.register).toMatchObject({
      merchantId: SHOP.merchantId, posId: SHOP.posId, sessionId: input.guid, amount: 5000, currency: 'PLN',
      description: 'Darowizna: Wózek dla Łucji', email: 'anna.nowak@example.pl', client: 'Anna Nowak', country: 'PL',
      language: 'pl', urlReturn: input.returnUrl, urlStatus: notifyUrl, method: 154,
    });
    const page = await fetch(registered.redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Wózek dla Łucji');
  });

  it('when the shop has the wrong crc or API key, then registering fails with a Polish ProviderError', async () => {
    const wrongCrc = createPrzelewy24Provider({ ...config, crc: 'innyCRC' });
    await expect(wrongCrc.register(donation())).rejects.toMatchObject({ detail: expect.stringMatching(/Przelewy24 odrzuciło żądanie/) });
    const wrongKey = createPrzelewy24Provider({ ...config, apiKey: 'zlyKlucz' });
    await expect(wrongKey.register(donation())).rejects.toBeInstanceOf(ProviderError);
    await expect(provider.register(donation({ donorEmail: null }))).rejects.toMatchObject({ detail: 'Przelewy24 wymaga adresu e-mail darczyńcy.' });
  });

  it('when the donor pays, then the signed notification parses as paid with orderId, method and what verify needs', async () => {
    const { input, notification } = await paidNotification();
    const { orderId, methodId } = standIn.transactions.get(input.guid)!;
    expect(notification.headers['content-type']).toBe('application/json');

    expect(provider.parseNotification(notification.rawBody, notification.headers as Record<string, string>)).toEqual({
      ok: true,
      event: {
        eventKey: `${orderId}:${input.guid}`,
        guid: input.guid,
        providerRef: String(orderId),
        status: 'paid',
        amount: 5000,
        currency: 'PLN',
        method: String(methodId),
        confirmation: { orderId },
      },
    });
    expect(provider.answers.accepted).toEqual({ status: 200, body: '', contentType: 'text/plain' });
    expect(provider.answers.rejected.status).toBe(400);
  });

  it('when a notification is redelivered, then it has the same eventKey', async () => {
    const { input, notification } = await paidNotification();
    const before = captured.length;
    expect(await standIn.pay(input.guid)).toBe(200);
    const first = provider.parseNotification(notification.rawBody, {});
    const again = provider.parseNotification(captured[before]!.rawBody, {});
    expect(first.ok && again.ok && first.event.eventKey === again.event.eventKey).toBe(true);
  });

  it('when the notification is signed with another crc, tampered with or for another merchant, then it is a bad signature', async () => {
    const { input, notification } = await paidNotification();
    const otherShop = createPrzelewy24Provider({ ...config, crc: 'innyCRC' });
    expect(otherShop.parseNotification(notification.rawBody, {})).toEqual({ ok: false, reason: 'bad_signature', guid: input.guid });

    for (const pay of [{ badSign: true }, { tamperAmount: 500_000 }, { merchantId: 22222 }]) {
      const before = captured.length;
      await standIn.pay(input.guid, pay);
      expect(provider.parseNotification(captured[before]!.rawBody, {}), JSON.stringify(pay)).toEqual({ ok: false, reason: 'bad_signature', guid: input.guid });
    }
  });

  it('when the notification is not the documented JSON, then it is malformed', () => {
    const valid = { merchantId: 11111, posId: 11111, sessionId: 'abc', amount: 1000, originAmount: 1000, currency: 'PLN', orderId: 1, methodId: 154, statement: 'p24', sign: 'x' };
    for (const raw of ['', 'to nie JSON', '[]', 'null', '{}', JSON.stringify({ ...valid, amount: '1000' }), JSON.stringify({ ...valid, orderId: undefined })]) {
      expect(provider.parseNotification(raw, {}), raw).toMatchObject({ ok: false, reason: 'malformed' });
    }
  });

  it('when a paid notification is confirmed, then the stand-in sees exactly one verify with a valid sign and the payment is made', async () => {
    const { input, notification } = await paidNotification();
    const parsed = provider.parseNotification(notification.rawBody, {});
    if (!parsed.ok) throw new Error('expected a verified notification');
    const before = standIn.verifyCalls.length;

    await provider.confirm({ guid: input.guid, amount: input.amount, currency: input.currency }, parsed.event.confirmation);

    const calls = standIn.verifyCalls.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ signValid: true, answered: 200 });
    expect(calls[0]!.body).toMatchObject({ merchantId: SHOP.merchantId, posId: SHOP.posId, sessionId: input.guid, amount: 5000, currency: 'PLN', orderId: parsed.event.confirmation!.orderId });
    expect(standIn.transactions.get(input.guid)!.status).toBe(2);
  });

  it('when Przelewy24 refuses the verify, the amount differs or the orderId is missing, then confirm throws ProviderError', async () => {
    const { input } = await paidNotification();
    const { orderId } = standIn.transactions.get(input.guid)!;
    const payment = { guid: input.guid, amount: input.amount, currency: input.currency };

    standIn.refuseVerify = true;
    try {
      await expect(provider.confirm(payment, { orderId })).rejects.toMatchObject({ detail: 'Przelewy24 nie potwierdziło płatności.' });
    } finally {
      standIn.refuseVerify = false;
    }
    await expect(provider.confirm({ ...payment, amount: 1 }, { orderId })).rejects.toBeInstanceOf(ProviderError);
    await expect(provider.confirm(payment, undefined)).rejects.toBeInstanceOf(ProviderError);
    expect(standIn.transactions.get(input.guid)!.status).toBe(1);
  });

  it('when the status is polled, then it is pending before payment and paid, with what verify needs, after', async () => {
    const input = donation();
    expect(await provider.fetchStatus({ guid: input.guid, providerRef: null })).toMatchObject({ status: 'pending', providerRef: null });
    await provider.register(input);
    expect(await provider.fetchStatus({ guid: input.guid, providerRef: null })).toMatchObject({ status: 'pending', amount: 5000, currency: 'PLN' });

    await standIn.pay(input.guid);
    const { orderId } = standIn.transactions.get(input.guid)!;
    const paid = { status: 'paid', providerRef: String(orderId), amount: 5000, currency: 'PLN', confirmation: { orderId } };
    // Paid but not yet verified (advance payment): reconciling must still be able to verify it.
    expect(await provider.fetchStatus({ guid: input.guid, providerRef: null })).toEqual(paid);
    await provider.confirm({ guid: input.guid, amount: 5000, currency: 'PLN' }, paid.confirmation);
    // Verified (status 2): paid as it is, and confirm() asks for no second verify.
    const verified = { ...paid, confirmation: { orderId, verified: 1 } };
    expect(await provider.fetchStatus({ guid: input.guid, providerRef: String(orderId) })).toEqual(verified);
    const verifies = standIn.verifyCalls.length;
    await provider.confirm({ guid: input.guid, amount: 5000, currency: 'PLN' }, verified.confirmation);
    expect(standIn.verifyCalls).toHaveLength(verifies);
  });

  it('when payment methods are listed, then only the active ones come back', async () => {
    expect(await provider.listMethods()).toEqual([
      { id: '154', name: 'BLIK', image_url: 'https://static.przelewy24.pl/payment-form-logo/svg/154' },
      { id: '25', name: 'mTransfer', image_url: 'https://static.przelewy24.pl/payment-form-logo/svg/25' },
    ]);
  });

  it('when Przelewy24 is down, then every call fails fast with a Polish ProviderError', async () => {
    const down = createPrzelewy24Provider({ ...config, baseUrl: await closedPortUrl() }, { timeoutMs: 1000 });
    const started = Date.now();
    const error = await down.register(donation()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).detail).toBe('Operator płatności Przelewy24 nie odpowiada. Spróbuj ponownie za chwilę.');
    await expect(down.listMethods()).rejects.toBeInstanceOf(ProviderError);
    await expect(down.fetchStatus({ guid: 'abc', providerRef: null })).rejects.toBeInstanceOf(ProviderError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('when Przelewy24 accepts the connection but never answers, then the call gives up after the timeout', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const hanging = createPrzelewy24Provider({ ...config, baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api/v1` }, { timeoutMs: 300 });
      const started = Date.now();
      await expect(hanging.confirm({ guid: 'abc', amount: 1000, currency: 'PLN' }, { orderId: 1 })).rejects.toMatchObject({ detail: expect.stringMatching(/nie odpowiada/) });
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('the Przelewy24 stand-in holds the adapter to the documentation', () => {
  it('when the stand-in signs, then its own code gives SHA-384 of the documentation\'s JSON strings, slashes and Polish letters unescaped', () => {
    expect(p24Sign([['sessionId', 'abc'], ['merchantId', 11111], ['amount', 1000], ['currency', 'PLN'], ['crc', 'kluczCRC']])).toBe(
      sha384('{"sessionId":"abc","merchantId":11111,"amount":1000,"currency":"PLN","crc":"kluczCRC"}'),
    );
    expect(p24Sign([['sessionId', 'a/ż'], ['orderId', 316000001], ['amount', 1000], ['currency', 'PLN'], ['crc', 'kluczCRC']])).toBe(
      sha384('{"sessionId":"a/ż","orderId":316000001,"amount":1000,"currency":"PLN","crc":"kluczCRC"}'),
    );
  });

  /** A paid and verified transaction of the stand-in, as a refund needs it. */
  async function verifiedTransaction() {
    const input = donation();
    await provider.register(input);
    await standIn.pay(input.guid);
    const { orderId } = standIn.transactions.get(input.guid)!;
    await provider.confirm({ guid: input.guid, amount: 5000, currency: 'PLN' }, { orderId });
    return { guid: input.guid, orderId };
  }

  const postRefund = (body: Record<string, unknown>) =>
    fetch(`${standIn.baseUrl}/transaction/refund`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${SHOP.posId}:${SHOP.apiKey}`).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));

  it('when a refund breaks a documented length (refundsUuid 36, requestId 46, description 36), then the stand-in answers 400 "Invalid input parameters" and takes nothing', async () => {
    const { guid, orderId } = await verifiedTransaction();
    const item = { orderId, sessionId: guid, amount: 100, description: 'Zwrot' };
    const taken = standIn.refunds.length;
    for (const body of [
      { requestId: 'a', refundsUuid: randomUUID(), refunds: [item] },
      { requestId: 'a'.repeat(46), refundsUuid: 'b', refunds: [item] },
      { requestId: 'a', refundsUuid: 'b', refunds: [{ ...item, description: 'd'.repeat(36) }] },
      { requestId: 'a', refundsUuid: 'b', refunds: [{ ...item, amount: '100' }] },
    ]) {
      expect(await postRefund(body)).toEqual({ status: 400, body: { error: 'Invalid input parameters', code: 400 } });
    }
    expect(standIn.refunds).toHaveLength(taken);
  });

  it('when the adapter asks for the same refund twice, then Przelewy24 answers "Request already exists", the adapter takes it as the same refund, and one refund is taken', async () => {
    const { guid, orderId } = await verifiedTransaction();
    const refundKey = randomUUID();
    const input = { guid, providerRef: String(orderId), currency: 'PLN', amount: 1500, refundKey, description: 'Zwrot darowizny: pomyłka darczyńcy w kwocie', notifyUrl };

    const first = await provider.refund(input);
    const again = await provider.refund(input);

    expect(first).toEqual({ providerRefundId: refundKey.replace(/-/g, '') });
    expect(again).toEqual(first);
    expect(standIn.refundRequests.filter((request) => request.requestId === first.providerRefundId)).toHaveLength(2);
    expect(standIn.refunds.filter((refund) => refund.sessionId === guid)).toEqual([
      expect.objectContaining({ requestId: first.providerRefundId, refundsUuid: first.providerRefundId, amount: 1500, description: 'Zwrot darowizny: pomyłka darczyńcy ' }),
    ]);
    expect(await provider.fetchRefund(input)).toEqual({ status: 'pending', providerRefundId: first.providerRefundId, amount: 1500 });
  });
});
