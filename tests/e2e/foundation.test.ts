import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { FOUNDATION_MESSAGES, PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { PAGE_ROUTES } from '@zlota/shared/page-routes';
import { DEMO_VALUES } from '../support/foundation.js';
import { downloadPdf } from '../support/pdf-text.js';
import {
  adminSession,
  apiCall,
  axe,
  gotoPage,
  launchChromium,
  listCharities,
  logInTab,
  openContext,
  spawnPortal,
  usePage,
  usePortalDb,
  userSession,
  useSuite,
  type Portal,
} from '../support/browser.js';

// Issue 30 in the browser: the foundation's record is set in /admin/fundacja and read everywhere at once (the
// 1,5% page, the contact page, the footer, a confirmation e-mail and its PDF); the demo's values are marked as an
// example; a portal without the demo shows none of them on any public page of spec §2.

const suite = useSuite();
const tab = usePage(suite, { cookiesAccepted: true, bypassCSP: true });
const db = usePortalDb(suite);

const NEW_KRS = '0000765432';

/** The page's whole text once the app has taken it over and the foundation's record has come (a drawn page has it at once). */
async function pageText(page: Page, url: string): Promise<string> {
  await gotoPage(page, url);
  await page.locator('html[data-app=ready]').waitFor();
  return page.locator('body').innerText();
}

/** A paid sandbox donation with an e-mail address: its guid. */
async function paidDonation(portal: Portal, email: string): Promise<string> {
  const charity = (await listCharities(portal)).find((c) => c.needy && c.collected_amount < c.target_amount)!;
  const body = { charity_id: charity.id, amount: '30', email, name: 'Ala', accept_terms: true, idempotency_key: randomUUID() };
  const started = await apiCall(portal, 'POST', '/api/donate/charity', { body });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const guid = started.body.guid as string;
  await fetch(`${portal.url}/api/sandbox/pay/${guid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=paid',
    redirect: 'manual',
  });
  await expect.poll(async () => (await apiCall(portal, 'GET', `/api/payment/${guid}/status`)).body.status).toBe('paid');
  return guid;
}

describe('the demo portal', () => {
  test('the demo\'s values are marked as an example, with no KRS to copy, and the sandbox says payments are not real', async () => {
    const text = await pageText(tab.page, '/jedenProcent');
    expect(text).toContain('0000123456');
    expect(text).toContain(FOUNDATION_MESSAGES.example);
    expect(text).toContain(PAYMENT_MESSAGES.demoNotice);
    expect(await tab.page.getByRole('button', { name: 'Kopiuj numer KRS' }).count()).toBe(0);
    expect(await axe(tab.page)).toEqual([]);
  }, 60_000);

  test('an admin changes the KRS in /admin/fundacja, and the 1,5% page, the contact page, the footer, a confirmation e-mail and its PDF carry it', async () => {
    const admin = await adminSession(suite.portal);
    await gotoPage(tab.page, '/');
    await logInTab(tab.page, admin);
    await gotoPage(tab.page, '/admin/fundacja');
    const krs = tab.page.getByLabel('Numer KRS');
    await krs.waitFor();
    await krs.fill('12345');
    await tab.page.getByRole('button', { name: 'Zapisz dane fundacji' }).click();
    await expect.poll(() => tab.page.locator('#foundation-krs-error').innerText()).toBe(FOUNDATION_MESSAGES.krs);
    expect(await axe(tab.page)).toEqual([]);

    await krs.fill(NEW_KRS);
    await tab.page.getByRole('button', { name: 'Zapisz dane fundacji' }).click();
    await tab.page.getByText(FOUNDATION_MESSAGES.saved).first().waitFor();

    const onePercent = await pageText(tab.page, '/jedenProcent');
    expect(onePercent).toContain(NEW_KRS);
    expect(onePercent).not.toContain(FOUNDATION_MESSAGES.example);
    await tab.page.getByRole('button', { name: 'Kopiuj numer KRS' }).waitFor();
    expect(await pageText(tab.page, '/kontakt')).toContain(`KRS ${NEW_KRS}`);
    expect(await tab.page.getByRole('contentinfo').innerText()).toContain(`KRS ${NEW_KRS}`);

    const email = `fundacja.${Date.now()}@example.pl`;
    const guid = await paidDonation(suite.portal, email);
    const message = await db('email_outbox').where({ recipient: email, kind: 'donation-confirmation' }).first('text');
    expect(message.text).toContain(`KRS ${NEW_KRS}`);
    const pdf = await downloadPdf(`${suite.portal.url}/api/payment/${guid}/confirmation.pdf`);
    expect(pdf.text).toContain(`KRS ${NEW_KRS}`);
    expect(pdf.text).not.toContain('0000123456');
  }, 120_000);

  test('with the demo\'s record replaced, an admin uploads the statute in /admin/fundacja (a non-PDF refused), and the page\'s link serves it', async () => {
    expect(await pageText(tab.page, '/fundacja')).toContain(`Statut fundacji (PDF, otwiera się w nowej karcie) — ${FOUNDATION_MESSAGES.documentMissing.toLowerCase()}`);
    const admin = await adminSession(suite.portal);
    await logInTab(tab.page, admin);
    await gotoPage(tab.page, '/admin/fundacja');
    await tab.page.getByRole('heading', { name: 'Dokumenty' }).waitFor();
    const file = tab.page.getByLabel('Nowa wersja: statut (PDF, najwyżej 10 MB)');
    const upload = tab.page.getByRole('button', { name: 'Wgraj: statut' });
    await file.setInputFiles({ name: 'statut.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>to nie jest PDF</html>') });
    await upload.click();
    await tab.page.locator('.field__error').getByText(FOUNDATION_MESSAGES.documentNotPdf).waitFor();
    expect(await file.getAttribute('aria-invalid')).toBe('true');
    expect(await axe(tab.page)).toEqual([]);

    const statute = Buffer.from('%PDF-1.7\n% Statut Fundacji, tekst jednolity\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
    await file.setInputFiles({ name: 'statut.pdf', mimeType: 'application/pdf', buffer: statute });
    await upload.click();
    await tab.page.getByText(FOUNDATION_MESSAGES.documentUploaded).first().waitFor();
    await tab.page.getByText('Obecna wersja:').first().waitFor();

    await pageText(tab.page, '/fundacja');
    const link = tab.page.getByRole('link', { name: 'Statut fundacji (PDF, otwiera się w nowej karcie)' });
    const served = await fetch(`${suite.portal.url}${await link.getAttribute('href')}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(statute);
    // The security policy has none yet: its link still says so.
    expect(await tab.page.getByRole('main').innerText()).toContain(`Polityka bezpieczeństwa (PDF, otwiera się w nowej karcie) — ${FOUNDATION_MESSAGES.documentMissing.toLowerCase()}`);
  }, 120_000);
});

