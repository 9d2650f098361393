import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Charity } from '@zlota/shared/entities';
import { axe, DESKTOP, gotoPage, listCharities, openContext, PHONE, useSuite, type El, type Win } from '../support/browser.js';

// The issue: axe-core in Chromium finds no serious or critical violation on home, a fundraiser, search,
// support and FAQ; the keyboard reaches every control with a visible focus; layouts at 360 and 1280 px
// are screenshotted (into the temporary folder, for a person to look at) and must not overflow sideways.

const SCREENSHOT_DIR = path.join(tmpdir(), 'zlota-e2e-screenshots');

const suite = useSuite();
let charity: Charity;

beforeAll(async () => {
  charity = (await listCharities(suite.portal)).find((c) => c.image && c.needy && c.collected_amount > 0 && c.collected_amount < c.target_amount)!;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

const PAGES = () => [
  { name: 'home', path: '/', ready: 'main article' },
  { name: 'fundraiser', path: `/zbiorka/${encodeURIComponent(charity.url)}`, ready: '.supporters li' },
  { name: 'search', path: `/zbiorki/szukaj/${encodeURIComponent('łódź')}`, ready: 'main article' },
  { name: 'support', path: `/zbiorka/${encodeURIComponent(charity.url)}/wsparcie`, ready: 'input[name="method"]' },
  { name: 'faq', path: '/najczesciej-zadawane-pytania', ready: 'main details' },
];

/** The page has its data: the element that shows it is there, and the network has gone quiet. */
async function settle(page: Page, ready: string) {
  await page.locator(ready).first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready);
}

/** Scrolls down the page a screen at a time, so lazy pictures load before a full-page screenshot, then back up. */
async function loadLazyImages(page: Page) {
  const height = await page.evaluate(() => (globalThis as unknown as { document: { body: { scrollHeight: number } } }).document.body.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => (globalThis as unknown as Win).scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => (globalThis as unknown as Win).scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const { document } = globalThis as unknown as Win;
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  });

describe.each([
  ['360 px', PHONE],
  ['1280 px', DESKTOP],
])('at %s', (width, viewport) => {
  test.each(['home', 'fundraiser', 'search', 'support', 'faq'])(`%s: axe finds no serious or critical violation, nothing overflows sideways; screenshot saved`, async (name) => {
    const target = PAGES().find((p) => p.name === name)!;
    // The first visit: the cookie banner is up and is checked too. axe needs its inline script allowed.
    const { context, page } = await openContext(suite.browser, suite.portal, { viewport, bypassCSP: true });
    await gotoPage(page, target.path);
    await settle(page, target.ready);
    const violations = await axe(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    expect(await sidewaysOverflow(page), 'px of sideways scrolling').toBeLessThanOrEqual(0);
    await loadLazyImages(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${viewport.width}.png`), fullPage: true, style: '.cookie-banner { display: none !important; }' });
    await context.close();
  });
});

interface Focused {
  tag: string;
  id: string;
  name: string;
  type: string;
  label: string;
  visibleFocus: boolean;
}

/** Presses Tab from the top of the page until focus leaves the page or comes round again; what got focus, in order. */
async function tabThrough(page: Page, limit = 120): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const w = globalThis as unknown as Win;
      type Input = El & { name?: string; type?: string; getAttribute(name: string): string | null; innerText: string; nextElementSibling: El | null };
      const el = w.document.activeElement as Input | null;
      if (!el || el.tagName === 'BODY') return null;
      const shows = (style: Record<string, string>, shadowCounts: boolean) =>
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth ?? '0') > 0) || (shadowCounts && style.boxShadow !== 'none');
      const visibleFocus =
        shows(w.getComputedStyle(el), true) || shows(w.getComputedStyle(el, '::after'), false) || (el.nextElementSibling !== null && shows(w.getComputedStyle(el.nextElementSibling), false));
      const label = (el.getAttribute('aria-label') ?? el.innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 80);
      return { tag: el.tagName.toLowerCase(), id: el.id, name: el.name ?? '', type: el.type ?? '', label, visibleFocus };
    });
    if (!focused) break;
    const previous = stops[0];
    if (previous && i > 2 && previous.tag === focused.tag && previous.label === focused.label && previous.id === focused.id) break;
    stops.push(focused);
  }
  return stops;
}

describe('keyboard', () => {
  test.each([
    ['1280 px', DESKTOP, ['Zbiórki', 'Kontakt', 'Fundacja', 'Informacje', 'Zaloguj']],
    ['360 px', PHONE, ['Otwórz menu']],
  ])('at %s, Tab from the top reaches the skip link, the logo, the search toggle, "Utwórz zbiórkę" and the menu, each with a visible focus', async (_width, viewport, menu) => {
    const { context, page } = await openContext(suite.browser, suite.portal, { viewport, cookiesAccepted: true });
    await gotoPage(page, '/');
    await settle(page, 'main article');
    const stops = await tabThrough(page, 40);
    const labels = stops.map((s) => s.label);
    expect(labels[0]).toBe('Przejdź do treści');
    for (const wanted of ['Złota rybka — strona główna', 'Szukaj zbiórki', ...menu]) expect(labels, wanted).toContain(wanted);
    if (viewport === DESKTOP) expect(labels).toContain('Utwórz zbiórkę');
    else {
      // At 360 px "Utwórz zbiórkę" lives in the side menu, which the bars button opens.
      await page.getByRole('button', { name: 'Otwórz menu' }).focus();
      await page.keyboard.press('Enter');
      const inMenu = await tabThrough(page, 12);
      expect(inMenu.map((s) => s.label)).toContain('Utwórz zbiórkę');
      expect(inMenu.filter((s) => !s.visibleFocus)).toEqual([]);
      await page.keyboard.press('Escape');
    }
    expect(stops.filter((s) => !s.visibleFocus), 'focus must be visible').toEqual([]);
    await context.close();
  });

  test('on the support page Tab reaches every form control (one stop per radio group), each with a visible focus', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, `/zbiorka/${encodeURIComponent(charity.url)}/wsparcie`);
    await settle(page, 'input[name="method"]');
    const controls = await page.locator('form input, form select, form textarea, form button').evaluateAll((elements) =>
      elements
        .map((e) => e as unknown as { id: string; name?: string; type?: string; disabled?: boolean; tagName: string })
        .filter((e) => !e.disabled)
        .map((e) => ({ id: e.id, name: e.name ?? '', type: e.type ?? '', tag: e.tagName.toLowerCase() })),
    );
    expect(controls.length).toBeGreaterThan(5);
    const stops = await tabThrough(page);
    const reached = (control: (typeof controls)[number]) =>
      control.type === 'radio' ? stops.some((s) => s.type === 'radio' && s.name === control.name) : stops.some((s) => s.tag === control.tag && s.id === control.id && s.name === control.name);
    expect(controls.filter((c) => !reached(c)), 'controls Tab never reached').toEqual([]);
    expect(stops.filter((s) => !s.visibleFocus), 'focus must be visible').toEqual([]);
    await context.close();
  });
});
