import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { COOKIE_CONSENT_DAYS, DEFAULT_PAGE_DESCRIPTION } from '@zlota/shared/constants';
import { namedMeta, PAGE_META } from '@zlota/shared/page-meta';
import { DEMO_FOUNDATION } from '@zlota/server/seeds/demo-foundation';
import {
  adminSession, DESKTOP, gotoPage, listCharities, logInTab, openContext, PHONE, recordCookieWrites, reloadPage, userSession, useSuite,
  writtenCookies, type Win,
} from '../support/browser.js';

// Spec §2 (layout, navigation behaviour) and §4 (cookie consent, logout): the frame every page shares.

const suite = useSuite();

const DAY_S = 24 * 60 * 60;
const CHROMIUM_COOKIE_CAP_DAYS = 400;

const bodyBackground = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as Win;
    return w.getComputedStyle(w.document.body).backgroundColor;
  });
const scrollY = (page: Page) => page.evaluate(() => (globalThis as unknown as Win).scrollY);
const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');
const navbar = (page: Page) => page.getByRole('banner');

describe('cookie consent', () => {
  test('the banner shows until Akceptuje; then pp-cookies=1 is written for 1095 days on path / and the banner stays away after a reload', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal);
    await recordCookieWrites(context);
    await gotoPage(page, '/');
    const banner = page.getByRole('region', { name: /cookies/i });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: /polityce prywatności/i }).getAttribute('href')).toBe('/polityka-prywatnosci');
    expect((await context.cookies()).find((c) => c.name === 'pp-cookies')).toBeUndefined();

    await banner.getByRole('button', { name: 'Akceptuje' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    const written = await writtenCookies(page);
    const consent = written.find((text) => text.startsWith('pp-cookies=1'));
    expect(consent, JSON.stringify(written)).toBeDefined();
    const attributes = Object.fromEntries(consent!.split(';').map((part) => part.trim().split('=') as [string, string | undefined]).map(([k, v]) => [k.toLowerCase(), v]));
    expect(attributes.path).toBe('/');
    const lifetime = attributes['max-age'] ? Number(attributes['max-age']) : (Date.parse(attributes.expires ?? '') - Date.now()) / 1000;
    expect(Math.abs(lifetime - COOKIE_CONSENT_DAYS * DAY_S), `written for ${lifetime / DAY_S} days`).toBeLessThan(3600);

    const cookie = (await context.cookies()).find((c) => c.name === 'pp-cookies');
    expect(cookie).toMatchObject({ value: '1', path: '/' });
    // Stored for as long as the browser allows: 1095 days, or Chromium's cap of 400 days.
    const kept = Math.min(COOKIE_CONSENT_DAYS, CHROMIUM_COOKIE_CAP_DAYS) * DAY_S;
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + kept)), `expires ${new Date(cookie!.expires * 1000).toISOString()}`).toBeLessThan(3600);

    await reloadPage(page);
    await page.waitForTimeout(300);
    expect(await page.getByRole('button', { name: 'Akceptuje' }).count()).toBe(0);
    await context.close();
  });
});

