import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signUpBody } from '../support/accounts.js';
import { apiCall, gotoPage, GENEROUS_LIMITS, logInTab, openContext, PHONE, useSuite } from '../support/browser.js';

// Issue 37 item 6: after "Wyloguj wszystkie inne" on another device, opening Konto here ends the session once (one
// logout call, not one per failed request), says why, and logging in again brings the person back to Konto.

const suite = useSuite(GENEROUS_LIMITS);

const ENDED = 'Zostałeś wylogowany — sesja zakończona na innym urządzeniu lub wygasła';

describe('a session ended on another device', () => {
  test('ends here once, with a word, and logging in again returns to Konto', async () => {
    const body = signUpBody();
    const created = await apiCall(suite.portal, 'POST', '/api/user/sign-up', { body });
    expect(created.status).toBe(201);
    const admin = await apiCall(suite.portal, 'POST', '/api/admin/api-login', { body: { login: 'admin.e2e@zlotarybka.pl', password: 'haslo-administratora-e2e' } });
    expect((await apiCall(suite.portal, 'POST', `/api/admin/user/${created.body.id}/activate`, { token: admin.body.access_token })).status).toBe(204);
    const signIn = async () => {
      const response = await apiCall(suite.portal, 'POST', '/user/api-login', { body: { login: body.email, password: body.password } });
      expect(response.status).toBe(200);
      return response.body as { access_token: string; expires_at: number };
    };

    const here = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, viewport: PHONE });
    const elsewhere = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, viewport: PHONE });
    await gotoPage(here.page, '/');
    await logInTab(here.page, await signIn());
    await gotoPage(elsewhere.page, '/');
    await logInTab(elsewhere.page, await signIn());

    // The other device ends every session but its own.
    await gotoPage(elsewhere.page, '/user');
    await elsewhere.page.getByRole('button', { name: 'Wyloguj wszystkie inne' }).click();
    await elsewhere.page.locator('.toast').filter({ hasText: 'Wylogowano wszystkie inne urządzenia' }).waitFor();

    const logouts: string[] = [];
    here.page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/logout')) logouts.push(request.url());
    });
    await here.page.goto('/user');
    await here.page.locator('.toast').filter({ hasText: ENDED }).waitFor();
    await here.page.waitForURL((url) => url.pathname === '/');
    await here.page.waitForTimeout(1_000); // any late 401 would have logged out again by now
    expect(logouts).toHaveLength(1);
    expect(await here.page.locator('.toast').filter({ hasText: ENDED }).count()).toBe(1);

    await logInAgain(here.page, body);
    await here.page.waitForURL((url) => url.pathname === '/user');
    await here.page.getByRole('region', { name: 'Zalogowane urządzenia' }).waitFor();
    await here.context.close();
    await elsewhere.context.close();
  }, 120_000);
});

async function logInAgain(page: Page, body: { email: string; password: string }) {
  await page.goto('/user/login');
  await page.getByLabel('E-mail', { exact: false }).first().fill(body.email);
  await page.getByLabel('Hasło', { exact: false }).first().fill(body.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}
