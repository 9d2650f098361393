import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Charity } from '@zlota/shared/entities';
import { EXPENSE_INVOICE_FIELD, HOME_PAGE_SIZE } from '@zlota/shared/constants';
import { foldPolish } from '@zlota/shared/text';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { adminSession, apiCall, eventually, goOffline, gotoUnderWorker, openContext, useSuite, emulateSavingConnection } from '../support/browser.js';
import { storedRow } from '../support/indexed-db.js';

// Issue 39: after one visit online, the whole active catalog is on the device: offline, a fundraiser never opened
// (from the last page of the list) shows its title, picture and progress, its supporters and its settlement, and
// search finds it by a word of its description; a fundraiser ended online leaves the device at the next sync; on a saving connection nothing is
// downloaded until the visitor asks.

const suite = useSuite();

/** A word only the chosen fundraiser's description has, with Polish letters, searched offline without them. */
const ONLY_WORD = 'Żurawinowóz';
/** The chosen fundraiser's supporter and its published expense: offline, its page shows both. */
const SUPPORTER = 'Teodora Bezzasięgowa';
const EXPENSE = 'Fotelik rehabilitacyjny dla Oli';
const UPDATE = 'Fotelik już zamówiony, dziękujemy z całego serca!';

async function everyListed(): Promise<Charity[]> {
  const all: Charity[] = [];
  for (let page = 1; ; page++) {
    const response = await apiCall(suite.portal, 'GET', `/api/charity?page=${page}&size=50`);
    expect(response.status).toBe(200);
    all.push(...(response.body as Charity[]));
    if ((response.body as Charity[]).length < 50) return all;
  }
}

