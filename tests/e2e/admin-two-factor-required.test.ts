import { generate } from 'otplib';
import { describe, expect, test } from 'vitest';
import { adminSession, axe, GENEROUS_LIMITS, gotoPage, logInTab, usePage, useSuite } from '../support/browser.js';

// Issue 17: with REQUIRE_ADMIN_2FA=1 a member of staff without two-factor login reaches only its set-up; once it is
// on, the panel opens as usual.

const suite = useSuite({ ...GENEROUS_LIMITS, REQUIRE_ADMIN_2FA: '1' });
const tab = usePage(suite, { bypassCSP: true, cookiesAccepted: true });

describe('two-factor login required of the staff', () => {
  test('an admin without it is taken from any panel address to Bezpieczeństwo, and after setting it up the panel opens', async () => {
    const { page } = tab;
    tab.context.setDefaultTimeout(30_000);
    const admin = await adminSession(suite.portal);
    await gotoPage(page, '/');
    await logInTab(page, admin);

    for (const address of ['/admin', '/admin/payments?status=paid', '/admin/users']) {
      await gotoPage(page, address);
      await page.waitForURL((url) => url.pathname === '/admin/security');
      await page.getByRole('heading', { name: 'Logowanie dwuetapowe' }).waitFor();
    }
    expect(await axe(page)).toEqual([]);

    await page.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }).click();
    const secret = (await page.locator('[data-secret]').getAttribute('data-secret'))!;
    await page.getByLabel('Kod z aplikacji').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Potwierdź i włącz' }).click();
    await page.getByRole('button', { name: 'Kody są zapisane' }).click();

    await gotoPage(page, '/admin/users');
    await page.getByRole('heading', { name: 'Użytkownicy', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/users');
  }, 120_000);
});
