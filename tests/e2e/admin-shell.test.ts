import type { Page } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@zlota/shared/constants';
import { TOAST_TEXTS } from '@zlota/shared/messages';
import type { Session } from '@zlota/shared/entities';
import { adminSession, apiCall, axe, DESKTOP, GENEROUS_LIMITS, goOffline, gotoPage, logInTab, organiserCharity, PHONE, usePage, userSession, useSuite, type Win } from '../support/browser.js';

// Issue 12, part 1: who gets into /admin (spec §6), the work queue, the panel at 1024 px and at 360 px, and offline.

const suite = useSuite(GENEROUS_LIMITS);
const tab = usePage(suite, { bypassCSP: true, cookiesAccepted: true });

const ADMIN_OFFLINE = 'Panel administracyjny wymaga połączenia z internetem';

async function openAs(page: Page, session: Session | null, url: string) {
  await gotoPage(page, '/');
  if (session) await logInTab(page, session);
  await gotoPage(page, url);
}

const overflow = (page: Page) =>
  page.evaluate(() => {
    const { document } = globalThis as unknown as Win;
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  });

/** A user's fundraiser, sent for the foundation's review. */
async function submittedCharity() {
  const made = await organiserCharity(suite.portal, {
    title: `Wózek dla Oli ${Math.random().toString(36).slice(2, 7)}`,
    name: 'Ola na spacerze',
    target: 'Wózek inwalidzki',
    target_amount: '8 000',
    short_description: 'Ola potrzebuje lekkiego wózka, by wychodzić z domu.',
    description: '<p>Ola ma <strong>7 lat</strong>.</p>',
    needy: { name: 'Ola', surname: 'Kowalska', city: 'Gdańsk' },
  }, 'submitted');
  return made.charity;
}

describe('who gets into the panel (spec §6)', () => {
  test('a visitor on /admin/users goes to /admin/login with the way back', async () => {
    await gotoPage(tab.page, '/admin/users?active=true');
    await expect.poll(() => new URL(tab.page.url()).pathname).toBe('/admin/login');
    expect(new URL(tab.page.url()).searchParams.get('next')).toBe('/admin/users?active=true');
  });

  test('a logged-in user who is not an admin is told the panel is not theirs, and sees no admin data', async () => {
    await openAs(tab.page, await userSession(suite.portal), '/admin');
    await expect.poll(() => tab.page.locator('main h1').textContent()).toBe('Brak dostępu');
    expect(await tab.page.getByRole('navigation', { name: 'Panel administracyjny' }).count()).toBe(0);
    expect(await axe(tab.page)).toEqual([]);
  });
});

describe('a 401 Unauthorized in the panel (spec §4)', () => {
  test('when the admin\'s token is revoked, the next call of the panel logs the tab out and goes home', async () => {
    const admin = await adminSession(suite.portal);
    await openAs(tab.page, admin, '/admin/users');
    await tab.page.getByRole('table', { name: 'Konta użytkowników' }).waitFor();
    expect((await apiCall(suite.portal, 'POST', '/admin/logout', { token: admin.access_token })).status).toBe(204);
    const refused = await apiCall(suite.portal, 'GET', '/api/admin/users', { token: admin.access_token });
    expect([refused.status, refused.body.name]).toEqual([401, 'Unauthorized']);
    await tab.page.getByLabel('Status konta').selectOption('false');
    await expect.poll(() => new URL(tab.page.url()).pathname).toBe('/');
    // The panel's own app leaves for the public one by a page load: the notice goes with it.
    await tab.page.getByText(TOAST_TEXTS.sessionEnded).waitFor();
    expect(await tab.page.evaluate((key) => (globalThis as unknown as Win).sessionStorage.getItem(key), SESSION_STORAGE_KEYS.accessToken)).toBeNull();
  });
});