async function adminPut(id: number, body: Record<string, unknown>) {
  const token = (await adminSession(suite.portal)).access_token;
  const response = await apiCall(suite.portal, 'PUT', `/api/charity/${id}`, { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** A donation from a named supporter, a paid expense published without a document (its settlement), and an update. */
async function supportAndSettle(id: number) {
  const token = (await adminSession(suite.portal)).access_token;
  const donation = { amount: '300', received_on: warsawDay(Date.now()), method: 'cash', note: 'Puszka', donor_name: SUPPORTER };
  const donated = await apiCall(suite.portal, 'POST', `/api/charity/${id}/fdonate`, { token, body: donation });
  expect(donated.status, JSON.stringify(donated.body)).toBe(201);
  const form = new FormData();
  const fields = { payee: 'Sklep Medyczny Sp. z o.o.', nip: '526-025-02-74', account: '', amount: '120', description: EXPENSE };
  for (const [name, value] of Object.entries(fields)) form.append(name, JSON.stringify(value));
  const invoice = Buffer.from('%PDF-1.7\n% Faktura\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  form.append(EXPENSE_INVOICE_FIELD, new Blob([new Uint8Array(invoice)], { type: 'application/pdf' }), 'faktura.pdf');
  const created = await fetch(`${suite.portal.url}/api/admin/charity/${id}/expenses`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const expense = (await created.json()) as { id: number };
  expect(created.status, JSON.stringify(expense)).toBe(201);
  for (const step of ['approve', 'paid', 'without-document']) {
    const response = await apiCall(suite.portal, 'POST', `/api/admin/expenses/${expense.id}/${step}`, { token, body: {} });
    expect(response.status, `${step}: ${JSON.stringify(response.body)}`).toBe(200);
  }
  const posted = await apiCall(suite.portal, 'POST', `/api/charity/${id}/updates`, { token, body: { body: UPDATE } });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
}

/** Whether Dexie holds the fundraiser. */
const stored = async (page: Page, id: number) => (await storedRow(page, 'charities', id)) !== undefined;

const footerLine = (page: Page) => page.locator('footer .footer__offline').innerText();

async function underWorker(page: Page) {
  await gotoUnderWorker(page);
}

describe('the whole active catalog offline', () => {
  let context: BrowserContext;
  let page: Page;
  let listed: Charity[];
  let chosen: Charity;
  const feedRequests: string[] = [];

  beforeAll(async () => {
    listed = await everyListed();
    // The oldest listed fundraiser with a picture: on the last page of the list, never opened by this visitor.
    chosen = listed.filter((c) => c.image).at(-1)!;
    await adminPut(chosen.id, { short_description: `${chosen.short_description} ${ONLY_WORD} czeka na dzieci.` });
    await supportAndSettle(chosen.id);
    ({ context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, serviceWorkers: 'allow' }));
    page.on('request', (request) => {
      if (request.url().includes('/api/catalog/changes')) feedRequests.push(request.url());
    });
    await underWorker(page);
    await eventually('the catalog stored', async () => /^Zapisano offline: \d+ zbiórek/.test(await footerLine(page)), true, 60_000);
  }, 120_000);

  afterAll(async () => {
    await context?.close();
  });

  test('the footer says how many fundraisers, how many MB and when', async () => {
    expect(await footerLine(page)).toMatch(new RegExp(`^Zapisano offline: ${listed.length} zbiórek, \\d+,\\d MB, zaktualizowano (przed chwilą|\\d+ min temu)`));
    expect(await stored(page, chosen.id)).toBe(true);
  });

  test('a fundraiser ended online leaves the device at the next sync', async () => {
    const ended = listed.find((c) => c.id !== chosen.id)!;
    expect(await stored(page, ended.id)).toBe(true);
    await adminPut(ended.id, { status: 'completed' });
    const before = feedRequests.length;
    await page.locator('footer').getByRole('button', { name: 'Odśwież' }).click();
    await eventually('the ended fundraiser gone from the device', () => stored(page, ended.id), false, 30_000);
    expect(feedRequests.length, 'a delta was asked for').toBeGreaterThan(before);
    expect(feedRequests.at(-1)).toContain('since=');
    listed = listed.filter((c) => c.id !== ended.id);
  });

  test('offline, the last page of the list shows the oldest fundraisers, and the one never opened opens with its picture and progress', async () => {
    await goOffline(context);
    const lastPage = Math.ceil(listed.length / HOME_PAGE_SIZE);
    await page.goto(`/?strona=${lastPage}`);
    const card = page.locator('main article').filter({ hasText: chosen.title });
    await card.first().waitFor({ timeout: 15_000 });
    await card.first().getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === `/zbiorka/${encodeURIComponent(chosen.url)}`);
    await expect.poll(() => page.locator('main h1').first().innerText()).toBe(chosen.title);
    const picture = page.locator('main .charity__picture img').first();
    await expect.poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), { message: 'the picture comes from the device' }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('main .charity__amounts').count()).toBe(1);
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Stan z \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
  });

  test('offline, the fundraiser never opened shows its updates, its supporters and its settlement', async () => {
    // Still offline, on its page since the test before.
    expect(page.url()).toContain(`/zbiorka/${encodeURIComponent(chosen.url)}`);
    await page.getByRole('region', { name: 'Aktualności' }).getByText(UPDATE).waitFor({ timeout: 15_000 });
    const supporters = page.getByRole('region', { name: 'Wspierający' });
    await supporters.getByText(SUPPORTER).waitFor({ timeout: 15_000 });
    expect(await supporters.innerText()).not.toContain('pojawi się, gdy połączysz się z internetem');
    const settlement = page.getByRole('region', { name: 'Rozliczenie zbiórki' });
    await settlement.getByText(EXPENSE).waitFor({ timeout: 15_000 });
    await expect.poll(() => settlement.getByTestId('ledger-spent').textContent()).toMatch(/^120,00\s*zł$/);
    expect(await settlement.innerText()).toContain('Bez dokumentu do publikacji.');
  });

  test('offline, search finds it by a word of its description, without Polish letters', async () => {
    const term = foldPolish(ONLY_WORD);
    await page.goto(`/zbiorki/szukaj/${term}`);
    await expect.poll(() => page.locator('main article').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('main article h2, main article h3').allInnerTexts()).toEqual([chosen.title]);
  });
});

describe('on a saving connection', () => {
  let context: BrowserContext;
  let page: Page;
  const feedRequests: string[] = [];

  beforeAll(async () => {
    ({ context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, serviceWorkers: 'allow' }));
    await emulateSavingConnection(context);
    page.on('request', (request) => {
      if (request.url().includes('/api/catalog/changes')) feedRequests.push(request.url());
    });
  });

  afterAll(async () => {
    await context?.close();
  });

  test('nothing is downloaded until the visitor asks with "Pobierz wszystkie zbiórki na telefon"', async () => {
    await underWorker(page);
    await page.waitForTimeout(3000); // the idle moment a sync would have taken
    expect(feedRequests).toEqual([]);
    const ask = page.locator('footer').getByRole('button', { name: 'Pobierz wszystkie zbiórki na telefon' });
    await ask.click();
    await eventually('the catalog stored', async () => /^Zapisano offline: \d+ zbiórek/.test(await footerLine(page)), true, 60_000);
    expect(feedRequests.length).toBeGreaterThan(0);
  }, 90_000);
});
