import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, DESKTOP_ORIGIN } from '@zlota/shared/api-routes';
import { createAdminAccount, login } from '../support/accounts.js';
import { call, callRoute } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// ARCHITECTURE §6: the desktop app's pages (app://zlota-rybka) call the configured server. CORS allows that origin
// only, with Bearer tokens and never credentials (cookies).

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await createAdminAccount(server);
  adminToken = await login(server, admin.email, admin.password);
});
afterAll(() => server.close());

const preflight = (origin: string, url = `${server.url}/api/payments`) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization, cache-control' },
  });

describe('CORS for the desktop app', () => {
  it('when the app asks before a call with its token, then the preflight allows its origin, the Bearer header and no credentials', async () => {
    const response = await preflight(DESKTOP_ORIGIN);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(DESKTOP_ORIGIN);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('when the app reads an admin list with its Bearer token, then the answer is readable by its origin, total count included', async () => {
    const response = await callRoute(server.url, API_ROUTES.payments, {}, { token: adminToken, headers: { Origin: DESKTOP_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(DESKTOP_ORIGIN);
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Total-Count/);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it('when any other origin asks, then nothing allows it', async () => {
    for (const origin of ['https://evil.example', 'app://zlota-rybka.evil', 'null', server.url.replace('127.0.0.1', 'localhost')]) {
      const answer = await preflight(origin);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(answer.status, origin).not.toBe(204);
      const read = await callRoute(server.url, API_ROUTES.health, {}, { headers: { Origin: origin } });
      expect(read.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('when the server is configured with another origin or none, then the app origin is no longer allowed', async () => {
    const other = await startTestServer({ CORS_ORIGINS: 'https://panel.zlotarybka.pl' });
    const none = await startTestServer({ CORS_ORIGINS: 'none' });
    try {
      const ask = (url: string, origin: string) => call(url, 'GET', '/api/health', { headers: { Origin: origin } });
      expect((await ask(other.url, 'https://panel.zlotarybka.pl')).headers.get('access-control-allow-origin')).toBe('https://panel.zlotarybka.pl');
      expect((await ask(other.url, DESKTOP_ORIGIN)).headers.get('access-control-allow-origin')).toBeNull();
      expect((await ask(none.url, DESKTOP_ORIGIN)).headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await other.close();
      await none.close();
    }
  });

  it('when the origin setting is not a list of origins, then the server refuses to start with a Polish reason', async () => {
    await expect(startTestServer({ CORS_ORIGINS: 'app://zlota-rybka/admin' })).rejects.toThrow(/CORS_ORIGINS: oczekiwano źródeł/);
  });
});
