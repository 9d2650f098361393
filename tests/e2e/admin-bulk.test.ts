import { describe, expect, test } from 'vitest';
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
