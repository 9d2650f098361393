import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Charity } from '@zlota/shared/entities';
import { isNearGoal } from '@zlota/shared/near-goal';
import { cityKey } from '@zlota/shared/text';
import { apiCall, eventually, goOffline, gotoPage, gotoUnderWorker, openContext, PHONE, usePage, usePortalDb, useSuite } from '../support/browser.js';

// Issue 19 item 4: the list filters by city and "Blisko celu"; the filters live in the URL (?miasto=…&blisko-celu=1),
// and offline the same rule filters the fundraisers the device has stored.

const suite = useSuite();
const db = usePortalDb(suite);
const tab = usePage(suite, { cookiesAccepted: true, viewport: PHONE });

/** The newest fundraiser, made close to its goal (85 %) before any page asks for it: its city is the one filtered by. */
let chosen: Charity;

async function apiList(path: string): Promise<Charity[]> {
  const response = await apiCall(suite.portal, 'GET', path);
  expect(response.status, path).toBe(200);
  return response.body as Charity[];
}

const cardTitles = (p: Page) => p.locator('main article h2, main article h3').allInnerTexts();
const query = (p: Page) => new URL(p.url()).searchParams;
const sorted = (titles: string[]) => [...titles].sort();

beforeAll(async () => {
  const [newest] = await apiList('/api/charity?page=1&size=1');
  const collected = Math.ceil(Math.round(newest!.target_amount * 100) * 0.85);
  await db('charities').where({ id: newest!.id }).update({ collected_amount: collected });
  chosen = { ...newest!, collected_amount: collected / 100 };
});

describe('catalog filters', () => {
  test('choosing a city and "Blisko celu" puts them in the URL and shows only matching cards; back undoes the last one', async () => {
    const city = chosen.needy!.city;
    const inCity = await apiList(`/api/charity?page=1&size=9&city=${encodeURIComponent(city)}`);
    const nearGoal = await apiList(`/api/charity?page=1&size=9&city=${encodeURIComponent(city)}&near_goal=1`);
    expect(nearGoal.map((c) => c.id)).toContain(chosen.id);
    const p = tab.page;
    await gotoPage(p, '/');

    await p.getByLabel('Miasto').selectOption(city);
    await eventually('the city in the URL', async () => query(p).get('miasto'), city);
    await expect.poll(async () => sorted(await cardTitles(p))).toEqual(sorted(inCity.map((c) => c.title)));

    await p.getByRole('switch', { name: 'Blisko celu' }).click();
    await eventually('"Blisko celu" in the URL', async () => query(p).get('blisko-celu'), '1');
    await expect.poll(async () => sorted(await cardTitles(p))).toEqual(sorted(nearGoal.map((c) => c.title)));
    expect(query(p).get('miasto')).toBe(city);

    await p.goBack();
    await eventually('"Blisko celu" gone from the URL', async () => query(p).get('blisko-celu'), null);
    await expect.poll(() => p.getByRole('switch', { name: 'Blisko celu' }).isChecked()).toBe(false);
    await expect.poll(async () => sorted(await cardTitles(p))).toEqual(sorted(inCity.map((c) => c.title)));
    const overflow = await p.evaluate(() => {
      const doc = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document;
      return doc.documentElement.scrollWidth - doc.documentElement.clientWidth;
    });
    expect(overflow, 'nothing wider than a 360 px screen').toBeLessThanOrEqual(0);
  });
});

describe('catalog filters offline', () => {
  let offline: Awaited<ReturnType<typeof openContext>>;
  afterAll(async () => {
    await offline?.context.close();
  });

  test('offline, a filtered address shows the stored fundraisers that match by the same rule', async () => {
    offline = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, serviceWorkers: 'allow' });
    const { context, page } = offline;
    await gotoUnderWorker(page);
    const home = await apiList('/api/charity?page=1&size=9');
    await eventually('the home cards', () => page.locator('main article').count(), home.length);
    await eventually('the promoted banner', () => page.getByRole('region', { name: 'Wyróżnione zbiórki' }).count(), 1);
    // What the device stored: the home list and the banner's fundraisers.
    const stored = new Map([...home, ...(await apiList('/api/charity/promoted'))].map((c) => [c.id, c]));

    await goOffline(context);
    const city = chosen.needy!.city;
    const expected = [...stored.values()].filter((c) => cityKey(c.needy!.city) === cityKey(city) && isNearGoal(c));
    expect(expected.map((c) => c.id)).toContain(chosen.id);
    await gotoPage(page, `/?miasto=${encodeURIComponent(city)}&blisko-celu=1`);
    await expect.poll(async () => sorted(await cardTitles(page))).toEqual(sorted(expected.map((c) => c.title)));
    expect(await page.getByRole('switch', { name: 'Blisko celu' }).isChecked()).toBe(true);
  });
});
