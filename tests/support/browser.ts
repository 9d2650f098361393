import knexFactory, { type Knex } from 'knex';
// The browser suite's toolkit (tests/e2e): Debian's Chromium through playwright-core, the portal as
// `npm start` runs it (a child process on a temporary SQLite database), and axe-core.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { StaffRole } from '@zlota/shared/api-routes';
import { SESSION_STORAGE_KEYS } from '@zlota/shared/constants';
import type { Charity, CharityDetails, Session } from '@zlota/shared/entities';
import { signUpBody } from './accounts.js';
import { call, type CallOptions } from './api-client.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-env.js';
import { runSource, type Child } from './child-process.js';
import { DECLARATION_KEYS, ORGANISER_DECLARATIONS } from '@zlota/shared/declarations';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR holding a migrated SQLite database with the demo (SEED_DEMO=1) and the admin: copied per portal. */
    e2eTemplateDir: string;
    /** The production build of the web the portals serve (WEB_DIST). */
    e2eWebDist: string;
  }
}


export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

export const MAIN_SCRIPT = 'server/src/main.ts';
export const APP_SECRET = 'e2e-secret-of-the-browser-suite-0123456789';
export const ADMIN = { email: 'admin.e2e@zlotarybka.pl', password: 'haslo-administratora-e2e' };
const DB_FILE = 'zlota-rybka.sqlite';

export interface Portal {
  /** http://127.0.0.1:{port}: also its PUBLIC_URL, so the sandbox's return and notification reach it. */
  url: string;
  dataDir: string;
  dbFile: string;
  child: Child;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * `node server/src/main.ts` (as `npm start` runs it, from source) on its own DATA_DIR. A fixed free port
 * rather than PORT=0: the sandbox redirects and notifies at PUBLIC_URL, which must name the real port.
 */
export async function spawnPortal(dataDir: string, env: Record<string, string> = {}): Promise<Portal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = runSource(MAIN_SCRIPT, {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    APP_SECRET,
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  const ready = await child.waitForLog((line) => line.msg === 'Złota rybka nasłuchuje', 120_000);
  if (ready.port !== port) throw new Error(`the portal listens on ${String(ready.port)}, not ${port}`);
  return {
    url,
    dataDir,
    dbFile: path.join(dataDir, DB_FILE),
    child,
    async stop() {
      if (child.process.exitCode === null && child.process.signalCode === null) {
        child.process.kill('SIGTERM');
        await child.exit(15_000).catch(() => child.kill());
      }
    },
  };
}

/**
 * One portal per test file: the built web (made by the e2e global setup) and the API on a
 * copy of the demo database (130 fundraisers, the admin ADMIN). Stop it in afterAll.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const webDist = inject('e2eWebDist');
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist}/index.html is missing: the e2e global setup builds it`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zlota-e2e-'));
  cpSync(inject('e2eTemplateDir'), dataDir, { recursive: true });
  try {
    const portal = await spawnPortal(dataDir, { SEED_DEMO: '0', WEB_DIST: webDist, ...env });
    return {
      ...portal,
      async stop() {
        await portal.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

// ---- a test file's portal and tab ----------------------------------------------------------------

export interface Suite {
  readonly portal: Portal;
  readonly browser: Browser;
}

export interface Tab {
  readonly context: BrowserContext;
  readonly page: Page;
}

const notYet = (what: string, hook: string): never => {
  throw new Error(`${what} is read before ${hook} has run: read it inside a hook or a test, not while the file is collected`);
};

/**
 * One portal (startPortal(env)) and one Chromium for a test file: started in beforeAll, stopped in afterAll.
 * Call it at the top of the file; its hooks run before the file's own beforeAll and after its own afterAll.
 */
export function useSuite(env: Record<string, string> = {}): Suite {
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(env), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });
  return {
    get portal() {
      return portal ?? notYet('the portal', 'useSuite\'s beforeAll');
    },
    get browser() {
      return browser ?? notYet('the browser', 'useSuite\'s beforeAll');
    },
  };
}

/** Many logins and sign-ups from one address: the rate limits are the API suite's concern, not the browser suite's. */
export const GENEROUS_LIMITS = {
  RATE_LIMIT_LOGIN: '1000',
  RATE_LIMIT_SIGN_UP: '1000',
  RATE_LIMIT_REMEMBER: '1000',
  RATE_LIMIT_REMEMBER_PER_EMAIL: '1000',
  RATE_LIMIT_ACCOUNT_FAILURES: '1000',
  RATE_LIMIT_NEW_CHARITIES: '1000',
  RATE_LIMIT_IMAGE_UPLOADS: '1000',
};