describe('the work queue (/admin)', () => {
  test('an admin lands on the queue: a submitted fundraiser is listed and leads to its edit page; figures and empty states are in Polish', async () => {
    const charity = await submittedCharity();
    await openAs(tab.page, await adminSession(suite.portal), '/admin');
    const main = tab.page.locator('main');
    await main.getByRole('heading', { name: /Zbiórki do sprawdzenia/ }).waitFor();
    for (const heading of [/Płatności oczekujące ponad 30 minut/, /Nieudane płatności z ostatnich 7 dni/, /Ostatnie wpłaty ręczne/, 'Ten miesiąc']) {
      expect(await main.getByRole('heading', { name: heading }).count(), String(heading)).toBe(1);
    }
    for (const figure of ['Zebrano w tym miesiącu', 'Wpłaty', 'Nowe zbiórki', 'Aktywne zbiórki']) {
      expect(await main.getByText(figure, { exact: true }).count(), figure).toBe(1);
    }
    expect(await main.locator('.key-figures').textContent()).toMatch(/zł/);
    expect(await main.locator('.key-figures__change').first().textContent()).toMatch(/^(\+\d+%|−\d+%|bez zmian|nowe)/);
    expect(await axe(tab.page)).toEqual([]);
    await main.getByRole('link', { name: charity.title }).click();
    await expect.poll(() => new URL(tab.page.url()).pathname).toBe(`/admin/charity/${charity.id}/edit`);
  });

  test('at 1024 px the panel has no sideways scroll on its screens; at 360 px it still fits', async () => {
    const admin = await adminSession(suite.portal);
    await tab.page.setViewportSize({ width: 1024, height: 800 });
    await openAs(tab.page, admin, '/admin');
    for (const url of ['/admin', '/admin/users', '/admin/audit', '/admin/payments']) {
      await gotoPage(tab.page, url);
      await tab.page.locator('main h1').first().waitFor();
      await tab.page.waitForLoadState('networkidle');
      expect(await overflow(tab.page), `${url} at 1024 px`).toBeLessThanOrEqual(0);
    }
    await tab.page.setViewportSize(PHONE);
    await gotoPage(tab.page, '/admin');
    await tab.page.getByRole('heading', { name: 'Ten miesiąc' }).waitFor();
    expect(await overflow(tab.page), '/admin at 360 px').toBeLessThanOrEqual(0);
    await tab.page.setViewportSize(DESKTOP);
  });

  test('the money sections open their own screens from the panel\'s navigation, none of them a placeholder', async () => {
    await openAs(tab.page, await adminSession(suite.portal), '/admin');
    const nav = tab.page.getByRole('navigation', { name: 'Panel administracyjny' });
    for (const section of ['Płatności', 'Statystyki']) {
      await nav.getByRole('link', { name: section, exact: true }).click();
      await tab.page.getByRole('heading', { level: 1, name: section, exact: true }).waitFor({ timeout: 30_000 });
      expect(await nav.getByRole('link', { name: section, exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await tab.page.locator('main').textContent()).not.toContain('w przygotowaniu');
    }
    expect(await axe(tab.page)).toEqual([]);
  });
});

describe("the panel's own layout (issue 38 item 5)", () => {
  test('the panel shows no public how-to block, and its main fills the viewport so nothing below it moves in sight when the queue arrives', async () => {
    await openAs(tab.page, await adminSession(suite.portal), '/admin');
    await tab.page.locator('main').getByRole('heading', { name: /Zbiórki do sprawdzenia/ }).waitFor();
    expect(await tab.page.getByRole('heading', { name: 'Jak założyć zbiórkę?' }).count()).toBe(0);
    const [mainHeight, viewport] = await tab.page.evaluate(() => {
      const w = globalThis as unknown as Win;
      return [w.document.querySelector('main')!.getBoundingClientRect().height, w.innerHeight];
    });
    expect(mainHeight).toBeGreaterThanOrEqual(viewport);
    await gotoPage(tab.page, '/faq');
    await tab.page.getByRole('heading', { name: 'Jak założyć zbiórkę?' }).waitFor();
  });

  test('the desk loads only its own code: what /admin asks for beyond the public site is small (no zod, no form library)', async () => {
    // The scripts a page asked for and their sizes once unpacked (the cache may have served them: the size stays).
    const scripts = () =>
      tab.page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry as unknown as { name: string; initiatorType: string; decodedBodySize: number })
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.decodedBodySize })),
      );
    await openAs(tab.page, await adminSession(suite.portal), '/faq');
    await tab.page.waitForLoadState('networkidle');
    const publicSite = new Set((await scripts()).map((script) => script.path));
    await gotoPage(tab.page, '/admin');
    await tab.page.locator('main').getByRole('heading', { name: /Zbiórki do sprawdzenia/ }).waitFor();
    await tab.page.waitForLoadState('networkidle');
    const own = (await scripts()).filter((script) => !publicSite.has(script.path));
    const kb = own.reduce((sum, script) => sum + script.bytes, 0) / 1024;
    // Issue 38 item 5: before, the desk's first load brought 34 scripts of its own, 182 KB (zod and react-hook-form
    // among them, for a dialog nobody had opened); the layout and the desk are about 30 KB.
    expect(kb, own.map((script) => `${script.path} ${script.bytes}`).join('\n')).toBeLessThanOrEqual(60);
    expect(own.length, own.map((script) => script.path).join('\n')).toBeLessThanOrEqual(24);
  });
});

