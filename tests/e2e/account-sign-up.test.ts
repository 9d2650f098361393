import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { TOAST_LIFE_MS } from '@zlota/shared/constants';
import { API_MESSAGES, CHARITY_MESSAGES, SIGN_UP_MESSAGES } from '@zlota/shared/messages';
import { png } from '../support/catalog.js';
import { acceptDeclarations, gotoPage, openContext, GENEROUS_LIMITS, usePortalDb, useSuite, type Win } from '../support/browser.js';

// Spec §5: the eight sign-up checks, in order, each an error toast 'Błąd' for 3 s with the exact message;
// spec §2: /nowy-uzytkownik-i-zbiorka, the visitor's account and fundraiser in one flow of steps.


const suite = useSuite(GENEROUS_LIMITS);
const db = usePortalDb(suite);

const unique = () => Math.random().toString(36).slice(2, 8);

interface Person {
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  confirmation: string;
  rules: boolean;
}

const validPerson = (): Person => {
  const id = unique();
  return { name: 'Anna', surname: 'Kowalska', username: `anna_${id}`, email: `anna.${id}@example.pl`, phone: '600100200', password: 'bezpieczne-haslo', confirmation: 'bezpieczne-haslo', rules: true };
};

async function fillAccount(page: Page, person: Person) {
  await page.getByLabel('Imię', { exact: true }).fill(person.name);
  await page.getByLabel('Nazwisko', { exact: true }).fill(person.surname);
  await page.getByLabel('Nazwa użytkownika').fill(person.username);
  await page.getByLabel('Adres e-mail').fill(person.email);
  await page.getByLabel('Numer telefonu').fill(person.phone);
  await page.getByLabel('Hasło', { exact: true }).fill(person.password);
  await page.getByLabel('Powtórz hasło').fill(person.confirmation);
  await page.getByLabel(/Akceptuję regulamin/).setChecked(person.rules);
}

const focusedId = (page: Page) => page.evaluate(() => (globalThis as unknown as Win).document.activeElement?.id ?? '');

const INVALID: [string, Partial<Person>, string, string][] = [
  ['a password of 7 characters', { password: 'krotkie', confirmation: 'krotkie' }, 'password', SIGN_UP_MESSAGES.password],
  ['a confirmation that differs', { confirmation: 'bezpieczne-hasl0' }, 'password_confirmation', SIGN_UP_MESSAGES.passwordConfirmation],
  ['a one-letter name', { name: 'A' }, 'name', SIGN_UP_MESSAGES.name],
  ['a one-letter surname', { surname: 'K' }, 'surname', SIGN_UP_MESSAGES.surname],
  ['a two-letter username', { username: 'ab' }, 'username', SIGN_UP_MESSAGES.username],
  ['a phone of 5 digits', { phone: '12345' }, 'phone', SIGN_UP_MESSAGES.phone],
  ['the terms not accepted', { rules: false }, 'rules', SIGN_UP_MESSAGES.rules],
  ['an e-mail without a domain', { email: 'anna@' }, 'email', SIGN_UP_MESSAGES.email],
];

