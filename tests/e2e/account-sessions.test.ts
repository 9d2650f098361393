import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signUpBody } from '../support/accounts.js';
import { apiCall, axe, gotoPage, GENEROUS_LIMITS, logInTab, openContext, PHONE, useSuite } from '../support/browser.js';

// Issue 17 items 3 and 5: in Konto a person sees the devices signed in to their account, signs one or all the others
// out, and downloads their personal data as a JSON file.

const suite = useSuite(GENEROUS_LIMITS);

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text });

describe('Konto: signed-in devices and personal data', () => {
  test('the list marks this device, Wyloguj ends one, Wyloguj wszystkie inne ends the rest, and the data downloads', async () => {
    const body = signUpBody();
    const created = await apiCall(suite.portal, 'POST', '/api/user/sign-up', { body });
    expect(created.status).toBe(201);
    const admin = await apiCall(suite.portal, 'POST', '/api/admin/api-login', { body: { login: 'admin.e2e@zlotarybka.pl', password: 'haslo-administratora-e2e' } });
    expect((await apiCall(suite.portal, 'POST', `/api/admin/user/${created.body.id}/activate`, { token: admin.body.access_token })).status).toBe(204);
    const signIn = async (userAgent: string) => {
      const response = await apiCall(suite.portal, 'POST', '/user/api-login', { body: { login: body.email, password: body.password }, headers: { 'user-agent': userAgent } });
      expect(response.status).toBe(200);
      return response.body as { access_token: string; expires_at: number };
    };
    const here = await signIn(WINDOWS);
    const phone = await signIn(ANDROID);
    const isSignedIn = async (token: string) => (await apiCall(suite.portal, 'GET', '/api/user/info', { token })).status === 200;

    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, viewport: PHONE, bypassCSP: true });
    await gotoPage(page, '/');
    await logInTab(page, here);
    await gotoPage(page, '/user');
    const devices = page.getByRole('region', { name: 'Zalogowane urządzenia' });
    await devices.getByText('Firefox na Windowsie (to urządzenie)').waitFor();
    await devices.getByText('Chrome na Androidzie').waitFor();
    expect(await axe(page)).toEqual([]);

    // One device: the phone signs out, this one stays.
    await devices.getByRole('button', { name: /^Wyloguj: Chrome na Androidzie/ }).click();
    await toast(page, 'Wylogowano: Chrome na Androidzie').waitFor();
    await devices.getByText('Chrome na Androidzie').waitFor({ state: 'detached' });
    expect([await isSignedIn(phone.access_token), await isSignedIn(here.access_token)]).toEqual([false, true]);

    // All the others at once.
    const tablet = await signIn(ANDROID);
    const laptop = await signIn(WINDOWS);
    await page.reload();
    await devices.getByRole('button', { name: 'Wyloguj wszystkie inne' }).click();
    await toast(page, 'Wylogowano wszystkie inne urządzenia').waitFor();
    await devices.getByRole('button', { name: 'Wyloguj wszystkie inne' }).waitFor({ state: 'detached' });
    expect([await isSignedIn(tablet.access_token), await isSignedIn(laptop.access_token), await isSignedIn(here.access_token)]).toEqual([false, false, true]);

    // The personal data, as a JSON file.
    const data = page.getByRole('region', { name: 'Twoje dane osobowe' });
    const [download] = await Promise.all([page.waitForEvent('download'), data.getByRole('button', { name: 'Pobierz moje dane' }).click()]);
    expect(download.suggestedFilename()).toBe('zlota-rybka-moje-dane.json');
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { profile: { email: string }; sessions: unknown[]; audit: { action: string }[] };
    expect(file.profile.email).toBe(body.email);
    expect(file.sessions).toHaveLength(1);
    expect(file.audit.map((entry) => entry.action)).toContain('user.export_data');
    expect(await axe(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
