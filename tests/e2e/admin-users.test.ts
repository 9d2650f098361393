import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Session } from '@zlota/shared/entities';
import { ADMIN, adminSession, apiCall, axe, GENEROUS_LIMITS, gotoPage, logInTab, usePage, userSession, useSuite } from '../support/browser.js';

// Issue 12, part 1: /admin/users (filters in the URL, each change confirmed and announced) and /admin/audit.

const suite = useSuite(GENEROUS_LIMITS);
const tab = usePage(suite, { bypassCSP: true, cookiesAccepted: true });

async function openAsAdmin(page: Page, url: string) {
  await gotoPage(page, '/');
  await logInTab(page, await adminSession(suite.portal));
  await gotoPage(page, url);
}

async function someone(): Promise<{ session: Session; email: string; id: number }> {
  const session = await userSession(suite.portal);
  const info = await apiCall(suite.portal, 'GET', '/api/user/info', { token: session.access_token });
  expect(info.status).toBe(200);
  return { session, email: info.body.email as string, id: info.body.id as number };
}

/** Presses a row's action, confirms it in the dialog, and waits for the success toast. */
async function confirmAction(page: Page, email: string, button: RegExp, confirm: string, toast: string) {
  const row = page.locator('main tbody tr').filter({ hasText: email });
  await row.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(email);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await page.getByText(toast, { exact: true }).first().waitFor();
}

describe('/admin/users', () => {
  test('the search and filters live in the URL, the table is announced, and axe finds nothing serious', async () => {
    const { email } = await someone();
    await openAsAdmin(tab.page, '/admin/users');
    await tab.page.getByRole('table', { name: 'Konta użytkowników' }).waitFor();
    await tab.page.getByLabel(/^Szukaj \(/).fill(email);
    await tab.page.getByRole('button', { name: 'Szukaj', exact: true }).click();
    await expect.poll(() => new URL(tab.page.url()).searchParams.get('q')).toBe(email);
    await tab.page.getByLabel('Status konta').selectOption('true');
    await expect.poll(() => new URL(tab.page.url()).searchParams.get('active')).toBe('true');
    await expect.poll(() => tab.page.locator('main tbody tr').count()).toBe(1);
    expect(await tab.page.locator('main tbody tr').textContent()).toContain('aktywne');
    expect(await axe(tab.page)).toEqual([]);
    // A reload keeps what the URL says.
    await tab.page.reload();
    await tab.page.locator('main tbody tr').filter({ hasText: email }).waitFor();
    expect(await tab.page.getByLabel('Status konta').inputValue()).toBe('true');
  });

  test('deactivating a user asks first, says it worked, and ends that user\'s session', async () => {
    const user = await someone();
    expect((await apiCall(suite.portal, 'GET', '/api/user/info', { token: user.session.access_token })).status).toBe(200);
    await openAsAdmin(tab.page, `/admin/users?q=${encodeURIComponent(user.email)}`);
    await tab.page.locator('main tbody tr').filter({ hasText: user.email }).waitFor();
    // Cancelling changes nothing.
    await tab.page.locator('main tbody tr').getByRole('button', { name: /^Dezaktywuj/ }).click();
    await tab.page.getByRole('dialog').getByRole('button', { name: 'Anuluj' }).click();
    expect((await apiCall(suite.portal, 'GET', '/api/user/info', { token: user.session.access_token })).status).toBe(200);
    await confirmAction(tab.page, user.email, /^Dezaktywuj/, 'Dezaktywuj', 'Konto dezaktywowane');
    expect((await apiCall(suite.portal, 'GET', '/api/user/info', { token: user.session.access_token })).status).toBe(401);
    await expect.poll(() => tab.page.locator('main tbody tr').filter({ hasText: user.email }).textContent()).toContain('nieaktywne');
  });

  test('granting admin rights is confirmed; revoking one\'s own rights is refused with the server\'s Polish reason', async () => {
    const user = await someone();
    await openAsAdmin(tab.page, `/admin/users?q=${encodeURIComponent(user.email)}`);
    await confirmAction(tab.page, user.email, /^Nadaj uprawnienia administratora/, 'Nadaj uprawnienia', 'Nadano uprawnienia administratora');
    const listed = await apiCall(suite.portal, 'GET', `/api/admin/users?q=${encodeURIComponent(user.email)}`, { token: (await adminSession(suite.portal)).access_token });
    expect((listed.body as { is_admin: boolean }[])[0]?.is_admin).toBe(true);

    await gotoPage(tab.page, `/admin/users?admin=true&q=${encodeURIComponent(ADMIN.email)}`);
    await tab.page.locator('main tbody tr').filter({ hasText: ADMIN.email }).getByRole('button', { name: /^Odbierz uprawnienia/ }).click();
    await tab.page.getByRole('dialog').getByRole('button', { name: 'Odbierz uprawnienia', exact: true }).click();
    await tab.page.getByText('Nie możesz odebrać uprawnień administratora samemu sobie.').first().waitFor();
    expect(await tab.page.locator('main tbody tr').filter({ hasText: ADMIN.email }).textContent()).toContain('tak');
  });

  test('a user\'s "Historia" and /admin/audit show these changes, with the details before and after', async () => {
    const user = await someone();
    await openAsAdmin(tab.page, `/admin/users?q=${encodeURIComponent(user.email)}`);
    await confirmAction(tab.page, user.email, /^Dezaktywuj/, 'Dezaktywuj', 'Konto dezaktywowane');
    await confirmAction(tab.page, user.email, /^Nadaj uprawnienia administratora/, 'Nadaj uprawnienia', 'Nadano uprawnienia administratora');

    await tab.page.locator('main tbody tr').filter({ hasText: user.email }).getByRole('button', { name: /^Historia/ }).click();
    const history = tab.page.getByRole('table', { name: `Historia: użytkownik nr ${user.id}` });
    await history.getByText('Nadanie uprawnień administratora').waitFor();
    expect(await history.getByText('Dezaktywacja konta').count()).toBe(1);
    expect(await axe(tab.page)).toEqual([]);

    await gotoPage(tab.page, `/admin/audit?entity_type=user&entity_id=${user.id}`);
    const log = tab.page.getByRole('table', { name: /Wpisy dziennika zdarzeń/ });
    await log.getByText('Dezaktywacja konta').waitFor();
    expect(await log.getByText('Nadanie uprawnień administratora').count()).toBe(1);
    // userSession's account was activated by the admin too: three entries, each naming its record by the person's
    // name (issue 36 item 4), not "Użytkownik nr 12".
    expect(await log.getByRole('link', { name: 'Użytkownik Anna Kowalska', exact: true }).count()).toBe(3);
    expect(await tab.page.getByLabel('Rodzaj rekordu').inputValue()).toBe('user');
    await log.locator('summary').first().click();
    // The change in words, a line a field (no raw JSON since issue 36 item 4).
    expect(await log.locator('details[open] li').count()).toBeGreaterThan(0);
    expect(await log.locator('details[open] pre').count()).toBe(0);
    expect(await axe(tab.page)).toEqual([]);

    await tab.page.getByLabel('Zdarzenie').selectOption('user.grant_admin');
    await tab.page.getByRole('button', { name: 'Filtruj' }).click();
    await expect.poll(() => new URL(tab.page.url()).searchParams.get('action')).toBe('user.grant_admin');
    await expect.poll(() => log.locator('tbody tr').count()).toBe(1);
    expect(await log.locator('tbody tr').textContent()).toContain('Nadanie uprawnień administratora');
  });
});
