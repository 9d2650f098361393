import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { adminSession, apiCall, axe, gotoPage, logInTab, usePage, usePortalDb, useSuite } from '../support/browser.js';
import { createFundraiser, sandboxDecision, startDonation } from '../support/payments.js';

// Issue 36 item 6: the smaller things staff hit every day.

const suite = useSuite();
const tab = usePage(suite, { bypassCSP: true, cookiesAccepted: true });
const db = usePortalDb(suite);
const SLOW = { timeout: 30_000 };

async function openAsAdmin(page: Page, url: string) {
  await gotoPage(page, '/');
  await logInTab(page, await adminSession(suite.portal));
  await gotoPage(page, url);
}

describe('the panel’s smaller things', () => {
  test('the dashboard’s "Ostatnie wpłaty ręczne" marks a voided entry as voided', async () => {
    const token = (await adminSession(suite.portal)).access_token;
    const fundraiser = await createFundraiser(suite.portal.url, token);
    const note = `Kwesta ${Date.now()}`;
    const manual = await apiCall(suite.portal, 'POST', `/api/charity/${fundraiser.id}/fdonate`, { token, body: { amount: '77', method: 'cash', note, anonymous: false } });
    expect(manual.status, JSON.stringify(manual.body)).toBeLessThan(300);
    const guid = (manual.body as { guid: string }).guid;
    expect((await apiCall(suite.portal, 'POST', `/api/admin/payment/${guid}/void`, { token, body: { reason: 'Wpisana dwa razy' } })).status).toBeLessThan(300);

    const page = tab.page;
    await openAsAdmin(page, '/admin');
    const entry = page.getByRole('region', { name: 'Ostatnie wpłaty ręczne' }).locator('li').filter({ hasText: note });
    await entry.waitFor(SLOW);
    expect(await entry.innerText()).toContain('Unieważniona');
    expect(await axe(page)).toEqual([]);
  }, 120_000);

  test('the refund dialog never takes more than what is left to refund', async () => {
    const token = (await adminSession(suite.portal)).access_token;
    const fundraiser = await createFundraiser(suite.portal.url, token);
    const guid = await startDonation(suite.portal.url, fundraiser.id, { amount: '40' });
    expect((await sandboxDecision(suite.portal.url, guid, 'paid')).status).toBe(303);

    const page = tab.page;
    await openAsAdmin(page, `/admin/payments/${guid}`);
    await page.getByRole('button', { name: 'Zwróć wpłatę' }).click(SLOW);
    const dialog = page.getByRole('dialog', { name: 'Zwrot wpłaty' });
    await dialog.getByLabel('Kwota zwrotu (zł)').fill('40,01');
    await dialog.getByLabel('Powód zwrotu').fill('Darczyńca pomylił kwotę');
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByText('Ta kwota przekracza to, co zostało do zwrotu z tej wpłaty.').waitFor();
    expect(await dialog.getByRole('button', { name: /^Zwróć / }).count()).toBe(0);
    expect(await db('payment_refunds').where({ payment_guid: guid })).toEqual([]);
    expect(await axe(page)).toEqual([]);
  }, 120_000);
});
