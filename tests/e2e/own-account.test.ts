import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { API_MESSAGES } from '@zlota/shared/messages';
import { signUpBody } from '../support/accounts.js';
import { apiCall, gotoPage, logInTab, openContext, PHONE, userSession, GENEROUS_LIMITS, usePortalDb, useSuite, type Win } from '../support/browser.js';

// Issue 19 item 3: in Konto, on a phone and by keyboard, a person changes their name, their password, and then
// deletes the account; another device signed in meanwhile loses its session at the password change.

const suite = useSuite(GENEROUS_LIMITS);
const db = usePortalDb(suite);

const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text });
const storedToken = (page: Page) => page.evaluate(() => (globalThis as unknown as Win).sessionStorage.getItem('access_token'));
const userInfo = (token: string) => apiCall(suite.portal, 'GET', '/api/user/info', { token });

describe('Konto: the own account', () => {
  test('change the name, change the password, delete the account', async () => {
    const session = await userSession(suite.portal);
    const { password } = signUpBody();
    const me = (await userInfo(session.access_token)).body as { id: number; email: string };
    const otherDevice = await apiCall(suite.portal, 'POST', '/user/api-login', { body: { login: me.email, password } });
    expect(otherDevice.status).toBe(200);

    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, viewport: PHONE });
    await gotoPage(page, '/');
    await logInTab(page, session);
    await gotoPage(page, '/user');
    const data = page.getByRole('region', { name: 'Twoje dane' });

    // The name, by keyboard: the button, the fields, Enter.
    await data.getByRole('button', { name: 'Zmień dane' }).focus();
    await page.keyboard.press('Enter');
    const name = page.getByLabel('Imię', { exact: true });
    await name.fill('Bożena');
    await name.press('Enter');
    await toast(page, API_MESSAGES.profileSaved).waitFor();
    await data.getByText('Bożena').waitFor();
    await page.getByText('Dzień dobry, Bożena!').waitFor();
    expect(await db('users').where({ id: me.id }).first('name')).toEqual({ name: 'Bożena' });

    // The password: a wrong current one is named beside its field; the right one signs the other device out.
    const newPassword = 'zupelnie-nowe-haslo';
    await data.getByRole('button', { name: 'Zmień hasło' }).click();
    await page.getByLabel('Obecne hasło').fill('nie-to-haslo');
    await page.getByLabel('Nowe hasło', { exact: true }).fill(newPassword);
    await page.getByLabel('Powtórz nowe hasło').fill(newPassword);
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await page.locator('#password-current_password-error').filter({ hasText: API_MESSAGES.wrongPassword }).waitFor();
    await page.getByLabel('Obecne hasło').fill(password);
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await toast(page, API_MESSAGES.ownPasswordChanged).waitFor();
    expect((await userInfo(otherDevice.body.access_token)).status).toBe(401);
    expect((await userInfo(session.access_token)).status).toBe(200);

    // The account: confirmed in the dialog with the (new) password; then signed out and at home.
    await page.getByRole('button', { name: 'Usuń konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Usunąć konto?' });
    await dialog.getByLabel('Twoje hasło').fill(newPassword);
    await dialog.getByLabel('Twoje hasło').press('Enter');
    await toast(page, 'Konto zostało usunięte').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedToken(page)).toBeNull();
    expect(await db('users').where({ id: me.id }).first()).toBeUndefined();
    expect((await userInfo(session.access_token)).status).toBe(401);
    await context.close();
  });
});
