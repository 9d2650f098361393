import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { adminSession, apiCall, axe, charityDetails, DESKTOP, GENEROUS_LIMITS, gotoPage, logInTab, openContext, organiserCharity, PHONE, usePortalDb, useSuite, type PageOptions } from '../support/browser.js';
import { activeCharity as active } from '../support/admin-charities.js';

// Issue 12, item 3: the panel's fundraisers. Moderation from the list (approve, reject with a reason the owner
// reads in Konto and in the e-mail), the home banner's order by arrows, the list's state in the URL, the editor
// with the foundation's fields, and a delete refused when the fundraiser has donations.

const suite = useSuite(GENEROUS_LIMITS);
const db = usePortalDb(suite);

const unique = () => Math.random().toString(36).slice(2, 8);
// The newest toast with this text: an earlier one may still be on screen for its 3 s.
const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text }).last();

/** A user's fundraiser sent for review, through the API as the account screens send it. */
async function submittedCharity(title = `Rower dla Kuby ${unique()}`) {
  return await organiserCharity(suite.portal, {
    title,
    name: 'Kuba na rowerze',
    target: 'Rower trójkołowy',
    target_amount: '4 500',
    short_description: 'Kuba potrzebuje roweru trójkołowego do rehabilitacji.',
    description: '',
    needy: { name: 'Jakub', surname: 'Lis', city: 'Gdynia' },
  }, 'submitted');
}

const activeCharity = (token: string, title = `Wózek dla Oli ${unique()}`) => active(suite.portal, token, title);

async function adminTab(options: PageOptions = {}) {
  const tab = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, ...options });
  await gotoPage(tab.page, '/');
  await logInTab(tab.page, await adminSession(suite.portal));
  return tab;
}