describe('the logo of e-mails and PDFs', () => {
  test('an admin uploads the logo in /admin/fundacja (a PDF refused beside the field), sees it, and the confirmation PDF draws it', async () => {
    const admin = await adminSession(suite.portal);
    await gotoPage(tab.page, '/');
    await logInTab(tab.page, admin);
    await gotoPage(tab.page, '/admin/fundacja');
    const file = tab.page.getByLabel('Nowa wersja: logo (PNG albo JPEG, najwyżej 1 MB)');
    await file.waitFor();
    const upload = tab.page.getByRole('button', { name: 'Wgraj: logo' });
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1') });
    await upload.click();
    await tab.page.locator('.field__error').getByText(FOUNDATION_MESSAGES.logoNotImage).waitFor();
    expect(await file.getAttribute('aria-invalid')).toBe('true');

    const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#f5b800' } }).png().toBuffer();
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await upload.click();
    await tab.page.getByText(FOUNDATION_MESSAGES.logoUploaded).first().waitFor();
    const shown = tab.page.getByRole('img', { name: 'Obecne logo fundacji' });
    await shown.waitFor();
    await expect.poll(() => shown.evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).naturalWidth)).toBe(240);
    expect(await axe(tab.page)).toEqual([]);

    const guid = await paidDonation(suite.portal, `logo.${Date.now()}@example.pl`);
    const pdf = Buffer.from(await (await fetch(`${suite.portal.url}/api/payment/${guid}/confirmation.pdf`)).arrayBuffer());
    expect(pdf.includes('/Subtype /Image', 0, 'latin1')).toBe(true);
  }, 120_000);
});