/** The suite's portal database (its SQLite file), open for the file's tests: `db('users')` as with Knex. */
export function usePortalDb(suite: Suite): (table: string) => Knex.QueryBuilder {
  let db: Knex | undefined;
  beforeAll(() => {
    db = knexFactory({ client: 'sqlite3', connection: { filename: suite.portal.dbFile }, useNullAsDefault: true, pool: { min: 0, max: 1 } });
  });
  afterAll(async () => {
    await db?.destroy();
  });
  return (table) => (db ?? notYet('the database', "usePortalDb's beforeAll"))(table);
}


/** A fresh context and page of the suite's browser for every test (openContext(…, options)), closed after it. */
export function usePage(suite: Suite, options: PageOptions = {}): Tab {
  let tab: Tab | undefined;
  beforeEach(async () => {
    tab = await openContext(suite.browser, suite.portal, options);
  });
  afterEach(async () => {
    await tab?.context.close();
    tab = undefined;
  });
  return {
    get context() {
      return (tab ?? notYet('the context', 'usePage\'s beforeEach')).context;
    },
    get page() {
      return (tab ?? notYet('the page', 'usePage\'s beforeEach')).page;
    },
  };
}

// ---- pages ----------------------------------------------------------------------------------------

/** Element as read inside page.evaluate. */
export interface El {
  id: string;
  tagName: string;
  textContent: string | null;
  getBoundingClientRect(): { top: number; left: number; right: number; bottom: number; width: number; height: number };
  /** One box per line the element's text takes. */
  getClientRects(): ArrayLike<unknown>;
  /** null when the element is not displayed. */
  offsetParent: unknown;
  scrollIntoView(): void;
}

/**
 * The browser globals the tests read inside page.evaluate, typed by hand: the tests project compiles
 * without the DOM library (with it, Node's fetch types clash). Use as `(globalThis as unknown as Win)`.
 */
export interface Win {
  document: {
    title: string;
    body: El;
    documentElement: El & { scrollWidth: number; clientWidth: number };
    activeElement: El | null;
    querySelector(selector: string): El | null;
    querySelectorAll(selector: string): ArrayLike<El>;
  };
  innerWidth: number;
  innerHeight: number;
  scrollY: number;
  scrollTo(x: number, y: number): void;
  getComputedStyle(element: El, pseudo?: string): Record<string, string> & { getPropertyValue(name: string): string };
  sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void; clear(): void };
  navigator: { onLine: boolean; serviceWorker: { ready: Promise<{ active: { state: string } | null }>; controller: object | null } };
  location: { pathname: string; href: string };
}

export const PHONE = { width: 360, height: 800 };
export const DESKTOP = { width: 1280, height: 800 };

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** The consent cookie is set beforehand, so the banner does not cover the page. */
  cookiesAccepted?: boolean;
  /** axe is injected as an inline script, which the portal's CSP (script-src 'self') forbids. */
  bypassCSP?: boolean;
  /**
   * Blocked unless a test is about them: once a worker controls the tab it answers navigations from its
   * precache (status 200 for every path), which would hide what the server itself answers.
   */
  serviceWorkers?: 'allow' | 'block';
}

export async function openContext(browser: Browser, portal: Portal, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: portal.url,
    viewport: options.viewport ?? DESKTOP,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    bypassCSP: options.bypassCSP ?? false,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  context.setDefaultTimeout(10_000);
  if (options.cookiesAccepted) await context.addCookies([{ name: 'pp-cookies', value: '1', url: portal.url }]);
  const page = await context.newPage();
  watchErrors(page);
  return { context, page };
}

const pageErrors = new WeakMap<Page, string[]>();

/** Script errors of the page, kept so that a test failing to see a screen can say why. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
}

export const errorsOf = (page: Page) => pageErrors.get(page) ?? [];

/**
 * The route's content has rendered: its first heading is there (the lazy chunk loaded), and the app has taken
 * over the page (a catalog page drawn by the server shows its heading before its buttons work).
 */
export async function gotoPage(page: Page, url: string) {
  const response = await page.goto(url);
  await appReady(page, url);
  return response;
}