describe('sign-up checks (spec §5)', () => {
  test('the spec messages are the ones shown', () => {
    expect(INVALID.map(([, , , message]) => message)).toEqual([
      'Hasła musi posiadać minimum 8 znaków',
      'Hasła nie sią identyczne',
      'Nieprawidłowe imię',
      'Nieprawidłowe nazwisko',
      'Nieprawidłowe nazwisko',
      'Nieprawidłowy numer telefonu',
      'Akceptacja regulaminu jest obowiązkowa',
      'Nieprawidłowy email!',
    ]);
  });

  test('each of the 8 invalid inputs shows the toast "Błąd" with its exact message, marks and focuses its field, and sends nothing', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    let signUps = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/user/sign-up')) signUps += 1;
    });
    await gotoPage(page, '/user/signup');
    for (const [what, change, field, message] of INVALID) {
      await fillAccount(page, { ...validPerson(), ...change });
      await page.getByRole('button', { name: 'Załóż konto' }).click();
      const toast = page.locator('.toast--error').filter({ hasText: message });
      await toast.waitFor();
      expect(await toast.getAttribute('role'), what).toBe('alert');
      expect(await toast.locator('.toast__summary').innerText(), what).toBe('Błąd');
      expect(await toast.locator('.toast__detail').innerText(), what).toBe(message);
      const input = page.locator(`#signup-${field}`);
      expect(await input.getAttribute('aria-invalid'), what).toBe('true');
      expect(await input.getAttribute('aria-describedby'), what).toContain(`signup-${field}-error`);
      expect(await page.locator(`#signup-${field}-error`).innerText(), what).toBe(message);
      expect(await focusedId(page), what).toBe(`signup-${field}`);
      await toast.getByRole('button', { name: 'Zamknij powiadomienie' }).click();
      await toast.waitFor({ state: 'detached' });
    }
    expect(signUps, 'no invalid sign-up reached the server').toBe(0);
    await context.close();
  });

  test('the error toast stays about 3 s; a taken e-mail is the server\'s toast; a valid form creates an inactive account', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, '/user/signup');
    const person = validPerson();
    await fillAccount(page, { ...person, phone: '' });
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    const toast = page.locator('.toast--error').filter({ hasText: SIGN_UP_MESSAGES.phone });
    await toast.waitFor();
    const shown = Date.now();
    await toast.waitFor({ state: 'detached', timeout: TOAST_LIFE_MS + 3000 });
    const lasted = Date.now() - shown;
    expect(lasted, `the toast stayed ${lasted} ms`).toBeGreaterThan(TOAST_LIFE_MS - 500);
    expect(lasted).toBeLessThan(TOAST_LIFE_MS + 1500);

    const taken = await db('users').first('email');
    await fillAccount(page, { ...person, email: taken.email });
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await page.locator('.toast--error').filter({ hasText: API_MESSAGES.emailTaken }).waitFor();
    expect(await page.locator('#signup-email').getAttribute('aria-invalid')).toBe('true');

    await fillAccount(page, person);
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await page.getByRole('heading', { name: 'Sprawdź swoją skrzynkę e-mail' }).waitFor();
    expect(await db('users').where({ email: person.email }).first()).toMatchObject({ username: person.username, is_active: 0 });
    await context.close();
  });

  test('on a phone, a number typed as Poles write it ("+48 600 700 800") signs up and is kept as 9 digits; a German one is told why not', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, viewport: { width: 360, height: 740 } });
    await gotoPage(page, '/user/signup');
    const phone = page.getByLabel('Numer telefonu');
    // "tel", not "tel-national": HTML allows only the whole number's token on a tel input (HTML_CodeSniffer's H98);
    // autofill's "+48600700800" is folded to its 9 digits all the same.
    expect([await phone.getAttribute('type'), await phone.getAttribute('autocomplete')]).toEqual(['tel', 'tel']);
    const person = validPerson();
    await fillAccount(page, { ...person, phone: '' });
    await phone.pressSequentially('+49 151 2345 6789');
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await page.locator('.toast--error').filter({ hasText: SIGN_UP_MESSAGES.phoneForeign }).waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');

    await phone.fill('');
    await phone.pressSequentially('+48 600 700 800');
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await page.getByRole('heading', { name: 'Sprawdź swoją skrzynkę e-mail' }).waitFor();
    expect(await db('users').where({ email: person.email }).first()).toMatchObject({ phone: '600700800' });
    await context.close();
  });
});

