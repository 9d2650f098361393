import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN, adminSession, axe, GENEROUS_LIMITS, gotoPage, logInTab, usePage, useSuite } from '../support/browser.js';

// Issue 17: an admin turns two-factor login on at /admin/security, then logs in with the password and a code.
// The portal runs on the real clock: the login waits for the authenticator's next 30-second step, since the
// code that confirmed the set-up cannot be used again.

const suite = useSuite(GENEROUS_LIMITS);
const tab = usePage(suite, { bypassCSP: true, cookiesAccepted: true });

const STEP_MS = 30_000;
const nextStep = () => new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 500));

async function enterCode(page: Page, code: string, submit: string) {
  await page.getByLabel('Kod z aplikacji').fill(code);
  await page.getByRole('button', { name: submit }).click();
}

describe('two-factor login of an admin', () => {
  test('the admin sets it up from the panel with the QR code and a code, gets ten recovery codes, and then logs in with a code', async () => {
    const { page } = tab;
    // The test's pages open on a busy machine too (many suites share its cores).
    tab.context.setDefaultNavigationTimeout(60_000);
    tab.context.setDefaultTimeout(30_000);
    await gotoPage(page, '/');
    await logInTab(page, await adminSession(suite.portal));
    await gotoPage(page, '/admin');
    await page.getByRole('navigation', { name: 'Panel administracyjny' }).getByRole('link', { name: 'Bezpieczeństwo' }).click();
    await page.getByRole('heading', { name: 'Logowanie dwuetapowe' }).waitFor();
    expect(await axe(page)).toEqual([]);

    await page.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }).click();
    await page.getByRole('img', { name: 'Kod QR do zeskanowania aplikacją uwierzytelniającą' }).waitFor();
    const secret = (await page.locator('[data-secret]').getAttribute('data-secret'))!;
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(await axe(page)).toEqual([]);
    await enterCode(page, '000000', 'Potwierdź i włącz');
    await page.getByText('Ten kod jest nieprawidłowy albo został już użyty.', { exact: false }).first().waitFor();
    await enterCode(page, await generate({ secret }), 'Potwierdź i włącz');

    await page.getByRole('heading', { name: 'Kody zapasowe' }).waitFor();
    expect(await page.getByRole('list', { name: 'Kody zapasowe' }).getByRole('listitem').count()).toBe(10);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Kody są zapisane' }).click();
    await page.getByText('Logowanie dwuetapowe jest włączone: do panelu', { exact: false }).waitFor();

    // A new tab has no session: the login asks for the code after the password.
    const login = await tab.context.newPage();
    await gotoPage(login, '/admin/login');
    await login.getByLabel('E-mail lub nazwa użytkownika').fill(ADMIN.email);
    await login.getByLabel('Hasło', { exact: true }).fill(ADMIN.password);
    await login.getByRole('button', { name: 'Zaloguj się do panelu' }).click();
    await login.getByRole('heading', { name: 'Kod logowania' }).waitFor();
    expect(await axe(login)).toEqual([]);
    await nextStep();
    await enterCode(login, await generate({ secret }), 'Potwierdź i zaloguj się');
    await login.waitForURL((url) => url.pathname === '/admin');
    await login.getByRole('navigation', { name: 'Panel administracyjny' }).waitFor();
  }, 120_000); // up to one 30-second step of waiting
});
