import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { activeCharity } from '../support/admin-charities.js';
import { adminSession, apiCall, axe, gotoPage, GENEROUS_LIMITS, logInTab, openContext, PHONE, useSuite, type PageOptions } from '../support/browser.js';
import { paymentTestHosts } from '../support/payment-test-hosts.js';
import { startPayuStandIn, type PayuStandIn } from '../support/payu-stand-in.js';

// Issue 14 item 2: /admin/charity/:id/oauth. PayU credentials typed against the local stand-in, saved; after a
// reload the secrets show only "zapisano" with a masked hint, never the value; "Sprawdź połączenie" reports success.

// The stand-in first: the portal starts with PAYMENT_TEST_HOSTS naming it (useSuite reads env when it starts).
const env: Record<string, string> = { ...GENEROUS_LIMITS };
let payu: PayuStandIn;
beforeAll(async () => {
  payu = await startPayuStandIn();
  Object.assign(env, paymentTestHosts(payu.url));
});
const suite = useSuite(env);
afterAll(async () => {
  await payu?.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);
const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text }).last();

async function adminTab(options: PageOptions = {}) {
  const tab = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true, ...options });
  await gotoPage(tab.page, '/');
  const session = await adminSession(suite.portal);
  await logInTab(tab.page, session);
  return { ...tab, token: session.access_token };
}

describe('a fundraiser\'s payment configuration', () => {
  test('set PayU credentials, reload: "zapisano" and no secret in the DOM; "Sprawdź połączenie" succeeds; axe clean', async () => {
    const { context, page, token } = await adminTab();
    const charity = await activeCharity(suite.portal, token, `Wózek dla Oli ${unique()}`);
    await gotoPage(page, `/admin/charity/${charity.id}/edit`);
    await page.getByRole('link', { name: 'Konfiguracja płatności' }).click();
    await page.getByRole('heading', { name: `Konfiguracja płatności: ${charity.title}` }).waitFor();

    const form = page.getByRole('form', { name: 'Operator płatności zbiórki' });
    await form.getByRole('radio', { name: 'PayU' }).check();
    await form.getByLabel('Identyfikator punktu płatności (POS ID)').fill(payu.config.posId);
    await form.getByLabel('Identyfikator klienta OAuth (client_id)').fill(payu.config.clientId);
    await form.getByLabel('Adres API PayU').fill(payu.url);
    await form.getByRole('button', { name: 'Zapisz konfigurację' }).click();
    await form.getByText(PAYMENT_MESSAGES.secretRequired).first().waitFor();
    await form.getByLabel('Klucz klienta OAuth (client_secret)').fill(payu.config.clientSecret);
    await form.getByLabel('Drugi klucz (MD5)').fill(payu.config.secondKey);
    await form.getByRole('button', { name: 'Zapisz konfigurację' }).click();
    await toast(page, 'Zapisano').waitFor();

    await page.reload();
    const saved = page.getByRole('form', { name: 'Operator płatności zbiórki' });
    await saved.getByText(`zapisano (••••••${payu.config.clientSecret.slice(-2)})`).waitFor();
    expect(await saved.getByRole('radio', { name: 'PayU' }).isChecked()).toBe(true);
    expect(await saved.getByLabel('Klucz klienta OAuth (client_secret)').inputValue()).toBe('');
    expect(await saved.getByLabel('Klucz klienta OAuth (client_secret)').getAttribute('type')).toBe('password');
    const dom = await page.content();
    for (const secret of [payu.config.clientSecret, payu.config.secondKey]) expect(dom).not.toContain(secret);

    const section = page.getByRole('region', { name: 'Operator płatności tej zbiórki' });
    await section.getByRole('button', { name: 'Sprawdź połączenie' }).click();
    await section.getByRole('status').filter({ hasText: PAYMENT_MESSAGES.connectionOk }).waitFor();
    expect(await axe(page)).toEqual([]);

    // Public fields change without retyping a secret: the stored ones stay and the check still succeeds.
    await saved.getByRole('button', { name: 'Zapisz konfigurację' }).click();
    await toast(page, 'Zapisano').waitFor();
    await section.getByRole('button', { name: 'Sprawdź połączenie' }).click();
    await section.getByRole('status').filter({ hasText: PAYMENT_MESSAGES.connectionOk }).waitFor();
    const view = await apiCall(suite.portal, 'GET', `/api/admin/charity/${charity.id}/payment-configuration`, { token });
    expect(view.body).toMatchObject({ provider: 'payu', source: 'charity', secrets: { client_secret: { set: true }, second_key: { set: true } } });

    // Another address: the form says the keys must be typed again, and the server refuses a host off the list.
    await saved.getByLabel('Adres API PayU').fill('https://10.0.0.1');
    await saved.getByText(PAYMENT_MESSAGES.secretsForNewAddress).first().waitFor();
    await saved.getByRole('button', { name: 'Zapisz konfigurację' }).click();
    await saved.getByText(PAYMENT_MESSAGES.payuHost).first().waitFor();
    await saved.getByLabel('Adres API PayU').fill(payu.url);
    await saved.getByText(`zapisano (••••••${payu.config.clientSecret.slice(-2)})`).waitFor();
    await context.close();
  });

  for (const [name, viewport] of [['1024 px', { width: 1024, height: 800 }], ['360 px', PHONE]] as const) {
    test(`at ${name}: axe clean and no sideways scroll`, async () => {
      const { context, page, token } = await adminTab({ viewport });
      const charity = await activeCharity(suite.portal, token, `Rower dla Ady ${unique()}`);
      await gotoPage(page, `/admin/charity/${charity.id}/oauth`);
      const form = page.getByRole('form', { name: 'Operator płatności zbiórki' });
      await form.getByRole('radio', { name: 'Przelewy24' }).check();
      await form.getByLabel('Klucz CRC').waitFor();
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