describe('moderation from the fundraiser list', () => {
  test('approve a submitted fundraiser: a toast, and it is on its public page and in the catalog', async () => {
    const { charity } = await submittedCharity();
    const { context, page } = await adminTab({ bypassCSP: true });
    await gotoPage(page, `/admin/charity/all?status=submitted&q=${encodeURIComponent(charity.title)}`);
    await page.getByRole('button', { name: `Zatwierdź „${charity.title}”` }).click();
    await toast(page, 'Zapisano').waitFor();
    expect((await charityDetails(suite.portal, charity.url)).status).toBe('active');
    await gotoPage(page, `/zbiorka/${charity.url}`);
    await page.getByRole('heading', { name: charity.title }).first().waitFor();
    await context.close();
  });

  test('after an approval from a filtered list focus goes to the next row, and to the heading when none is left', async () => {
    const tag = unique();
    const submitted = async (title: string) => (await submittedCharity(title)).charity;
    const first = await submitted(`Rower ${tag} pierwszy`);
    const second = await submitted(`Rower ${tag} drugi`);
    const { context, page } = await adminTab();
    // "do moderacji", in title order: "drugi" comes first.
    await gotoPage(page, `/admin/charity/all?status=submitted&q=${tag}&sort=title&order=asc`);
    const focused = () =>
      page.evaluate(`(() => {
        const element = document.activeElement;
        return { tag: element?.tagName, text: element?.textContent, row: element?.closest('tr')?.textContent ?? null };
      })()`) as Promise<{ tag: string | undefined; text: string | null | undefined; row: string | null }>;
    await page.getByRole('button', { name: `Zatwierdź „${second.title}”` }).click();
    await expect.poll(() => page.getByRole('button', { name: `Zatwierdź „${second.title}”` }).count()).toBe(0);
    await expect.poll(focused).toEqual({ tag: 'A', text: first.title, row: expect.stringContaining(first.title) as string });
    await page.keyboard.press('Tab');
    expect((await focused()).row).toContain(first.title);

    await page.getByRole('button', { name: `Zatwierdź „${first.title}”` }).click();
    await page.getByText('Brak zbiórek spełniających warunki.').waitFor();
    await expect.poll(focused).toEqual({ tag: 'H1', text: 'Zbiórki', row: null });
    await context.close();
  });

  test('reject with a reason: too short a reason gets the shared message; the owner reads it in Konto and in the e-mail', async () => {
    const { session, email, charity } = await submittedCharity();
    const admin = await adminTab();
    await gotoPage(admin.page, `/admin/charity/all?q=${encodeURIComponent(charity.title)}`);
    await admin.page.getByRole('button', { name: `Odrzuć „${charity.title}”` }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel('Powód odrzucenia').fill('Za mało');
    await dialog.getByRole('button', { name: 'Odrzuć' }).click();
    await dialog.getByText(CHARITY_MESSAGES.moderationNote).waitFor();
    const reason = `Brakuje zaświadczenia lekarskiego ${unique()}.`;
    await dialog.getByLabel('Powód odrzucenia').fill(reason);
    await dialog.getByRole('button', { name: 'Odrzuć' }).click();
    await toast(admin.page, 'Zapisano').waitFor();
    await admin.page.getByRole('row').filter({ hasText: charity.title }).getByText('Odrzucona').waitFor();
    await admin.context.close();

    const owner = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(owner.page, '/');
    await logInTab(owner.page, session);
    await gotoPage(owner.page, '/user');
    await owner.page.getByText(`Uwagi fundacji: ${reason}`).waitFor();
    await owner.context.close();

    await expect
      .poll(async () => ((await db('email_outbox').where({ recipient: email, kind: 'charity_rejected' }).first()) as { text: string } | undefined)?.text ?? '')
      .toContain(reason);
  });
});

describe('the home banner', () => {
  test('add two fundraisers, order them with the arrows (announced, focus kept), save, and the banner shows that order', async () => {
    const token = (await adminSession(suite.portal)).access_token;
    const first = await activeCharity(token);
    const second = await activeCharity(token);
    const { context, page } = await adminTab();
    await gotoPage(page, '/admin/charity/all');
    for (const charity of [first, second]) {
      await page.getByLabel('Szukaj aktywnej zbiórki').fill(charity.title);
      await page.getByLabel('Dodaj aktywną zbiórkę do banera').locator('option', { hasText: charity.title }).waitFor({ state: 'attached' });
      await page.getByLabel('Dodaj aktywną zbiórkę do banera').selectOption({ label: charity.title });
      await page.getByRole('button', { name: 'Dodaj do banera' }).click();
    }
    const up = page.getByRole('button', { name: `Przenieś wyżej: ${second.title}` });
    await up.focus();
    await page.keyboard.press('Enter');
    await page.getByText(new RegExp(`Przeniesiono „${second.title}” na pozycję`)).waitFor({ state: 'attached' });
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id)).toMatch(new RegExp(`^banner-(up|down)-${second.id}$`));
    await page.getByRole('button', { name: 'Zapisz kolejność' }).click();
    await toast(page, 'Zapisano').waitFor();
    const promoted = await apiCall(suite.portal, 'GET', '/api/charity/promoted');
    const ids = (promoted.body as { id: number }[]).map((card) => card.id).filter((id) => id === first.id || id === second.id);
    expect(ids).toEqual([second.id, first.id]);
    await context.close();
  });
});

describe('the list keeps its state in the URL', () => {
  test('the audit log shows each step above: the approval, the rejection with its reason, and the banner order', async () => {
    const { context, page } = await adminTab();
    for (const [action, label] of [['charity.approve', 'Akceptacja zbiórki'], ['charity.reject', 'Odrzucenie zbiórki'], ['charity.banner_order', 'Kolejność banera']]) {
      await gotoPage(page, `/admin/audit?action=${action}`);
      await page.getByRole('row').filter({ hasText: label }).first().waitFor();
    }
    await gotoPage(page, '/admin/audit?action=charity.reject');
    await page.getByRole('row').filter({ hasText: 'Brakuje zaświadczenia lekarskiego' }).first().waitFor();
    await context.close();
  });

  test('filters and search survive a reload and a back-navigation', async () => {
    const token = (await adminSession(suite.portal)).access_token;
    const charity = await activeCharity(token, `Turnus dla Ewy ${unique()}`);
    const { context, page } = await adminTab();
    await gotoPage(page, '/admin/charity/all');
    await page.getByLabel('Status').selectOption('active');
    await page.waitForURL(/status=active/);
    await page.getByRole('searchbox', { name: 'Szukaj', exact: true }).fill(charity.title);
    await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
    await page.waitForURL(/q=/);
    await page.getByRole('link', { name: charity.title }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: charity.title }).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('active');
    expect(await page.getByRole('searchbox', { name: 'Szukaj', exact: true }).inputValue()).toBe(charity.title);
    await page.getByRole('link', { name: charity.title }).click();
    await page.waitForURL(/\/admin\/charity\/\d+\/edit$/);
    await page.goBack();
    await page.getByRole('link', { name: charity.title }).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('active');
    expect(await page.getByLabel('Status').inputValue()).toBe('active');
    await context.close();
  });
});

