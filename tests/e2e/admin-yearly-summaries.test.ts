import { describe, expect, test } from 'vitest';
import { currentTaxYear } from '@zlota/shared/schemas/donation-summary';
import { ADMIN, adminSession, axe, GENEROUS_LIMITS, gotoPage, logInTab, usePage, userSession, useSuite } from '../support/browser.js';
import { createFundraiser, donate, donationBody, sandboxDecision } from '../support/payments.js';

// Audit of issue 18 item 3: the panel sends a tax year's summaries once; a second click is told when and by whom.

const suite = useSuite(GENEROUS_LIMITS);
const SLOW = { timeout: 30_000 };
const tab = usePage(suite, { bypassCSP: true, cookiesAccepted: true });

describe('/admin/payments: Wyślij roczne podsumowania', () => {
  test('the first send of a year is confirmed; the second shows the server\'s message saying when and by whom it went', async () => {
    const admin = await adminSession(suite.portal);
    const fundraiser = await createFundraiser(suite.portal.url, admin.access_token);
    const donor = await userSession(suite.portal);
    const started = await donate(suite.portal.url, donationBody(fundraiser.id), donor.access_token);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await sandboxDecision(suite.portal.url, started.body.guid, 'paid')).status).toBe(303);
    const year = currentTaxYear();
    const page = tab.page;
    await gotoPage(page, '/');
    await logInTab(page, admin);
    await gotoPage(page, '/admin/payments');

    const sendYear = async () => {
      await page.getByRole('button', { name: 'Wyślij roczne podsumowania' }).click(SLOW);
      const dialog = page.getByRole('dialog').filter({ hasText: 'Wysłać roczne podsumowania darowizn?' });
      await dialog.getByLabel('Rok podatkowy').selectOption(String(year));
      await dialog.getByRole('button', { name: 'Wyślij' }).click();
    };
    await sendYear();
    await page.getByRole('status').filter({ hasText: `Podsumowania za rok ${year} czekają na wysyłkę (adresatów: 1).` }).waitFor(SLOW);

    await sendYear();
    const refusal = page.getByRole('alert').filter({ hasText: `Podsumowania za rok ${year} zostały już wysłane` });
    await refusal.waitFor(SLOW);
    expect(await refusal.textContent()).toContain(`przez ${ADMIN.email}`);
    expect(await axe(page)).toEqual([]);
  }, 180_000);
});
