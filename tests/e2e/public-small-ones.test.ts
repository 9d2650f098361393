import { describe, expect, test } from 'vitest';
import type { Charity } from '@zlota/shared/entities';
import { axe, gotoPage, listCharities, openContext, PHONE, useSuite, type Win } from '../support/browser.js';

// Issue 37 items 10 and 11 at 360 px: the <noscript> text reads (contrast ≥ 4.5:1), the sign-up inputs carry their
// type, and axe finds nothing serious on the public routes this round changed: a fundraiser with its bottom bar, the
// support form saying an amount is wrong, and a supporters' list that failed with its "Spróbuj ponownie".

const SCREEN = { width: PHONE.width, height: 740 };
const suite = useSuite();

/** WCAG's contrast of two `rgb(…)` colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

let charity: Charity | undefined;
const aFundraiser = async () => (charity ??= (await listCharities(suite.portal)).find((c) => c.needy && c.collected_amount > 0 && c.collected_amount < c.target_amount)!);

describe('small ones at 360 px', () => {
  test('without JavaScript, the <noscript> text has a contrast of at least 4.5:1 with what is behind it', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.portal.url, viewport: SCREEN, javaScriptEnabled: false, locale: 'pl-PL' });
    try {
      for (const path of ['/', `/zbiorka/${encodeURIComponent((await aFundraiser()).url)}`]) {
        const page = await context.newPage();
        await page.goto(path);
        const colours = await page.evaluate(() => {
          const win = globalThis as unknown as Win & { document: { evaluate(xpath: string, node: unknown, r: null, type: number, res: null): { singleNodeValue: { parentElement: unknown } | null } } };
          const text = win.document.evaluate("//text()[contains(., 'włącz obsługę JavaScriptu')]", win.document, null, 9, null).singleNodeValue;
          if (!text) return null;
          let element = text.parentElement as (Parameters<Win['getComputedStyle']>[0] & { parentElement: unknown }) | null;
          const color = win.getComputedStyle(element!).getPropertyValue('color');
          let background = 'rgb(255, 255, 255)';
          while (element) {
            const fill = win.getComputedStyle(element).getPropertyValue('background-color');
            if (fill !== 'rgba(0, 0, 0, 0)' && fill !== 'transparent') {
              background = fill;
              break;
            }
            element = element.parentElement as typeof element;
          }
          return { color, background };
        });
        expect(colours, `${path}: the <noscript> text is shown`).not.toBeNull();
        expect(contrast(colours!.color, colours!.background), `${path}: ${JSON.stringify(colours)}`).toBeGreaterThanOrEqual(4.5);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  test('every sign-up input carries its type', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { viewport: SCREEN, cookiesAccepted: true });
    try {
      await gotoPage(page, '/user/signup');
      const inputs = await page.locator('main form input').evaluateAll((elements) =>
        elements.map((element) => {
          const input = element as unknown as { name: string; id: string; getAttribute(name: string): string | null };
          return { field: input.name || input.id, type: input.getAttribute('type') };
        }),
      );
      expect(inputs.length).toBeGreaterThanOrEqual(7);
      expect(inputs.filter((input) => !input.type)).toEqual([]);
      expect(inputs.find((input) => input.field.endsWith('email'))?.type).toBe('email');
      expect(inputs.find((input) => input.field.endsWith('phone'))?.type).toBe('tel');
    } finally {
      await context.close();
    }
  });

  test('axe: the fundraiser with its bottom bar, the support form with an amount message, a failed list with its button', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { viewport: SCREEN, cookiesAccepted: true, bypassCSP: true });
    try {
      const target = await aFundraiser();
      await gotoPage(page, `/zbiorka/${encodeURIComponent(target.url)}`);
      await page.locator('.supporters li').first().waitFor({ state: 'attached' });
      await page.mouse.wheel(0, 900);
      await page.getByRole('complementary', { name: 'Wesprzyj tę zbiórkę' }).waitFor();
      expect(await axe(page), 'the fundraiser page').toEqual([]);

      await gotoPage(page, `/zbiorka/${encodeURIComponent(target.url)}/wsparcie`);
      const form = page.getByRole('form', { name: 'Formularz wpłaty' });
      await form.getByRole('radio', { name: 'BLIK' }).waitFor({ state: 'attached' });
      await form.locator('label').filter({ hasText: /Inna kwota/ }).click();
      await form.getByLabel(/Twoja kwota/).fill('0,50');
      await form.locator('#donation-amount-error').waitFor();
      expect(await axe(page), 'the support form').toEqual([]);

      await page.route(
        (url) => /\/api\/charity\/\d+\/donations$/.test(url.pathname),
        (route) => route.abort('connectionreset'),
      );
      await gotoPage(page, '/');
      await page.evaluate((path) => {
        const win = globalThis as unknown as { history: { pushState(state: unknown, title: string, url: string): void }; dispatchEvent(event: unknown): void; PopStateEvent: new (type: string) => unknown };
        win.history.pushState({}, '', path);
        win.dispatchEvent(new win.PopStateEvent('popstate'));
      }, `/zbiorka/${encodeURIComponent(target.url)}`);
      await page.getByRole('region', { name: 'Wspierający' }).getByRole('button', { name: 'Spróbuj ponownie' }).waitFor({ timeout: 15_000 });
      expect(await axe(page), 'the failed list').toEqual([]);
      const overflow = await page.evaluate(() => {
        const { documentElement } = (globalThis as unknown as Win).document;
        return documentElement.scrollWidth - documentElement.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});