describe('the editor with the foundation fields', () => {
  test('create a fundraiser with a new beneficiary inline, then land on its edit page with its owner and Historia', async () => {
    const { context, page } = await adminTab({ bypassCSP: true });
    await gotoPage(page, '/admin/charity/new');
    // Issue 36 item 8: the empty form is a panel screen of its own, checked before anything is typed.
    expect(await axe(page)).toEqual([]);
    const title = `Proteza dla Piotra ${unique()}`;
    await page.getByLabel('Tytuł zbiórki').fill(title);
    await page.getByLabel('Nazwa zbiórki').fill('Piotr znowu biega');
    await page.getByLabel('Cel zbiórki').fill('Proteza nogi');
    await page.getByLabel('Kwota celu (zł)').fill('25 000');
    await page.getByLabel('Krótki opis').fill('Piotr potrzebuje nowej protezy nogi.');
    await page.getByLabel('Dodaj nowego').check();
    await page.getByRole('button', { name: 'Zapisz zbiórkę' }).click();
    await expect.poll(() => page.locator('#charity-needy-name-error').textContent()).toBe(CHARITY_MESSAGES.needyName);
    await page.getByLabel('Imię podopiecznego').fill('Piotr');
    await page.getByLabel('Nazwisko podopiecznego').fill('Wrona');
    await page.getByLabel('Miejscowość').fill('Radom');
    await page.getByRole('button', { name: 'Zapisz zbiórkę' }).click();
    await toast(page, 'Zapisano').waitFor();
    await page.waitForURL(/\/admin\/charity\/\d+\/edit$/);
    await page.getByRole('heading', { name: `Edycja: ${title}` }).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Historia' }).click();
    await page.getByText('Utworzenie zbiórki').waitFor();
    await context.close();
  });

  test('a fundraiser with donations: delete is refused with the server message, and closing is offered instead', async () => {
    const token = (await adminSession(suite.portal)).access_token;
    const charity = await activeCharity(token);
    const paid = await apiCall(suite.portal, 'POST', `/api/charity/${charity.id}/fdonate`, {
      token,
      body: { amount: '50', method: 'cash', note: 'Wpłata w biurze fundacji' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBeLessThan(300);
    const { context, page } = await adminTab();
    await gotoPage(page, `/admin/charity/${charity.id}/edit`);
    await page.getByRole('button', { name: 'Usuń', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Tak, usuń zbiórkę' }).click();
    await page.locator('.charity-delete__refused').getByText(CHARITY_MESSAGES.hasDonations).waitFor();
    await page.getByRole('button', { name: 'Zamknij zbiórkę' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Tak, zamknij zbiórkę' }).click();
    await toast(page, 'Zapisano').waitFor();
    await page.locator('.admin-facts').getByText('Zamknięta').waitFor();
    await context.close();
  });
});

describe('axe and widths', () => {
  for (const [name, viewport] of [['1024 px', { width: 1024, height: 800 }], ['360 px', PHONE], ['desktop', DESKTOP]] as const) {
    test(`the fundraiser list at ${name}: no serious or critical violation, no sideways scroll of the page`, async () => {
      const { context, page } = await adminTab({ bypassCSP: true, viewport });
      await gotoPage(page, '/admin/charity/all');
      await page.getByRole('table').waitFor();
      await page.getByRole('button', { name: 'Zapisz kolejność' }).waitFor();
      expect(await axe(page)).toEqual([]);
      const overflow = await page.evaluate(() => {
        const { documentElement } = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document;
        return documentElement.scrollWidth - documentElement.clientWidth;
      });
      const widest = await page.evaluate(() => {
        const { document } = globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<{ tagName: string; className: string; id: string; getBoundingClientRect(): { right: number } }> } };
        return Array.from(document.querySelectorAll('main *')).filter((el) => el.getBoundingClientRect().right > 400).slice(0, 3).map((el) => `${el.tagName}.${el.className}#${el.id}`);
      });
      expect(overflow, JSON.stringify(widest)).toBeLessThanOrEqual(1);
      await context.close();
    });
  }
});
