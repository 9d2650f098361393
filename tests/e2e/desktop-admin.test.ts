import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { generate } from 'otplib';
import { ADMIN, adminSession, apiCall, axe, charityDetails, GENEROUS_LIMITS, organiserCharity, staffSession, useSuite, watchErrors, type Win } from '../support/browser.js';
import { freeLoopbackPort, serveAppOrigin, stubDesktopBridge, type AppOrigin, type BridgeCall } from '../support/app-origin.js';
import type { Page } from 'playwright-core';

// Issue 15, item 6: the packaged admin UI in Chromium (the engine Electron embeds), served from an origin other than
// the server's as app://zlota-rybka serves it (the app's file mapping and CSP), with window.desktop stubbed to its
// typed interface, against the real server: CORS, login, a moderation action and a payments list read.

const appPort = await freeLoopbackPort();
const appOriginUrl = `http://127.0.0.1:${appPort}`;
// The server allows this stand-in origin exactly as it allows app://zlota-rybka by default.
const suite = useSuite({ ...GENEROUS_LIMITS, CORS_ORIGINS: appOriginUrl });

let app: AppOrigin;
beforeAll(async () => {
  app = await serveAppOrigin(inject('e2eWebDist'), appPort, suite.portal.url);
});
afterAll(() => app.close());

const unique = () => Math.random().toString(36).slice(2, 8);

async function appTab(options: { bypassCSP?: boolean } = {}) {
  const context = await suite.browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw', viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', ...options });
  context.setDefaultTimeout(15_000);
  await stubDesktopBridge(context, suite.portal.url);
  const page = await context.newPage();
  watchErrors(page);
  return { context, page };
}

const bridgeCalls = (page: Page) => page.evaluate(() => (globalThis as unknown as { desktopCalls: BridgeCall[] }).desktopCalls);

/** A user's fundraiser sent for review, through the API as the account screens send it. */
async function submittedCharity() {
  const made = await organiserCharity(suite.portal, {
    title: `Wózek dla Ani ${unique()}`,
    name: 'Ania',
    target: 'Wózek inwalidzki',
    target_amount: '3 200',
    short_description: 'Ania potrzebuje lekkiego wózka, żeby sama dojeżdżać do szkoły.',
    description: '',
    needy: { name: 'Anna', surname: 'Wrona', city: 'Lublin' },
  }, 'submitted');
  return made.charity;
}

