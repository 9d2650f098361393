import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayuProvider } from '@zlota/server/payments/providers/payu';
import { ProviderError } from '@zlota/server/payments/providers/provider';
import { startPayuStandIn, type PayuStandIn } from '../support/payu-stand-in.js';
import { registerInput } from '../support/register-input.js';

// PayU REST API 2.1.0 documents a type, a maxLength and whether it is required for every field of an order and of a
// refund. The stand-in refuses what PayU would refuse, with PayU's 400 answer (ERROR_VALUE_MISSING, ERROR_VALUE_INVALID);
// the adapter keeps every order within those limits (shortening what only the donor sees) or refuses it before sending.

let payu: PayuStandIn;
beforeAll(async () => {
  payu = await startPayuStandIn();
});
afterAll(async () => {
  await payu?.close();
});

async function token(): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: payu.config.clientId, client_secret: payu.config.clientSecret });
  const response = await fetch(`${payu.url}/pl/standard/user/oauth/authorize`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function post(path: string, body: unknown): Promise<{ status: number; statusCode: unknown }> {
  const response = await fetch(payu.url + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { status?: { statusCode?: unknown } };
  return { status: response.status, statusCode: answer.status?.statusCode };
}

const validOrder = () => ({
  notifyUrl: 'https://zlotarybka.example.pl/api/payments/notify/payu/x',
  continueUrl: 'https://zlotarybka.example.pl/zbiorka/x/procesowanie-wplaty',
  customerIp: '203.0.113.7',
  merchantPosId: payu.config.posId,
  description: 'Darowizna: Wózek dla Łucji',
  currencyCode: 'PLN',
  totalAmount: '2500',
  extOrderId: randomUUID(),
  buyer: { email: 'anna.nowak@example.pl', firstName: 'Anna', lastName: 'Nowak', language: 'pl' },
  products: [{ name: 'Darowizna: Wózek dla Łucji', unitPrice: '2500', quantity: '1' }],
  payMethods: { payMethod: { type: 'PBL', value: 'blik' } },
});
type Order = ReturnType<typeof validOrder>;
const without = (field: keyof Order) => (order: Order) => Object.fromEntries(Object.entries(order).filter(([name]) => name !== field));

describe('PayU stand-in: an order as the reference documents it', () => {
  it('takes the documented order, and every text exactly at its maxLength', async () => {
    expect((await post('/api/v2_1/orders', validOrder())).status).toBe(302);
    const longest = validOrder();
    longest.description = 'ą'.repeat(4000);
    longest.products[0]!.name = 'ą'.repeat(255);
    longest.buyer = { ...longest.buyer, firstName: 'Ł'.repeat(100), lastName: 'Ż'.repeat(100), email: `${'a'.repeat(243)}@example.pl` };
    expect(await post('/api/v2_1/orders', longest)).toEqual({ status: 302, statusCode: 'SUCCESS' });
  });

  it.each<[string, (order: Order) => unknown]>([
    ['customerIp', without('customerIp')],
    ['merchantPosId', without('merchantPosId')],
    ['description', without('description')],
    ['currencyCode', without('currencyCode')],
    ['totalAmount', without('totalAmount')],
    ['products', without('products')],
    ['products[0].name', (order) => ({ ...order, products: [{ unitPrice: '2500', quantity: '1' }] })],
    ['payMethods.payMethod.value', (order) => ({ ...order, payMethods: { payMethod: { type: 'PBL' } } })],
  ])('answers 400 ERROR_VALUE_MISSING without %s', async (_field, change) => {
    expect(await post('/api/v2_1/orders', change(validOrder()))).toEqual({ status: 400, statusCode: 'ERROR_VALUE_MISSING' });
  });

  it.each<[string, (order: Order) => unknown]>([
    ['description over 4000', (order) => ({ ...order, description: 'a'.repeat(4001) })],
    ['notifyUrl over 1024', (order) => ({ ...order, notifyUrl: `https://x.pl/${'a'.repeat(1012)}` })],
    ['continueUrl over 1024', (order) => ({ ...order, continueUrl: `https://x.pl/${'a'.repeat(1012)}` })],
    ['extOrderId over 1024', (order) => ({ ...order, extOrderId: 'a'.repeat(1025) })],
    ['a product name over 255', (order) => ({ ...order, products: [{ ...order.products[0], name: 'a'.repeat(256) }] })],
    ['buyer.firstName over 100', (order) => ({ ...order, buyer: { ...order.buyer, firstName: 'a'.repeat(101) } })],
    ['buyer.lastName over 100 (emoji count twice, as in Java)', (order) => ({ ...order, buyer: { ...order.buyer, lastName: '🐟'.repeat(51) } })],
    ['buyer.email over 255', (order) => ({ ...order, buyer: { ...order.buyer, email: `${'a'.repeat(245)}@example.pl` } })],
    ['an empty buyer.firstName', (order) => ({ ...order, buyer: { ...order.buyer, firstName: '' } })],
    ['totalAmount as a number', (order) => ({ ...order, totalAmount: 2500 })],
    ['totalAmount in złoty', (order) => ({ ...order, totalAmount: '25.00' })],
    ['a unitPrice as a number', (order) => ({ ...order, products: [{ ...order.products[0], unitPrice: 2500 }] })],
    ['a quantity of 0', (order) => ({ ...order, products: [{ ...order.products[0], quantity: '0' }] })],
    ['currencyCode in lower case', (order) => ({ ...order, currencyCode: 'pln' })],
    ['a compressed IPv6 customerIp', (order) => ({ ...order, customerIp: '2001:db8::7' })],
    ['an IPv4-mapped IPv6 customerIp', (order) => ({ ...order, customerIp: '::ffff:203.0.113.7' })],
    ['a payMethod type not listed', (order) => ({ ...order, payMethods: { payMethod: { type: 'BANK', value: 'm' } } })],
    ['an empty products list', (order) => ({ ...order, products: [] })],
  ])('answers 400 ERROR_VALUE_INVALID to %s', async (_case, change) => {
    expect(await post('/api/v2_1/orders', change(validOrder()))).toEqual({ status: 400, statusCode: expect.stringMatching(/^ERROR_VALUE_(INVALID|MISSING)$/) });
  });
});

describe('PayU stand-in: a refund as the reference documents it', () => {
  async function completedOrder(): Promise<string> {
    const { providerRef } = await createPayuProvider(payu.config).register(input());
    payu.complete(providerRef!);
    return providerRef!;
  }

  it.each<[string, unknown, string]>([
    ['no refund section', {}, 'ERROR_VALUE_MISSING'],
    ['no description', { refund: { amount: '100' } }, 'ERROR_VALUE_MISSING'],
    ['an amount as a number', { refund: { description: 'Zwrot', amount: 100 } }, 'ERROR_VALUE_INVALID'],
    ['a currencyCode in lower case', { refund: { description: 'Zwrot', amount: '100', currencyCode: 'pln' } }, 'ERROR_VALUE_INVALID'],
    ['an empty extRefundId', { refund: { description: 'Zwrot', amount: '100', extRefundId: '' } }, 'ERROR_VALUE_INVALID'],
    ['a type not listed', { refund: { description: 'Zwrot', amount: '100', type: 'SLOW' } }, 'ERROR_VALUE_INVALID'],
  ])('answers 400 to %s', async (_case, body, statusCode) => {
    const orderId = await completedOrder();
    expect(await post(`/api/v2_1/orders/${orderId}/refunds`, body)).toEqual({ status: 400, statusCode });
    expect([...payu.refunds.values()].filter((refund) => refund.orderId === orderId)).toEqual([]);
  });
});

const input = registerInput;

const units = (text: unknown) => (typeof text === 'string' ? text.length : NaN);
const whole = (text: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('PayU adapter: every order within the documented limits', () => {
  it('shortens a donor\'s first and last name over 100 characters, without cutting an emoji in half', async () => {
    const first = 'Ł'.repeat(110);
    const last = `Kowalska-${'🐟'.repeat(60)}`;
    const { providerRef } = await createPayuProvider(payu.config).register(input({ donorName: `${first} ${last}` }));
    const buyer = payu.orders.get(providerRef!)!.request.buyer as Record<string, string>;
    expect(buyer.firstName).toBe('Ł'.repeat(100));
    expect(units(buyer.lastName)).toBeLessThanOrEqual(100);
    expect(last.startsWith(buyer.lastName!)).toBe(true);
    expect(whole(buyer.lastName!)).toBe(true);
  });

  it('shortens a description over 4000 characters, and the product name to 255, without cutting a character in half', async () => {
    const description = `Darowizna: ${'Wózek 🐟 '.repeat(600)}`;
    const { providerRef } = await createPayuProvider(payu.config).register(input({ description }));
    const request = payu.orders.get(providerRef!)!.request as { description: string; products: Array<{ name: string }> };
    expect(units(request.description)).toBeLessThanOrEqual(4000);
    expect(description.startsWith(request.description)).toBe(true);
    expect(units(request.products[0]!.name)).toBeLessThanOrEqual(255);
    expect(whole(request.products[0]!.name) && whole(request.description)).toBe(true);
  });

  it('writes the donor\'s IPv6 address as the reference asks: eight groups of four hexadecimal digits', async () => {
    const { providerRef } = await createPayuProvider(payu.config).register(input({ customerIp: '2001:db8::7' }));
    expect(payu.orders.get(providerRef!)!.request.customerIp).toBe('2001:0db8:0000:0000:0000:0000:0000:0007');
  });

  it('refuses, before calling PayU, an address for notifications longer than 1024 characters, in Polish', async () => {
    const before = payu.tokensIssued;
    const error = await createPayuProvider(payu.config)
      .register(input({ notifyUrl: `https://zlotarybka.example.pl/${'a'.repeat(1000)}` }))
      .then(() => null, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).code).toBe('PAYMENT_PROVIDER');
    expect((error as ProviderError).detail).toBe('Pole notifyUrl dla PayU musi mieć od 1 do 1024 znaków.');
    expect(payu.tokensIssued).toBe(before);
  });
});
