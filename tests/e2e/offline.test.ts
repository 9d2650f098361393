import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Charity } from '@zlota/shared/entities';
import { imageUrl } from '@zlota/shared/images';
import { foldPolish } from '@zlota/shared/text';
import { apiCall, charityDetails, eventually, goOffline, gotoPage, gotoUnderWorker, listCharities, openContext, useSuite, emulateSavingConnection } from '../support/browser.js';

// ARCHITECTURE §5: the service worker keeps the app shell and pictures, Dexie keeps what was read; so a
// visitor who browsed online can, offline, still see the list, the fundraisers seen and search them.
// One journey: browse online (beforeAll), then go offline and check what is still there.

const suite = useSuite();
let context: BrowserContext;
let page: Page;

const ONLINE_SEARCH = 'Gdańsk';
let homeCards: Charity[];
let seen: Charity[];
/** Everything the online visit stored: the home list, the promoted banner, the online search, the two fundraisers. */
let cached: Map<number, Charity>;

const pathOf = (charity: Charity) => `/zbiorka/${encodeURIComponent(charity.url)}`;
const words = (html: string, count: number) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().split(' ').slice(0, count).join(' ');
const mainText = () => page.getByRole('main').innerText().then((text) => text.replace(/\s+/g, ' '));
const cardTitles = () => page.locator('main article h2, main article h3').allInnerTexts();

async function apiList(path: string): Promise<Charity[]> {
  const response = await apiCall(suite.portal, 'GET', path);
  expect(response.status, path).toBe(200);
  return response.body as Charity[];
}

beforeAll(async () => {
  ({ context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, serviceWorkers: 'allow' }));
  // A saving connection: the whole catalog is not brought onto the device (issue 39, offline-catalog.test.ts), so
  // offline there is exactly what this visit read.
  await emulateSavingConnection(context);

  // The worker installs on the first visit; the tab is under its control after a reload.
  await gotoUnderWorker(page);

  homeCards = await listCharities(suite.portal, 9);
  await eventually('the home cards', () => page.locator('main article').count(), homeCards.length);
  await eventually('the promoted banner', () => page.getByRole('region', { name: 'Wyróżnione zbiórki' }).count(), 1);

  seen = homeCards.filter((c) => c.image).slice(0, 2);
  for (const charity of seen) {
    const details = await charityDetails(suite.portal, charity.url);
    await gotoPage(page, pathOf(charity));
    await eventually('the description', async () => (await mainText()).includes(words(details.description, 6)), true);
    await page.locator('main img').first().evaluate((img) => (img as unknown as { decode(): Promise<void> }).decode());
  }
  const searched = await apiList(`/api/charity/search/${encodeURIComponent(ONLINE_SEARCH)}`);
  await gotoPage(page, `/zbiorki/szukaj/${encodeURIComponent(ONLINE_SEARCH)}`);
  await eventually('the search results', () => page.locator('main article').count(), searched.length);

  const promoted = await apiList('/api/charity/promoted');
  cached = new Map([...homeCards, ...promoted, ...searched, ...seen].map((c) => [c.id, c]));
  await goOffline(context);
});

afterAll(async () => {
  await context?.close();
});

