import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ORGANISER_DECLARATIONS } from '@zlota/shared/declarations';
import { API_MESSAGES, CHARITY_MESSAGES } from '@zlota/shared/messages';
import { png } from '../support/catalog.js';
import { acceptDeclarations, gotoPage, logInTab, openContext, userSession, GENEROUS_LIMITS, usePortalDb, useSuite, type Win } from '../support/browser.js';

// The whole journey: sign up, follow the verification link from the outbox, log in, create a
// fundraiser with a picture, see it in preview and in Konto; then edit, delete, the password recovery
// through the outbox link, and both logout toasts (spec §8).


const suite = useSuite(GENEROUS_LIMITS);
const db = usePortalDb(suite);

const unique = () => Math.random().toString(36).slice(2, 8);

/** The link in the newest e-mail of this kind to this address, as the outbox table holds it. */
async function outboxLink(email: string, kind: 'verify_email' | 'reset_password'): Promise<string> {
  let row: { text: string } | undefined;
  await expect
    .poll(async () => (row = await db('email_outbox').where({ recipient: email, kind }).orderBy('id', 'desc').first()), { message: `a ${kind} e-mail to ${email}` })
    .toBeDefined();
  const link = /https?:\/\/\S+/.exec(row!.text)?.[0];
  expect(link, row!.text).toBeDefined();
  return link!;
}

const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const session = (page: Page) => page.evaluate(() => (globalThis as unknown as Win).sessionStorage.getItem('access_token'));

async function logIn(page: Page, login: string, password: string) {
  await page.getByLabel('E-mail lub nazwa użytkownika').fill(login);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.locator('main').getByRole('button', { name: 'Zaloguj się' }).click();
}

describe('the whole journey', () => {
  test('sign up, verify from the outbox, log in, create a fundraiser with a picture, see it in preview and in Konto', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    const id = unique();
    const person = { email: `ewa.${id}@example.pl`, username: `ewa_${id}`, password: 'moje-dobre-haslo' };

    await gotoPage(page, '/user/signup');
    await page.getByLabel('Imię', { exact: true }).fill('Ewa');
    await page.getByLabel('Nazwisko', { exact: true }).fill('Zielińska');
    await page.getByLabel('Nazwa użytkownika').fill(person.username);
    await page.getByLabel('Adres e-mail').fill(person.email);
    await page.getByLabel('Numer telefonu').fill('600 200 300');
    await page.getByLabel('Hasło', { exact: true }).fill(person.password);
    await page.getByLabel('Powtórz hasło').fill(person.password);
    await page.getByLabel(/Akceptuję regulamin/).check();
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await page.getByRole('heading', { name: 'Sprawdź swoją skrzynkę e-mail' }).waitFor();
    const user = await db('users').where({ email: person.email }).first();
    expect(user).toMatchObject({ username: person.username, phone: '600200300', name: 'Ewa' });

    // Before the link is followed, the account cannot log in, and says why.
    await gotoPage(page, '/user/login');
    await logIn(page, person.email, person.password);
    await page.getByRole('alert').filter({ hasText: API_MESSAGES.accountInactive }).waitFor();

    const link = await outboxLink(person.email, 'verify_email');
    expect(new URL(link).pathname).toBe('/user/verify');
    await gotoPage(page, link);
    await page.getByText(API_MESSAGES.verified).waitFor();
    await page.locator('main').getByRole('link', { name: 'Zaloguj się' }).click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    await logIn(page, person.username, person.password);
    await page.waitForURL((url) => url.pathname === '/user');
    await page.getByRole('heading', { name: 'Konto', level: 1 }).waitFor();
    await page.getByText(person.email).waitFor();
    await page.getByText('Nie masz jeszcze żadnej zbiórki.', { exact: false }).waitFor();

    await page.locator('main').getByRole('link', { name: 'Utwórz zbiórkę' }).first().click();
    await page.waitForURL((url) => url.pathname === '/nowa-zbiorka');
    const title = `Wózek dla Oli ${id}`;
    await page.getByLabel('Tytuł zbiórki').fill(title);
    await page.getByLabel('Nazwa zbiórki').fill('Ola w ruchu');
    await page.getByLabel('Cel zbiórki').fill('Lekki wózek aktywny');
    await page.getByLabel('Kwota celu (zł)').fill('12 500,50');
    await page.getByLabel('Krótki opis').fill('Ola potrzebuje lekkiego wózka, aby samodzielnie dojeżdżać do szkoły.');
    await page.getByText('68 / 2000 znaków').waitFor();
    const editor = page.getByRole('textbox', { name: /^Pełny opis/ });
    await editor.click();
    const bold = page.getByRole('toolbar', { name: 'Formatowanie opisu' }).getByRole('button', { name: 'Pogrubienie' });
    // After a toolbar click, type only once the button shows the new state and the caret is in the text.
    const toggleBold = async (pressed: 'true' | 'false') => {
      await bold.click();
      await page.waitForFunction(
        `document.querySelector('[aria-label="Pogrubienie"]')?.getAttribute('aria-pressed') === '${pressed}' && document.activeElement?.closest('.ProseMirror') !== null`,
      );
    };
    await page.keyboard.type('Ola ma 9 lat i ');
    await toggleBold('true');
    await page.keyboard.type('bardzo chce');
    await toggleBold('false');
    await page.keyboard.type(' jeździć sama.');
    await page.getByLabel('Zdjęcie zbiórki').setInputFiles({ name: 'ola.png', mimeType: 'image/png', buffer: await png(800, 600, '#3a7') });
    await page.getByRole('img', { name: /Podgląd wybranego zdjęcia: ola\.png/ }).waitFor();
    await page.getByLabel('Imię podopiecznego').fill('Aleksandra');
    await page.getByLabel('Nazwisko podopiecznego').fill('Zielińska');
    await page.getByLabel('Miejscowość').fill('Gdańsk');
    // The terms' declarations first: without them nothing is sent, and each says so at its box.
    await page.getByRole('button', { name: 'Wyślij do akceptacji' }).click();
    const healthData = page.getByRole('checkbox', { name: ORGANISER_DECLARATIONS.health_data });
    await expect.poll(() => healthData.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(CHARITY_MESSAGES.declaration).count()).toBe(3);
    expect(await db('charities').where({ title }).first()).toBeUndefined();
    await acceptDeclarations(page);
    await page.getByRole('button', { name: 'Wyślij do akceptacji' }).click();

    await page.waitForURL((url) => /^\/user\/charity\/[^/]+\/preview$/.test(url.pathname));
    await toast(page, 'Zbiórka wysłana do akceptacji').waitFor();
    const charity = await db('charities').where({ title }).first();
    expect(charity).toMatchObject({ status: 'submitted', owner_id: user.id, target_amount: 1250050 });
    // Saved as Polish typography has it: a non-breaking space after the one-letter "i" (issue 37 item 4).
    expect(charity.description).toBe('<p>Ola ma 9 lat i\u00a0<strong>bardzo chce</strong> jeździć sama.</p>');
    expect(await db('charity_declarations').where({ charity_id: charity.id }).first()).toMatchObject({ user_id: user.id });
    expect(charity.image).toMatch(/\.webp$/);
    expect(pathOf(page)).toBe(`/user/charity/${charity.url}/preview`);

    const preview = page.locator('article.preview');
    await preview.getByRole('heading', { name: title }).waitFor();
    expect(await page.locator('.preview-bar').innerText()).toContain('Czeka na akceptację');
    expect(await preview.innerText()).toContain('Aleksandra Zielińska');
    expect(await preview.locator('.charity__description strong').innerText()).toBe('bardzo chce');
    const picture = preview.getByRole('img', { name: `Zdjęcie do zbiórki „${title}”` });
    await expect.poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('link', { name: '← Wróć do konta' }).click();
    await page.waitForURL((url) => url.pathname === '/user');
    const item = page.locator('.my-charity').filter({ hasText: title });
    await item.waitFor();
    expect(await item.innerText()).toContain('Czeka na akceptację');
    expect(await item.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(await item.getByRole('link', { name: /Podgląd/ }).getAttribute('href')).toBe(`/user/charity/${charity.url}/preview`);
    await context.close();
  });
});