describe("the panel's own entry (issue 38 item 5)", () => {
  /** The public app's own scripts as built: index.html's entry and the modules it preloads, less any the panel's page names too. */
  function publicAppScripts(): { own: Set<string>; home: string[]; desk: string } {
    const dist = inject('e2eWebDist');
    const scriptsOf = (html: string) => new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((found) => found[1]!));
    const publicHtml = scriptsOf(readFileSync(path.join(dist, 'index.html'), 'utf8'));
    const panelHtml = scriptsOf(readFileSync(path.join(dist, 'admin.html'), 'utf8'));
    const assets = readdirSync(path.join(dist, 'assets'));
    const desk = assets.find((file) => /^work-queue-page-.*\.js$/.test(file));
    if (!desk) throw new Error('the build has no chunk of the desk (work-queue-page-*.js)');
    expect(panelHtml, "admin.html preloads the desk's screen").toContain(`/assets/${desk}`);
    return {
      own: new Set([...publicHtml].filter((file) => !panelHtml.has(file))),
      home: assets.filter((file) => /^(home-page|start)-.*\.js$/.test(file)).map((file) => `/assets/${file}`),
      desk: `/assets/${desk}`,
    };
  }

  test("a tab whose first page is /admin loads the panel's entry and the desk, none of the public app's scripts", async () => {
    const { own, home, desk } = publicAppScripts();
    expect(own.size).toBeGreaterThan(0);
    expect(home.length).toBeGreaterThan(0);
    // The session handed to a tab that has loaded no page of the app yet: /admin is its first.
    await tab.page.goto('/favicon.svg');
    const admin = await adminSession(suite.portal);
    await tab.page.evaluate(
      ([keys, session]) => {
        const { sessionStorage } = globalThis as unknown as Win;
        sessionStorage.setItem(keys.accessToken, session.access_token);
        sessionStorage.setItem(keys.tokenExpiry, String(session.expires_at));
        sessionStorage.setItem(keys.adminMarker, '1');
      },
      [SESSION_STORAGE_KEYS, admin] as const,
    );
    const asked: string[] = [];
    tab.page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await tab.page.goto('/admin');
    await tab.page.locator('main').getByRole('heading', { name: /Zbiórki do sprawdzenia/ }).waitFor();
    await tab.page.waitForLoadState('networkidle');
    const scripts = asked.filter((file) => file.endsWith('.js'));
    expect(scripts).toContain(desk);
    expect(scripts.filter((file) => own.has(file) || home.includes(file))).toEqual([]);
    // A link out of the panel loads the public site as a page.
    await tab.page.getByRole('banner').getByRole('link', { name: 'Złota rybka — strona główna' }).click();
    await expect.poll(() => new URL(tab.page.url()).pathname).toBe('/');
    await tab.page.locator('html[data-app="ready"] main h1').first().waitFor({ state: 'attached' });
  });
});

describe('offline', () => {
  test('the panel says it needs a connection, and the search the admin was typing stays', async () => {
    await openAs(tab.page, await adminSession(suite.portal), '/admin/users');
    const search = tab.page.getByLabel(/^Szukaj \(/);
    await search.fill('Kowalska z Gdańska');
    await goOffline(tab.context);
    await tab.page.getByText(ADMIN_OFFLINE, { exact: true }).waitFor();
    expect(await search.inputValue()).toBe('Kowalska z Gdańska');
    await search.press('Enter');
    await tab.page.getByText('Brak połączenia z internetem', { exact: false }).first().waitFor();
    expect(await search.inputValue()).toBe('Kowalska z Gdańska');
  });
});
