import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { EXPENSE_MESSAGES } from '@zlota/shared/messages';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { activeCharity } from '../support/admin-charities.js';
import { adminSession, apiCall, axe, gotoPage, GENEROUS_LIMITS, logInTab, openContext, staffSession, useSuite } from '../support/browser.js';

// Issue 35 items 2, 3 and 6: money comes in; a finance staff member adds an expense above the threshold with its
// invoice and cannot approve it alone; a second person approves it and pays it and publishes the blacked-out copy;
// the fundraiser's page then shows it in "Rozliczenie zbiórki", with the copy, never the original.

const suite = useSuite(GENEROUS_LIMITS);

const unique = () => Math.random().toString(36).slice(2, 8);
const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text }).last();
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

async function staffTab(session: { access_token: string }) {
  const tab = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
  await gotoPage(tab.page, '/');
  await logInTab(tab.page, session as Parameters<typeof logInTab>[1]);
  return tab;
}

describe('an expense from the panel to the fundraiser page', () => {
  test('added with its invoice, approved by a second person, paid and published: the public settlement shows it with the blacked-out copy', async () => {
    const admin = await adminSession(suite.portal);
    const charity = await activeCharity(suite.portal, admin.access_token, `Wózek dla Kuby ${unique()}`);
    const donation = { amount: '2000', received_on: warsawDay(Date.now()), method: 'cash', note: 'Zbiórka w szkole', donor_name: 'Halina Darczyńska' };
    expect((await apiCall(suite.portal, 'POST', `/api/charity/${charity.id}/fdonate`, { token: admin.access_token, body: donation })).status).toBe(201);

    // Finance adds the expense with the invoice (the original, with personal data).
    const finance = await staffTab(await staffSession(suite.portal, 'finance'));
    await gotoPage(finance.page, `/admin/charity/${charity.id}/wydatki`);
    await finance.page.getByRole('heading', { name: `Wydatki: ${charity.title}` }).waitFor();
    await finance.page.getByRole('button', { name: 'Dodaj wydatek' }).click();
    await finance.page.getByText(EXPENSE_MESSAGES.payee).first().waitFor();
    await finance.page.getByLabel('Odbiorca płatności').fill('Sklep Medyczny Sp. z o.o.');
    await finance.page.getByLabel('NIP odbiorcy (jeśli ma)').fill('526-025-02-74');
    await finance.page.getByLabel('Kwota (zł)').fill('1500');
    await finance.page.getByLabel('Za co').fill('Wózek inwalidzki aktywny');
    await finance.page.getByLabel(/Faktura albo rachunek/).setInputFiles({ name: 'faktura.pdf', mimeType: 'application/pdf', buffer: pdf('ORYGINAŁ: Kuba Nowak, PESEL 12345678901') });
    await finance.page.getByRole('button', { name: 'Dodaj wydatek' }).click();
    await toast(finance.page, 'Dodano wydatek').waitFor();
    const item = finance.page.getByRole('listitem').filter({ hasText: 'Sklep Medyczny Sp. z o.o.' });
    await item.getByText(/Czeka na zatwierdzenie \(powyżej progu/).waitFor();
    expect(await axe(finance.page)).toEqual([]);

    // Its author cannot approve it: a second pair of eyes is needed.
    await item.getByRole('button', { name: 'Zatwierdź' }).click();
    await toast(finance.page, EXPENSE_MESSAGES.secondApproval).waitFor();

    // A second person approves it, pays it and publishes the blacked-out copy.
    const second = await staffTab(admin);
    await gotoPage(second.page, `/admin/charity/${charity.id}/wydatki`);
    const theirs = second.page.getByRole('listitem').filter({ hasText: 'Sklep Medyczny Sp. z o.o.' });
    await theirs.getByRole('button', { name: 'Zatwierdź' }).click();
    await theirs.getByText('Zatwierdzony, do wypłaty').waitFor();
    await theirs.getByRole('button', { name: 'Oznacz jako wypłacony' }).click();
    await theirs.getByText('Wypłacony', { exact: true }).waitFor();
    await expect.poll(() => second.page.getByTestId('spent').textContent()).toMatch(/^1\s?500,00\s*zł$/);
    const copy = pdf('KOPIA: ████ █████');
    await theirs.getByLabel(/Kopia do publikacji/).setInputFiles({ name: 'kopia.pdf', mimeType: 'application/pdf', buffer: copy });
    await theirs.getByRole('button', { name: 'Opublikuj kopię' }).click();
    await toast(second.page, 'Opublikowano zaczernioną kopię faktury').waitFor();
    await theirs.getByRole('link', { name: 'zaczerniona kopia faktury' }).waitFor();

    // The fundraiser's page: the settlement with the expense and its copy; no donor is named there.
    const visitor = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
    await gotoPage(visitor.page, `/zbiorka/${charity.url}`);
    const settlement = visitor.page.getByRole('region', { name: 'Rozliczenie zbiórki' });
    await settlement.waitFor();
    await expect.poll(() => settlement.getByTestId('ledger-spent').textContent()).toMatch(/^1\s?500,00\s*zł$/);
    await settlement.getByText('Wózek inwalidzki aktywny').waitFor();
    await settlement.getByText(/Sklep Medyczny Sp\. z o\.o\., zapłacono/).waitFor();
    const link = settlement.getByRole('link', { name: /Faktura \(dane osobowe zaczernione\)/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/expenses\/\d+\/document$/);
    const served = await fetch(`${suite.portal.url}${href}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(copy);
    expect(await settlement.textContent()).not.toContain('Halina');
    await settlement.getByText('Wpłaty dzień po dniu').click();
    await settlement.getByRole('cell', { name: '1 wpłata' }).waitFor();
    expect(await axe(visitor.page)).toEqual([]);
    for (const tab of [finance, second, visitor]) await tab.context.close();
  });
});