const appReady = (page: Page, url: string) =>
  page
    .locator('html[data-app="ready"] main h1')
    .first()
    .waitFor({ state: 'attached' })
    .catch((error: Error) => {
      throw new Error(`${url}: no heading in <main>; page errors: ${JSON.stringify(errorsOf(page))}\n${error.message}`);
    });

/**
 * `url` under the portal's service worker: the worker installs on the first visit, the tab is under its control
 * after a reload, and the app has taken the reloaded page over (a click before that would be lost).
 */
export async function gotoUnderWorker(page: Page, url = '/') {
  await gotoPage(page, url);
  const workerState = () => page.evaluate(async () => (await (globalThis as unknown as Win).navigator.serviceWorker.ready).active?.state);
  await eventually('the service worker', workerState, 'activated', 20_000);
  await reloadPage(page);
  await eventually('the tab under the worker', () => page.evaluate(() => (globalThis as unknown as Win).navigator.serviceWorker.controller !== null), true);
}

/** The page loaded again, and the app has taken it over again. */
export async function reloadPage(page: Page) {
  await page.reload();
  await appReady(page, page.url());
}

/**
 * Cuts the context off the network (ARCHITECTURE §7: `context.setOffline(true)`). Chromium's emulation
 * does not reach `navigator.onLine` of a document that loads afterwards from the service worker (it
 * reports true there, unlike a really offline device), so later documents are told what the page
 * already saw: offline. Fetches fail either way; nothing else of the app is touched.
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.addInitScript(() => {
    const navigatorProto = Object.getPrototypeOf((globalThis as unknown as { navigator: object }).navigator) as object;
    Object.defineProperty(navigatorProto, 'onLine', { configurable: true, get: () => false });
  });
}

/**
 * The browser says the connection saves data or is slow (`navigator.connection`): `saveData` as a phone on a metered
 * plan, or an `effectiveType` of 2g or slow-2g as Chromium measures a weak line.
 */
