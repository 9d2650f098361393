import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@zlota/shared/constants';
import type { Session } from '@zlota/shared/entities';
import { SIGN_UP_MESSAGES } from '@zlota/shared/messages';
import { ADMIN, axe, DESKTOP, GENEROUS_LIMITS, gotoPage, logInTab, openContext, organiserCharity, PHONE, useSuite, type Win } from '../support/browser.js';

// Spec §6: who may open which account page; spec §4: an expired token counts as logged out;
// /admin/login and its `false`; and the account screens at 360 and 1280 px (axe, no sideways scroll).

const SCREENSHOT_DIR = path.join(tmpdir(), 'zlota-e2e-screenshots');

const suite = useSuite(GENEROUS_LIMITS);

beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

/** A user, their credentials and one fundraiser of theirs (a draft, with a beneficiary). */
async function userWithCharity() {
  return await organiserCharity(suite.portal, {
    title: `Turnus dla Mai ${Math.random().toString(36).slice(2, 7)}`,
    name: 'Maja nad morzem',
    target: 'Turnus rehabilitacyjny',
    target_amount: '6 000',
    short_description: 'Maja potrzebuje turnusu rehabilitacyjnego nad morzem.',
    description: '<p>Maja ma <strong>5 lat</strong>.</p>',
    needy: { name: 'Maja', surname: 'Nowak', city: 'Sopot' },
  }, 'draft');
}

const pathWithSearch = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function logInWithForm(page: Page, login: string, password: string) {
  await page.getByLabel('E-mail lub nazwa użytkownika').fill(login);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.locator('main form').getByRole('button', { name: /^Zaloguj się/ }).click();
}

describe('pages for logged-in users (spec §6)', () => {
  test('without a token, /user, /nowa-zbiorka and a preview send the visitor to /user/login?next=…, and the login brings them back', async () => {
    const { email, charity } = await userWithCharity();
    const preview = `/user/charity/${charity.url}/preview`;
    for (const target of ['/user', '/nowa-zbiorka', preview]) {
      const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
      await gotoPage(page, target);
      await page.waitForURL((url) => url.pathname === '/user/login');
      expect(pathWithSearch(page)).toBe(`/user/login?next=${encodeURIComponent(target)}`);
      await logInWithForm(page, email, 'bezpieczne-haslo');
      await page.waitForURL((url) => url.pathname === target);
      await page.locator('main h1').first().waitFor();
      await context.close();
    }
  });

  test('an expired token counts as logged out: the guard sends to the login, and the menu offers Zaloguj', async () => {
    const { session } = await userWithCharity();
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, '/');
    await logInTab(page, { ...session, expires_at: Math.floor(Date.now() / 1000) - 5 });
    await gotoPage(page, '/user');
    await page.waitForURL((url) => url.pathname === '/user/login');
    await page.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Zaloguj' }).waitFor();
    await context.close();
  });

  test('when the token expires while Konto is open, the user is asked to log in again and comes back afterwards', async () => {
    const { session, email } = await userWithCharity();
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, '/');
    // Six seconds: long enough for Konto to show on a busy machine, short enough to see it expire.
    await logInTab(page, { ...session, expires_at: Math.floor(Date.now() / 1000) + 6 });
    await gotoPage(page, '/user');
    await page.getByRole('heading', { name: 'Twoje zbiórki' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/user/login', { timeout: 15_000 });
    await page.locator('.toast').filter({ hasText: 'Sesja wygasła' }).waitFor();
    expect(await page.evaluate((key) => (globalThis as unknown as Win).sessionStorage.getItem(key), SESSION_STORAGE_KEYS.accessToken)).toBeNull();
    await logInWithForm(page, email, 'bezpieczne-haslo');
    await page.waitForURL((url) => url.pathname === '/user');
    await context.close();
  });

  test('a logged-in user is sent on from the logged-out pages: to ?next= when given, else to Konto; the visitor flow leads to /nowa-zbiorka', async () => {
    const { session } = await userWithCharity();
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, '/');
    await logInTab(page, session);
    for (const from of ['/user/login', '/user/signup', '/user/remember', '/user/reset-password?token=abc', '/admin/login']) {
      await gotoPage(page, from);
      await page.waitForURL((url) => url.pathname === '/user');
    }
    await gotoPage(page, '/user/login?next=%2Fnowa-zbiorka');
    await page.waitForURL((url) => url.pathname === '/nowa-zbiorka');
    await gotoPage(page, '/user/login?next=https%3A%2F%2Fevil.example%2F');
    await page.waitForURL((url) => url.pathname === '/user');
    await gotoPage(page, '/nowy-uzytkownik-i-zbiorka');
    await page.waitForURL((url) => url.pathname === '/nowa-zbiorka');
    await context.close();
  });
});

