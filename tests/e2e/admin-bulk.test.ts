import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { parseCsv } from '../support/admin-payments.js';
import { createFundraiser, startDonation } from '../support/payments.js';
import { adminSession, GENEROUS_LIMITS, gotoPage, logInTab, organiserCharity, usePage, usePortalDb, useSuite } from '../support/browser.js';
import { activeCharity } from '../support/admin-charities.js';

// Issue 36 item 7: rows chosen in an admin list, one confirmation naming their count, one call, one audit entry each.

const suite = useSuite(GENEROUS_LIMITS);
const tab = usePage(suite, { bypassCSP: true, cookiesAccepted: true });
const db = usePortalDb(suite);

const word = () => Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x');
const submitted = (title: string) =>
  organiserCharity(suite.portal, {
    title,
    name: 'Kuba na rowerze',
    target: 'Rower trójkołowy',
    target_amount: '4 500',
    short_description: 'Kuba potrzebuje roweru trójkołowego do rehabilitacji.',
    description: '',
    needy: { name: 'Jakub', surname: 'Lis', city: 'Gdynia' },
  }, 'submitted');

describe('bulk actions in the fundraisers list', () => {
  test('all on the page chosen, "Zatwierdź zaznaczone" asks once "Zatwierdzić 3 zbiórki?"; two are approved, the active one is named as skipped with why', async () => {
    const common = `Hurt${word()}`;
    const session = await adminSession(suite.portal);
    const first = (await submitted(`Rower ${common} pierwszy`)).charity;
    const second = (await submitted(`Rower ${common} drugi`)).charity;
    const active = await activeCharity(suite.portal, session.access_token, `Wózek ${common}`);

    await gotoPage(tab.page, '/');
    await logInTab(tab.page, session);
    await gotoPage(tab.page, `/admin/charity/all?q=${common}`);
    await tab.page.getByRole('checkbox', { name: `Zaznacz zbiórkę „${active.title}”` }).waitFor();
    await tab.page.getByRole('checkbox', { name: 'Zaznacz wszystkie na tej stronie' }).check();
    await tab.page.getByText('Zaznaczono: 3 zbiórki').waitFor();
    for (const charity of [first, second, active]) expect(await tab.page.getByRole('checkbox', { name: `Zaznacz zbiórkę „${charity.title}”` }).isChecked()).toBe(true);

    await tab.page.getByRole('button', { name: 'Zatwierdź zaznaczone' }).click();
    const dialog = tab.page.getByRole('dialog', { name: 'Zatwierdzić 3 zbiórki?' });
    await dialog.getByRole('button', { name: 'Zatwierdź' }).click();

    await tab.page.getByText('Zatwierdzono: 2 zbiórki. Pominięto: 1 zbiórka.').first().waitFor();
    await tab.page.getByText(`„${active.title}”: Tego nie można zrobić ze zbiórką o statusie „Aktywna”.`).waitFor();
    const ids = [first.id, second.id, active.id];
    expect(await db('charities').whereIn('id', ids).orderBy('id').pluck('status')).toEqual(['active', 'active', 'active']);
    expect((await db('audit_log').where({ action: 'charity.approve' }).whereIn('entity_id', ids).pluck('entity_id')).sort()).toEqual([first.id, second.id].sort());
  });
});

describe('bulk actions in the payments list', () => {
  test('two payments chosen, "Eksportuj zaznaczone" asks once "Wyeksportować 2 płatności do pliku CSV?" and the file has exactly them', async () => {
    const session = await adminSession(suite.portal);
    const fundraiser = await createFundraiser(suite.portal.url, session.access_token);
    const guids = [
      await startDonation(suite.portal.url, fundraiser.id, { amount: '12,50' }),
      await startDonation(suite.portal.url, fundraiser.id, { amount: '40' }),
      await startDonation(suite.portal.url, fundraiser.id, { amount: '7,00' }),
    ];

    await gotoPage(tab.page, '/');
    await logInTab(tab.page, session);
    await gotoPage(tab.page, `/admin/payments?charity_id=${fundraiser.id}`);
    const rowOf = (guid: string) => tab.page.locator('main tbody tr').filter({ has: tab.page.locator(`a[href="/admin/payments/${guid}"]`) });
    await rowOf(guids[2]!).waitFor();
    for (const guid of [guids[0]!, guids[2]!]) await rowOf(guid).getByRole('checkbox', { name: /^Zaznacz płatność / }).check();
    await tab.page.getByText('Zaznaczono: 2 płatności').waitFor();

    await tab.page.getByRole('button', { name: 'Eksportuj zaznaczone' }).click();
    const dialog = tab.page.getByRole('dialog', { name: 'Wyeksportować 2 płatności do pliku CSV?' });
    const [download] = await Promise.all([tab.page.waitForEvent('download'), dialog.getByRole('button', { name: 'Eksportuj' }).click()]);

    expect(download.suggestedFilename()).toMatch(/^platnosci-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header?.[9]).toBe('guid');
    expect(rows.map((row) => row[9])).toEqual([guids[2], guids[0]]);
    expect(rows.map((row) => row[3])).toEqual(['7,00', '12,50']);
  });
});
