import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Charity } from '@zlota/shared/entities';
import { gotoPage, listCharities, openContext, PHONE, usePage, useSuite, type Win } from '../support/browser.js';

// Issue 37 item 9: "Wesprzyj" within reach on a phone. At 360×740 the progress (collected, target, percent) and the
// "Wesprzyj" button are in the first screen without scrolling, and the page does not jump while it loads
// (CLS ≤ 0.05). Once the visitor scrolls past them, a slim bar fixed to the bottom keeps them at hand, but never
// over the cookie banner or the footer's links, and never on the support and payment pages.

const SCREEN = { width: PHONE.width, height: 740 };
const suite = useSuite();
const tab = usePage(suite, { cookiesAccepted: true, viewport: SCREEN });

/** The sum of the page's layout shifts without recent input, collected from the first paint (an init script). */
function recordLayoutShift() {
  const page = globalThis as unknown as {
    layoutShift: number;
    PerformanceObserver: new (callback: (list: { getEntries(): { value: number; hadRecentInput: boolean }[] }) => void) => { observe(options: object): void };
  };
  page.layoutShift = 0;
  new page.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) page.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

let active: Charity[] = [];
async function fundraisers(): Promise<Charity[]> {
  if (active.length === 0) active = (await listCharities(suite.portal)).filter((c) => c.needy && c.collected_amount < c.target_amount);
  return active;
}
/** The one with the longest title: the hardest to fit. */
const longestTitled = async () => (await fundraisers()).reduce((longest, c) => (c.title.length > longest.title.length ? c : longest));

/** The element's box lies wholly inside the viewport. */
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = (element as unknown as { getBoundingClientRect(): { top: number; bottom: number; height: number } }).getBoundingClientRect();
    const win = globalThis as unknown as Win;
    return box.height > 0 && box.top >= 0 && box.bottom <= win.innerHeight;
  });

const barOf = (page: Page) => page.getByRole('complementary', { name: 'Wesprzyj tę zbiórkę' });

async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => (globalThis as unknown as { requestAnimationFrame(f: () => void): void }).requestAnimationFrame(() => setTimeout(resolve, 300))));
}

describe('"Wesprzyj" within reach at 360×740', () => {
  test('the progress and "Wesprzyj" are in the first screen without scrolling, and the page does not jump as it loads', async () => {
    const charity = await longestTitled();
    await tab.context.addInitScript(recordLayoutShift);
    await gotoPage(tab.page, `/zbiorka/${encodeURIComponent(charity.url)}`);
    await tab.page.waitForLoadState('load');
    await tab.page.waitForTimeout(1500);
    const aside = tab.page.getByRole('complementary', { name: 'Postęp i wsparcie zbiórki' });
    const support = aside.getByRole('link', { name: 'Wesprzyj' });
    expect(await tab.page.evaluate(() => (globalThis as unknown as Win).scrollY)).toBe(0);
    expect(await inView(support), 'the "Wesprzyj" button is in the first screen').toBe(true);
    expect(await inView(aside.locator('.amount-line')), 'collected and target in the first screen').toBe(true);
    expect(await inView(aside.locator('.progress__percent')), 'the percent in the first screen').toBe(true);
    const shift = await tab.page.evaluate(() => (globalThis as unknown as { layoutShift: number }).layoutShift);
    expect(shift, 'cumulative layout shift').toBeLessThanOrEqual(0.05);
  });

  test('scrolled past them, a slim bar at the bottom shows the progress and "Wesprzyj"; it steps aside for the footer', async () => {
    const charity = (await fundraisers())[1]!;
    await gotoPage(tab.page, `/zbiorka/${encodeURIComponent(charity.url)}`);
    const bar = barOf(tab.page);
    expect(await bar.isVisible(), 'no bar while the button itself is in view').toBe(false);

    await tab.page.mouse.wheel(0, 900);
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(await inView(bar.getByRole('link', { name: 'Wesprzyj' }))).toBe(true);
    expect((await bar.innerText()).replace(/\s+/g, ' ')).toMatch(/\d+%/);
    const height = await bar.evaluate((element) => (element as unknown as { getBoundingClientRect(): { height: number } }).getBoundingClientRect().height);
    expect(height, 'a slim bar').toBeLessThanOrEqual(80);
    await bar.getByRole('link', { name: 'Wesprzyj' }).click();
    await tab.page.waitForURL((url) => url.pathname.endsWith('/wsparcie'));
    await tab.page.getByRole('form', { name: 'Formularz wpłaty' }).waitFor();
    expect(await barOf(tab.page).count(), 'no bar on the support page').toBe(0);

    await gotoPage(tab.page, `/zbiorka/${encodeURIComponent(charity.url)}`);
    await tab.page.evaluate(() => {
      const win = globalThis as unknown as Win;
      win.scrollTo(0, 1_000_000);
    });
    await settle(tab.page);
    const footerLinks = tab.page.locator('footer a');
    const covered = await tab.page.evaluate(() => {
      const win = globalThis as unknown as Win;
      const bar = win.document.querySelector('.support-bar');
      if (!bar || bar.offsetParent === null) return [];
      const top = bar.getBoundingClientRect().top;
      return Array.from(win.document.querySelectorAll('footer a'))
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return box.bottom > top && box.top < win.innerHeight;
        })
        .map((link) => link.textContent);
    });
    expect(await footerLinks.count()).toBeGreaterThan(0);
    expect(covered, 'footer links under the bar').toEqual([]);
  });

  test('with the cookie banner up, the bar never covers it', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { viewport: SCREEN });
    try {
      const charity = (await fundraisers())[2]!;
      await gotoPage(page, `/zbiorka/${encodeURIComponent(charity.url)}`);
      const banner = page.getByRole('region', { name: 'Informacja o plikach cookies' });
      await banner.waitFor();
      await page.mouse.wheel(0, 900);
      await settle(page);
      expect(await barOf(page).isVisible()).toBe(false);
      expect(await inView(banner)).toBe(true);
      await banner.getByRole('button').first().click();
      await page.mouse.wheel(0, 50);
      await expect.poll(() => barOf(page).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
