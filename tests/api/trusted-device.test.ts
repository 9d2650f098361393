// Issue 29 §7: failed logins from elsewhere close an account to unknown devices only. A browser that has logged into the
// account before (its signed device cookie, OWASP's "device cookies") still logs in with the right password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { callRoute, type ApiResponse } from '../support/api-client.js';
import { createActiveUser, createAdminAccount } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** The device cookie an answer sets, as the browser would send it back. */
function deviceCookieOf(answer: ApiResponse): string {
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('zr_device='));
  expect(cookie, 'the answer sets the device cookie').toBeDefined();
  expect(cookie).toMatch(/; HttpOnly/i);
  expect(cookie).toMatch(/; SameSite=Strict/i);
  return cookie!.split(';')[0]!;
}

describe('a lockout cannot be used against the account owner', () => {
  let server: TestServer;
  const attempt = (route: typeof API_ROUTES.userLogin, login: string, password: string, cookie?: string) =>
    callRoute(server.url, route, {}, { body: { login, password }, headers: cookie ? { cookie } : {} });
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_ACCOUNT_FAILURES: '5', RATE_LIMIT_ACCOUNT_DELAY_SECONDS: '30' });
  });
  afterAll(() => server.close());

  it.each([
    ['user', API_ROUTES.userLogin],
    ['admin', API_ROUTES.adminLogin],
  ] as const)('when someone fails 10 times at the %s door, then the owner’s own browser still logs in and unknown devices wait', async (kind, door) => {
    const owner = kind === 'admin' ? await createAdminAccount(server) : await createActiveUser(server);
    const ownBrowser = deviceCookieOf(await attempt(door, owner.email, owner.password));

    for (let i = 0; i < 10; i += 1) await attempt(door, owner.email, `zgadywane-${i}`);
    expect((await attempt(door, owner.email, owner.password)).status).toBe(429);

    const ownLogin = await attempt(door, owner.email, owner.password, ownBrowser);
    expect(ownLogin.status).toBe(200);
    expect(ownLogin.body.access_token).toEqual(expect.any(String));
    expect(deviceCookieOf(ownLogin)).not.toBe(ownBrowser); // renewed at each login

    // The owner's browser counts its own failures: it is slowed down apart from the account.
    for (let i = 0; i < 5; i += 1) expect((await attempt(door, owner.email, `pomylone-${i}`, ownBrowser)).status).toBe(kind === 'admin' ? 200 : 401);
    expect((await attempt(door, owner.email, owner.password, ownBrowser)).status).toBe(429);
  });

  it('when a device cookie is forged, cut or belongs to another account, then it is an unknown device', async () => {
    const owner = await createActiveUser(server);
    const other = await createActiveUser(server);
    const othersBrowser = deviceCookieOf(await attempt(API_ROUTES.userLogin, other.email, other.password));
    const ownersBrowser = deviceCookieOf(await attempt(API_ROUTES.userLogin, owner.email, owner.password));
    for (let i = 0; i < 10; i += 1) await attempt(API_ROUTES.userLogin, owner.email, `zgadywane-${i}`);

    const [, value] = ownersBrowser.split('=') as [string, string];
    const [id, nonce, signature] = value.split('.') as [string, string, string];
    const forged = [
      othersBrowser,
      `zr_device=${id}.${nonce}.${signature.slice(0, -2)}AA`,
      `zr_device=${id}.${nonce}`,
      `zr_device=${Number(id) + 1}.${nonce}.${signature}`,
      `zr_device=${id}.${nonce}x.${signature}`,
    ];
    for (const cookie of forged) expect((await attempt(API_ROUTES.userLogin, owner.email, owner.password, cookie)).status, cookie).toBe(429);
    expect((await attempt(API_ROUTES.userLogin, owner.email, owner.password, ownersBrowser)).status).toBe(200);
  });
});
