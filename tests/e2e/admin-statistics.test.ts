import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatGrosze } from '@zlota/shared/money';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { activeCharity } from '../support/admin-charities.js';
import { adminSession, axe, gotoPage, GENEROUS_LIMITS, logInTab, openContext, PHONE, usePortalDb, useSuite, type PageOptions } from '../support/browser.js';

// Issue 14, item 4: /admin/statistics. The period in the URL, the figures as cards, Chart.js charts drawn
// on canvas, and under each chart its numbers as a table.

const suite = useSuite(GENEROUS_LIMITS);
const db = usePortalDb(suite);

// June 2024 in Warsaw (UTC+2): three paid donations, one failed; one paid a second after the period ends.
const JUNE = (day: number, hour = 12) => Date.UTC(2024, 5, day, hour - 2);
const PAID = [12_550, 200_000, 99];
const TOTAL = PAID.reduce((sum, amount) => sum + amount, 0);

async function adminTab(options: PageOptions = {}) {
  const tab = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true, ...options });
  await gotoPage(tab.page, '/');
  const session = await adminSession(suite.portal);
  await logInTab(tab.page, session);
  return { ...tab, token: session.access_token };
}

beforeAll(async () => {
  const session = await adminSession(suite.portal);
  const charity = await activeCharity(suite.portal, session.access_token, `Wózek dla Oli ${randomUUID().slice(0, 6)}`);
  const payment = (amount: number, at: number, status: string, provider: string, method: string) => ({
    guid: randomUUID(), charity_id: charity.id, amount, currency: 'PLN', provider, method, status, donor_name: 'Anna Nowak',
    donor_email: `anna.${amount}@example.pl`, anonymous: false, hide_amount: false, created_at: at - 60_000, updated_at: at, paid_at: status === 'paid' ? at : null,
  });
  const payments = [
    payment(PAID[0]!, JUNE(3), 'paid', 'payu', 'blik'),
    payment(PAID[1]!, JUNE(10), 'paid', 'przelewy24', 'card'),
    payment(PAID[2]!, JUNE(30, 23) + 59 * 60_000, 'paid', 'payu', 'blik'),
    payment(5_000, JUNE(12), 'failed', 'payu', 'card'),
    payment(7_777, JUNE(30, 24), 'paid', 'payu', 'blik'),
  ];
  await db('payments').insert(payments);
  // The paid ones in the ledger too, which the statistics read (issue 35), each on the Warsaw day it was paid.
  const paid = await db('payments').whereIn('guid', payments.map((p) => p.guid)).where({ status: 'paid' }).select('id', 'amount', 'paid_at');
  await db('ledger_entries').insert(paid.map((p: { id: number; amount: number; paid_at: number }) => ({
    charity_id: charity.id, kind: 'payment_paid', amount_grosze: p.amount, occurred_on: warsawDay(Number(p.paid_at)), booked_at: Number(p.paid_at),
    booked_by: null, source_type: 'payment', source_id: p.id, payment_id: p.id,
  })));
});

describe('statistics', () => {
  test('a seeded period shows its total, draws the charts and lists the numbers in tables; axe clean', async () => {
    const { context, page } = await adminTab();
    await gotoPage(page, '/admin/statistics?from=2024-06-01&to=2024-06-30&group=week');
    const collected = page.locator('.key-figures__item').filter({ hasText: 'Zebrano' });
    await expect.poll(() => collected.locator('.key-figures__value').textContent()).toBe(formatGrosze(TOTAL));
    await expect.poll(() => page.locator('.key-figures__item').filter({ hasText: 'Wpłaty' }).locator('.key-figures__value').textContent()).toBe('3');

    // Every chart's canvas is drawn: it is no longer a blank canvas of the same size.
    const canvases = page.locator('.statistics-chart canvas');
    await expect.poll(() => canvases.count()).toBe(3);
    const drawn = await canvases.evaluateAll((elements) =>
      elements.map((element) => {
        const canvas = element as unknown as { width: number; height: number; toDataURL(): string; ownerDocument: { createElement(tag: string): { width: number; height: number; toDataURL(): string } } };
        const blank = canvas.ownerDocument.createElement('canvas');
        blank.width = canvas.width;
        blank.height = canvas.height;
        return canvas.width > 0 && canvas.height > 0 && canvas.toDataURL() !== blank.toDataURL();
      }),
    );
    expect(drawn).toEqual([true, true, true]);

    // The tables under the charts hold the numbers: the last week's running total is the period's total.
    await page.getByText('Dane wykresu w tabeli: zebrane kwoty i suma narastająco').click();
    const weeks = page.getByRole('table', { name: 'Zebrane kwoty i suma narastająco' });
    await weeks.waitFor();
    const lastWeek = weeks.locator('tbody tr').last();
    expect(await lastWeek.locator('td').last().textContent()).toBe(formatGrosze(TOTAL));
    expect(await weeks.locator('tbody tr').count()).toBe(5); // 2024-W22 (1–2 June) … 2024-W26 (24–30 June)
    await page.getByText('Dane wykresu w tabeli: wpłaty według operatora').click();
    const providers = page.getByRole('table', { name: 'Wpłaty według operatora' });
    expect(await providers.getByRole('row', { name: /PayU/ }).locator('td').first().textContent()).toBe(formatGrosze(PAID[0]! + PAID[2]!));
    expect(await page.getByRole('table', { name: 'Dziesięć zbiórek z największą kwotą wpłat w okresie' }).locator('tbody tr td').first().textContent()).toBe(formatGrosze(TOTAL));
    expect(await axe(page)).toEqual([]);
    await context.close();
  });

  test('the period picker writes the URL; a period ending before it starts is refused in Polish', async () => {
    const { context, page } = await adminTab();
    await gotoPage(page, '/admin/statistics');
    await page.getByLabel('Od dnia').fill('2024-06-01');
    await page.getByLabel('Do dnia').fill('2024-06-30');
    await page.getByLabel('Podział').selectOption('month');
    await page.getByRole('button', { name: 'Pokaż' }).click();
    await page.waitForURL(/from=2024-06-01&to=2024-06-30&group=month/);
    await expect.poll(() => page.locator('.key-figures__item').filter({ hasText: 'Zebrano' }).locator('.key-figures__value').textContent()).toBe(formatGrosze(TOTAL));
    await page.getByLabel('Od dnia').fill('2024-07-01');
    await page.getByRole('button', { name: 'Pokaż' }).click();
    await page.getByText('Data początkowa nie może być późniejsza niż końcowa').waitFor();
    await context.close();
  });

  test('on a phone the page fits the screen and stays axe clean', async () => {
    const { context, page } = await adminTab({ viewport: PHONE });
    await gotoPage(page, '/admin/statistics?from=2024-06-01&to=2024-06-30&group=day');
    await page.locator('.statistics-chart canvas').first().waitFor();
    const overflow = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
});
