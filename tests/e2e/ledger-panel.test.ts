import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LEDGER_MESSAGES } from '@zlota/shared/messages';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { activeCharity } from '../support/admin-charities.js';
import { parseCsv } from '../support/admin-payments.js';
import { monthBefore } from '../support/payments.js';
import { adminSession, apiCall, axe, gotoPage, GENEROUS_LIMITS, logInTab, usePage, useSuite } from '../support/browser.js';

// Issue 35 items 1 and 5 in the panel, "Księga wpłat i wypłat" on /admin/payments: an admin closes a month that is
// over, sees it closed, downloads its CSV and finds the checksum the panel showed; then books a correction of that
// closed month's row, which lands in the open month naming the row, and sees it listed with the months' totals moved.

const suite = useSuite(GENEROUS_LIMITS);
const tab = usePage(suite, { bypassCSP: true, cookiesAccepted: true });
/** The page loads its chunks and data again after a reload: give a busy machine time. */
const SLOW = { timeout: 30_000 };

const unique = () => Math.random().toString(36).slice(2, 8);
const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text }).last();
const today = warsawDay(Date.now());
const lastMonth = monthBefore(today);
const ledger = (page: Page) => page.getByRole('region', { name: 'Księga wpłat i wypłat' });
const monthRow = (page: Page, month: string) => ledger(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: month, exact: true }) });

let charity: { id: number; title: string; url: string };
let entryId = '';

describe('the ledger\'s months and corrections in the panel', () => {
  test('an admin closes last month: it shows closed, and its downloaded CSV has the checksum the panel showed', async () => {
    const admin = await adminSession(suite.portal);
    charity = await activeCharity(suite.portal, admin.access_token, `Rehabilitacja Oli ${unique()}`);
    const donation = { amount: '300', received_on: `${lastMonth}-10`, method: 'transfer', bank_reference: `KSIEGA ${unique()}`, note: 'Przelew na zbiórkę', donor_name: 'Anna Przelewowa' };
    expect((await apiCall(suite.portal, 'POST', `/api/charity/${charity.id}/fdonate`, { token: admin.access_token, body: donation })).status).toBe(201);

    const page = tab.page;
    await gotoPage(page, '/');
    await logInTab(page, admin);
    await gotoPage(page, '/admin/payments');
    const row = monthRow(page, lastMonth);
    await row.getByText('Otwarty').waitFor(SLOW);
    await row.getByRole('button', { name: 'Zamknij miesiąc' }).click();
    await page.getByRole('dialog', { name: `Zamknąć miesiąc ${lastMonth}?` }).getByRole('button', { name: 'Zamknij miesiąc' }).click();
    const closed = toast(page, `Miesiąc ${lastMonth} jest zamknięty.`);
    await closed.waitFor();
    const checksum = /SHA-256\): ([0-9a-f]{64})/.exec((await closed.textContent()) ?? '')?.[1];
    expect(checksum).toMatch(/^[0-9a-f]{64}$/);
    await row.getByText(/^Zamknięty /).waitFor();
    expect(await row.getByRole('button', { name: 'Zamknij miesiąc' }).count()).toBe(0);

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Pobierz CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`ksiega-${lastMonth}.csv`);
    const bytes = await readFile((await download.path())!);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(checksum);
    const [header, ...rows] = parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));
    // The demo's history is there too: this fundraiser's one transfer among it.
    const ours = rows.filter((line) => line[header!.indexOf('nr zbiórki')] === String(charity.id));
    expect(ours.map((line) => [line[header!.indexOf('data')], line[header!.indexOf('wpływ')]])).toEqual([[`${lastMonth}-10`, '300,00']]);
    entryId = ours[0]![header!.indexOf('nr wpisu')]!;
    expect(await axe(page)).toEqual([]);
  }, 120_000);

  test('an admin corrects the closed month\'s row: the correction is booked today in the open month, names the row, and is listed', async () => {
    const page = tab.page;
    const admin = await adminSession(suite.portal);
    await gotoPage(page, '/');
    await logInTab(page, admin);
    await gotoPage(page, '/admin/payments');
    const section = ledger(page);
    await section.getByRole('heading', { name: 'Korekty' }).waitFor(SLOW);
    await section.getByText('W księdze nie ma jeszcze żadnej korekty.').waitFor();
    const form = section.getByRole('form', { name: 'Zaksięguj korektę' });
    await form.getByRole('button', { name: 'Zaksięguj korektę' }).click();
    await form.getByText(LEDGER_MESSAGES.correctionCharity).waitFor();
    await form.getByText(LEDGER_MESSAGES.correctionAmount).waitFor();
    await form.getByLabel('Zbiórka').fill(`ZR${charity.id}`);
    await form.getByLabel('Kwota korekty (zł)').fill('-25,50');
    await form.getByLabel(/Numer korygowanego wpisu/).fill(entryId);
    await form.getByLabel('Powód korekty').fill('Przelew był na 274,50 zł, nie 300 zł');
    await form.getByRole('button', { name: 'Zaksięguj korektę' }).click();
    await toast(page, /Zaksięgowano korektę −?-?25,50\s*zł/).waitFor();
    const listed = section.getByRole('table', { name: 'Korekty, od najnowszej' }).getByRole('row').filter({ hasText: 'Przelew był na 274,50 zł' });
    await listed.getByText(`nr ${entryId} z dnia ${lastMonth}-10`).waitFor();
    await listed.getByText(today, { exact: true }).waitFor();
    const details = (await apiCall(suite.portal, 'GET', `/api/admin/charity/${charity.id}`, { token: admin.access_token })).body as { collected_amount: number };
    expect(details.collected_amount).toBe(274.5);
    expect(await axe(page)).toEqual([]);
  }, 120_000);

  test('a finished fundraiser shows "Rozliczenie zbiórki" as its first section, the correction counted in what it collected', async () => {
    const admin = await adminSession(suite.portal);
    const closed = await apiCall(suite.portal, 'POST', '/api/admin/charities/bulk', { token: admin.access_token, body: { action: 'close', ids: [charity.id] } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const page = tab.page;
    await gotoPage(page, `/zbiorka/${charity.url}`);
    const settlement = page.getByRole('region', { name: 'Rozliczenie zbiórki' });
    await settlement.waitFor(SLOW);
    const sections = await page.locator('article > section h2').allTextContents();
    expect(sections[0]).toBe('Rozliczenie zbiórki');
    expect(sections.indexOf('Co udało się zrobić')).toBeGreaterThan(0);
    await expect.poll(() => settlement.textContent()).toMatch(/274,50\s*zł/);
  }, 120_000);
});
