import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { adminSession, axe, charityDetails, DESKTOP, gotoPage, GENEROUS_LIMITS, logInTab, openContext, PHONE, useSuite, type PageOptions } from '../support/browser.js';
import { activeCharity } from '../support/admin-charities.js';

// Issue 14 item 1: a transfer the foundation received, typed as "12,50", raises the collected amount by exactly
// 12,50 zł; the same reference again is refused with the earlier entry shown; voiding it takes the 12,50 zł back.

const suite = useSuite(GENEROUS_LIMITS);

const unique = () => Math.random().toString(36).slice(2, 8);
const money = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text }).last();

async function adminTab(options: PageOptions = {}) {
  const tab = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, ...options });
  await gotoPage(tab.page, '/');
  const session = await adminSession(suite.portal);
  await logInTab(tab.page, session);
  return { ...tab, token: session.access_token };
}

const collectedOnPage = (page: Page) => page.getByTestId('collected');

async function enterTransfer(page: Page, reference: string) {
  await page.getByLabel('Otrzymana kwota (zł)').fill('12,50');
  await page.getByLabel('Numer referencyjny przelewu').fill(reference);
  await page.getByLabel('Darczyńca (nieobowiązkowe)').fill('Jan Kowalski');
  await page.getByLabel('Notatka').fill('Przelew z wyciągu z listopada');
  await page.getByRole('button', { name: 'Dalej: sprawdź wpłatę' }).click();
  const confirm = page.getByRole('dialog', { name: 'Zapisać tę wpłatę?' });
  await confirm.getByText(money.format(12.5)).waitFor();
  await confirm.getByRole('button', { name: 'Tak, zapisz wpłatę' }).click();
}

describe('a manual transfer at /admin/charity/:id/donate', () => {
  test('typed as 12,50: collected rises by exactly 12,50 zł; the same reference is refused with the earlier entry; a void takes it back', async () => {
    const charity = await activeCharity(suite.portal, (await adminSession(suite.portal)).access_token, `Wózek dla Zosi ${unique()}`);
    const { context, page } = await adminTab({ bypassCSP: true });
    const before = (await charityDetails(suite.portal, charity.url)).collected_amount;
    const reference = `PL61 1090 ${unique().toUpperCase()}`;
    await gotoPage(page, `/admin/charity/${charity.id}/donate`);
    await page.getByRole('heading', { name: `Wpłata ręczna: ${charity.title}` }).waitFor();
    expect(await collectedOnPage(page).textContent()).toBe(money.format(before));

    // Nothing typed: the shared schema's Polish messages, beside their fields.
    await page.getByRole('button', { name: 'Dalej: sprawdź wpłatę' }).click();
    await page.getByText(PAYMENT_MESSAGES.manualAmount).waitFor();
    await page.getByText(PAYMENT_MESSAGES.bankReference).first().waitFor();

    await enterTransfer(page, reference);
    await toast(page, 'Zapisano wpłatę').waitFor();
    await expect.poll(() => collectedOnPage(page).textContent()).toBe(money.format(before + 12.5));
    expect((await charityDetails(suite.portal, charity.url)).collected_amount).toBe(before + 12.5);
    const row = page.getByRole('row').filter({ hasText: reference });
    await row.getByText('Opłacona').waitFor();

    // The same transfer typed again, spaced and cased differently: refused, and the earlier entry is shown.
    await enterTransfer(page, reference.toLowerCase().replace(/ /g, ''));
    const earlier = page.getByRole('alert').filter({ hasText: 'Ten przelew jest już zapisany' });
    await earlier.waitFor();
    await earlier.getByText(reference).waitFor();
    await earlier.getByText('Jan Kowalski').waitFor();
    await toast(page, PAYMENT_MESSAGES.duplicateReference).waitFor();
    expect((await charityDetails(suite.portal, charity.url)).collected_amount).toBe(before + 12.5);
    expect(await axe(page)).toEqual([]);

    // Void it: a reason is asked for, the amount falls back, and the entry stays, marked.
    await row.getByRole('button', { name: /Unieważnij/ }).click();
    const dialog = page.getByRole('dialog', { name: /Unieważnij wpłatę/ });
    await dialog.getByRole('button', { name: 'Unieważnij wpłatę' }).click();
    await dialog.getByText(PAYMENT_MESSAGES.voidReason).waitFor();
    expect(await axe(page)).toEqual([]);
    await dialog.getByLabel('Powód unieważnienia').fill('Wpisana do złej zbiórki');
    await dialog.getByRole('button', { name: 'Unieważnij wpłatę' }).click();
    await toast(page, 'Unieważniono wpłatę').waitFor();
    await expect.poll(() => collectedOnPage(page).textContent()).toBe(money.format(before));
    expect((await charityDetails(suite.portal, charity.url)).collected_amount).toBe(before);
    await row.getByText('Unieważniona').waitFor();
    await row.getByText('Wpisana do złej zbiórki').waitFor();
    expect(await row.getByRole('button', { name: /Unieważnij/ }).count()).toBe(0);
    await context.close();
  });

  test('the fundraiser edit page links here', async () => {
    const { context, page, token } = await adminTab();
    const charity = await activeCharity(suite.portal, token, `Rower dla Adama ${unique()}`);
    await gotoPage(page, `/admin/charity/${charity.id}/edit`);
    await page.getByRole('link', { name: /Wpłaty ręczne/ }).click();
    await page.getByRole('heading', { name: `Wpłata ręczna: ${charity.title}` }).waitFor();
    await context.close();
  });
});

describe('axe and widths', () => {
  for (const [name, viewport] of [['1024 px', { width: 1024, height: 800 }], ['360 px', PHONE], ['desktop', DESKTOP]] as const) {
    test(`the manual donation page at ${name}: keyboard-reachable form, no serious violation, no sideways scroll`, async () => {
      const { context, page, token } = await adminTab({ bypassCSP: true, viewport });
      const charity = await activeCharity(suite.portal, token, `Wózek dla Ewy ${unique()}`);
      await gotoPage(page, `/admin/charity/${charity.id}/donate`);
      await page.getByRole('table').waitFor();
      await page.getByLabel('Otrzymana kwota (zł)').focus();
      await page.keyboard.type('7,25');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string } } }).document.activeElement.id)).toBe('manual-donation-received_on');
      expect(await axe(page)).toEqual([]);
      const overflow = await page.evaluate(() => {
        const { documentElement } = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document;
        return documentElement.scrollWidth - documentElement.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(1);
      await context.close();
    });
  }
});
