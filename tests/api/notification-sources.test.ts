// Issue 31 §5: the providers' published notification addresses, enforced when PAYMENT_NOTIFICATION_SOURCES asks for it
// (off by default: the signature decides). TRUST_PROXY=loopback lets the test speak for the client's address.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@zlota/server/config';
import { call } from '../support/api-client.js';
import { rejectionCount } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const notify = (server: TestServer, provider: string, from: string) =>
  call(server.url, 'POST', `/api/payments/notify/${provider}/${randomUUID()}`, { body: { order: {} }, headers: { 'x-forwarded-for': from } });

describe('PAYMENT_NOTIFICATION_SOURCES=published', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PAYMENT_NOTIFICATION_SOURCES: 'published', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => server.close());

  it('when PayU or Przelewy24 notify from an address they do not publish, then the notification is refused with 403 and counted', async () => {
    for (const provider of ['payu', 'przelewy24']) {
      const before = await rejectionCount(server.db, provider, 'unknown_source');
      const refused = await notify(server, provider, '203.0.113.5');
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({ code: 'NOTIFICATION_SOURCE_REFUSED', message: 'Powiadomienia tego operatora przyjmujemy tylko z adresów, które operator ogłosił.' });
      expect(await rejectionCount(server.db, provider, 'unknown_source')).toBe(before + 1);
    }
  });

  it('when they notify from a published address, then the notification goes on to its checks (here: no such payment)', async () => {
    for (const [provider, address] of [['payu', '185.68.12.10'], ['payu', '185.68.14.27'], ['przelewy24', '5.252.202.254']] as const) {
      const answer = await notify(server, provider, address);
      expect(answer.status, `${provider} from ${address}`).not.toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain('NOTIFICATION_SOURCE_REFUSED');
    }
    // One provider's address is no other's.
    expect((await notify(server, 'przelewy24', '185.68.12.10')).status).toBe(403);
  });

  it('when the sandbox notifies, then its address is not limited: the portal sends its own', async () => {
    expect((await notify(server, 'sandbox', '203.0.113.5')).status).not.toBe(403);
  });
});

describe('PAYMENT_NOTIFICATION_SOURCES as a list of its own', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PAYMENT_NOTIFICATION_SOURCES: '198.51.100.0/24, 192.0.2.9', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => server.close());

  it('when a list is given, then it stands for every provider instead of the published addresses', async () => {
    expect((await notify(server, 'payu', '198.51.100.77')).status).not.toBe(403);
    expect((await notify(server, 'przelewy24', '192.0.2.9')).status).not.toBe(403);
    expect((await notify(server, 'payu', '185.68.12.10')).status).toBe(403);
  });

  it.each(['publish', '185.68.12.300', '10.0.0.0/33', 'a,,b'])('when PAYMENT_NOTIFICATION_SOURCES=%j, then the portal refuses to start and says what it expects', (value) => {
    expect(() => parseConfig({ PAYMENT_NOTIFICATION_SOURCES: value })).toThrow(/PAYMENT_NOTIFICATION_SOURCES: oczekiwano published/);
  });
});
