import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Charity } from '@zlota/shared/entities';
import { gotoPage, listCharities, PHONE, usePage, useSuite } from '../support/browser.js';

// Issue 37 item 8: a public read that failed while the browser stayed "online" (a flaky phone network) is tried again:
// by itself with backoff, at once on `online` or when the page is shown again, and by the message's own
// "Spróbuj ponownie" button. The supporters' list of a fundraiser opened inside the app (no answer drawn with the page).

const suite = useSuite();
const tab = usePage(suite, { cookiesAccepted: true, viewport: { width: PHONE.width, height: 740 } });

const FAILED = 'Nie udało się wczytać listy wspierających.';

/** The supporters' list requests fail while `failing` is true; `aborted` counts them. */
async function flakyNetwork(page: Page) {
  const network = { failing: true, aborted: 0 };
  await page.route(
    (url) => /\/api\/charity\/\d+\/donations$/.test(url.pathname),
    (route: Route) => {
      if (!network.failing) return route.continue();
      network.aborted += 1;
      return route.abort('connectionreset');
    },
  );
  return network;
}

let supported: Charity | undefined;
/** Opens a fundraiser with supporters the way a visitor does: from the home page, inside the app. */
async function openInsideApp(page: Page) {
  supported ??= (await listCharities(suite.portal)).find((c) => c.needy && c.collected_amount > 0);
  expect(supported, 'a fundraiser with supporters').toBeDefined();
  await gotoPage(page, '/');
  await page.evaluate((path) => {
    const win = globalThis as unknown as { history: { pushState(state: unknown, title: string, url: string): void }; dispatchEvent(event: unknown): void; PopStateEvent: new (type: string) => unknown };
    win.history.pushState({}, '', path);
    win.dispatchEvent(new win.PopStateEvent('popstate'));
  }, `/zbiorka/${encodeURIComponent(supported!.url)}`);
  return page.getByRole('region', { name: 'Wspierający' });
}

describe('a failed public read is tried again', () => {
  test('by itself, with backoff, once the network is back: the list appears without a click', async () => {
    const network = await flakyNetwork(tab.page);
    const section = await openInsideApp(tab.page);
    await expect.poll(() => section.innerText(), { timeout: 15_000 }).toContain(FAILED);
    expect(await section.getByRole('button', { name: 'Spróbuj ponownie' }).isVisible()).toBe(true);
    network.failing = false;
    await expect.poll(() => section.locator('.supporters__item').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await section.innerText()).not.toContain(FAILED);
  });

  test('"Spróbuj ponownie" reads it again at once', async () => {
    const network = await flakyNetwork(tab.page);
    const section = await openInsideApp(tab.page);
    const button = section.getByRole('button', { name: 'Spróbuj ponownie' });
    await button.waitFor({ timeout: 15_000 });
    network.failing = false;
    await button.click();
    // Sooner than the first automatic try (2 s after the failure).
    await expect.poll(() => section.locator('.supporters__item').count(), { timeout: 1_500, interval: 100 }).toBeGreaterThan(0);
  });

  test('the browser saying "online" reads it again at once', async () => {
    const network = await flakyNetwork(tab.page);
    const section = await openInsideApp(tab.page);
    await section.getByRole('button', { name: 'Spróbuj ponownie' }).waitFor({ timeout: 15_000 });
    network.failing = false;
    await tab.page.evaluate(() => {
      const win = globalThis as unknown as { dispatchEvent(event: unknown): void; Event: new (type: string) => unknown };
      win.dispatchEvent(new win.Event('online'));
    });
    await expect.poll(() => section.locator('.supporters__item').count(), { timeout: 1_500, interval: 100 }).toBeGreaterThan(0);
  });
});