/** A moderator with two-factor login set up through the API, as the panel's Bezpieczeństwo screen does it. */
async function staffWithTwoFactor() {
  const staff = await staffSession(suite.portal, 'moderator');
  const setup = await apiCall(suite.portal, 'POST', '/api/admin/two-factor/setup', { token: staff.access_token });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const code = await generate({ secret: (setup.body as { secret: string }).secret });
  const confirmed = await apiCall(suite.portal, 'POST', '/api/admin/two-factor/confirm', { token: staff.access_token, body: { code } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { login: staff.email, password: staff.password, recoveryCodes: (confirmed.body as { recovery_codes: string[] }).recovery_codes };
}

describe('the desktop app’s panel, from its own origin', () => {
  test('a member of staff with two-factor login gives the password, then a code, and the app keeps the session', async () => {
    const staff = await staffWithTwoFactor();
    const { context, page } = await appTab();
    await page.goto(`${app.url}/admin/login`);
    await page.getByLabel('E-mail lub nazwa użytkownika').fill(staff.login);
    await page.getByLabel('Hasło', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Zaloguj się do panelu' }).click();
    await page.getByRole('heading', { name: 'Kod logowania' }).waitFor();
    expect((await bridgeCalls(page)).filter((call) => call.name === 'keepSession')).toHaveLength(0);
    // A recovery code, so the test need not wait for the authenticator's next 30-second step.
    await page.getByLabel('Kod z aplikacji').fill(staff.recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Potwierdź i zaloguj się' }).click();
    await page.waitForURL((url) => url.origin === app.url && url.pathname === '/admin');
    await page.getByRole('navigation', { name: 'Panel administracyjny' }).waitFor();
    const kept = (await bridgeCalls(page)).filter((call) => call.name === 'keepSession');
    expect(kept).toHaveLength(1);
    expect(kept[0]!.args[0]).toMatchObject({ admin: true });
    await context.close();
  });

  test('log in as admin through the server chosen in the app, approve a fundraiser, read the payments, export them and print one', async () => {
    const charity = await submittedCharity();
    const { context, page } = await appTab();
    const apiHosts = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiHosts.add(new URL(request.url()).origin);
    });

    await page.goto(`${app.url}/admin/login`);
    await page.getByLabel('E-mail lub nazwa użytkownika').fill(ADMIN.email);
    await page.getByLabel('Hasło', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Zaloguj się do panelu' }).click();
    await page.waitForURL((url) => url.origin === app.url && url.pathname === '/admin');
    await page.locator('html[data-app="ready"] main h1').first().waitFor();
    // The session went to the app's key store through the bridge, and every API call to the chosen server.
    const kept = (await bridgeCalls(page)).filter((call) => call.name === 'keepSession');
    expect(kept).toHaveLength(1);
    expect(kept[0]!.args[0]).toMatchObject({ admin: true });
    expect([...apiHosts]).toEqual([suite.portal.url]);

    await page.goto(`${app.url}/admin/charity/all?status=submitted&q=${encodeURIComponent(charity.title)}`);
    await page.getByRole('button', { name: `Zatwierdź „${charity.title}”` }).click();
    await page.locator('.toast').filter({ hasText: 'Zapisano' }).last().waitFor();
    expect((await charityDetails(suite.portal, charity.url)).status).toBe('active');

    // The payments list, read from the app's origin with the kept Bearer token; and a list's total, which the page can
    // read only because the server exposes X-Total-Count to the app's origin.
    const read = await page.evaluate(async (server) => {
      const { sessionStorage } = globalThis as unknown as Win;
      const headers = { Accept: 'application/json', Authorization: `Bearer ${sessionStorage.getItem('access_token') ?? ''}` };
      const payments = await fetch(`${server}/api/payments?page=1&size=5`, { headers });
      const charities = await fetch(`${server}/api/admin/charity?page=1&size=5`, { headers });
      return { payments: payments.status, isList: Array.isArray(await payments.json()), charities: charities.status, total: charities.headers.get('X-Total-Count') };
    }, suite.portal.url);
    expect(read).toEqual({ payments: 200, isList: true, charities: 200, total: expect.stringMatching(/^[1-9]\d*$/) });

    // The export goes to the system's save dialog, byte-order mark and all; a payment's detail prints through the app.
    await page.goto(`${app.url}/admin/payments?status=paid`);
    const firstPayment = page.locator('main tbody tr a[href^="/admin/payments/"]').first();
    await firstPayment.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Eksportuj CSV' }).click();
    await expect.poll(async () => (await bridgeCalls(page)).filter((call) => call.name === 'saveCsv').length, { timeout: 30_000 }).toBe(1);
    const [name, csv] = (await bridgeCalls(page)).find((call) => call.name === 'saveCsv')!.args as [string, string];
    expect(name).toMatch(/^platnosci-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.split('\r\n').length).toBeGreaterThan(2);
    await firstPayment.click();
    await page.getByRole('button', { name: 'Drukuj' }).click();
    await expect.poll(async () => (await bridgeCalls(page)).filter((call) => call.name === 'print').length).toBe(1);
    await context.close();
  });

  test('when the same panel comes from an origin the server does not allow, then the browser refuses the answers', async () => {
    const stranger = await serveAppOrigin(inject('e2eWebDist'), await freeLoopbackPort(), suite.portal.url);
    const { context, page } = await appTab();
    const ask = (server: string) =>
      page.evaluate(async (url) => {
        try {
          return (await fetch(`${url}/api/health`)).status;
        } catch {
          return 'refused';
        }
      }, server);
    await page.goto(`${stranger.url}/admin/login`);
    expect(await ask(suite.portal.url)).toBe('refused');
    await page.goto(`${app.url}/admin/login`);
    expect(await ask(suite.portal.url)).toBe(200);
    await context.close();
    await stranger.close();
  });

  test('the panel drawn from the app’s origin passes axe', async () => {
    const { context, page } = await appTab({ bypassCSP: true });
    const session = await adminSession(suite.portal);
    await page.goto(`${app.url}/admin/login`);
    await page.evaluate((value) => {
      const { sessionStorage } = globalThis as unknown as Win;
      sessionStorage.setItem('access_token', value.access_token);
      sessionStorage.setItem('token_expires_at', String(value.expires_at));
      sessionStorage.setItem('aid', '1');
    }, session);
    await page.goto(`${app.url}/admin/charity/all`);
    await page.locator('html[data-app="ready"] main h1').first().waitFor();
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
});
