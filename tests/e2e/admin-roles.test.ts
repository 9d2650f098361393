import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Session } from '@zlota/shared/entities';
import { adminSession, axe, GENEROUS_LIMITS, gotoPage, logInTab, staffSession, usePage, usePortalDb, useSuite } from '../support/browser.js';

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

    await panelLink(tab.page, 'Potrzebujący').click();
    await tab.page.getByRole('heading', { name: 'Podopieczni' }).waitFor();
    expect(await tab.page.getByRole('button', { name: 'Dodaj podopiecznego' }).count()).toBe(0);

    await panelLink(tab.page, 'Płatności').click();
    await tab.page.getByRole('button', { name: 'Eksportuj CSV' }).waitFor();
    expect(await tab.page.getByRole('button', { name: 'Uzgodnij płatności' }).count()).toBe(0);
    expect(await axe(tab.page)).toEqual([]);
  });

  test('the admin gives an account a role from the users screen; it is stored and the panel says so', async () => {
    const moderator = await staffSession(suite.portal, 'moderator');
    await openAs(tab.page, await adminSession(suite.portal), `/admin/users?q=${encodeURIComponent(moderator.email)}`);

    const select = tab.page.getByRole('combobox', { name: `Rola w zespole: ${moderator.email}` });
    await expect.poll(() => select.inputValue()).toBe('moderator');
    await select.selectOption('finance');
    await tab.page.getByText('Zmieniono rolę', { exact: true }).first().waitFor();
    await expect.poll(async () => (await db('users').where({ email: moderator.email }).first()).staff_role).toBe('finance');
    expect(await axe(tab.page)).toEqual([]);
  });
});