describe('/nowy-uzytkownik-i-zbiorka', () => {
  test('a visitor enters the account, the fundraiser, the beneficiary and a picture step by step; the dialog explains what comes next', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    await gotoPage(page, '/nowy-uzytkownik-i-zbiorka');
    const stepTitle = page.locator('#visitor-step-title');
    expect(await stepTitle.innerText()).toBe('Krok 1 z 4: Konto');

    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.locator('.toast--error').filter({ hasText: SIGN_UP_MESSAGES.password }).waitFor();
    const person = validPerson();
    await fillAccount(page, person);
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect.poll(() => stepTitle.innerText()).toBe('Krok 2 z 4: Zbiórka');
    expect(await focusedId(page)).toBe('visitor-step-title');

    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect.poll(() => focusedId(page)).toBe('visitor-charity-title');
    expect(await page.locator('#visitor-charity-title-error').innerText()).toBe(CHARITY_MESSAGES.title);
    expect(await page.locator('#visitor-charity-target_amount-error').innerText()).toBe(CHARITY_MESSAGES.targetAmount);
    const title = `Leczenie Zosi ${unique()}`;
    await page.getByLabel('Tytuł zbiórki').fill(title);
    await page.getByLabel('Nazwa zbiórki').fill('Zosia zdrowieje');
    await page.getByLabel('Cel zbiórki').fill('Leczenie i rehabilitacja');
    await page.getByLabel('Kwota celu (zł)').fill('30000');
    await page.getByLabel('Krótki opis').fill('Zosia potrzebuje kosztownego leczenia po wypadku.');
    // The same rich-text editor as /nowa-zbiorka (issue 37): its toolbar, paragraphs made with Enter.
    await page.getByRole('toolbar').first().waitFor();
    await page.getByLabel(/Pełny opis/).click();
    await page.keyboard.type('Zosia ma 7 lat.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Dziękujemy za każdą <pomoc>!');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect.poll(() => stepTitle.innerText()).toBe('Krok 3 z 4: Podopieczny');

    await page.getByLabel('Imię podopiecznego').fill('Zofia');
    await page.getByLabel('Nazwisko podopiecznego').fill('Lis');
    await page.getByLabel('Miejscowość').fill('Poznań');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect.poll(() => stepTitle.innerText()).toBe('Krok 4 z 4: Zdjęcie i wysłanie');

    await page.getByLabel('Zdjęcie zbiórki').setInputFiles({ name: 'zosia.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText(CHARITY_MESSAGES.imageType).waitFor();
    await page.getByLabel('Zdjęcie zbiórki').setInputFiles({ name: 'zosia.png', mimeType: 'image/png', buffer: await png(640, 480, '#c63') });
    await page.getByRole('img', { name: /Podgląd wybranego zdjęcia/ }).waitFor();
    expect(await page.locator('.visitor-summary').innerText()).toContain(title);
    // Without the declarations nothing is sent: the first one takes the focus, each says why.
    await page.getByRole('button', { name: 'Utwórz konto i zbiórkę' }).click();
    await expect.poll(() => focusedId(page)).toBe('visitor-declarations-adult');
    expect(await page.getByText(CHARITY_MESSAGES.declaration).count()).toBeGreaterThanOrEqual(3);
    expect(await db('users').where({ email: person.email }).first()).toBeUndefined();
    await acceptDeclarations(page);
    await page.getByRole('button', { name: 'Utwórz konto i zbiórkę' }).click();

    const dialog = page.getByRole('dialog', { name: 'Konto i zbiórka zostały utworzone' });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain(person.email);
    expect(text).toContain('link');
    expect(text).toContain(`„${title}”`);
    expect(text).toMatch(/sprawdzi zbiórkę/);

    const user = await db('users').where({ email: person.email }).first();
    expect(user).toMatchObject({ is_active: 0, username: person.username });
    const charity = await db('charities').where({ title }).first();
    expect(charity).toMatchObject({ status: 'submitted', owner_id: user.id, target_amount: 3_000_000 });
    expect(charity.image).toMatch(/\.webp$/);
    expect(await db('charity_declarations').where({ charity_id: charity.id }).first()).toMatchObject({ user_id: user.id });
    expect(charity.description).toBe('<p>Zosia ma 7 lat.</p><p>Dziękujemy za każdą &lt;pomoc&gt;!</p>');
    expect(await db('email_outbox').where({ recipient: person.email, kind: 'verify_email' }).first()).toBeDefined();

    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole('heading', { name: 'Dziękujemy!' }).waitFor();
    await context.close();
  });

  test('when the server refuses the account (a taken e-mail), the flow goes back to the account step with the message at the field', async () => {
    const { context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true });
    const taken = (await db('users').first('email')).email as string;
    await gotoPage(page, '/nowy-uzytkownik-i-zbiorka');
    await fillAccount(page, { ...validPerson(), email: taken });
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByLabel('Tytuł zbiórki').fill('Pomoc dla Tomka');
    await page.getByLabel('Nazwa zbiórki').fill('Tomek');
    await page.getByLabel('Cel zbiórki').fill('Proteza');
    await page.getByLabel('Kwota celu (zł)').fill('5000');
    await page.getByLabel('Krótki opis').fill('Tomek potrzebuje nowej protezy nogi.');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByLabel('Imię podopiecznego').fill('Tomasz');
    await page.getByLabel('Nazwisko podopiecznego').fill('Wrona');
    await page.getByLabel('Miejscowość').fill('Opole');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await acceptDeclarations(page);
    await page.getByRole('button', { name: 'Utwórz konto i zbiórkę' }).click();

    await page.locator('.toast--error').filter({ hasText: API_MESSAGES.emailTaken }).waitFor();
    await expect.poll(() => page.locator('#visitor-step-title').innerText()).toBe('Krok 1 z 4: Konto');
    await expect.poll(() => focusedId(page)).toBe('visitor-user-email');
    expect(await page.locator('#visitor-user-email-error').innerText()).toBe(API_MESSAGES.emailTaken);
    expect(await db('charities').where({ title: 'Pomoc dla Tomka' }).first()).toBeUndefined();
    await context.close();
  });
});
