import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { AUDIT_ACTION_LABELS, type AuditAction } from '@zlota/shared/audit';
import { formatZl } from '@zlota/shared/money';
import { activeCharity } from '../support/admin-charities.js';
import { adminSession, apiCall, gotoPage, GENEROUS_LIMITS, logInTab, openContext, usePortalDb, useSuite, type PageOptions } from '../support/browser.js';

// Issue 36 items 2 and 3: every paginated admin list sorts on the server (a header's press sorts all rows, not the 50
// on screen), the sort is in the URL and survives a reload and back; every admin table fits at 1024 and 1280 px.

const suite = useSuite(GENEROUS_LIMITS);
const db = usePortalDb(suite);

async function adminTab(options: PageOptions = {}) {
  const tab = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, ...options });
  await gotoPage(tab.page, '/');
  const session = await adminSession(suite.portal);
  await logInTab(tab.page, session);
  return tab;
}

/** The screen's sortable list (its headers are buttons): the payments page also shows the ledger's months in a table. */
const listTable = (page: Page) => page.locator('.data-table').filter({ has: page.locator('thead button') }).first();
const firstRowCell = (page: Page, column: number) => listTable(page).locator('tbody tr').first().locator('td').nth(column);
/** Where a header's column is (a list with bulk actions starts with a column of checkboxes). */
const columnOf = (page: Page, header: string) =>
  listTable(page).locator('thead th').evaluateAll((cells, wanted) => cells.findIndex((cell) => (cell.textContent ?? '').trim().startsWith(wanted)), header);
/** The first cell's own text, without the row's detail (folded columns) under it. */
const ownText = (page: Page, column: number) =>
  firstRowCell(page, column).evaluate((cell) => {
    const copy = cell.cloneNode(true) as unknown as { querySelectorAll(selector: string): Array<{ remove(): void }>; textContent: string | null };
    for (const detail of copy.querySelectorAll('.data-table__detail, .visually-hidden')) detail.remove();
    return (copy.textContent ?? '').trim();
  });
const sortButton = (page: Page, header: string) => listTable(page).locator('thead button', { hasText: new RegExp(`^${header}`) });

/** Presses the header until the list is sorted that way; answers when the first row shows `expected`. */
async function sortBy(page: Page, header: string, order: 'asc' | 'desc') {
  const th = listTable(page).locator('thead th').filter({ has: page.locator('button', { hasText: new RegExp(`^${header}`) }) });
  for (let presses = 0; presses < 2 && (await th.getAttribute('aria-sort')) !== (order === 'asc' ? 'ascending' : 'descending'); presses++) {
    await sortButton(page, header).click();
    await expect.poll(() => th.getAttribute('aria-sort')).not.toBe('none');
  }
  await expect.poll(() => th.getAttribute('aria-sort')).toBe(order === 'asc' ? 'ascending' : 'descending');
}