describe('navbar', () => {
  test('nothing overflows or wraps at any width from 320 to 1440 px, for a visitor, a user and an admin', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, viewport: DESKTOP });
    await gotoPage(page, '/fundacja');
    const roles = [
      ['visitor', null],
      ['user', await userSession(suite.portal)],
      ['admin', await adminSession(suite.portal)],
    ] as const;
    const widths = [320, 360, 414, 600, 768, 900, 960, 1024, 1280, 1440];
    for (const [role, session] of roles) {
      if (session) await logInTab(page, session);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const layout = await page.evaluate(() => {
          const { document } = globalThis as unknown as Win;
          const shown = Array.from(document.querySelectorAll('.navbar__inner a, .navbar__inner button')).filter((el) => el.offsetParent !== null);
          const middles = shown.map((el) => el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2);
          const lines = shown.map((el) => el.getClientRects().length);
          return { overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth, spread: Math.max(...middles) - Math.min(...middles), wrapped: Math.max(...lines), right: Math.max(...shown.map((el) => el.getBoundingClientRect().right)) };
        });
        const where = `${role} at ${width} px`;
        expect(layout.overflow, `${where}: sideways scroll`).toBe(0);
        expect(layout.spread, `${where}: the navbar's links and buttons in one row`).toBeLessThan(8);
        expect(layout.wrapped, `${where}: a label broken over two lines`).toBe(1);
        expect(layout.right, `${where}: nothing clipped at the right`).toBeLessThanOrEqual(width);
      }
    }
    await context.close();
  });

  test('the logo leads home and the search icon shows and hides the box "Szukaj zbiórki"', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, '/kontakt');
    await navbar(page).getByRole('link', { name: /strona główna/i }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const box = page.getByPlaceholder('Szukaj zbiórki');
    expect(await box.count()).toBe(0);
    await navbar(page).getByRole('button', { name: 'Szukaj zbiórki' }).click();
    await expect.poll(() => box.isVisible()).toBe(true);
    await navbar(page).getByRole('button', { name: 'Ukryj wyszukiwarkę' }).click();
    await expect.poll(() => box.count()).toBe(0);
    await context.close();
  });

  test('"Utwórz zbiórkę" leads a visitor to /nowy-uzytkownik-i-zbiorka and a logged-in user to /nowa-zbiorka, wherever it is on the page', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, viewport: DESKTOP });
    await gotoPage(page, '/');
    await navbar(page).getByRole('link', { name: 'Utwórz zbiórkę' }).click();
    await page.waitForURL((url) => url.pathname === '/nowy-uzytkownik-i-zbiorka');

    await gotoPage(page, '/');
    await logInTab(page, await userSession(suite.portal));
    await page.locator('main h1').first().waitFor({ state: 'attached' });
    // The drawn page is the visitor's (the server cannot know the session): the app, started after the first paint,
    // turns its links into the user's.
    const hrefs = () => page.getByRole('link', { name: 'Utwórz zbiórkę' }).evaluateAll((links) => links.map((a) => (a as unknown as { pathname: string }).pathname));
    await expect.poll(async () => (await hrefs()).length).toBeGreaterThan(0);
    await expect.poll(hrefs, { message: 'every "Utwórz zbiórkę" link of a logged-in page' }).toEqual((await hrefs()).map(() => '/nowa-zbiorka'));
    await navbar(page).getByRole('link', { name: 'Utwórz zbiórkę' }).click();
    await page.waitForURL((url) => url.pathname === '/nowa-zbiorka');
    await context.close();
  });

  const menuLabels = async (page: Page) => {
    await navbar(page).getByRole('button', { name: 'Otwórz menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    const labels = (await menu.locator('a, button.link-button').allInnerTexts()).map((text) => text.trim());
    const box = await menu.boundingBox();
    await menu.getByRole('button', { name: 'Zamknij menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    return { labels, box };
  };

  test('at 360 px the bars icon opens a 20rem side menu at the right: Zaloguj for visitors, Konto and Wyloguj once logged in, Admin only for admins', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, viewport: PHONE });
    await gotoPage(page, '/');
    const visitor = await menuLabels(page);
    expect(visitor.labels).toEqual(expect.arrayContaining(['Zbiórki', 'Kontakt', 'Fundacja', 'Informacje', 'Zaloguj', 'Utwórz zbiórkę']));
    expect(visitor.labels).not.toContain('Konto');
    expect(visitor.labels).not.toContain('Wyloguj');
    expect(visitor.labels).not.toContain('Admin');
    expect(visitor.box!.width).toBeCloseTo(320, 0);
    expect(visitor.box!.x + visitor.box!.width).toBeCloseTo(PHONE.width, 0);

    await logInTab(page, await userSession(suite.portal));
    const user = await menuLabels(page);
    expect(user.labels).toEqual(expect.arrayContaining(['Zbiórki', 'Kontakt', 'Fundacja', 'Informacje', 'Konto', 'Wyloguj']));
    expect(user.labels).not.toContain('Zaloguj');
    expect(user.labels).not.toContain('Admin');

    await logInTab(page, await adminSession(suite.portal));
    const admin = await menuLabels(page);
    expect(admin.labels).toEqual(expect.arrayContaining(['Konto', 'Admin', 'Wyloguj']));
    await context.close();
  });

  test('logging out shows the toast "Wylogowano" at the top right, 25rem wide, for about 3 s, and goes home', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, viewport: DESKTOP });
    await gotoPage(page, '/kontakt');
    await logInTab(page, await userSession(suite.portal));
    await navbar(page).getByRole('button', { name: 'Wyloguj' }).click();
    const toast = page.locator('.toast').filter({ hasText: 'Wylogowano' });
    await toast.waitFor();
    const shown = Date.now();
    await page.waitForURL((url) => url.pathname === '/');
    const box = (await toast.boundingBox())!;
    expect(box.width).toBeCloseTo(400, 0);
    expect(DESKTOP.width - (box.x + box.width)).toBeCloseTo(16, 0);
    expect(box.y).toBeCloseTo(16, 0);
    expect(await navbar(page).getByRole('link', { name: 'Zaloguj' }).count()).toBe(1);

    await page.waitForTimeout(Math.max(0, 2000 - (Date.now() - shown)));
    expect(await toast.isVisible(), 'the toast is still there 2 s after it appeared').toBe(true);
    await toast.waitFor({ state: 'detached', timeout: 5000 - (Date.now() - shown) });
    await context.close();
  });
});

