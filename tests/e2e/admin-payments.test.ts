import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { parseCsv } from '../support/admin-payments.js';
import { adminSession, apiCall, axe, GENEROUS_LIMITS, gotoPage, logInTab, usePage, useSuite } from '../support/browser.js';
import { createFundraiser, sandboxDecision, startDonation } from '../support/payments.js';
import { askRefund, refundBody } from '../support/refunds.js';

// Issue 14 item 3: /admin/payments — a filter chosen in the page lives in the URL, a reload keeps it,
// a payment's detail shows its timeline, and "Eksportuj CSV" downloads exactly the rows of the table.

const suite = useSuite(GENEROUS_LIMITS);
/** The page loads its chunks and data again after a reload: give a busy machine time. */
const SLOW = { timeout: 30_000 };
const tab = usePage(suite, { bypassCSP: true, cookiesAccepted: true });

async function openAsAdmin(page: Page, url: string) {
  await gotoPage(page, '/');
  await logInTab(page, await adminSession(suite.portal));
  await gotoPage(page, url);
}

/** A fundraiser with three sandbox donations: two paid (one of them through its notification), one left pending. */
async function fundraiserWithPayments() {
  const token = (await adminSession(suite.portal)).access_token;
  const fundraiser = await createFundraiser(suite.portal.url, token);
  const paid = [await startDonation(suite.portal.url, fundraiser.id, { amount: '12,50' }), await startDonation(suite.portal.url, fundraiser.id, { amount: '40' })];
  for (const guid of paid) expect((await sandboxDecision(suite.portal.url, guid, 'paid')).status).toBe(303);
  const pending = await startDonation(suite.portal.url, fundraiser.id, { amount: '7,00' });
  return { fundraiser, paid, pending };
}

/** The guids of the table's rows, in their order (each row links to its detail). */
const tableGuids = (page: Page) =>
  page.locator('main tbody tr a[href^="/admin/payments/"]').evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').split('/').pop()!));