export async function emulateSavingConnection(context: BrowserContext, connection: { saveData: boolean; effectiveType: string } = { saveData: true, effectiveType: '4g' }) {
  await context.addInitScript((said) => {
    Object.defineProperty(Object.getPrototypeOf((globalThis as unknown as { navigator: object }).navigator) as object, 'connection', {
      configurable: true,
      get: () => ({ ...said, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}

/**
 * Keeps every string the page writes into document.cookie, as written: what the app asked for, which
 * Chromium may shorten (it keeps no cookie longer than 400 days). Read with writtenCookies(page).
 */
export async function recordCookieWrites(context: BrowserContext) {
  await context.addInitScript(() => {
    const proto = Object.getPrototypeOf(Object.getPrototypeOf((globalThis as unknown as Win).document)) as object;
    const property = Object.getOwnPropertyDescriptor(proto, 'cookie')!;
    Object.defineProperty(proto, 'cookie', {
      configurable: true,
      get() {
        return property.get!.call(this);
      },
      set(value: string) {
        ((globalThis as unknown as { writtenCookies?: string[] }).writtenCookies ??= []).push(value);
        property.set!.call(this, value);
      },
    });
  });
}

export const writtenCookies = (page: Page) => page.evaluate(() => (globalThis as unknown as { writtenCookies?: string[] }).writtenCookies ?? []);

// ---- API and session -----------------------------------------------------------------------------

export async function apiCall(portal: Portal, method: string, urlPath: string, options: CallOptions = {}) {
  return call(portal.url, method, urlPath, options);
}

export async function adminSession(portal: Portal): Promise<Session> {
  const response = await apiCall(portal, 'POST', '/api/admin/api-login', { body: { login: ADMIN.email, password: ADMIN.password } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Session;
}

/** A registered user (not an admin): signed up through the API and activated by the admin. */
export async function userSession(portal: Portal): Promise<Session> {
  const body = signUpBody();
  const created = await apiCall(portal, 'POST', '/api/user/sign-up', { body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const admin = await adminSession(portal);
  const activated = await apiCall(portal, 'POST', `/api/admin/user/${created.body.id}/activate`, { token: admin.access_token });
  expect(activated.status, JSON.stringify(activated.body)).toBeLessThan(300);
  const login = await apiCall(portal, 'POST', '/user/api-login', { body: { login: body.email, password: body.password } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body as Session;
}

/** A new account, given this role of the foundation's team by the admin from the API, signed in as staff. */
export async function staffSession(portal: Portal, role: StaffRole): Promise<Session & { email: string; password: string }> {
  const body = signUpBody();
  const created = await apiCall(portal, 'POST', '/api/user/sign-up', { body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const admin = await adminSession(portal);
  expect((await apiCall(portal, 'POST', `/api/admin/user/${created.body.id}/activate`, { token: admin.access_token })).status).toBe(204);
  const granted = await apiCall(portal, 'PUT', `/api/admin/user/${created.body.id}/role`, { token: admin.access_token, body: { role } });
  expect(granted.status, JSON.stringify(granted.body)).toBe(204);
  const login = await apiCall(portal, 'POST', '/api/admin/api-login', { body: { login: body.email, password: body.password } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { ...(login.body as Session), email: body.email, password: body.password };
}

/** What an organiser writes about their fundraiser on /nowa-zbiorka (the declarations are ticked for them). */
export interface OrganiserCharityContent {
  title: string;
  name: string;
  target: string;
  target_amount: string;
  short_description: string;
  description: string;
  needy: { name: string; surname: string; city: string };
}

/**
 * A new user's fundraiser, made through the API as the account screens make it: a draft, sent for the foundation's
 * review, or also approved by it (active and public).
 */
export async function organiserCharity(portal: Portal, content: OrganiserCharityContent, stage: 'draft' | 'submitted' | 'published') {
  const session = await userSession(portal);
  const info = await apiCall(portal, 'GET', '/api/user/info', { token: session.access_token });
  const created = await apiCall(portal, 'POST', '/api/user/create-charity', {
    token: session.access_token,
    body: { declarations: { adult: true, beneficiary_consent: true, health_data: true }, ...content, ...(stage === 'draft' ? {} : { submit: true }) },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (stage === 'published') {
    const admin = await adminSession(portal);
    const approved = await apiCall(portal, 'POST', `/api/admin/charity/${created.body.id}/moderate`, { token: admin.access_token, body: { action: 'approve' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  }
  return { session, email: info.body.email as string, charity: created.body as { id: number; url: string; title: string } };
}

/** Logs the tab in as the web app does (spec §3: token, expiry and admin marker in session storage), then reloads. */
export async function logInTab(page: Page, session: Session) {
  await page.evaluate(
    ([keys, value]) => {
      const { sessionStorage } = globalThis as unknown as Win;
      sessionStorage.setItem(keys.accessToken, value.access_token);
      sessionStorage.setItem(keys.tokenExpiry, String(value.expires_at));
      if (value.admin) sessionStorage.setItem(keys.adminMarker, '1');
    },
    [SESSION_STORAGE_KEYS, session] as const,
  );
  await page.reload();
}

/** Public fundraisers of the demo, in list order. */
export async function listCharities(portal: Portal, size = 50): Promise<Charity[]> {
  const response = await apiCall(portal, 'GET', `/api/charity?page=1&size=${size}`);
  expect(response.status).toBe(200);
  return response.body as Charity[];
}

export async function charityDetails(portal: Portal, url: string): Promise<CharityDetails> {
  const response = await apiCall(portal, 'GET', `/api/charity/${encodeURIComponent(url)}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as CharityDetails;
}

// ---- checks --------------------------------------------------------------------------------------

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** axe's own explanation of the first node (for contrast: the colours and the ratio). */
  summary: string | undefined;
}

/** axe-core's serious and critical violations on the page as it is now (needs a context with bypassCSP). */
export async function axe(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    type Result = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };
    const { axe: engine, document } = globalThis as unknown as Win & { axe: { run(context: unknown): Promise<{ violations: Result[] }> } };
    const result = await engine.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')), summary: v.nodes[0]?.failureSummary }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Polls `read` until it returns `expected` (for hooks, where expect.poll is not allowed). */
export async function eventually<T>(what: string, read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < end) {
    last = await read().catch(() => undefined);
    if (last === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what}: expected ${JSON.stringify(expected)}, still ${JSON.stringify(last)} after ${timeoutMs} ms`);
}

/** Ticks the organiser's declarations of a fundraiser form, found by their words (shared/declarations.ts). */
export async function acceptDeclarations(page: Page) {
  for (const key of DECLARATION_KEYS) await page.getByRole('checkbox', { name: ORGANISER_DECLARATIONS[key] }).check();
}

