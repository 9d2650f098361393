import jsQRModule from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Charity } from '@zlota/shared/entities';
import { printedIban } from '@zlota/shared/foundation-numbers';
import { FOUNDATION_MESSAGES } from '@zlota/shared/messages';
import { transferTitleOf } from '@zlota/shared/transfer-code';
import { transferQrText } from '@zlota/shared/transfer-qr';
import { TEST_FOUNDATION } from '../support/foundation.js';
import { adminSession, apiCall, axe, charityDetails, gotoPage, listCharities, PHONE, usePage, useSuite, type Win } from '../support/browser.js';

// Issue 34 item 1 in the browser, on a 360 px phone: the support page offers "Przelew tradycyjny" beside the online
// methods, with the foundation's account, the recipient, the fundraiser's title with its code, the amount chosen,
// copy buttons and a QR code in ZBP's standard that decodes to exactly what a banking app needs.

const suite = useSuite();
const tab = usePage(suite, { viewport: PHONE, cookiesAccepted: true, bypassCSP: true });

const QR_SIDE = 300;
// A CommonJS package whose types declare an ES default: the function is the module itself and its `default`.
const jsQR = jsQRModule.default;

async function openTransfer(): Promise<{ charity: Charity; details: Locator }> {
  const charity = (await listCharities(suite.portal)).find((c) => c.needy && c.collected_amount < c.target_amount)!;
  await gotoPage(tab.page, `/zbiorka/${encodeURIComponent(charity.url)}/wsparcie`);
  const form = tab.page.getByRole('form', { name: 'Formularz wpłaty' });
  await form.getByRole('radio', { name: 'BLIK' }).waitFor({ state: 'attached' });
  await form.locator('label').filter({ hasText: /^\s*50 zł\s*$/ }).click();
  // By keyboard: from the last online method, the arrow down moves to the plain transfer beside it.
  const methods = form.locator('input[name="method"]');
  await methods.nth((await methods.count()) - 2).focus();
  await tab.page.keyboard.press('ArrowDown');
  expect(await form.getByRole('radio', { name: 'Przelew tradycyjny' }).isChecked()).toBe(true);
  const details = form.getByRole('region', { name: 'Dane do przelewu' });
  await details.waitFor();
  return { charity, details };
}

/** The QR code drawn on a canvas in the page, its pixels sent here (base64) and decoded by jsQR: its bytes as UTF-8. */
async function decodedQr(page: Page): Promise<string | null> {
  const pixels = await page.evaluate<string>(`(async () => {
    const svg = document.querySelector('.transfer__qr');
    const image = new Image();
    image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(svg));
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = ${QR_SIDE};
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0, ${QR_SIDE}, ${QR_SIDE});
    const bytes = context.getImageData(0, 0, ${QR_SIDE}, ${QR_SIDE}).data;
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  })()`);
  const code = jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), QR_SIDE, QR_SIDE, { inversionAttempts: 'dontInvert' });
  return code ? Buffer.from(code.binaryData).toString('utf8') : null;
}

const overflows = (page: Page) =>
  page.evaluate(() => {
    const { documentElement } = (globalThis as unknown as Win).document;
    return documentElement.scrollWidth > documentElement.clientWidth;
  });

describe('a plain bank transfer on the support page', () => {
  test('with the demo\'s record, the details are marked as an example, with no account to copy and no code to scan', async () => {
    const { details } = await openTransfer();
    const text = await details.innerText();
    expect(text).toContain(FOUNDATION_MESSAGES.example);
    expect(text).toContain('50,00 zł');
    expect(await details.getByRole('button', { name: 'Kopiuj numer rachunku' }).count()).toBe(0);
    expect(await details.getByRole('img', { name: 'Kod QR z danymi przelewu' }).count()).toBe(0);
    expect(await axe(tab.page)).toEqual([]);
  }, 60_000);

  test('with the foundation\'s record, the account, recipient, title and amount are shown, copied by keyboard, and the QR code decodes to ZBP\'s text', async () => {
    const admin = await adminSession(suite.portal);
    const saved = await apiCall(suite.portal, 'PUT', '/api/admin/foundation', { token: admin.access_token, body: TEST_FOUNDATION });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.portal.url });

    const { charity, details } = await openTransfer();
    const { transfer_code: code, title: charityTitle } = await charityDetails(suite.portal, charity.url);
    expect(code).toBe(`ZR${charity.id}`);
    const title = transferTitleOf(code, charityTitle);
    expect(title.startsWith(`ZR${charity.id} — `)).toBe(true);
    const account = TEST_FOUNDATION.bank_accounts[0]!.iban;
    const text = await details.innerText();
    for (const shown of [TEST_FOUNDATION.name, printedIban(account), title, '50,00 zł']) expect(text).toContain(shown);
    expect(text).not.toContain(FOUNDATION_MESSAGES.example);

    const scanned = await decodedQr(tab.page);
    expect(scanned).toBe(transferQrText({ nip: TEST_FOUNDATION.nip, iban: account, amountGrosze: 5000, recipient: TEST_FOUNDATION.name, title }));
    expect(scanned).toMatch(new RegExp(`^5260250274\\|PL\\|27114020040000300201355387\\|005000\\|Fundacja Dobra Wola\\|ZR${charity.id} - `));

    // The copy buttons follow the chosen method in the tab order, and copy what a bank form wants.
    const clipboard = () => tab.page.evaluate<string>('navigator.clipboard.readText()');
    await tab.page.keyboard.press('Tab');
    expect(await tab.page.evaluate(() => (globalThis as unknown as Win).document.activeElement?.textContent)).toBe('Kopiuj numer rachunku');
    await tab.page.keyboard.press('Enter');
    await tab.page.locator('.toast').filter({ hasText: 'Skopiowano numer rachunku' }).waitFor();
    expect(await clipboard()).toBe(account);
    await tab.page.keyboard.press('Tab');
    await tab.page.keyboard.press('Enter');
    await tab.page.locator('.toast').filter({ hasText: 'Skopiowano tytuł przelewu' }).waitFor();
    expect(await clipboard()).toBe(title);

    // Another amount changes what the page and the code say.
    await tab.page.getByRole('form', { name: 'Formularz wpłaty' }).locator('label').filter({ hasText: /^\s*100 zł\s*$/ }).click();
    await expect.poll(() => details.innerText()).toContain('100,00 zł');
    expect((await decodedQr(tab.page))?.split('|')[3]).toBe('010000');

    expect(await overflows(tab.page)).toBe(false);
    expect(await axe(tab.page)).toEqual([]);
  }, 90_000);
});
