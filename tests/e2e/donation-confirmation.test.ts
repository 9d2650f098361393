import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { pdfText } from '../support/pdf-text.js';
import { apiCall, axe, gotoPage, listCharities, logInTab, usePage, userSession, useSuite } from '../support/browser.js';

// Issue 18 item 2 and 3 in the browser: the thank-you page and Konto offer the "Potwierdzenie darowizny" as a PDF,
// and Konto the summary of a tax year; the pages stay accessible (axe).

const suite = useSuite();
const tab = usePage(suite, { cookiesAccepted: true, bypassCSP: true });

/** A donation of a signed-in donor, paid at the sandbox operator: its fundraiser's address and its guid. */
async function paidDonation(token: string) {
  const charity = (await listCharities(suite.portal)).find((c) => c.needy && c.collected_amount < c.target_amount)!;
  const body = { charity_id: charity.id, amount: '42,50', email: 'konto.e2e@example.pl', name: 'Zażółć', receipt_name: 'Zażółć Gęślą', accept_terms: true, idempotency_key: randomUUID() };
  const started = await apiCall(suite.portal, 'POST', '/api/donate/charity', { body, token });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const guid = started.body.guid as string;
  await fetch(`${suite.portal.url}/api/sandbox/pay/${guid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=paid',
    redirect: 'manual',
  });
  await expect.poll(async () => (await apiCall(suite.portal, 'GET', `/api/payment/${guid}/status`)).body.status).toBe('paid');
  return { url: charity.url, guid };
}

/** Clicks the control and reads the PDF the browser saves. */
async function downloaded(click: () => Promise<void>) {
  const [download] = await Promise.all([tab.page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await pdfText(new Uint8Array(await readFile(await download.path()))) };
}

describe('the confirmation of a donation in the browser', () => {
  test('the thank-you page gives the PDF of the donation and passes axe', async () => {
    const session = await userSession(suite.portal);
    const { url, guid } = await paidDonation(session.access_token);

    await gotoPage(tab.page, `/zbiorka/${encodeURIComponent(url)}/dziekuje?guid=${guid}`);
    const link = tab.page.getByRole('link', { name: 'Pobierz potwierdzenie (PDF)' });
    await link.waitFor();
    const pdf = await downloaded(() => link.click());
    expect(pdf.name).toBe(`potwierdzenie-darowizny-${guid.slice(0, 8)}.pdf`);
    expect(pdf.text).toContain('Potwierdzenie darowizny');
    expect(pdf.text).toContain('42,50 zł');
    expect(pdf.text).toContain('Zażółć Gęślą');
    expect(await axe(tab.page)).toEqual([]);
  }, 120_000);

  test('Konto links each paid donation to its PDF and gives the summary of a tax year, and passes axe', async () => {
    const session = await userSession(suite.portal);
    const { guid } = await paidDonation(session.access_token);

    await gotoPage(tab.page, '/');
    await logInTab(tab.page, session);
    await gotoPage(tab.page, '/user');
    const donations = tab.page.getByRole('region', { name: 'Twoje wpłaty' });
    const link = donations.getByRole('link', { name: /Pobierz potwierdzenie/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/api/payment/${guid}/confirmation.pdf`);
    expect(await axe(tab.page)).toEqual([]);

    const year = warsawDay(Date.now()).slice(0, 4);
    expect(await donations.getByLabel('Rok podatkowy').inputValue()).toBe(year);
    const summary = await downloaded(() => donations.getByRole('button', { name: 'Pobierz podsumowanie (PDF)' }).click());
    expect(summary.name).toBe(`podsumowanie-darowizn-${year}.pdf`);
    expect(summary.text).toContain(`Podsumowanie darowizn za rok ${year}`);
    expect(summary.text).toContain('42,50 zł (liczba wpłat: 1)');
  }, 120_000);
});
