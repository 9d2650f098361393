import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { UPDATE_MESSAGES } from '@zlota/shared/messages';
import type { Session } from '@zlota/shared/entities';
import { adminSession, apiCall, axe, eventually, GENEROUS_LIMITS, goOffline, gotoPage, gotoUnderWorker, logInTab, openContext, organiserCharity, usePortalDb, useSuite } from '../support/browser.js';
import { storedRow } from '../support/indexed-db.js';
import { png } from '../support/catalog.js';

// Issue 18 items 4 and 7: the owner posts an update ("Aktualności") from Konto and it is on the public page; a visitor
// who saw it reads it offline; a donor who ticked "chcę otrzymywać aktualności" confirms the address (issue 29), gets it
// by e-mail and leaves with one click.

const suite = useSuite(GENEROUS_LIMITS);
const db = usePortalDb(suite);

const unique = () => Math.random().toString(36).slice(2, 8);
const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text }).last();

/** The organiser's fundraiser, sent for review and approved by the foundation: active and public. */
async function publishedCharity() {
  return await organiserCharity(suite.portal, {
    title: `Rower dla Zosi ${unique()}`,
    name: 'Rower rehabilitacyjny',
    target: 'Trójkołowy rower rehabilitacyjny',
    target_amount: '9 000',
    short_description: 'Zosia chce jeździć z rodzeństwem na rowerze.',
    description: '<p>Zosia ma sześć lat i dziecięce porażenie mózgowe. Rower rehabilitacyjny wzmocni jej nogi.</p>',
    needy: { name: 'Zosia', surname: 'Kaczmarek', city: 'Lublin' },
  }, 'published');
}

/** A donor gives through the support page, ticking "chcę otrzymywać aktualności", and the sandbox operator approves. */
async function donateWithConsent(page: Page, charityUrl: string, email: string) {
  await gotoPage(page, `/zbiorka/${charityUrl}/wsparcie`);
  const form = page.locator('form').filter({ has: page.getByRole('checkbox', { name: /Akceptuję/ }) });
  await form.getByLabel('Adres e-mail').fill(email);
  await form.getByRole('checkbox', { name: 'chcę otrzymywać aktualności' }).check();
  await form.getByRole('checkbox', { name: /Akceptuję/ }).check();
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/pay/'), { timeout: 15_000 });
  await page.getByRole('button', { name: /^Zapłać/ }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/dziekuje'), { timeout: 20_000 });
}

/** How many updates of the fundraiser this device's Dexie holds (web/src/db/db.ts, table `updates`). */
const storedUpdates = async (page: Page, charityId: number) => (await storedRow<{ items: unknown[] }>(page, 'updates', charityId))?.items.length ?? 0;

describe('fundraiser updates in the browser', () => {
  let charity: { id: number; url: string; title: string };
  let session: Session;
  const donorEmail = `darczynca.${unique()}@example.pl`;
  const news = `Rower już jest! Zosia przejechała pierwsze sto metrów sama. Numer ${unique()}.`;

  test('a donor ticks "chcę otrzymywać aktualności" on the support page, and the paid donation keeps it', async () => {
    ({ session, charity } = await publishedCharity());
    const donor = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
    await donateWithConsent(donor.page, charity.url, donorEmail);
    await expect.poll(async () => Boolean((await db('payments').where({ donor_email: donorEmail, status: 'paid' }).first('updates_consent'))?.updates_consent)).toBe(true);
    await donor.context.close();
  });

  test('the donor confirms the address with the one click of the confirmation e-mail’s page, without a login', async () => {
    const [email, ...more] = await db('email_outbox').where({ kind: 'updates_confirmation', recipient: donorEmail });
    expect(more).toHaveLength(0);
    const link = /(http:\/\/\S+\/aktualnosci\/potwierdz\/\S+)/.exec(email.text as string)![1]!;
    const donor = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
    await gotoPage(donor.page, new URL(link).pathname);
    expect(await axe(donor.page)).toEqual([]);
    await donor.page.getByRole('button', { name: 'Potwierdzam, chcę otrzymywać aktualności' }).click();
    await donor.page.getByRole('status').filter({ hasText: UPDATE_MESSAGES.confirmed }).waitFor();
    expect(await axe(donor.page)).toEqual([]);
    expect(await db('update_addresses').where({ email: donorEmail }).whereNotNull('confirmed_at')).toHaveLength(1);
    await donor.context.close();
  });

  test('the owner posts an update with a described picture in Konto, and it is stored sanitised', async () => {
    const owner = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
    await gotoPage(owner.page, '/');
    await logInTab(owner.page, session);
    await gotoPage(owner.page, `/user/charity/${charity.url}/preview`);
    const editor = owner.page.getByRole('textbox', { name: 'Treść aktualności' });
    await editor.click();
    await owner.page.keyboard.type(news);
    await owner.page.getByLabel(/^Zdjęcia/).setInputFiles({ name: 'rower.png', mimeType: 'image/png', buffer: await png(640, 480, '#2a7') });
    await owner.page.getByLabel('Co widać na zdjęciu 1? (nieobowiązkowe)').fill('Zosia na czerwonym rowerze');
    expect(await axe(owner.page)).toEqual([]);
    await owner.page.getByRole('button', { name: 'Opublikuj aktualność' }).click();
    await toast(owner.page, UPDATE_MESSAGES.postedAndEmailed).waitFor();
    await owner.page.getByRole('region', { name: 'Aktualności' }).getByText(news).waitFor();
    const [stored] = await db('charity_updates').where({ charity_id: charity.id });
    expect(stored.body).toBe(`<p>${news}</p>`);
    expect(await db('charity_update_pictures').where({ update_id: stored.id }).first('alt')).toEqual({ alt: 'Zosia na czerwonym rowerze' });
    await owner.context.close();
  });

  test('a visitor sees the update on the public page, and again with the network off', async () => {
    const visitor = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true, serviceWorkers: 'allow' });
    await gotoUnderWorker(visitor.page);
    await gotoPage(visitor.page, `/zbiorka/${charity.url}`);
    const section = visitor.page.getByRole('region', { name: 'Aktualności' });
    await section.getByText(news).waitFor();
    await section.getByRole('img', { name: 'Zosia na czerwonym rowerze' }).waitFor();
    expect(await axe(visitor.page)).toEqual([]);
    await eventually('the update stored on the device', () => storedUpdates(visitor.page, charity.id), 1);

    await goOffline(visitor.context);
    await visitor.page.goto(`/zbiorka/${charity.url}`);
    await visitor.page.getByRole('region', { name: 'Aktualności' }).getByText(news).waitFor({ timeout: 15_000 });
    await visitor.context.close();
  });

  test('the donor’s e-mail link unsubscribes with one click, without a login', async () => {
    const [email] = await db('email_outbox').where({ kind: 'charity_update', recipient: donorEmail });
    const link = /(http:\/\/\S+\/aktualnosci\/wypisz\/\S+)/.exec(email.text as string)![1]!;
    const donor = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
    await gotoPage(donor.page, new URL(link).pathname);
    expect(await axe(donor.page)).toEqual([]);
    await donor.page.getByRole('button', { name: 'Wypisz mnie z aktualności' }).click();
    await donor.page.getByRole('status').filter({ hasText: UPDATE_MESSAGES.unsubscribed }).waitFor();
    expect(await axe(donor.page)).toEqual([]);
    expect(await db('update_unsubscriptions').where({ charity_id: charity.id, email: donorEmail })).toHaveLength(1);
    await donor.context.close();
  });

  test('once the fundraiser has finished, its updates stand under "Co udało się zrobić"', async () => {
    const admin = await adminSession(suite.portal);
    const completed = await apiCall(suite.portal, 'POST', `/api/admin/charity/${charity.id}/moderate`, { token: admin.access_token, body: { action: 'complete' } });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const visitor = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
    await gotoPage(visitor.page, `/zbiorka/${charity.url}`);
    await visitor.page.getByRole('region', { name: 'Co udało się zrobić' }).getByText(news).waitFor();
    expect(await visitor.page.getByRole('region', { name: 'Aktualności' }).count()).toBe(0);
    expect(await axe(visitor.page)).toEqual([]);
    await visitor.context.close();
  });
});

