import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Charity } from '@zlota/shared/entities';
import { adminSession, apiCall, eventually, goOffline, gotoUnderWorker, openContext, useSuite } from '../support/browser.js';
import { storedRow } from '../support/indexed-db.js';

// Issue 39 item 4: the offline catalog is refreshed where the browser allows it by Periodic Background Sync (a daily
// tag the app registers; the service worker's handler has an open window sync, or with none keeps the feed's pages
// for the app's next start, offline too), and elsewhere when the connection comes back.

const suite = useSuite();

const TAG = 'zlota-catalog';

async function retitle(charity: Charity, title: string) {
  const token = (await adminSession(suite.portal)).access_token;
  const response = await apiCall(suite.portal, 'PUT', `/api/charity/${charity.id}`, { token, body: { title } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** The title the device's Dexie holds for a fundraiser (null: not stored). */
const storedTitle = async (page: Page, id: number) => (await storedRow<{ title: string }>(page, 'charities', id))?.title ?? null;

const footerLine = (page: Page) => page.locator('footer .footer__offline').innerText();

async function withStoredCatalog(page: Page) {
  await gotoUnderWorker(page);
  await eventually('the catalog stored', async () => /^Zapisano offline: \d+ zbiórek/.test(await footerLine(page)), true, 60_000);
}

/**
 * Records the tab's calls of `periodicSync.register` in `zlotaRegistered`, leaving the browser's own answer as it is
 * (the full browser refuses a page not installed; the headless shell the tests drive has the API but no service
 * behind it, and its getTags() fails, so the calls are what can be read in both).
 */
async function recordPeriodicRegistrations(context: BrowserContext) {
  await context.addInitScript(() => {
    const scope = globalThis as unknown as { zlotaRegistered: string[]; PeriodicSyncManager?: { prototype: { register(tag: string, options?: object): Promise<void> } } };
    scope.zlotaRegistered = [];
    const manager = scope.PeriodicSyncManager?.prototype;
    if (!manager) return;
    const register = manager.register;
    manager.register = function (this: unknown, tag: string, options?: object) {
      scope.zlotaRegistered.push(tag);
      return register.call(this, tag, options);
    };
  });
}
const registeredTags = (page: Page) => page.evaluate(() => (globalThis as unknown as { zlotaRegistered: string[] }).zlotaRegistered);

/**
 * A browser that allows periodic background sync (Chromium does for an installed app only): the permission granted,
 * and `periodicSync.register` recording its calls in `zlotaPeriodicSync`.
 */
async function emulatePeriodicSyncAllowed(context: BrowserContext) {
  await context.addInitScript(() => {
    const scope = globalThis as unknown as {
      zlotaPeriodicSync: { tag: string; minInterval: number }[];
      ServiceWorkerRegistration: { prototype: object };
      navigator: { permissions: { query(descriptor: { name: string }): Promise<{ state: string }> } };
    };
    scope.zlotaPeriodicSync = [];
    Object.defineProperty(scope.ServiceWorkerRegistration.prototype, 'periodicSync', {
      configurable: true,
      get: () => ({
        register: (tag: string, options: { minInterval: number }) => Promise.resolve(void scope.zlotaPeriodicSync.push({ tag, minInterval: options.minInterval })),
        unregister: () => Promise.resolve(),
        getTags: () => Promise.resolve(scope.zlotaPeriodicSync.map((call) => call.tag)),
      }),
    });
    const query = scope.navigator.permissions.query.bind(scope.navigator.permissions);
    scope.navigator.permissions.query = (descriptor) => (descriptor.name === 'periodic-background-sync' ? Promise.resolve({ state: 'granted' }) : query(descriptor));
  });
}

/** The browser fires the periodic sync now, as it would about once a day (CDP's ServiceWorker domain, from `page`). */
async function firePeriodicSync(context: BrowserContext, page: Page) {
  const session: CDPSession = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      const ours = event.registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(suite.portal.url));
      if (ours) resolve(ours.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  await session.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin: new URL(suite.portal.url).origin, registrationId: await registration, tag: TAG });
  await session.detach();
}

describe('the offline catalog refreshed by itself', () => {
  let context: BrowserContext;
  let page: Page;
  let listed: Charity[];
  const feedRequests: string[] = [];
  const feedAnswered: string[] = [];

  beforeAll(async () => {
    const response = await apiCall(suite.portal, 'GET', '/api/charity?page=1&size=10');
    listed = response.body as Charity[];
    ({ context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, serviceWorkers: 'allow' }));
    await recordPeriodicRegistrations(context);
    context.on('request', (request) => {
      if (request.url().includes('/api/catalog/changes')) feedRequests.push(request.url());
    });
    context.on('requestfinished', (request) => {
      if (request.url().includes('/api/catalog/changes')) feedAnswered.push(request.url());
    });
    await withStoredCatalog(page);
  }, 120_000);

  afterAll(async () => {
    await context?.close();
  });

  test('where the browser does not allow periodic background sync (not installed), nothing is registered', async () => {
    expect(await registeredTags(page)).toEqual([]);
  });

  test('when the connection comes back, the catalog is refreshed without a reload', async () => {
    const charity = listed[0]!;
    await context.setOffline(true);
    await retitle(charity, `${charity.title} (po powrocie sieci)`);
    const before = feedRequests.length;
    await context.setOffline(false);
    await eventually('the new title on the device', () => storedTitle(page, charity.id), `${charity.title} (po powrocie sieci)`, 30_000);
    expect(feedRequests.length).toBeGreaterThan(before);
    expect(feedRequests.at(-1)).toContain('since=');
  });

  test('the periodic sync with a window open: that window brings the catalog up to date', async () => {
    const charity = listed[1]!;
    await retitle(charity, `${charity.title} (z synchronizacji okresowej)`);
    await firePeriodicSync(context, page);
    await eventually('the new title on the device', () => storedTitle(page, charity.id), `${charity.title} (z synchronizacji okresowej)`, 30_000);
  });

  test('the periodic sync with no window open: the worker keeps the feed, and the app started offline shows it', async () => {
    const charity = listed[2]!;
    const title = `${charity.title} (pobrane w tle)`;
    await retitle(charity, title);
    // Away from the app: a blank tab is no window of the portal's.
    const blank = await context.newPage();
    await page.close();
    const before = feedAnswered.length;
    await firePeriodicSync(context, blank);
    await expect.poll(() => feedAnswered.length, { timeout: 20_000, message: 'the worker had the feed' }).toBeGreaterThan(before);
    await blank.waitForTimeout(1000); // the answer put in the worker's cache

    await goOffline(context);
    page = await context.newPage();
    await page.goto(`/zbiorka/${encodeURIComponent(charity.url)}`);
    await expect.poll(() => page.locator('main h1').first().innerText(), { timeout: 20_000 }).toBe(title);
    await eventually('the kept pages applied', () => storedTitle(page, charity.id), title, 20_000);
    await blank.close();
  });
});

describe('where the browser allows periodic background sync', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openContext(suite.browser, suite.portal, { cookiesAccepted: true, serviceWorkers: 'allow' }));
    await emulatePeriodicSyncAllowed(context);
    await withStoredCatalog(page);
  }, 120_000);

  afterAll(async () => {
    await context?.close();
  });

  test('once the catalog is stored, the app registers its refresh about once a day', async () => {
    const calls = () => page.evaluate(() => (globalThis as unknown as { zlotaPeriodicSync: unknown[] }).zlotaPeriodicSync);
    await expect.poll(calls, { timeout: 10_000 }).toEqual([{ tag: TAG, minInterval: 24 * 60 * 60 * 1000 }]);
  });
});
