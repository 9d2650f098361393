import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eventually, goOffline, gotoPage, openContext, useSuite, type Win } from '../support/browser.js';
import { storedCount } from '../support/indexed-db.js';

// Issue 16, §6: under the service worker a visit does not wait for the worker to start. Its static routes
// (web/public/sw-static-routes.js) race a page's navigation against the worker and take the built assets straight
// from the precache; offline, the worker still answers the navigation with its shell.

const suite = useSuite();
let context: BrowserContext;

/** How the browser routed each request of the page (Resource Timing: the static route matched, and what answered). */
interface Routed {
  name: string;
  workerMatchedSourceType?: string;
  workerFinalSourceType?: string;
}

const routesOf = (page: Page) =>
  page.evaluate(() => {
    const timing = (globalThis as unknown as { performance: { getEntriesByType(type: string): Routed[] } }).performance;
    const pick = ({ name, workerMatchedSourceType, workerFinalSourceType }: Routed) => ({ name, workerMatchedSourceType, workerFinalSourceType });
    return { navigation: pick(timing.getEntriesByType('navigation')[0]!), assets: timing.getEntriesByType('resource').filter((e) => e.name.includes('/assets/')).map(pick) };
  });

beforeAll(async () => {
  let page: Page;
  ({ context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, serviceWorkers: 'allow' }));
  await gotoPage(page, '/');
  const workerState = () => page.evaluate(async () => (await (globalThis as unknown as Win).navigator.serviceWorker.ready).active?.state);
  await eventually('the service worker', workerState, 'activated', 20_000);
  // The cards the page came with are drawn from its own answers; the offline test needs what the sync stored.
  await eventually('the cards stored on the device', () => storedCount(page, 'charities').then((n) => n > 0), true, 20_000);
  await page.close();
});

afterAll(async () => {
  await context?.close();
});

test('a new tab under the worker: the page from the network by the race, the stylesheet and scripts from the precache', async () => {
  const page = await context.newPage();
  await gotoPage(page, '/');
  await eventually('the cards', () => page.locator('main article').count().then((n) => n > 0), true);
  const { navigation, assets } = await routesOf(page);
  expect(navigation).toMatchObject({ workerMatchedSourceType: 'race-network-and-fetch-handler', workerFinalSourceType: 'network' });
  expect(assets.some((a) => a.name.endsWith('.css'))).toBe(true);
  expect(assets.some((a) => a.name.endsWith('.js'))).toBe(true);
  for (const asset of assets) expect(asset, asset.name).toMatchObject({ workerMatchedSourceType: 'cache', workerFinalSourceType: 'cache' });
  await page.close();
});

test('offline, the raced navigation falls to the worker, whose shell draws the stored cards', async () => {
  await goOffline(context);
  const page = await context.newPage();
  await page.goto('/');
  await eventually('the stored cards', () => page.locator('main article').count().then((n) => n > 0), true);
  await page.close();
});