describe('offline, after browsing online', () => {
  test('reloading / still shows the cards and the notice "Jesteś offline"', async () => {
    await page.goto('/');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Jesteś offline' }).first().isVisible()).toBe(true);
    await expect.poll(() => page.locator('main article').count()).toBe(homeCards.length);
    expect((await page.locator('main article h3').allInnerTexts()).sort()).toEqual(homeCards.map((c) => c.title).sort());
  });

  test('the fundraisers seen before open with their description and picture', async () => {
    for (const charity of seen) {
      const details = await charityDetails(suite.portal, charity.url); // the test's own request: only the browser is offline
      await gotoPage(page, pathOf(charity));
      expect(await page.locator('main h1').innerText()).toBe(charity.title);
      await expect.poll(mainText).toContain(words(details.description, 6));
      const picture = page.locator('main img').first();
      await expect.poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), { message: 'the picture comes from the cache' }).toBeGreaterThan(0);
    }
  });

  test('searching a city without its Polish letters finds the stored fundraisers from there', async () => {
    const city = [...cached.values()].map((c) => c.needy?.city ?? '').find((name) => foldPolish(name) !== name.toLowerCase());
    expect(city, 'a stored fundraiser is in a city with Polish letters').toBeDefined();
    const term = foldPolish(city!);
    const online = await apiList(`/api/charity/search/${encodeURIComponent(term)}`);
    const stored = online.filter((c) => cached.has(c.id));
    expect(stored.length).toBeGreaterThan(0);

    await gotoPage(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Szukaj zbiórki' }).click();
    await page.getByPlaceholder('Szukaj zbiórki').fill(term);
    await page.waitForURL((url) => url.pathname === `/zbiorki/szukaj/${term}`, { timeout: 3000 });
    await expect.poll(() => page.locator('main h1').innerText()).toContain(term);
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
    // Said once, by the layout's notice: the results page does not repeat it.
    expect(await page.getByRole('status').filter({ hasText: /offline/ }).count()).toBe(1);
    const titles = await cardTitles();
    expect(titles).toEqual(expect.arrayContaining(stored.map((c) => c.title)));
    const allowed = new Set(online.map((c) => c.title));
    expect(titles.filter((title) => !allowed.has(title)), 'only fundraisers that match').toEqual([]);
  });

  test('a card whose picture was never stored shows the soft field with the logo, never a broken image', async () => {
    await gotoPage(page, '/');
    const stored = [...cached.values()].filter((c) => c.image).map((c) => ({ id: c.id, url: new URL(imageUrl(c.image!, 'card'), page.url()).href }));
    // A fundraiser stored in Dexie whose card picture the worker never cached (e.g. one seen only in the banner); if every
    // picture happens to be stored, one is taken out of the worker's caches.
    const victimId = await page.evaluate(async (candidates) => {
      const { caches } = globalThis as unknown as { caches: { keys(): Promise<string[]>; open(name: string): Promise<{ delete(url: string): Promise<boolean> }>; match(url: string): Promise<unknown> } };
      for (const candidate of candidates) if (!(await caches.match(candidate.url))) return candidate.id;
      for (const name of await caches.keys()) await (await caches.open(name)).delete(candidates[0]!.url);
      return candidates[0]!.id;
    }, stored);
    const victim = cached.get(victimId)!;
    await gotoPage(page, `/zbiorki/szukaj/${encodeURIComponent(victim.title)}`);
    const card = page.locator('main article').filter({ hasText: victim.title }).first();
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    await card.locator('.charity-image--none').waitFor();
    expect(await card.getByRole('img', { name: `Zdjęcie do zbiórki „${victim.title}”` }).count()).toBe(1);
    // No picture on the page is left broken.
    const broken = () =>
      page.locator('main article img').evaluateAll((imgs) => imgs.filter((img) => (img as unknown as { complete: boolean; naturalWidth: number }).complete && (img as unknown as { naturalWidth: number }).naturalWidth === 0).length);
    expect(await broken()).toBe(0);
  });

  test('the support page says it needs a connection', async () => {
    await gotoPage(page, pathOf(seen[0]!));
    await page.getByRole('main').getByRole('link', { name: 'Wesprzyj', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/wsparcie'));
    await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Potrzebne jest połączenie z internetem');
    expect(await page.getByRole('form', { name: 'Formularz wpłaty' }).count()).toBe(0);
  });

  test('a fundraiser never seen says it has not been stored on this device', async () => {
    const never = (await listCharities(suite.portal)).find((c) => !cached.has(c.id));
    expect(never).toBeDefined();
    await gotoPage(page, pathOf(never!));
    await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Ta zbiórka nie jest dostępna offline');
    expect(await mainText()).toMatch(/nie była jeszcze oglądana na tym urządzeniu/);
  });
});
