import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { adminSession, apiCall, axe, gotoPage, logInTab, staffSession, usePage, useSuite, type Win } from '../support/browser.js';
import { createFundraiser, sandboxDecision, startDonation } from '../support/payments.js';

// Issue 36 item 4: every word of the panel in Polish. No screen shows a stored value as it is stored (`paid`,
// `card`, `counted`) nor an audit entry's raw JSON (`"status": "paid"`, `true`, `null`, `amount_grosze`).

const suite = useSuite();
const tab = usePage(suite, { bypassCSP: true, cookiesAccepted: true });

/** The values the database and the providers keep, which a person never reads as they are. */
const ENUM_VALUES = [
  'pending', 'paid', 'failed', 'voided', 'refunded', 'partially_refunded', 'counted', 'duplicate', 'unchanged', 'accepted',
  'card', 'transfer', 'cash', 'draft', 'submitted', 'active', 'completed', 'closed', 'rejected', 'finance', 'viewer', 'logged', 'sent',
  'true', 'false', 'null', 'undefined', 'amount_grosze', 'staff_role', 'is_admin', 'is_active', 'charity_id', 'donor_name', 'received_on',
];
/** A JSON key as JSON.stringify writes it, or a brace opening an object. */
const RAW_JSON = /"[a-z_]+":|\{\s*"/;

let screens: string[] = [];
let guid = '';

beforeAll(async () => {
  const token = (await adminSession(suite.portal)).access_token;
  const fundraiser = await createFundraiser(suite.portal.url, token);
  guid = await startDonation(suite.portal.url, fundraiser.id, { amount: '250', method: 'card' });
  expect((await sandboxDecision(suite.portal.url, guid, 'paid')).status).toBe(303);
  const manual = await apiCall(suite.portal, 'POST', `/api/charity/${fundraiser.id}/fdonate`, {
    token,
    body: { amount: '1234,56', method: 'transfer', bank_reference: 'PRZELEW 7/2026', note: 'Wpłata z kwesty', donor_name: 'Jan Kowalski', anonymous: false },
  });
  expect(manual.status, JSON.stringify(manual.body)).toBeLessThan(300);
  await staffSession(suite.portal, 'finance');
  screens = [
    '/admin', '/admin/charity/all', `/admin/charity/${fundraiser.id}/edit`, `/admin/charity/${fundraiser.id}/donate`, `/admin/charity/${fundraiser.id}/oauth`,
    '/admin/needy', '/admin/payments', `/admin/payments/${guid}`, '/admin/statistics', '/admin/users', '/admin/audit', '/admin/emails',
    '/admin/security', '/admin/fundacja', '/admin/wyciagi',
  ];
}, 120_000);

/** What the screen says, with every audit entry's details open; a provider's own message body stays folded. */
async function screenText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !(globalThis as unknown as Win).document.querySelector('main [role="status"]')?.textContent?.startsWith('Wczytywanie'));
  await page.evaluate(() => {
    for (const details of (globalThis as unknown as { document: { querySelectorAll(s: string): Iterable<{ open: boolean }> } }).document.querySelectorAll('main .audit-details')) details.open = true;
  });
  return page.evaluate(() => (globalThis as unknown as { document: { querySelector(s: string): { innerText: string } } }).document.querySelector('main').innerText);
}

const englishIn = (text: string) => ENUM_VALUES.filter((value) => new RegExp(`(^|[^\\p{L}_@.-])${value}($|[^\\p{L}_@.-])`, 'u').test(text));

describe('every panel screen speaks Polish', () => {
  test('no stored enum value and no raw JSON on any screen; the payment names its method and events in words', async () => {
    const page = tab.page;
    await gotoPage(page, '/');
    await logInTab(page, await adminSession(suite.portal));
    const found: Record<string, string[]> = {};
    for (const screen of screens) {
      await gotoPage(page, screen);
      const text = await screenText(page);
      const bad = [...englishIn(text), ...(RAW_JSON.test(text) ? ['raw JSON'] : [])];
      if (bad.length > 0) found[screen] = bad;
    }
    expect(found).toEqual({});

    await gotoPage(page, `/admin/payments/${guid}`);
    const detail = await screenText(page);
    expect(detail).toContain('Karta płatnicza');
    expect(detail).toMatch(/powiadomienie operatora \(testowy \(sandbox\)\): wpłata zaksięgowana/);
    expect(await axe(page)).toEqual([]);

    await gotoPage(page, '/admin/audit');
    const audit = await screenText(page);
    expect(audit).toContain('Kwota: 1\u00a0234,56\u00a0zł');
    expect(audit).toContain('Sposób wpłaty: Przelew tradycyjny');
    expect(audit).toMatch(/Rola w zespole: — → Finanse/);
    expect(await axe(page)).toEqual([]);
  }, 240_000);
});
