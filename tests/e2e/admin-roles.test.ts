import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Session } from '@zlota/shared/entities';
import { createFundraiser, sandboxDecision, startDonation } from '../support/payments.js';
import { ADMIN, adminSession, apiCall, axe, GENEROUS_LIMITS, gotoPage, logInTab, staffSession, usePage, usePortalDb, userSession, useSuite } from '../support/browser.js';

// Issue 17: the panel shows each role of the foundation's team its own sections and, to a viewer, no button that writes.

const suite = useSuite(GENEROUS_LIMITS);
const tab = usePage(suite, { bypassCSP: true, cookiesAccepted: true });
const db = usePortalDb(suite);

async function openAs(page: Page, session: Session, url: string) {
  await gotoPage(page, '/');
  await logInTab(page, session);
  await gotoPage(page, url);
}

const panelNav = (page: Page) => page.getByRole('navigation', { name: 'Panel administracyjny' });
const panelLink = (page: Page, name: string) => panelNav(page).getByRole('link', { name, exact: true });

const navLinks = async (page: Page) => {
  await panelLink(page, 'Pulpit').waitFor();
  return panelNav(page).getByRole('link').allTextContents();
};

describe('the panel by role', () => {
  test('finance sees Płatności and Statystyki but not the fundraisers\' moderation; that screen tells them it is not their role', async () => {
    await openAs(tab.page, await staffSession(suite.portal, 'finance'), '/admin');

    const links = await navLinks(tab.page);
    expect(links).toEqual(expect.arrayContaining(['Płatności', 'Statystyki']));
    expect(links).not.toContain('Zbiórki');
    expect(links).not.toContain('Potrzebujący');
    expect(links).not.toContain('Użytkownicy');
    expect(await axe(tab.page)).toEqual([]);

    await panelLink(tab.page, 'Płatności').click();
    await tab.page.getByRole('button', { name: 'Uzgodnij płatności' }).waitFor();

    await gotoPage(tab.page, '/admin/charity/all');
    await expect.poll(() => tab.page.locator('main h1').textContent()).toBe('Ta część panelu nie należy do Twojej roli');
    expect(await tab.page.getByRole('table', { name: 'Zbiórki' }).count()).toBe(0);
    expect(await axe(tab.page)).toEqual([]);
  });

  test('finance sees no link to a fundraiser\'s editor, which it cannot open: not on the dashboard, the statistics, the manual donation or the payment configuration', async () => {
    const fundraiser = await createFundraiser(suite.portal.url, (await adminSession(suite.portal)).access_token);
    const guid = await startDonation(suite.portal.url, fundraiser.id, { amount: '100' });
    expect((await sandboxDecision(suite.portal.url, guid, 'paid')).status).toBe(303);
    await openAs(tab.page, await staffSession(suite.portal, 'finance'), '/admin');
    const editorLinks = () => tab.page.locator('main a[href^="/admin/charity/"][href$="/edit"]').count();
    for (const url of ['/admin', '/admin/statistics', `/admin/charity/${fundraiser.id}/donate`, `/admin/charity/${fundraiser.id}/oauth`]) {
      await gotoPage(tab.page, url);
      await tab.page.waitForLoadState('networkidle');
      await expect.poll(() => tab.page.locator('main [role="status"]').filter({ hasText: /^Wczytywanie/ }).count()).toBe(0);
      expect(await editorLinks(), url).toBe(0);
    }
    // The names stay, as words: the statistics still list their top fundraisers, without the link.
    await gotoPage(tab.page, '/admin/statistics');
    await expect.poll(() => tab.page.locator('main table th[scope="row"]').count()).toBeGreaterThan(0);
    expect(await editorLinks()).toBe(0);
  });

  test('a viewer reads every section and sees no button that writes', async () => {
    const viewer = await staffSession(suite.portal, 'viewer');
    await openAs(tab.page, viewer, '/admin/users');

    expect(await navLinks(tab.page)).toEqual(['Pulpit', 'Zbiórki', 'Potrzebujący', 'Płatności', 'Statystyki', 'Użytkownicy', 'Dziennik zdarzeń', 'E-maile', 'Bezpieczeństwo']);
    const users = tab.page.getByRole('table', { name: 'Konta użytkowników' });
    await users.waitFor();
    expect(await users.getByRole('button', { name: /^Historia/ }).count()).toBeGreaterThan(0);
    for (const name of [/^Dezaktywuj/, /^Aktywuj/, /^Usuń/, /^Nadaj uprawnienia/, /^Odbierz uprawnienia/]) {
      expect(await tab.page.getByRole('button', { name }).count(), String(name)).toBe(0);
    }
    expect(await tab.page.getByRole('combobox', { name: /^Rola w zespole/ }).count()).toBe(0);
    expect(await axe(tab.page)).toEqual([]);

    await panelLink(tab.page, 'Zbiórki').click();
    await tab.page.getByRole('table', { name: 'Zbiórki' }).waitFor();
    expect(await tab.page.getByRole('link', { name: 'Nowa zbiórka' }).count()).toBe(0);
    expect(await tab.page.getByRole('columnheader', { name: 'Działania' }).count()).toBe(0);
    expect(await tab.page.locator('#banner-save').count()).toBe(0);

    // Issue 36 item 6: the fundraiser's own screen opens for a viewer, read-only.
    await tab.page.getByRole('table', { name: 'Zbiórki' }).getByRole('link').first().click();
    await tab.page.getByText('Tylko podgląd: Twoja rola w zespole pozwala czytać zbiórki, ale nie zmieniać ich.').waitFor();
    expect(await tab.page.locator('main h1').textContent()).toMatch(/^Edycja: /);
    expect(await tab.page.getByRole('button', { name: /^Zapisz/ }).count()).toBe(0);
    expect(await tab.page.locator('main input:not([type="hidden"]), main textarea').count()).toBe(0);
    expect(await axe(tab.page)).toEqual([]);

    await panelLink(tab.page, 'Potrzebujący').click();
    await tab.page.getByRole('heading', { name: 'Podopieczni' }).waitFor();
    expect(await tab.page.getByRole('button', { name: 'Dodaj podopiecznego' }).count()).toBe(0);

    await panelLink(tab.page, 'Płatności').click();
    await tab.page.getByRole('button', { name: 'Eksportuj CSV' }).waitFor();
    expect(await tab.page.getByRole('button', { name: 'Uzgodnij płatności' }).count()).toBe(0);
    expect(await axe(tab.page)).toEqual([]);
  });

  test('the admin gives an account a role from the users screen, confirmed in a dialog; it is stored and the panel says so', async () => {
    const moderator = await staffSession(suite.portal, 'moderator');
    await openAs(tab.page, await adminSession(suite.portal), `/admin/users?q=${encodeURIComponent(moderator.email)}`);

    const select = tab.page.getByRole('combobox', { name: `Rola w zespole: ${moderator.email}` });
    await expect.poll(() => select.inputValue()).toBe('moderator');
    await select.selectOption('finance');
    await tab.page.locator('main tbody tr').filter({ hasText: moderator.email }).getByRole('button', { name: /^Zmień rolę/ }).click();
    await tab.page.getByRole('dialog').getByRole('button', { name: 'Zmień rolę', exact: true }).click();
    await tab.page.getByText('Zmieniono rolę', { exact: true }).first().waitFor();
    await expect.poll(async () => (await db('users').where({ email: moderator.email }).first()).staff_role).toBe('finance');
    expect(await axe(tab.page)).toEqual([]);
  });
});

