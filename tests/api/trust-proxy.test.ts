import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@zlota/server/config';
import { call } from '../support/api-client.js';
import { createActiveUser } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 29 §1: behind one proxy hop (the README's TRUST_PROXY=1) each client is its own address, not the proxy's.

const from = (address: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': address, ...headers });
const userLogin = (s: TestServer, address: string, loginName: string, password: string) =>
  call(s.url, 'POST', '/api/user/api-login', { body: { login: loginName, password }, headers: from(address) });

describe('TRUST_PROXY=1: one proxy hop in front of the portal', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN: '100'});
  });
  afterAll(() => server.close());

  it('when one client fails 100 logins, then another client behind the same proxy logs in with its right password', async () => {
    const person = await createActiveUser(server);
    for (let i = 0; i < 100; i += 5) {
      const answers = await Promise.all([0, 1, 2, 3, 4].map((j) => userLogin(server, '203.0.113.7', `nikt-${i + j}@example.com`, 'zgadywane-haslo')));
      for (const answer of answers) expect(answer.status).toBe(401);
    }
    expect((await userLogin(server, '203.0.113.7', 'nikt@example.com', 'zgadywane-haslo')).status).toBe(429);

    expect((await userLogin(server, '198.51.100.20', person.email, person.password)).status).toBe(200);
  }, 60_000);

  it('when the proxy says the request came over HTTPS, then the answer carries HSTS', async () => {
    const answer = await call(server.url, 'GET', '/api/health', { headers: from('198.51.100.21', { 'x-forwarded-proto': 'https' }) });
    expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  });

  it('when a client puts its own X-Forwarded-For in front, then only the hop the proxy added counts', async () => {
    for (let i = 0; i < 100; i += 1) await userLogin(server, '192.0.2.1, 203.0.113.99', `nikt-${i}@example.com`, 'zle');
    // The proxy appended 203.0.113.99: that client is limited whatever it wrote before it.
    expect((await userLogin(server, '192.0.2.2, 203.0.113.99', 'nikt@example.com', 'zle')).status).toBe(429);
  }, 60_000);
});

describe('TRUST_PROXY that Express could not read', () => {
  it.each(['yes', '1.5', 'proxy.example', '10.0.0.300', 'loopback,'])('when TRUST_PROXY=%j, then the portal refuses to start and says what it expects', (value) => {
    expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: oczekiwano liczby pośredników/);
  });
});