let charityId: number;
beforeAll(async () => {
  const session = await adminSession(suite.portal);
  charityId = (await activeCharity(suite.portal, session.access_token, `Wózek dla Leny ${randomUUID().slice(0, 6)}`)).id;
  // Payments: more than one page, the biggest the oldest (the last page of the default order), amounts alike as text.
  const payment = (amount: number, at: number) => ({
    guid: randomUUID(), charity_id: charityId, amount, currency: 'PLN', provider: 'payu', method: 'blik', status: 'paid', donor_name: 'Anna Nowak',
    donor_email: 'anna.nowak@example.pl', anonymous: false, hide_amount: false, created_at: at, updated_at: at, paid_at: at,
  });
  await db('payments').insert([payment(98_765_432, Date.UTC(2019, 0, 1)), ...Array.from({ length: 60 }, (_, i) => payment(2600 + (i % 3) * 25, Date.UTC(2026, 10, 1, 12, i)))]);
  // Users: more than a page; the first by e-mail is the newest account (the last page of the default order).
  const now = Date.now();
  const user = (i: number, email: string) => ({
    name: 'Jan', surname: `Testowy${i}`, username: `lista_${i}_${randomUUID().slice(0, 6)}`, username_key: `lista_${i}_${randomUUID().slice(0, 6)}`,
    phone: '600100200', email, password_hash: 'x', is_active: true, created_at: now, updated_at: now,
  });
  await db('users').insert(Array.from({ length: 25 }, (_, i) => user(i, `lista.${i}.${randomUUID().slice(0, 6)}@example.pl`)));
  await db('users').insert(user(99, `0-pierwszy.${randomUUID().slice(0, 6)}@example.pl`));
  // The needy: more than a page (20); the first town in order added last.
  for (let i = 0; i < 22; i++) {
    const created = await apiCall(suite.portal, 'POST', '/api/needy', {
      token: session.access_token,
      body: { name: 'Ola', surname: `Aaa${String.fromCharCode(97 + i)}`, city: i === 21 ? 'Aaaaa' : 'Radom', contact: '', notes: '' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  // The audit log: more than a page (50); the first action in order is the oldest entry.
  const entry = (action: AuditAction, at: number) => ({ at, action, entity_type: 'charity', entity_id: charityId, actor_id: null, actor_email: 'admin.e2e@zlotarybka.pl' });
  await db('audit_log').insert([entry('charity.approve', Date.UTC(2019, 0, 1)), ...Array.from({ length: 60 }, (_, i) => entry('charity.update', Date.UTC(2026, 10, 1, 12, i)))]);
});

/** What the server's order puts first, read from the database as the list's query orders it. */
const firstBy = async (table: string, column: string, order: 'asc' | 'desc') =>
  (await db(table).orderBy([{ column, order }, { column: 'id', order }]).first()) as Record<string, unknown>;

describe('every paginated admin list sorts on the server, kept in the URL', () => {
  test('payments: Kwota sorts every payment, not the page; the URL holds it through a reload and back', async () => {
    const { context, page } = await adminTab();
    await gotoPage(page, '/admin/payments');
    await expect.poll(() => listTable(page).locator('tbody tr').count()).toBe(50);
    await sortBy(page, 'Kwota', 'desc');
    const amount = await columnOf(page, 'Kwota');
    expect(amount).toBeGreaterThanOrEqual(0);
    const biggest = await firstBy('payments', 'amount', 'desc');
    await expect.poll(() => ownText(page, amount)).toContain(formatZl(Number(biggest.amount) / 100));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('amount');
    expect(new URL(page.url()).searchParams.get('order')).toBe('desc');
    await expect.poll(() => listTable(page).locator('caption').textContent()).toContain('Posortowano: Kwota, malejąco');

    await page.reload();
    await expect.poll(() => ownText(page, amount)).toContain(formatZl(Number(biggest.amount) / 100));
    await sortBy(page, 'Kwota', 'asc');
    const smallest = await firstBy('payments', 'amount', 'asc');
    await expect.poll(() => ownText(page, amount)).toContain(formatZl(Number(smallest.amount) / 100));
    await page.goBack();
    await expect.poll(() => ownText(page, amount)).toContain(formatZl(Number(biggest.amount) / 100));
    expect(await listTable(page).locator('thead th').filter({ has: page.locator('button', { hasText: /^Kwota/ }) }).getAttribute('aria-sort')).toBe('descending');
    await context.close();
  });

  const LISTS: Array<{ path: string; rows: number; header: string; column: string; table: string; cell: number; shown: (row: Record<string, unknown>) => string }> = [
    { path: '/admin/users', rows: 20, header: 'E-mail', table: 'users', column: 'email', cell: 1, shown: (row) => String(row.email) },
    { path: '/admin/needy', rows: 20, header: 'Miejscowość', table: 'needy', column: 'city', cell: 1, shown: (row) => String(row.city) },
    { path: '/admin/audit', rows: 50, header: 'Co', table: 'audit_log', column: 'action', cell: 2, shown: (row) => AUDIT_ACTION_LABELS[row.action as AuditAction] },
  ];
  test.each(LISTS)('$path: $header sorts every row, not the page; the caption says it; reload keeps it', async ({ path, rows, header, table, column, cell, shown }) => {
    const { context, page } = await adminTab();
    await gotoPage(page, path);
    await expect.poll(() => listTable(page).locator('tbody tr').count()).toBe(rows);
    await sortBy(page, header, 'asc');
    const first = shown(await firstBy(table, column, 'asc'));
    await expect.poll(() => ownText(page, cell)).toBe(first);
    expect(page.url()).toContain(`sort=${column}&order=asc`);
    await expect.poll(() => listTable(page).locator('caption').textContent()).toContain(`Posortowano: ${header}, rosnąco`);
    await page.reload();
    await expect.poll(() => ownText(page, cell)).toBe(first);
    await context.close();
  });
});

/** Every admin table: what a person must reach, and every amount drawn on one line. */
const SCREENS = ['/admin/payments', '/admin/users', '/admin/needy', '/admin/audit', '/admin/charity/all', '/admin/emails'];

async function cutContent(page: Page) {
  return page.evaluate(() => {
    interface Box { left: number; right: number; top: number; bottom: number; width: number; height: number }
    interface Node_ { nodeType: number; textContent: string | null; parentElement: Elem | null }
    interface Elem { getBoundingClientRect(): Box; closest(selector: string): Elem | null; textContent: string | null; tagName: string; querySelectorAll(selector: string): Elem[]; outerHTML: string; checkVisibility(): boolean }
    interface Rng { setStart(node: Node_, offset: number): void; setEnd(node: Node_, offset: number): void; getClientRects(): Box[] }
    const doc = (globalThis as unknown as { document: { querySelectorAll(selector: string): Elem[]; createRange(): Rng; createTreeWalker(root: Elem, what: number): { nextNode(): Node_ | null } } }).document;
    const viewport = (globalThis as unknown as { innerWidth: number }).innerWidth;
    const problems: string[] = [];
    for (const control of doc.querySelectorAll('.data-table tbody button, .data-table tbody a, .data-table tbody select, .data-table tbody summary')) {
      if (!control.checkVisibility()) continue;
      const box = control.getBoundingClientRect();
      const region = control.closest('.data-table')!.getBoundingClientRect();
      if (box.left < region.left - 1 || box.right > region.right + 1 || box.right > viewport) problems.push(`cut: ${(control.textContent ?? '').trim().slice(0, 40)} (${Math.round(box.right)} > ${Math.round(Math.min(region.right, viewport))})`);
    }
    const money = /\d[\d\s]*,\d{2}\s?zł/g;
    for (const cell of doc.querySelectorAll('.data-table td')) {
      if (!cell.checkVisibility()) continue;
      const walker = doc.createTreeWalker(cell, 4);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(money)) {
          const range = doc.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`broken: ${match[0]}`);
        }
      }
    }
    return problems;
  });
}

describe('every admin table fits', () => {
  for (const width of [1024, 1280]) {
    test(`at ${width} px no action is cut and no amount breaks`, async () => {
      const { context, page } = await adminTab({ viewport: { width, height: 900 } });
      const found: Record<string, string[]> = {};
      for (const screen of [...SCREENS, `/admin/charity/${charityId}/donate`]) {
        await gotoPage(page, screen);
        await page.locator('.data-table table').first().waitFor();
        await page.waitForLoadState('networkidle');
        const problems = await cutContent(page);
        if (problems.length > 0) found[screen] = problems.slice(0, 5);
      }
      expect(found).toEqual({});
      await context.close();
    });
  }
});
