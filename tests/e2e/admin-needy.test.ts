import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { activeCharity } from '../support/admin-charities.js';
import { createFundraiser } from '../support/payments.js';
import { adminSession, apiCall, axe, charityDetails, gotoPage, GENEROUS_LIMITS, logInTab, openContext, PHONE, useSuite, type PageOptions } from '../support/browser.js';

// Issue 12, item 4: /admin/needy. The list with search in the URL; a person's private fields, each view
// audited; create and edit with the shared schema's messages; delete refused while a fundraiser uses the person.

const suite = useSuite(GENEROUS_LIMITS);

const unique = () => Math.random().toString(36).slice(2, 8);
// The newest toast with this text: an earlier one may still be on screen for its 3 s.
const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text }).last();

async function adminTab(options: PageOptions = {}) {
  const tab = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, ...options });
  await gotoPage(tab.page, '/');
  const session = await adminSession(suite.portal);
  await logInTab(tab.page, session);
  return { ...tab, token: session.access_token };
}

async function auditActions(token: string, id: number): Promise<string[]> {
  const answer = await apiCall(suite.portal, 'GET', `/api/admin/audit?entity_type=needy&entity_id=${id}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { action: string }[]).map((entry) => entry.action);
}

describe('beneficiaries', () => {
  test('add one (Polish field errors first), see the private fields with the audit note, and the view is in the audit log', async () => {
    const { context, page, token } = await adminTab({ bypassCSP: true });
    await gotoPage(page, '/admin/needy');
    await page.getByRole('button', { name: 'Dodaj podopiecznego' }).click();
    const form = page.locator('.needy-form');
    await form.getByRole('button', { name: 'Dodaj podopiecznego' }).click();
    await form.getByText(CHARITY_MESSAGES.needyName).waitFor();
    const surname = `Zając${unique()}`;
    await form.getByLabel('Imię podopiecznego').fill('Zofia');
    await form.getByLabel('Nazwisko podopiecznego').fill(surname);
    await form.getByLabel('Miejscowość').fill('Lublin');
    await form.getByLabel('Kontakt (nieobowiązkowy)').fill('tel. 600 100 200 (mama)');
    await form.getByLabel('Notatki (nieobowiązkowe)').fill('Mózgowe porażenie dziecięce.');
    await form.getByRole('button', { name: 'Dodaj podopiecznego' }).click();
    await toast(page, 'Zapisano').waitFor();
    await page.waitForURL(/id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByText('Każde wyświetlenie tych danych jest zapisywane w dzienniku zdarzeń.').waitFor();
    await page.locator('.admin-facts').getByText('tel. 600 100 200 (mama)').waitFor();
    expect(await axe(page)).toEqual([]);
    await expect.poll(() => auditActions(token, id)).toContain('needy.view');
    expect(await auditActions(token, id)).toContain('needy.create');

    await page.locator('.needy-form').getByLabel('Miejscowość').fill('Zamość');
    await page.locator('.needy-form').getByRole('button', { name: 'Zapisz zmiany' }).click();
    await toast(page, 'Zapisano').waitFor();
    await page.getByRole('heading', { name: `Zofia ${surname}, Zamość` }).waitFor();
    await page.getByRole('tab', { name: 'Historia' }).click();
    await page.getByText('Edycja podopiecznego').waitFor();
    await context.close();
  });

  test('the search lives in the URL: a reload keeps it and the list', async () => {
    const { context, page, token } = await adminTab();
    const surname = `Sowa${unique()}`;
    const created = await apiCall(suite.portal, 'POST', '/api/needy', { token, body: { name: 'Adam', surname, city: 'Kielce' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await gotoPage(page, '/admin/needy');
    await page.getByRole('searchbox', { name: 'Szukaj', exact: true }).fill(surname);
    await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
    await page.waitForURL(new RegExp(`q=${surname}`));
    await page.getByRole('button', { name: `Adam ${surname}` }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: `Adam ${surname}` }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Szukaj', exact: true }).inputValue()).toBe(surname);
    expect(await page.getByRole('row').count()).toBe(2);
    await context.close();
  });

  test('delete is asked for and refused while a fundraiser uses the person; their fundraisers link to the editor', async () => {
    const { context, page, token } = await adminTab({ bypassCSP: true, viewport: PHONE });
    const title = `Aparat słuchowy ${unique()}`;
    const charity = await activeCharity(suite.portal, token, title);
    const needyId = charity.needy.id;
    await gotoPage(page, `/admin/needy?id=${needyId}`);
    await page.getByRole('link', { name: title }).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Usuń podopiecznego' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Tak, usuń' }).click();
    await page.locator('.needy-details .form-error').getByText(CHARITY_MESSAGES.needyInUse).waitFor();
    expect((await apiCall(suite.portal, 'GET', `/api/needy/${needyId}`, { token })).status).toBe(200);
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(`**/admin/charity/${charity.id}/edit`);
    await context.close();
  });

  test('anonymising offers a fundraiser title and name without the first name: shown, suggested, edited, accepted, audited and public', async () => {
    const { context, page, token } = await adminTab({ bypassCSP: true });
    const fundraiser = await createFundraiser(suite.portal.url, token); // "Wózek dla Łucji …", name "Łucja …"
    const word = fundraiser.title.split(' ').pop()!;
    const admin = (await apiCall(suite.portal, 'GET', `/api/admin/charity/${fundraiser.id}`, { token })).body as { url: string; name: string; needy: { id: number } };
    expect((await apiCall(suite.portal, 'POST', `/api/admin/charity/${fundraiser.id}/moderate`, { token, body: { action: 'close' } })).status).toBe(200);
    expect((await charityDetails(suite.portal, admin.url)).title).toBe(fundraiser.title); // read once: the public answer is kept

    await gotoPage(page, `/admin/needy?id=${admin.needy.id}`);
    await page.getByRole('button', { name: 'Anonimizuj dane' }).click();
    await page.getByRole('button', { name: 'Tak, anonimizuj' }).click();
    const offer = page.getByRole('dialog', { name: 'Zbiórka nadal podaje imię podopiecznego' });
    await offer.waitFor();
    await offer.getByText(`Tytuł teraz: „${fundraiser.title}”`).waitFor();
    await offer.getByText(`Nazwa teraz: „${admin.name}”`).waitFor();
    expect(await offer.getByLabel('Nowy tytuł').inputValue()).toBe(`Wózek dla Ł. ${word}`);
    expect(await offer.getByLabel('Nowa nazwa').inputValue()).toBe(`Ł. ${word}`);
    expect(await axe(page)).toEqual([]);
    await offer.getByLabel('Nowy tytuł').fill(`Wózek dla podopiecznej ${word}`);
    await offer.getByRole('button', { name: 'Zmień tytuł i nazwę' }).click();
    await toast(page, 'Zapisano').waitFor();
    await expect.poll(() => offer.isVisible()).toBe(false);

    const seen = await charityDetails(suite.portal, admin.url);
    expect([seen.title, seen.name]).toEqual([`Wózek dla podopiecznej ${word}`, `Ł. ${word}`]);
    const audit = await apiCall(suite.portal, 'GET', `/api/admin/audit?entity_type=charity&entity_id=${fundraiser.id}`, { token });
    const update = (audit.body as { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[]).find((entry) => entry.action === 'charity.update');
    expect(update?.before).toMatchObject({ title: fundraiser.title, name: admin.name });
    expect(update?.after).toMatchObject({ title: `Wózek dla podopiecznej ${word}`, name: `Ł. ${word}` });
    await gotoPage(page, `/zbiorka/${admin.url}`);
    await page.getByRole('heading', { name: `Wózek dla podopiecznej ${word}` }).first().waitFor();
    await context.close();
  });
});