// Issue 36: a role changes only on purpose; one's own not at all.
describe('changing a role', () => {
  test('ArrowDown on the focused drop-down only chooses; the dialog names the person and the role; cancel keeps the role, confirm changes it', async () => {
    const session = await userSession(suite.portal);
    const someone = { email: (await apiCall(suite.portal, 'GET', '/api/user/info', { token: session.access_token })).body.email as string };
    const roleOf = async () => ((await db('users').where({ email: someone.email }).first()) as { staff_role: string | null }).staff_role;
    await openAs(tab.page, await adminSession(suite.portal), `/admin/users?q=${encodeURIComponent(someone.email)}`);

    const select = tab.page.getByRole('combobox', { name: `Rola w zespole: ${someone.email}` });
    const change = tab.page.locator('main tbody tr').filter({ hasText: someone.email }).getByRole('button', { name: /^Zmień rolę/ });
    await expect.poll(() => select.inputValue()).toBe('');

    await select.focus();
    await tab.page.keyboard.press('ArrowDown');
    await expect.poll(() => select.inputValue()).toBe('admin');
    // Nothing is granted by the choice alone: no request, no dialog, the account keeps no role.
    await tab.page.waitForTimeout(500);
    expect(await roleOf()).toBeNull();
    expect(await tab.page.getByRole('dialog').count()).toBe(0);
    expect(await tab.page.getByText('Zmieniono rolę', { exact: true }).count()).toBe(0);

    await tab.page.keyboard.press('Tab');
    expect(await change.evaluate((button) => button.matches(':focus'))).toBe(true);
    await tab.page.keyboard.press('Enter');
    const dialog = tab.page.getByRole('dialog', { name: 'Zmienić rolę w zespole?' });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain(someone.email);
    expect(text).toContain('„Administrator”');
    expect(await axe(tab.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => select.inputValue()).toBe('');
    expect(await roleOf()).toBeNull();

    await select.selectOption('viewer');
    await change.click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('„Podgląd”');
    await dialog.getByRole('button', { name: 'Zmień rolę', exact: true }).click();
    await tab.page.getByText('Zmieniono rolę', { exact: true }).first().waitFor();
    await expect.poll(roleOf).toBe('viewer');
    await expect.poll(() => select.inputValue()).toBe('viewer');
  });

  test('the own row\'s role cannot be changed, and the row says why', async () => {
    await openAs(tab.page, await adminSession(suite.portal), `/admin/users?q=${encodeURIComponent(ADMIN.email)}`);

    const select = tab.page.getByRole('combobox', { name: `Rola w zespole: ${ADMIN.email}` });
    await expect.poll(() => select.isDisabled()).toBe(true);
    const row = tab.page.locator('main tbody tr').filter({ hasText: ADMIN.email });
    expect(await row.textContent()).toContain('swoją rolę może zmienić tylko inny administrator');
    expect(await row.getByRole('button', { name: /^Zmień rolę/ }).count()).toBe(0);
    expect(await select.getAttribute('aria-describedby')).toBeTruthy();
    expect(await axe(tab.page)).toEqual([]);
  });
});
