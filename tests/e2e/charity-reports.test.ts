import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { REPORT_DECISION_LABELS, REPORT_MESSAGES, REPORT_REASON_LABELS } from '@zlota/shared/reports';
import { adminSession, apiCall, axe, goOffline, gotoPage, GENEROUS_LIMITS, logInTab, openContext, PHONE, staffSession, useSuite } from '../support/browser.js';

// Issue 18, items 6 and 7: a visitor reports a fundraiser through "Zgłoś zbiórkę" by keyboard alone, without an
// account; an admin finds the report on the panel's first screen and closes it with a decision.

const suite = useSuite(GENEROUS_LIMITS);

const unique = () => Math.random().toString(36).slice(2, 8);
const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text }).last();
const focused = (page: Page) => page.evaluate(() => {
  const active = (globalThis as unknown as { document: { activeElement: { id: string; textContent: string } | null } }).document.activeElement;
  return active ? { id: active.id, text: active.textContent.trim() } : null;
});

/** The foundation's active fundraiser, public at once. */
async function activeCharity() {
  const admin = await adminSession(suite.portal);
  const created = await apiCall(suite.portal, 'POST', '/api/charity/with-needy', {
    token: admin.access_token,
    body: {
      title: `Rehabilitacja Zosi ${unique()}`,
      name: 'Zosia na nogach',
      target: 'Turnus rehabilitacyjny',
      target_amount: '9 000',
      short_description: 'Zosia potrzebuje turnusu rehabilitacyjnego.',
      description: '<p>Zosia ma sześć lat i uczy się chodzić po operacji.</p>',
      needy: { name: 'Zofia', surname: 'Lis', city: 'Lublin' },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number; url: string; title: string };
}

describe('reporting a fundraiser', () => {
  test('a visitor reports by keyboard, then an admin sees the report on /admin and closes it with a decision', async () => {
    const charity = await activeCharity();
    const description = `Ta sama historia i te same zdjęcia są w innej zbiórce, pod innym nazwiskiem. Znak ${unique()}.`;
    const visitor = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
    const { page } = visitor;
    await gotoPage(page, `/zbiorka/${charity.url}`);

    // Escape closes the dialog and gives the focus back to the button.
    const open = page.getByRole('button', { name: 'Zgłoś zbiórkę' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Zgłoś zbiórkę' });
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page))?.id).toBe('charity-report-reason');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page))?.text).toBe('Zgłoś zbiórkę'); // the focus goes back once the dialog has closed

    // Sent empty: every field says in Polish what it needs, and the reason takes the focus.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect((await focused(page))?.text).toBe('Wyślij zgłoszenie');
    await page.keyboard.press('Enter');
    await dialog.getByText(REPORT_MESSAGES.reason).waitFor();
    await dialog.getByText(REPORT_MESSAGES.description).waitFor();
    await expect.poll(async () => (await focused(page))?.id).toBe('charity-report-reason');
    expect(await axe(page)).toEqual([]);

    // Chosen and written by keyboard; Enter in the e-mail field sends it.
    await page.keyboard.type('Podejrzenie');
    expect(await dialog.getByLabel('Powód zgłoszenia').inputValue()).toBe('fraud');
    await page.keyboard.press('Tab');
    await page.keyboard.type(description);
    await page.keyboard.press('Tab');
    await page.keyboard.type('czytelniczka@example.pl');
    await page.keyboard.press('Enter');
    await toast(page, REPORT_MESSAGES.sent).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page))?.text).toBe('Zgłoś zbiórkę'); // the focus goes back once the dialog has closed

    const admin = await adminSession(suite.portal);
    const listed = await apiCall(suite.portal, 'GET', '/api/admin/reports?status=open', { token: admin.access_token });
    const report = (listed.body as { id: number; charity: { id: number }; reason: string; description: string; email: string | null }[]).find((item) => item.charity.id === charity.id);
    expect(report).toMatchObject({ reason: 'fraud', description, email: 'czytelniczka@example.pl' });

    // The admin's work queue: the report, its reason and words, and the decision by keyboard.
    const staff = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
    await gotoPage(staff.page, '/');
    await logInTab(staff.page, admin);
    await gotoPage(staff.page, '/admin');
    const reports = staff.page.getByRole('region', { name: /^Zgłoszenia/ });
    await reports.getByRole('link', { name: charity.title, exact: true }).waitFor();
    await reports.getByText(REPORT_REASON_LABELS.fraud).waitFor();
    await reports.getByText(description).waitFor();
    expect(await axe(staff.page)).toEqual([]);

    await reports.getByRole('button', { name: `Zamknij zgłoszenie nr ${report!.id}` }).focus();
    await staff.page.keyboard.press('Enter');
    const closing = staff.page.getByRole('dialog', { name: `Zamknij zgłoszenie: „${charity.title}”` });
    await closing.waitFor();
    expect(await axe(staff.page)).toEqual([]);
    await closing.getByLabel('Decyzja').selectOption({ label: REPORT_DECISION_LABELS.corrected });
    await closing.getByLabel('Uzasadnienie').fill('Organizator poprawił opis i dołączył dokumenty ze szpitala.');
    await closing.getByRole('button', { name: 'Zamknij zgłoszenie' }).click();
    await toast(staff.page, REPORT_MESSAGES.closed).waitFor();
    await reports.getByText('Żadne zgłoszenie nie czeka na decyzję.').waitFor();

    // The closed ones, on request: the decision and its note.
    const closed = staff.page.getByRole('region', { name: /^Zamknięte zgłoszenia/ });
    await closed.getByRole('button', { name: 'Pokaż ostatnio zamknięte' }).click();
    await closed.getByText(REPORT_DECISION_LABELS.corrected).waitFor();
    await closed.getByText(/Organizator poprawił opis/).waitFor();
    expect(await axe(staff.page)).toEqual([]);

    const audit = await apiCall(suite.portal, 'GET', `/api/admin/audit?entity_type=report&entity_id=${report!.id}`, { token: admin.access_token });
    expect(audit.body).toMatchObject([{ action: 'report.close', after: { status: 'closed', decision: 'corrected' } }]);
    await staff.context.close();
    await visitor.context.close();
  }, 180_000);

  test('a viewer reads the reports without a button to close them; finance, whose role they are not, does not see them', async () => {
    const charity = await activeCharity();
    const sent = await apiCall(suite.portal, 'POST', `/api/charity/${charity.id}/reports`, { body: { reason: 'privacy', description: 'Zdjęcie pokazuje dokumenty medyczne z nazwiskiem i adresem dziecka.' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const viewer = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
    await gotoPage(viewer.page, '/');
    await logInTab(viewer.page, await staffSession(suite.portal, 'viewer'));
    await gotoPage(viewer.page, '/admin');
    const reports = viewer.page.getByRole('region', { name: /^Zgłoszenia/ });
    await reports.getByRole('link', { name: charity.title, exact: true }).waitFor();
    await reports.getByText(REPORT_REASON_LABELS.privacy).waitFor();
    expect(await reports.getByRole('button', { name: /Zamknij zgłoszenie/ }).count()).toBe(0);
    expect(await axe(viewer.page)).toEqual([]);

    const finance = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
    await gotoPage(finance.page, '/');
    await logInTab(finance.page, await staffSession(suite.portal, 'finance'));
    await gotoPage(finance.page, '/admin');
    await finance.page.getByRole('region', { name: /^Ostatnie wpłaty ręczne/ }).waitFor();
    expect(await finance.page.getByRole('region', { name: /^Zgłoszenia/ }).count()).toBe(0);
    await viewer.context.close();
    await finance.context.close();
  }, 120_000);

  test('offline, the page of a fundraiser says that a report needs a connection, and no dialog opens', async () => {
    const charity = await activeCharity();
    const visitor = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
    await gotoPage(visitor.page, `/zbiorka/${charity.url}`);

    await goOffline(visitor.context);

    await visitor.page.getByText(REPORT_MESSAGES.offline).first().waitFor();
    await visitor.page.getByRole('button', { name: 'Zgłoś zbiórkę' }).click();
    await toast(visitor.page, REPORT_MESSAGES.offline).waitFor();
    expect(await visitor.page.getByRole('dialog', { name: 'Zgłoś zbiórkę' }).count()).toBe(0);
    await visitor.context.close();
  }, 60_000);
  test('on a 360 px phone, every field of the dialog fits inside it, the longest reason included', async () => {
    const charity = await activeCharity();
    const visitor = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true, viewport: PHONE });
    await gotoPage(visitor.page, `/zbiorka/${charity.url}`);
    await visitor.page.getByRole('button', { name: 'Zgłoś zbiórkę' }).click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Zgłoś zbiórkę' });
    await dialog.waitFor();
    const inside = await dialog.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.querySelectorAll('select, textarea, input')].map((field) => field.getBoundingClientRect().right <= box.right - 8);
    });
    expect(inside.length).toBeGreaterThanOrEqual(3);
    expect(inside.every(Boolean)).toBe(true);
    expect(await axe(visitor.page)).toEqual([]);
    await visitor.context.close();
  }, 60_000);
});