describe('the name on a tax receipt', () => {
  test('the support page asks for the name for the confirmation apart from the signature, filled in for a signed-in donor', async () => {
    const session = await userSession(suite.portal);
    const info = (await apiCall(suite.portal, 'GET', '/api/user/info', { token: session.access_token })).body as { name: string; surname: string };
    const charity = (await listCharities(suite.portal)).find((c) => c.needy)!;
    await gotoPage(tab.page, '/');
    await logInTab(tab.page, session);
    await gotoPage(tab.page, `/zbiorka/${encodeURIComponent(charity.url)}/wsparcie`);
    const receipt = tab.page.getByLabel('Imię i nazwisko do potwierdzenia (opcjonalnie)');
    await expect.poll(() => receipt.inputValue()).toBe(`${info.name} ${info.surname}`);
    expect(await tab.page.getByLabel('Podpis — imię lub pseudonim').inputValue()).toBe(info.name);
  }, 60_000);
});

/** The public pages of spec §2 that a path names without a record's own parameter, and one of each kind that needs one. */
const PUBLIC_PAGES = [
  ...Object.values(PAGE_ROUTES)
    .filter((route) => route.roles === null && route.kind !== null && !route.path.includes(':') && route.path !== '/logout')
    .map((route) => route.path),
  '/zbiorka/nie-ma-takiej',
  '/zbiorki/szukaj/wozek',
];

describe('a fresh installation without the demo', () => {
  let portal: Portal;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'zlota-e2e-fresh-'));
    portal = await spawnPortal(dataDir, { SEED_DEMO: '0', WEB_DIST: inject('e2eWebDist') });
  }, 120_000);
  afterAll(async () => {
    await portal?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('no public page shows the demo\'s KRS, account or phone; the pages that need them say the details are coming', async () => {
    const browser = await launchChromium();
    try {
      const { context, page } = await openContext(browser, portal, { cookiesAccepted: true });
      for (const url of PUBLIC_PAGES) {
        const html = await (await fetch(`${portal.url}${url}`, { headers: { accept: 'text/html' } })).text();
        const text = await pageText(page, url);
        for (const value of DEMO_VALUES) {
          expect(html, `${url}: ${value}`).not.toContain(value);
          expect(text, `${url}: ${value}`).not.toContain(value);
        }
      }
      for (const url of ['/jedenProcent', '/kontakt', '/fundacja']) {
        await gotoPage(page, url);
        await page.getByText(FOUNDATION_MESSAGES.missing).first().waitFor();
      }
      // No demo statute or security policy either: the footer and the server say they are not available yet.
      expect(await page.getByRole('contentinfo').innerText()).toContain(`Statut — ${FOUNDATION_MESSAGES.documentMissing.toLowerCase()}`);
      for (const url of ['/statut.pdf', '/PolitykaBezpieczenstwa.pdf']) {
        const document = await fetch(`${portal.url}${url}`);
        expect(document.status, url).toBe(404);
        expect(await document.text(), url).toContain(FOUNDATION_MESSAGES.documentMissing);
      }
      await context.close();
    } finally {
      await browser.close();
    }
  }, 240_000);
});