describe('/admin/payments', () => {
  test('a status chosen in the page is in the URL and survives a reload; the detail shows the timeline; the CSV has the table\'s rows', async () => {
    const { fundraiser, paid, pending } = await fundraiserWithPayments();
    const page = tab.page;
    await openAsAdmin(page, `/admin/payments?charity_id=${fundraiser.id}`);
    await page.getByRole('table', { name: /^Płatności spełniające filtry/ }).waitFor();
    await expect.poll(() => tableGuids(page), SLOW).toHaveLength(3);

    await page.getByLabel('Status', { exact: true }).selectOption('paid');
    await expect.poll(() => new URL(page.url()).searchParams.get('status'), SLOW).toBe('paid');
    await expect.poll(() => tableGuids(page), SLOW).toEqual([...paid].reverse());
    expect(await page.getByText('Znalezione płatności: 2').count()).toBe(1);
    expect(await page.getByRole('table', { name: /^Płatności spełniające filtry/ }).locator('tbody').textContent()).toContain('płatność testowa');
    expect(await axe(page)).toEqual([]);

    await page.reload();
    await expect.poll(() => tableGuids(page), SLOW).toEqual([...paid].reverse());
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('paid');
    expect(await tableGuids(page)).not.toContain(pending);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Eksportuj CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^platnosci-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [, ...rows] = parseCsv(text.slice(1));
    expect(rows.map((row) => row[9])).toEqual(await tableGuids(page));
    expect(rows.map((row) => row[3])).toEqual(['40,00', '12,50']);

    await page.locator('main tbody tr').first().getByRole('link', { name: /^Szczegóły/ }).click();
    await page.getByRole('heading', { name: 'Historia płatności' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/payments/${paid[1]}`);
    expect(await page.locator('.payment-timeline').textContent()).toContain('powiadomienie operatora');
    await page.getByRole('button', { name: 'Sprawdź ponownie' }).click();
    await page.getByText(/Tę odpowiedź operatora mieliśmy już zapisaną|Odpowiedź operatora niczego nie zmienia/).waitFor();
    expect(await axe(page)).toEqual([]);
  }, 180_000); // one journey through list, reload, download and detail
  test('the fundraiser filter takes a name: suggestions without Polish letters, chosen by keyboard, the URL keeps its number, a reload shows its title', async () => {
    const { fundraiser } = await fundraiserWithPayments();
    const other = await fundraiserWithPayments();
    const page = tab.page;
    await openAsAdmin(page, '/admin/payments');
    const box = page.getByRole('combobox', { name: 'Zbiórka' });
    // Typed as a hurried person types it: no Polish letters, lower case.
    const word = fundraiser.title.split(' ').pop()!;
    await box.fill(`wozek dla lucji ${word}`);
    const option = page.getByRole('option', { name: new RegExp(fundraiser.title) });
    await option.waitFor(SLOW);
    expect(await page.getByRole('option', { name: new RegExp(other.fundraiser.title) }).count()).toBe(0);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await box.press('ArrowDown');
    const optionId = await option.getAttribute('id');
    await expect.poll(() => box.getAttribute('aria-activedescendant'), SLOW).toBe(optionId);
    await box.press('Enter');
    // downshift tells the choice from an effect after its own render: the title replaces the typed words a frame later.
    await expect.poll(() => box.inputValue(), SLOW).toBe(fundraiser.title);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Filtruj' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('charity_id'), SLOW).toBe(String(fundraiser.id));
    await expect.poll(() => tableGuids(page), SLOW).toHaveLength(3);

    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Zbiórka' }).inputValue(), SLOW).toBe(fundraiser.title);
    await expect.poll(() => tableGuids(page), SLOW).toHaveLength(3);

    // A name typed but not chosen is not a filter: the field says so, and the URL stays as it was.
    await box.fill('zbiórka, której nie ma');
    await page.getByRole('button', { name: 'Filtruj' }).click();
    await page.getByText('Wybierz zbiórkę z podpowiedzi albo wyczyść pole.').waitFor();
    expect(new URL(page.url()).searchParams.get('charity_id')).toBe(String(fundraiser.id));
    await box.fill('');
    await page.getByRole('button', { name: 'Filtruj' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('charity_id'), SLOW).toBeNull();
  }, 180_000);
  test('a paid sandbox donation is refunded in part from its detail: the fundraiser\'s amount falls by exactly that, once', async () => {
    const { fundraiser, paid } = await fundraiserWithPayments();
    const token = (await adminSession(suite.portal)).access_token;
    const collected = async () => ((await apiCall(suite.portal, 'GET', `/api/admin/charity/${fundraiser.id}`, { token })).body as { collected_amount: number }).collected_amount;
    const before = await collected();
    const page = tab.page;
    await openAsAdmin(page, `/admin/payments/${paid[1]}`);
    await page.getByRole('button', { name: 'Zwróć wpłatę' }).click(SLOW);
    const dialog = page.getByRole('dialog', { name: 'Zwrot wpłaty' });
    expect(await dialog.getByLabel('Kwota zwrotu (zł)').inputValue()).toBe('40,00');
    await dialog.getByLabel('Kwota zwrotu (zł)').fill('10,50');
    await dialog.getByLabel('Powód zwrotu').fill('Darczyńca pomylił kwotę');
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByRole('button', { name: /^Zwróć 10,50/ }).click();
    await expect.poll(() => page.locator('.payment-facts').innerText(), SLOW).toContain('Częściowo zwrócona');
    expect(Math.round((before - (await collected())) * 100)).toBe(1050);
    expect(await axe(page)).toEqual([]);
  });

  test('the fundraiser\'s Historia shows its payments\' voids and refunds and its banner changes, in Polish words and amounts', async () => {
    const { fundraiser, paid } = await fundraiserWithPayments();
    const token = (await adminSession(suite.portal)).access_token;
    const call = async (method: string, path: string, body: unknown, status: number) => {
      const answer = await apiCall(suite.portal, method, path, { token, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      return answer.body as { guid?: string };
    };
    const { guid } = await call('POST', `/api/charity/${fundraiser.id}/fdonate`, { method: 'cash', amount: '30', note: 'Wpłata do puszki' }, 201);
    await call('POST', `/api/admin/payment/${guid!}/void`, { reason: 'Wpisana dwa razy' }, 200);
    expect((await askRefund(suite.portal.url, token, paid[1]!, refundBody('10,50'))).status).toBe(201);
    await call('PUT', '/api/admin/banner', { ids: [fundraiser.id] }, 200);

    const page = tab.page;
    await openAsAdmin(page, `/admin/charity/${fundraiser.id}/edit`);
    await page.getByRole('tab', { name: 'Historia' }).click(SLOW);
    const history = page.getByRole('table', { name: /^Historia: zbiórka nr/ });
    await history.getByText('Unieważnienie wpłaty').waitFor(SLOW);
    const text = () => history.innerText();
    expect(await text()).toContain('Zwrot wpłaty');
    expect(await text()).toContain('Kolejność banera');
    expect(await text()).toContain(`Wpłata 30,00\u00a0zł — ${fundraiser.title}`);
    expect(await text()).toContain(`Wpłata 40,00\u00a0zł — ${fundraiser.title}`);
    for (const details of await history.locator('details summary').all()) await details.click();
    expect(await text()).toContain('Status: Opłacona → Unieważniona');
    expect(await text()).toMatch(/Do zwrotu: 40,00\u00a0zł/);
    expect(await text()).not.toMatch(/refundable|grosze|payment\.|voided|\bnull\b|\btrue\b/);
    expect(await axe(page)).toEqual([]);
  }, 180_000);
});
