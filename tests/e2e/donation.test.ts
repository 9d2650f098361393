import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Charity } from '@zlota/shared/entities';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { apiCall, charityDetails, gotoPage, listCharities, logInTab, usePage, userSession, useSuite, type Win } from '../support/browser.js';

// The donation journey through the built-in sandbox operator (ARCHITECTURE §4): support page, the
// operator's page, processing, thank-you — and the fundraiser's collected amount grows by exactly the gift.

const suite = useSuite();
const tab = usePage(suite, { cookiesAccepted: true });

const supportPath = (charity: Charity) => `/zbiorka/${encodeURIComponent(charity.url)}/wsparcie`;
const normalized = (text: string) => text.replace(/\s+/g, ' ');

/** Active fundraisers still short of their goal, a different one for each test. */
let candidates: Charity[] = [];
async function openFundraiser(): Promise<Charity> {
  if (candidates.length === 0) candidates = (await listCharities(suite.portal)).filter((c) => c.needy && c.collected_amount < c.target_amount);
  const charity = candidates.shift();
  expect(charity, 'an active fundraiser of the demo').toBeDefined();
  return charity!;
}

async function openSupportForm(charity: Charity): Promise<Locator> {
  await gotoPage(tab.page, supportPath(charity));
  const form = tab.page.getByRole('form', { name: 'Formularz wpłaty' });
  await form.waitFor();
  // The operator's methods have arrived (the first one is chosen for the donor).
  await form.getByRole('radio', { name: 'BLIK' }).waitFor({ state: 'attached' });
  return form;
}

/** Clicks the label, as a person does: the radio itself is styled as a button. */
const choose = (form: Locator, label: RegExp) => form.locator('label').filter({ hasText: label }).click();

/** Fills the form for 50 zł by BLIK with a signature, accepts the terms, sends it and lands on the sandbox operator. */
async function giveFifty(charity: Charity, donor: string) {
  const form = await openSupportForm(charity);
  await choose(form, /^\s*50 zł\s*$/);
  expect(await form.getByRole('radio', { name: '50 zł' }).isChecked()).toBe(true);
  await choose(form, /BLIK/);
  expect(await form.getByRole('radio', { name: 'BLIK' }).isChecked()).toBe(true);
  await form.getByLabel(/Podpis/).fill(donor);
  await form.getByRole('checkbox', { name: /Akceptuję/ }).check();
  const submit = form.locator('button[type="submit"]');
  expect(normalized(await submit.innerText())).toBe('Wpłacam 50,00 zł');
  await submit.click();
  await tab.page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/pay/'), { timeout: 15_000 });
  expect(normalized(await tab.page.locator('.amount').innerText())).toBe('50,00 zł');
}

