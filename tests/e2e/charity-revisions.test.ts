import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { REVISION_PATH_NOTES } from '@zlota/shared/revisions';
import { adminSession, axe, charityDetails, GENEROUS_LIMITS, gotoPage, logInTab, openContext, organiserCharity, useSuite } from '../support/browser.js';

// Issue 19, item 3: an organiser edits a published fundraiser. A small text fix is public at once; a larger change
// (measured from the version the foundation approved, issue 29) waits until the foundation approves it in the panel,
// and only then is it on the public page.

const suite = useSuite(GENEROUS_LIMITS);

const unique = () => Math.random().toString(36).slice(2, 8);
const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text }).last();

/** The organiser's fundraiser, sent for review and approved by the foundation: active and public. */
async function publishedCharity() {
  return await organiserCharity(suite.portal, {
    title: `Łazienka dla Leona ${unique()}`,
    name: 'Leon bez barier',
    target: 'Łazienka bez barier',
    target_amount: '18 000',
    short_description: 'Leon potrzebuje łazienki, z której skorzysta sam.',
    description: '<p>Leon ma osiem lat i porusza się na wózku. Zbieramy na łazienkę bez barier.</p>',
    needy: { name: 'Leon', surname: 'Wiśniewski', city: 'Toruń' },
  }, 'published');
}

/** Types at the end of the description's editor. */
async function appendToDescription(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: /^Pełny opis/ });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

describe('an organiser edits a published fundraiser', () => {
  test('a small fix is live at once; a larger change waits, the admin approves it in the panel, and then it is public', async () => {
    const { session, charity } = await publishedCharity();
    const owner = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
    await gotoPage(owner.page, '/');
    await logInTab(owner.page, session);
    await gotoPage(owner.page, `/user/charity/${charity.url}/edit`);

    // A few words: the page says it goes live at once, and it does.
    await appendToDescription(owner.page, ' Dziękujemy!');
    await owner.page.getByText(REVISION_PATH_NOTES.at_once).waitFor();
    expect(await axe(owner.page)).toEqual([]);
    await owner.page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await toast(owner.page, 'Poprawka jest już widoczna').waitFor();
    await expect.poll(async () => (await charityDetails(suite.portal, charity.url)).description).toContain('Dziękujemy!');

    // A sentence of news: small beside the live text, but together with the fix before it no longer small beside what
    // the foundation approved (issue 29). It waits for the foundation, and the public page keeps the text it had.
    const news = `Łazienka gotowa w połowie: brakuje drzwi i podnośnika. Nr ${unique()}.`;
    await appendToDescription(owner.page, ` ${news}`);
    await owner.page.getByText(REVISION_PATH_NOTES.review).waitFor();
    await owner.page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await toast(owner.page, 'Zmiany wysłane do akceptacji').waitFor();
    await owner.page.getByText('Zmiany czekają na akceptację.').waitFor();
    expect(await axe(owner.page)).toEqual([]);
    expect((await charityDetails(suite.portal, charity.url)).description).not.toContain(news);

    // The admin finds it in the work queue, sees it beside the live text and approves it.
    const admin = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
    await gotoPage(admin.page, '/');
    await logInTab(admin.page, await adminSession(suite.portal));
    await gotoPage(admin.page, '/admin');
    const queue = admin.page.getByRole('region', { name: /Zmiany w opublikowanych zbiórkach/ });
    await queue.getByRole('link', { name: charity.title }).click();
    await admin.page.getByRole('region', { name: 'Po zmianie' }).getByText(news).waitFor();
    await admin.page.getByRole('region', { name: 'Teraz na stronie' }).getByText('Dziękujemy!').waitFor();
    expect(await axe(admin.page)).toEqual([]);
    await admin.page.getByRole('button', { name: 'Zatwierdź zmiany' }).click();
    await toast(admin.page, 'Zapisano').waitFor();
    await admin.page.getByText('Żadna zmiana nie czeka na akceptację.').waitFor();

    // The public page shows it now.
    await gotoPage(owner.page, `/zbiorka/${charity.url}`);
    await owner.page.getByText(news).waitFor();
    expect(await axe(owner.page)).toEqual([]);
    await admin.context.close();
    await owner.context.close();
  }, 180_000);
});