describe('page frame', () => {
  test('the quote banner is on / and not on the support route', async () => {
    const [charity] = await listCharities(suite.portal, 1);
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, '/');
    expect(await page.getByRole('complementary', { name: 'Cytat' }).isVisible()).toBe(true);
    await gotoPage(page, `/zbiorka/${encodeURIComponent(charity!.url)}/wsparcie`);
    expect(await page.getByRole('complementary', { name: 'Cytat' }).count()).toBe(0);
    await context.close();
  });

  test('the footer: Bezpieczeństwo transakcji, © the current year, Statut and the security policy in a new tab, and the legal links', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.innerText()).toContain('Bezpieczeństwo transakcji');
    const year = Math.max(new Date().getFullYear(), 2023);
    expect(await footer.innerText()).toMatch(new RegExp(`© ${year}\\b`));
    const link = (name: string) => footer.getByRole('link', { name, exact: true });
    expect(await link('Statut').getAttribute('href')).toBe('/statut.pdf');
    expect(await link('Statut').getAttribute('target')).toBe('_blank');
    const security = footer.locator('a[href="/PolitykaBezpieczenstwa.pdf"]');
    expect(await security.getAttribute('target')).toBe('_blank');
    expect(await link('Regulamin').getAttribute('href')).toBe('/regulamin');
    expect(await link('Polityka cookies').getAttribute('href')).toBe('/polityka-cookies');
    expect(await link('Polityka prywatności').getAttribute('href')).toBe('/polityka-prywatnosci');
    expect(await link('Kontakt').getAttribute('href')).toBe('/kontakt');
    expect(await footer.getByRole('link', { name: /strona główna/i }).getAttribute('href')).toBe('/');
    await context.close();
  });

  test('the statute and the security policy are served as PDF documents', async () => {
    for (const document of ['/statut.pdf', '/PolitykaBezpieczenstwa.pdf']) {
      const response = await fetch(`${suite.portal.url}${document}`);
      expect(response.status, document).toBe(200);
      expect(response.headers.get('content-type'), document).toMatch(/^application\/pdf/);
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString(), document).toBe('%PDF-');
    }
  });

  test('the background is white on / and on search results, blue on /kontakt', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    const white = 'rgb(255, 255, 255)';
    await gotoPage(page, '/');
    await expect.poll(() => bodyBackground(page)).toBe(white);
    await gotoPage(page, '/zbiorki/szukaj/x');
    await expect.poll(() => bodyBackground(page)).toBe(white);
    await gotoPage(page, '/kontakt');
    await expect.poll(() => bodyBackground(page)).toBe('rgb(11, 61, 145)');
    await context.close();
  });

  test('titles and descriptions follow the route; pages without their own get the default description', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, '/');
    // The demo's record names the foundation (issue 30): the description says its name, not a placeholder.
    await expect.poll(() => description(page)).toBe(namedMeta(PAGE_META.home, DEMO_FOUNDATION.name).description);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Regulamin', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/regulamin');
    await expect.poll(() => description(page)).toBe(DEFAULT_PAGE_DESCRIPTION);
    await expect.poll(() => page.title()).toContain(PAGE_META.terms.title);
    await gotoPage(page, '/polityka-cookies');
    await expect.poll(() => description(page)).toBe(DEFAULT_PAGE_DESCRIPTION);
    await context.close();
  });

  test.each(['/404', '/jakas-nieistniejaca-sciezka'])('%s answers 404 and shows "Page Not Found"', async (path) => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    const response = await gotoPage(page, path);
    expect(response!.status()).toBe(404);
    await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Page Not Found');
    expect(await page.title()).toContain('Page Not Found');
    await context.close();
  });
});