/** The pathnames the tab went through, in order. */
function trackPaths(p: Page): string[] {
  const seen: string[] = [];
  p.on('framenavigated', (frame) => {
    if (frame === p.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

describe('donating through the sandbox operator', () => {
  test('50 zł paid at the operator: processing, then the thank-you page; the collected amount grows by exactly 50 zł and the supporter is listed', async () => {
    const charity = await openFundraiser();
    const before = await charityDetails(suite.portal, charity.url);
    const donor = `Darczyńca E2E ${Date.now().toString(36)}`;
    await giveFifty(charity, donor);

    const paths = trackPaths(tab.page);
    await tab.page.getByRole('button', { name: /^Zapłać 50,00/ }).click();
    await tab.page.waitForURL((url) => url.pathname === `/zbiorka/${encodeURIComponent(charity.url)}/dziekuje`, { timeout: 20_000 });
    expect(paths, 'the operator returns the donor to the processing page first').toContain(`/zbiorka/${encodeURIComponent(charity.url)}/procesowanie-wplaty`);
    await expect.poll(() => tab.page.locator('main h1').first().innerText()).toBe('Dziękujemy!');
    expect(normalized(await tab.page.getByRole('main').innerText())).toContain('50,00 zł');

    const after = await charityDetails(suite.portal, charity.url);
    expect(Math.round((after.collected_amount - before.collected_amount) * 100)).toBe(5000);

    // The same payment under another fundraiser's address is thanked for under its own fundraiser's address.
    const guid = new URL(tab.page.url()).searchParams.get('guid')!;
    const other = (await listCharities(suite.portal)).find((c) => c.url !== charity.url)!;
    await gotoPage(tab.page, `/zbiorka/${encodeURIComponent(other.url)}/dziekuje?guid=${guid}`);
    await tab.page.waitForURL((url) => url.pathname === `/zbiorka/${encodeURIComponent(charity.url)}/dziekuje` && url.searchParams.get('guid') === guid);
    await expect.poll(() => tab.page.getByRole('main').innerText()).toContain(charity.title);

    await gotoPage(tab.page, `/zbiorka/${encodeURIComponent(charity.url)}`);
    const supporters = tab.page.getByRole('region', { name: 'Wspierający' });
    const entry = supporters.getByRole('listitem').filter({ hasText: donor });
    await expect.poll(() => entry.count()).toBe(1);
    expect(normalized(await entry.innerText())).toContain('50,00 zł');
  });

  test('a declined payment shows the failure with "Spróbuj ponownie" back to the support page, and nothing is counted', async () => {
    const charity = await openFundraiser();
    const before = await charityDetails(suite.portal, charity.url);
    await giveFifty(charity, 'Odrzucony E2E');
    await tab.page.getByRole('button', { name: 'Odrzuć płatność' }).click();
    await tab.page.waitForURL((url) => url.pathname.endsWith('/procesowanie-wplaty') || url.pathname.endsWith('/dziekuje'), { timeout: 15_000 });
    await expect.poll(() => tab.page.locator('main h1').first().innerText(), { timeout: 15_000 }).toMatch(/nie powiodła się/);
    const retry = tab.page.getByRole('link', { name: 'Spróbuj ponownie' });
    expect(await retry.getAttribute('href')).toBe(supportPath(charity));
    await retry.click();
    await tab.page.waitForURL((url) => url.pathname === supportPath(charity));
    expect((await charityDetails(suite.portal, charity.url)).collected_amount).toBe(before.collected_amount);
  });
});

describe('the support form for a signed-in donor', () => {
  test('has the first name of the account as the signature and its e-mail filled in', async () => {
    const session = await userSession(suite.portal);
    const info = await apiCall(suite.portal, 'GET', '/api/user/info', { token: session.access_token });
    const charity = await openFundraiser();
    await gotoPage(tab.page, '/');
    await logInTab(tab.page, session);
    const form = await openSupportForm(charity);
    await expect.poll(() => form.getByLabel(/Podpis/).inputValue()).toBe(info.body.name);
    expect(await form.getByLabel('Adres e-mail').inputValue()).toBe(info.body.email);
    await tab.page.evaluate(() => (globalThis as unknown as Win).sessionStorage.clear());
  });
});

describe('the support form checks before sending', () => {
  test('without the terms accepted it says "Akceptacja regulaminu jest obowiązkowa" and stays on the page', async () => {
    const charity = await openFundraiser();
    const form = await openSupportForm(charity);
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.innerText()).toContain(PAYMENT_MESSAGES.terms);
    expect(await form.getByRole('checkbox', { name: /Akceptuję/ }).getAttribute('aria-invalid')).toBe('true');
    await tab.page.waitForTimeout(500);
    expect(new URL(tab.page.url()).pathname).toBe(supportPath(charity));
  });

  test('an own amount of 1 zł gets the amount message', async () => {
    const charity = await openFundraiser();
    const form = await openSupportForm(charity);
    await choose(form, /Inna kwota/);
    await form.getByLabel(/Twoja kwota/).fill('1');
    await form.getByRole('checkbox', { name: /Akceptuję/ }).check();
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.innerText()).toContain(PAYMENT_MESSAGES.amount);
    expect(await form.getByLabel(/Twoja kwota/).getAttribute('aria-invalid')).toBe('true');
    expect(new URL(tab.page.url()).pathname).toBe(supportPath(charity));
  });
});
