import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Charity } from '@zlota/shared/entities';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { gotoPage, listCharities, PHONE, usePage, useSuite, type El, type Win } from '../support/browser.js';

// Issue 37 item 3: the pay button tells the truth. With "Inna kwota" the donor's own amount is checked as they type
// (after a short pause) by the spec's rules; an amount the operator would refuse is never offered on the button,
// and an amount on the button never breaks over two lines at 360 px.

const suite = useSuite();
const tab = usePage(suite, { cookiesAccepted: true, viewport: { width: PHONE.width, height: 740 } });

let charity: Charity | undefined;
async function openOwnAmount(): Promise<{ form: Locator; field: Locator; button: Locator }> {
  charity ??= (await listCharities(suite.portal)).find((c) => c.needy && c.collected_amount < c.target_amount);
  expect(charity, 'an active fundraiser of the demo').toBeDefined();
  await gotoPage(tab.page, `/zbiorka/${encodeURIComponent(charity!.url)}/wsparcie`);
  const form = tab.page.getByRole('form', { name: 'Formularz wpłaty' });
  await form.getByRole('radio', { name: 'BLIK' }).waitFor({ state: 'attached' });
  await form.locator('label').filter({ hasText: /Inna kwota/ }).click();
  return { form, field: form.getByLabel(/Twoja kwota/), button: form.locator('button[type="submit"]') };
}

/** How many lines the button's text takes, as drawn. */
const lines = (button: Locator) =>
  button.evaluate((element) => {
    const range = (globalThis as unknown as { document: { createRange(): { selectNodeContents(node: unknown): void; getClientRects(): ArrayLike<{ top: number }> } } }).document.createRange();
    range.selectNodeContents(element);
    // Boxes of one line share their top within a few pixels (the span's box and its text's may differ by a rounding).
    const tops = Array.from(range.getClientRects(), (rect) => rect.top).sort((a, b) => a - b);
    return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 4).length;
  });

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the pay button at 360 px', () => {
  test.each([
    ['0', PAYMENT_MESSAGES.amount],
    ['0,50', PAYMENT_MESSAGES.amount],
    ['1 000 000 000', PAYMENT_MESSAGES.amount],
    ['12,345', PAYMENT_MESSAGES.amount],
    ['abc', PAYMENT_MESSAGES.amount],
  ])('"%s" is refused as typed: its message under the field, the button says "Wpłać" without an amount', async (typed, message) => {
    const { form, field, button } = await openOwnAmount();
    await field.pressSequentially(typed, { delay: 20 });
    await expect.poll(() => form.locator('#donation-amount-error').innerText().catch(() => '')).toBe(message);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(normalized(await button.innerText())).toBe('Wpłać');
    // The donor corrects it: the message goes, the button names the amount again.
    await field.fill('25,50');
    await expect.poll(async () => normalized(await button.innerText())).toBe('Wpłacam 25,50 zł');
    expect(await form.locator('#donation-amount-error').count()).toBe(0);
  });

  test('the largest amount fits on one line, joined by non-breaking spaces', async () => {
    const { field, button } = await openOwnAmount();
    await field.fill('100 000');
    await expect.poll(async () => (await button.innerText()).replace(/\u00A0/g, ' ')).toBe('Wpłacam 100 000,00 zł');
    expect(await button.innerText()).toBe('Wpłacam\u00A0100\u00A0000,00\u00A0zł');
    expect(await lines(button)).toBe(1);
    const overflow = await tab.page.evaluate(() => {
      const { documentElement } = (globalThis as unknown as Win).document;
      return documentElement.scrollWidth - documentElement.clientWidth;
    });
    expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
  });

  test('a message appears only after a pause, not under every keystroke of a good amount', async () => {
    const { form, field, button } = await openOwnAmount();
    await field.pressSequentially('150', { delay: 20 });
    await tab.page.waitForTimeout(900);
    expect(await form.locator('#donation-amount-error').count()).toBe(0);
    expect(normalized(await button.innerText())).toBe('Wpłacam 150,00 zł');
    const box = await button.evaluate((element) => (element as unknown as El).getBoundingClientRect().width);
    expect(box).toBeLessThanOrEqual(PHONE.width);
  });
});