describe('scrolling', () => {
  test('a change of route scrolls to the top', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, viewport: PHONE });
    await gotoPage(page, '/regulamin');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/kontakt');
    await expect.poll(() => scrollY(page)).toBe(0);
    await context.close();
  });

  test('a hash scrolls to its element once the page has loaded', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, viewport: PHONE });
    await gotoPage(page, '/regulamin#how-to-heading');
    await page.waitForTimeout(500);
    const inView = () =>
      page.evaluate(() => {
        const w = globalThis as unknown as Win;
        const top = w.document.querySelector('#how-to-heading')!.getBoundingClientRect().top;
        // Scrolling is by whole pixels, layout is not: an element scrolled to may stand a fraction of a pixel above the top.
        return top > -1 && top < w.innerHeight;
      });
    await expect.poll(inView, { timeout: 3000 }).toBe(true);
    expect(await scrollY(page)).toBeGreaterThan(0);
    await context.close();
  });
});

describe('installing the app', () => {
  /** What Chromium fires when the portal can be installed; dispatched by hand, since a test browser never decides to. */
  const offerInstall = (page: Page, outcome: 'accepted' | 'dismissed') =>
    page.evaluate((choice) => {
      const w = globalThis as unknown as { dispatchEvent(event: object): void; Event: new (type: string, init: object) => object; prompted?: number };
      const event = Object.assign(new w.Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          w.prompted = (w.prompted ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: choice }),
      });
      w.dispatchEvent(event);
    }, outcome);

  test('"Zainstaluj aplikację" is offered once, in the flow above the footer, and opens the browser\'s install dialog', async () => {
    const { context, page: firstVisit } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, viewport: PHONE });
    // The offer waits for a meaningful moment (issue 37 item 1): this is the second visit, a new tab.
    await gotoPage(firstVisit, '/');
    await firstVisit.close();
    const page = await context.newPage();
    await gotoPage(page, '/fundacja');
    await offerInstall(page, 'accepted');
    const offer = page.getByRole('complementary', { name: 'Złota rybka na ekranie głównym' });
    await offer.waitFor();
    // Never over content: it follows <main> in the page and does not float.
    const [offerBox, mainBox] = [(await offer.boundingBox())!, (await page.getByRole('main').boundingBox())!];
    expect(offerBox.y).toBeGreaterThanOrEqual(mainBox.y + mainBox.height);
    expect(await offer.evaluate((el) => (globalThis as unknown as Win).getComputedStyle(el as never).position)).toBe('static');

    await offer.getByRole('button', { name: 'Zainstaluj aplikację' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (globalThis as unknown as { prompted?: number }).prompted)).toBe(1);

    // Once per device: the browser asking again later brings no second offer.
    await reloadPage(page);
    await offerInstall(page, 'dismissed');
    await page.waitForTimeout(300);
    expect(await offer.count()).toBe(0);
    await context.close();
  });

  test('the manifest offers a phone and a desktop screenshot for the richer install dialog, each served as the PNG it says', async () => {
    const manifest = (await (await fetch(`${suite.portal.url}/manifest.webmanifest`)).json()) as { screenshots?: { src: string; sizes: string; type: string; form_factor: string; label: string }[] };
    expect(manifest.screenshots?.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots!) {
      expect(shot.label).toMatch(/Złota rybka/);
      const response = await fetch(`${suite.portal.url}${shot.src}`);
      expect(response.status, shot.src).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      // The PNG's own header (IHDR) holds its width and height.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
    }
  });
});