describe('/admin/login (spec §7: the API answers false)', () => {
  test('wrong credentials and an ordinary user are refused with a clear Polish message; the admin goes to /admin as admin', async () => {
    const { email } = await userWithCharity();
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, '/admin/login');
    await logInWithForm(page, ADMIN.email, 'nie-to-haslo');
    const refusal = page.getByRole('alert').filter({ hasText: /Nie udało się zalogować/ });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('tylko dla aktywnych kont administratorów');
    await logInWithForm(page, email, 'bezpieczne-haslo');
    await refusal.waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');

    await logInWithForm(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(await page.evaluate((key) => (globalThis as unknown as Win).sessionStorage.getItem(key), SESSION_STORAGE_KEYS.adminMarker)).toBe('1');
    await context.close();
  });
});

describe.each([
  ['360 px', PHONE],
  ['1280 px', DESKTOP],
])('account screens at %s', (_, viewport) => {
  const shot = async (page: Page, name: string) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `account-${name}-${viewport.width}.png`), fullPage: true });
  };
  const overflow = (page: Page) =>
    page.evaluate(() => {
      const { document } = globalThis as unknown as Win;
      return document.documentElement.scrollWidth - document.documentElement.clientWidth;
    });
  const check = async (page: Page, name: string) => {
    expect(await axe(page), name).toEqual([]);
    expect(await overflow(page), `${name}: px of sideways scrolling`).toBeLessThanOrEqual(0);
  };

  test('login, sign-up with an error toast, Konto, a preview, /nowa-zbiorka and the visitor flow: axe finds nothing serious, nothing overflows; screenshots saved', async () => {
    const { session, charity } = await userWithCharity();
    const { context, page } = await openContext(suite.browser, suite.portal, { viewport, cookiesAccepted: true, bypassCSP: true });
    await gotoPage(page, '/user/login');
    await shot(page, 'login');
    await check(page, 'login');

    await gotoPage(page, '/user/signup');
    await page.getByLabel('Hasło', { exact: true }).fill('krotkie');
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await page.locator('.toast--error').filter({ hasText: SIGN_UP_MESSAGES.password }).waitFor();
    await shot(page, 'signup-error');
    await check(page, 'signup');

    await logInTab(page, session as Session);
    await gotoPage(page, '/user');
    await page.locator('.my-charity').first().waitFor();
    await shot(page, 'account');
    await check(page, 'account');

    await gotoPage(page, `/user/charity/${charity.url}/preview`);
    await page.locator('article.preview').waitFor();
    await shot(page, 'preview');
    await check(page, 'preview');

    await gotoPage(page, '/nowa-zbiorka');
    await page.getByRole('toolbar', { name: 'Formatowanie opisu' }).waitFor();
    await shot(page, 'new-charity');
    await check(page, 'new-charity');
    await context.close();

    const visitor = await openContext(suite.browser, suite.portal, { viewport, cookiesAccepted: true, bypassCSP: true });
    await gotoPage(visitor.page, '/nowy-uzytkownik-i-zbiorka');
    await shot(visitor.page, 'visitor-flow');
    await check(visitor.page, 'visitor-flow');
    await visitor.context.close();
  });
});
