import { describe, expect, test } from 'vitest';
import { runSource } from '../support/child-process.js';
import { adminSession, apiCall, APP_SECRET, axe, gotoPage, listCharities, logInTab, openContext, usePage, usePortalDb, userSession, useSuite } from '../support/browser.js';
import { formatGrosze } from '@zlota/shared/money';
import { donationBody } from '../support/payments.js';

// Issue 40 item 8: "co miesiąc" chosen on the support page, approved on the sandbox's page with the consent, the
// schedule confirmed by the first payment's notification with an e-mail, and cancelled from that e-mail's link.

const suite = useSuite();
const tab = usePage(suite, { cookiesAccepted: true });
const db = usePortalDb(suite);
const normalized = (text: string) => text.replace(/\s+/g, ' ');

/** `npm run recurring` beside the portal, on its database, with its APP_SECRET and address. */
async function runRecurring(): Promise<void> {
  const command = runSource('server/src/cli/recurring.ts', { NODE_ENV: 'test', DATA_DIR: suite.portal.dataDir, APP_SECRET, PUBLIC_URL: suite.portal.url, LOG_LEVEL: 'warn' });
  expect(await command.exit(60_000), command.stderr()).toBe(0);
}

/** The sandbox's page answered as the donor would: paid, with the consent to later charges. */
async function approveWithConsent(guid: string): Promise<void> {
  const decision = await fetch(`${suite.portal.url}/api/sandbox/pay/${guid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'paid', recurring_consent: '1', recurring_outcome: 'paid' }).toString(),
    redirect: 'manual',
  });
  expect(decision.status).toBe(303);
}

describe('monthly giving in the browser', () => {
  test('choosing "co miesiąc", approving with the consent on the sandbox, then changing, pausing, resuming and cancelling from the e-mail\'s link', async () => {
    const charity = (await listCharities(suite.portal)).find((c) => c.needy && c.collected_amount < c.target_amount)!;
    const email = `co-miesiac-${Date.now().toString(36)}@example.pl`;
    await gotoPage(tab.page, `/zbiorka/${encodeURIComponent(charity.url)}/wsparcie`);
    const form = tab.page.getByRole('form', { name: 'Formularz wpłaty' });
    await form.getByRole('radio', { name: 'BLIK' }).waitFor({ state: 'attached' });
    await form.locator('label').filter({ hasText: /^\s*20 zł\s*$/ }).click();
    await form.getByRole('radio', { name: 'Co miesiąc' }).check();
    await form.getByLabel('Dzień miesiąca').selectOption('10');
    expect(await form.getByRole('radio', { name: 'do końca zbiórki' }).isChecked()).toBe(true);
    expect(normalized(await form.locator('#donation-monthly-hint').innerText())).toContain('— do końca zbiórki albo do czasu, gdy anulujesz');
    await form.getByRole('radio', { name: 'przez 12 miesięcy' }).check();
    const hint = normalized(await form.locator('#donation-monthly-hint').innerText());
    expect(hint).toContain('Dziś zapłacisz 20,00 zł');
    expect(hint).toContain('co miesiąc, 10. dnia miesiąca, pobierzemy 20,00 zł');
    expect(hint).toMatch(/przez 12 miesięcy razem z dzisiejszą wpłatą, ostatni raz 10\.\d{2}\.\d{4}/);
    await form.getByLabel(/Adres e-mail/).fill(email);
    await form.getByRole('checkbox', { name: /Akceptuję/ }).check();
    await form.locator('button[type="submit"]').click();

    await tab.page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/pay/'), { timeout: 15_000 });
    const consent = tab.page.getByRole('checkbox', { name: /Zgoda na płatności cykliczne/ });
    expect(await consent.isChecked()).toBe(true);
    await tab.page.getByRole('button', { name: /^Zapłać 20,00/ }).click();
    await tab.page.waitForURL((url) => url.pathname === `/zbiorka/${encodeURIComponent(charity.url)}/dziekuje`, { timeout: 20_000 });

    // Confirmed by the first payment's notification, before any run of the job: the e-mail is there already, once.
    const confirmations = await db('email_outbox').where({ kind: 'recurring-confirmed', recipient: email });
    expect(confirmations).toHaveLength(1);
    const [confirmed] = confirmations;
    expect(String(confirmed?.text)).toMatch(/Ostatnią wpłatę pobierzemy 10 \S+ \d{4}/);
    expect(await db('recurring_donations').where({ donor_email: email }).first('months', 'status')).toMatchObject({ months: 12, status: 'active' });
    const link = /https?:\/\/[^/\s]+(\/wplata-cykliczna\/\d+\?klucz=[\w-]+)/.exec(String(confirmed?.text));
    expect(link, String(confirmed?.text)).not.toBeNull();

    // Item 6: the fundraiser's page counts its monthly supporters, in Polish forms.
    await gotoPage(tab.page, `/zbiorka/${encodeURIComponent(charity.url)}`);
    await expect.poll(async () => normalized(await tab.page.getByRole('main').innerText()), { timeout: 10_000 }).toContain('1 osoba wspiera co miesiąc');

    await gotoPage(tab.page, link![1]!);
    const main = tab.page.getByRole('main');
    await expect.poll(async () => normalized(await main.innerText())).toContain('20,00 zł co miesiąc, 10. dnia miesiąca');
    expect(normalized(await main.innerText())).toContain('Aktywna');
    expect(normalized(await main.innerText())).toMatch(/Ostatnią wpłatę pobierzemy 10\.\d{2}\.\d{4} — potem wpłaty zakończą się same\./);

    // Item 5: a new amount and day, a pause and a resume, from the same link, without a login.
    const change = tab.page.getByRole('form', { name: 'Zmiana wpłaty co miesiąc' });
    await change.getByLabel('Kwota co miesiąc (zł)').fill('25');
    await change.getByLabel('Dzień miesiąca').selectOption('15');
    await change.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect.poll(async () => normalized(await main.innerText())).toContain('25,00 zł co miesiąc, 15. dnia miesiąca');
    expect(normalized(await main.innerText())).toContain('Zapisaliśmy zmiany.');
    await tab.page.getByRole('button', { name: 'Wstrzymaj wpłaty' }).click();
    await expect.poll(async () => normalized(await main.innerText())).toContain('Stan: Wstrzymana');
    await tab.page.getByRole('button', { name: 'Wznów wpłaty' }).click();
    await expect.poll(async () => normalized(await main.innerText())).toContain('Stan: Aktywna');
    expect(await db('recurring_donations').where({ donor_email: email }).first('amount', 'day', 'status')).toMatchObject({ amount: 2500, day: 15, status: 'active' });
    expect(await db('email_outbox').where({ kind: 'recurring-changed', recipient: email })).toHaveLength(3);

    await tab.page.getByRole('button', { name: 'Anuluj wpłatę co miesiąc' }).click();
    await expect.poll(async () => normalized(await main.innerText())).toContain('Anulowaliśmy Twoją wpłatę co miesiąc — nic więcej nie pobierzemy.');
    const [schedule] = await db('recurring_donations').where({ donor_email: email });
    expect(schedule).toMatchObject({ status: 'cancelled', reason: 'donor' });
  });

  test('on a phone, choosing „BLIK” for "co miesiąc", approving with a BLIK code and the consent on the sandbox; the e-mail and the link\'s page say BLIK', async () => {
    const charity = (await listCharities(suite.portal)).find((c) => c.needy && c.collected_amount < c.target_amount)!;
    const email = `blik-${Date.now().toString(36)}@example.pl`;
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true, viewport: { width: 360, height: 740 } });
    try {
      await gotoPage(page, `/zbiorka/${encodeURIComponent(charity.url)}/wsparcie`);
      const form = page.getByRole('form', { name: 'Formularz wpłaty' });
      await form.getByRole('radio', { name: 'Co miesiąc' }).waitFor({ state: 'attached' });
      await form.locator('label').filter({ hasText: /^\s*20 zł\s*$/ }).click();
      await form.getByRole('radio', { name: 'Co miesiąc' }).check();
      const paysWith = form.getByRole('group', { name: 'Czym płacić co miesiąc?' });
      expect(await paysWith.getByRole('radio', { name: 'Karta' }).isChecked()).toBe(true);
      expect(normalized(await form.locator('#donation-monthly-hint').innerText())).toContain('pobierzemy 20,00 zł tą samą kartą');
      await paysWith.getByRole('radio', { name: 'BLIK' }).check();
      expect(normalized(await form.locator('#donation-monthly-hint').innerText())).toContain('pobierzemy 20,00 zł BLIK-iem z tego samego konta w banku');
      expect(normalized(await paysWith.innerText())).toContain('Kod BLIK wpiszesz u operatora płatności');
      expect(await axe(page)).toEqual([]);
      expect(await form.evaluate((element) => element.ownerDocument.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await form.getByLabel(/Adres e-mail/).fill(email);
      await form.getByRole('checkbox', { name: /Akceptuję/ }).check();
      await form.locator('button[type="submit"]').click();

      await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/pay/'), { timeout: 15_000 });
      expect(await page.getByRole('checkbox', { name: /Zgoda na płatności cykliczne BLIK/ }).isChecked()).toBe(true);
      expect(await page.getByLabel(/Karta ważna do/).count()).toBe(0);
      expect(await axe(page)).toEqual([]);
      await page.getByLabel(/Kod BLIK/).fill('777123');
      await page.getByRole('button', { name: /^Zapłać 20,00.*BLIK-iem$/ }).click();
      await page.waitForURL((url) => url.pathname === `/zbiorka/${encodeURIComponent(charity.url)}/dziekuje`, { timeout: 20_000 });

      expect(await db('recurring_donations').where({ donor_email: email }).first('method', 'status')).toEqual({ method: 'blik', status: 'active' });
      const [confirmed] = await db('email_outbox').where({ kind: 'recurring-confirmed', recipient: email });
      expect(normalized(String(confirmed?.text))).toContain('BLIK-iem z tego samego konta w banku, bez ponownego potwierdzania');
      const link = /https?:\/\/[^/\s]+(\/wplata-cykliczna\/\d+\?klucz=[\w-]+)/.exec(String(confirmed?.text));
      expect(link, String(confirmed?.text)).not.toBeNull();
      await gotoPage(page, link![1]!);
      await expect.poll(async () => normalized(await page.getByRole('main').innerText())).toContain('Sposób płatności: BLIK');
    } finally {
      await context.close();
    }
  });

  test('a logged-in donor sees „Twoje wpłaty co miesiąc” in Konto and opens one to manage it', async () => {
    const charity = (await listCharities(suite.portal)).find((c) => c.needy && c.collected_amount < c.target_amount)!;
    const donor = await userSession(suite.portal);
    const email = `konto-${Date.now().toString(36)}@example.pl`;
    const started = await apiCall(suite.portal, 'POST', '/api/donate/charity', {
      token: donor.access_token,
      body: donationBody(charity.id, { amount: '15', email, recurring: { every: 'month', day: 3, months: 12 } }),
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await approveWithConsent(String(started.body.guid));

    const page = tab.page;
    await gotoPage(page, '/');
    await logInTab(page, donor);
    await gotoPage(page, '/user');
    const region = page.getByRole('region', { name: 'Twoje wpłaty co miesiąc' });
    const item = region.getByRole('listitem').filter({ hasText: charity.title });
    await item.waitFor({ timeout: 30_000 });
    const text = normalized(await item.innerText());
    expect(text).toContain('15,00 zł co miesiąc');
    expect(text).toContain('Aktywna, 3. dnia miesiąca');
    expect(text).toMatch(/następna \d{1,2}\.\d{2}\.\d{4}, ostatnia 3\.\d{2}\.\d{4}/);
    await item.getByRole('link', { name: `Zarządzaj wpłatą co miesiąc na zbiórkę ${charity.title}` }).click();
    await page.waitForURL((url) => url.pathname === `/wplata-cykliczna/${String(started.body.recurring_id)}`);
    await expect.poll(async () => normalized(await page.getByRole('main').innerText())).toContain('15,00 zł co miesiąc, 3. dnia miesiąca');
    await page.evaluate(() => (globalThis as unknown as { sessionStorage: { clear(): void } }).sessionStorage.clear());
  });

  test('staff list the schedules by state in the panel and cancel one with a reason', async () => {
    const charity = (await listCharities(suite.portal)).find((c) => c.needy && c.collected_amount < c.target_amount)!;
    const email = `panel-${Date.now().toString(36)}@example.pl`;
    const started = await apiCall(suite.portal, 'POST', '/api/donate/charity', { body: donationBody(charity.id, { amount: '15', email, recurring: { every: 'month', day: 3 } }) });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await approveWithConsent(String(started.body.guid));
    await runRecurring();

    const page = tab.page;
    const admin = await adminSession(suite.portal);
    await gotoPage(page, '/');
    await logInTab(page, admin);

    // Item 6: the statistics give what the active schedules bring every month, per fundraiser.
    const active: Array<{ amount: number }> = await db('recurring_donations').where({ charity_id: charity.id, status: 'active' }).select('amount');
    await gotoPage(page, '/admin/statistics');
    const monthly = page.getByRole('region', { name: 'Wpłaty co miesiąc' });
    const monthlyRow = monthly.getByRole('row').filter({ hasText: charity.title });
    await monthlyRow.waitFor({ timeout: 30_000 });
    expect(normalized(await monthlyRow.innerText())).toContain(normalized(`${formatGrosze(active.reduce((sum, row) => sum + Number(row.amount), 0))}\t${active.length}`));
    expect(normalized(await monthly.innerText())).toMatch(/przynoszą razem [\d  ]+,\d{2} zł miesięcznie/);

    await gotoPage(page, '/admin/payments');
    const region = page.getByRole('region', { name: 'Wpłaty co miesiąc' });
    await region.getByRole('combobox', { name: 'Pokaż wpłaty w stanie' }).selectOption('active', { timeout: 30_000 });
    const row = region.getByRole('row').filter({ hasText: email });
    await row.waitFor({ timeout: 30_000 });
    expect(normalized(await row.innerText())).toContain('15,00');
    expect(normalized(await row.innerText())).toContain('Aktywna');
    expect(normalized(await row.innerText())).toContain('do końca zbiórki');
    expect(normalized(await row.innerText())).toContain('Karta');
    await row.getByRole('button', { name: 'Anuluj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anulować wpłatę co miesiąc?' });
    await dialog.getByLabel(/Powód/).fill('Darczyńca poprosił o to telefonicznie.');
    await dialog.getByRole('button', { name: 'Anuluj wpłatę' }).click();
    await page.locator('.toast').filter({ hasText: 'Anulowaliśmy wpłatę co miesiąc.' }).last().waitFor();
    await region.getByRole('combobox', { name: 'Pokaż wpłaty w stanie' }).selectOption('cancelled');
    await region.getByRole('row').filter({ hasText: email }).getByText('Anulowana').waitFor();
    const [schedule] = await db('recurring_donations').where({ donor_email: email });
    expect(schedule).toMatchObject({ status: 'cancelled', reason: 'staff' });
  });
});