describe('fundraiser updates in the foundation\u2019s panel', () => {
  test('an admin posts an update on the fundraiser\u2019s screen, it is the foundation\u2019s, and deleting it asks first and takes it off the page', async () => {
    const { charity } = await publishedCharity();
    const admin = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, bypassCSP: true });
    await gotoPage(admin.page, '/');
    await logInTab(admin.page, await adminSession(suite.portal));
    await gotoPage(admin.page, `/admin/charity/${charity.id}/edit`);
    const text = `Fundacja przekazała rower rodzinie Zosi. Numer ${unique()}.`;
    await admin.page.getByRole('textbox', { name: 'Treść aktualności' }).click();
    await admin.page.keyboard.type(text);
    expect(await axe(admin.page)).toEqual([]);
    await admin.page.getByRole('button', { name: 'Opublikuj aktualność' }).click();
    await toast(admin.page, 'Aktualność opublikowana').waitFor();
    const posted = admin.page.locator('.posted-updates__item').filter({ hasText: text });
    await posted.getByText('od fundacji').waitFor();
    expect(await db('charity_updates').where({ charity_id: charity.id, by_foundation: true })).toHaveLength(1);

    await posted.getByRole('button', { name: /^Usuń aktualność/ }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Usuń aktualność' }).click();
    await toast(admin.page, 'Aktualność usunięta').waitFor();
    await admin.page.getByText('Ta zbiórka nie ma jeszcze aktualności.').waitFor();
    expect(await db('charity_updates').where({ charity_id: charity.id })).toHaveLength(0);
    expect((await db('audit_log').where({ entity_type: 'charity', entity_id: charity.id }).orderBy('id').pluck('action')).filter((action: string) => action.startsWith('charity.update_'))).toEqual([
      'charity.update_post',
      'charity.update_delete',
    ]);
    await admin.context.close();
  });
});