describe('own fundraisers', () => {
  test('an owner edits a draft, submits it from the preview, and deletes it after confirming', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, '/');
    await logInTab(page, await userSession(suite.portal));
    await gotoPage(page, '/nowa-zbiorka');
    const title = `Rehabilitacja Jasia ${unique()}`;
    await page.getByLabel('Tytuł zbiórki').fill(title);
    await page.getByLabel('Nazwa zbiórki').fill('Jaś na turnusie');
    await page.getByLabel('Cel zbiórki').fill('Turnus rehabilitacyjny');
    await page.getByLabel('Kwota celu (zł)').fill('4000');
    await page.getByLabel('Krótki opis').fill('Jaś po operacji potrzebuje turnusu rehabilitacyjnego.');
    await page.getByLabel('Imię podopiecznego').fill('Jan');
    await page.getByLabel('Nazwisko podopiecznego').fill('Kowal');
    await page.getByLabel('Miejscowość').fill('Łódź');
    await acceptDeclarations(page);
    await page.getByRole('button', { name: 'Zapisz szkic' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/preview'));
    await page.locator('.preview-bar .status-badge').getByText('Szkic').waitFor();

    await page.getByRole('link', { name: 'Edytuj zbiórkę' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/edit'));
    expect(await page.getByLabel('Kwota celu (zł)').inputValue()).toBe('4 000,00');
    await page.getByLabel('Tytuł zbiórki').fill(`${title} — nad morzem`);
    await page.getByRole('button', { name: 'Zapisz szkic' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/preview'));
    await page.getByRole('heading', { name: `${title} — nad morzem` }).waitFor();

    await page.getByRole('button', { name: 'Wyślij do akceptacji' }).click();
    await page.locator('.preview-bar .status-badge').getByText('Czeka na akceptację').waitFor();
    const row = await db('charities').where({ title: `${title} — nad morzem` }).first();
    expect(row.status).toBe('submitted');

    await gotoPage(page, '/user');
    const item = page.locator('.my-charity').filter({ hasText: title });
    await item.getByRole('button', { name: /Usuń/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Usunąć zbiórkę?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await db('charities').where({ id: row.id }).first()).toBeDefined();

    await item.getByRole('button', { name: /Usuń/ }).click();
    await dialog.getByRole('button', { name: 'Tak, usuń zbiórkę' }).click();
    await toast(page, 'Zbiórka usunięta').waitFor();
    await expect.poll(() => item.count()).toBe(0);
    expect(await db('charities').where({ id: row.id }).first()).toBeUndefined();
    await context.close();
  });
});

describe('password recovery', () => {
  test('remember sends a link to the outbox; the link sets a new password; only the new one logs in', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    const id = unique();
    const email = `piotr.${id}@example.pl`;
    const body = { name: 'Piotr', surname: 'Nowak', username: `piotr_${id}`, phone: '600300400', email, password: 'stare-haslo-123', password_confirmation: 'stare-haslo-123', rules: true };
    const created = await fetch(`${suite.portal.url}/api/user/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(created.status).toBe(201);
    await gotoPage(page, await outboxLink(email, 'verify_email'));
    await page.getByText(API_MESSAGES.verified).waitFor();

    await gotoPage(page, '/user/login');
    await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
    await page.waitForURL((url) => url.pathname === '/user/remember');
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await page.getByText('Nieprawidłowy email!').waitFor();
    expect(await page.getByLabel('Adres e-mail').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Adres e-mail').fill(email);
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await page.getByText(API_MESSAGES.rememberSent).waitFor();

    const link = await outboxLink(email, 'reset_password');
    expect(new URL(link).pathname).toBe('/user/reset-password');
    await gotoPage(page, link);
    await page.getByLabel('Nowe hasło', { exact: true }).fill('nowe-haslo-456');
    await page.getByLabel('Powtórz nowe hasło').fill('inne-haslo-789');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await page.getByText('Hasła nie sią identyczne').waitFor();
    await page.getByLabel('Powtórz nowe hasło').fill('nowe-haslo-456');
    await page.getByRole('button', { name: 'Pokaż hasło w polu „Powtórz nowe hasło”' }).click();
    expect(await page.getByLabel('Powtórz nowe hasło').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    const changed = toast(page, 'Hasło zostało zmienione');
    await changed.waitFor();
    // Said once: the toast does not repeat its title in its text.
    expect((await changed.innerText()).match(/Hasło zostało zmienione/g)).toHaveLength(1);

    await logIn(page, email, 'stare-haslo-123');
    await page.getByRole('alert').filter({ hasText: API_MESSAGES.invalidCredentials }).waitFor();
    await logIn(page, email, 'nowe-haslo-456');
    await page.waitForURL((url) => url.pathname === '/user');

    await context.close();

    // The link works once.
    const again = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(again.page, link);
    await again.page.getByLabel('Nowe hasło', { exact: true }).fill('trzecie-haslo-1');
    await again.page.getByLabel('Powtórz nowe hasło').fill('trzecie-haslo-1');
    await again.page.getByRole('button', { name: 'Zmień hasło' }).click();
    await again.page.getByRole('alert').filter({ hasText: API_MESSAGES.resetInvalid }).waitFor();
    await again.context.close();
  });
});

describe('logout (spec §4, §8)', () => {
  test('Wyloguj clears the session, shows "Wylogowano" for about 3 s and goes to /', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, '/');
    await logInTab(page, await userSession(suite.portal));
    await gotoPage(page, '/user');
    await page.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('button', { name: 'Wyloguj' }).click();
    const shown = toast(page, 'Wylogowano');
    await shown.waitFor();
    const appeared = Date.now();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await session(page)).toBeNull();
    await shown.waitFor({ state: 'detached', timeout: 6000 });
    const lasted = Date.now() - appeared;
    expect(lasted, `the toast stayed ${lasted} ms`).toBeGreaterThan(2500);
    expect(lasted).toBeLessThan(4500);
    await context.close();
  });

  test('when the logout call fails, the toast "Wystapił problem podczas wylogowywania!" shows and the user stays logged in', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, '/');
    await logInTab(page, await userSession(suite.portal));
    await gotoPage(page, '/user');
    await page.route('**/admin/logout', (route) => route.abort('failed'));
    await page.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('button', { name: 'Wyloguj' }).click();
    const failure = page.locator('.toast--error').filter({ hasText: 'Wystapił problem podczas wylogowywania!' });
    await failure.waitFor();
    expect(await failure.locator('.toast__summary').innerText()).toBe('Błąd');
    expect(pathOf(page)).toBe('/user');
    expect(await session(page)).not.toBeNull();
    await context.close();
  });

  test('/logout with nobody logged in says so, and offers the home page and logging in', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, '/logout');
    const status = page.getByRole('main').getByRole('status');
    await expect.poll(() => status.innerText()).toContain('Nikt nie jest teraz zalogowany');
    expect(await status.innerText()).not.toContain('Wylogowano');
    await page.getByRole('main').getByRole('link', { name: 'Zaloguj się' }).waitFor();
    await context.close();
  });
});
