import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Charity, CharityDetails } from '@zlota/shared/entities';
import { HOME_PAGE_SIZE } from '@zlota/shared/constants';
import { catalogPaths, FIRST_LOAD_ELEMENT_ID, type FirstLoadAnswers } from '@zlota/shared/first-load';
import { formatZl } from '@zlota/shared/money';
import {
  adminSession,
  apiCall,
  charityDetails,
  DESKTOP,
  errorsOf,
  gotoPage,
  listCharities,
  logInTab,
  openContext,
  PHONE,
  userSession,
  useSuite,
  watchErrors,
} from '../support/browser.js';

// The catalog's first screen comes drawn in the HTML (server/src/web, web/src/entry-server.tsx) with the API
// answers it was drawn from; the browser then takes that HTML over (web/src/app/start.tsx, hydration) without
// asking for those answers again, and without a skeleton, a layout shift or a redraw on the way.

const suite = useSuite();

/** Every state of the catalog that stands in for data still to come (components/skeletons.tsx, app/page-skeleton.tsx). */
const SKELETON = '.skeleton, .banner--waiting, .charity--waiting, .charity-grid--waiting, .statistics__item--waiting, .page-skeleton';
const COOKIE_BANNER = 'aria-label="Informacja o plikach cookies"';

const charityHref = (url: string) => `/zbiorka/${encodeURIComponent(url)}`;
const decodeEntities = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');
/** Text of an HTML fragment with every kind of space as one plain space. */
const textOf = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Text compared without its spacing: how the tags of a description split the words is up to the browser. */
const unspaced = (text: string) => text.replace(/\s+/g, '');

/** The foundation's own pages (server/src/web/page-data.ts) and the heading each opens with. */
const TEXT_PAGES = [
  ['/najczesciej-zadawane-pytania', 'Informacje'],
  ['/fundacja', 'O Fundacji Złota rybka'],
  ['/kontakt', 'Kontakt'],
  ['/jedenProcent', 'Przekaż 1,5% podatku'],
  ['/regulamin', 'Regulamin serwisu Złota rybka'],
  ['/polityka-cookies', 'Polityka cookies'],
  ['/polityka-prywatnosci', 'Polityka prywatności'],
] as const;

async function promoted(): Promise<Charity[]> {
  const response = await apiCall(suite.portal, 'GET', '/api/charity/promoted');
  expect(response.status).toBe(200);
  return (response.body as Charity[]).filter((charity) => charity.needy);
}

/** Public fundraisers with a picture and a needy person that have not reached their goal (the first ones of the list). */
async function ordinaryCharities(): Promise<Charity[]> {
  const charities = (await listCharities(suite.portal)).filter((c) => c.image && c.needy && c.collected_amount < c.target_amount);
  expect(charities.length, 'the demo has ordinary fundraisers').toBeGreaterThan(3);
  return charities;
}

async function searchApi(term: string): Promise<Charity[]> {
  const response = await apiCall(suite.portal, 'GET', `/api/charity/search/${encodeURIComponent(term)}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as Charity[]).filter((charity) => charity.needy);
}

async function pageHtml(path: string, cookie?: string): Promise<string> {
  const response = await fetch(`${suite.portal.url}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The chunks the page's entry script imports statically (`import"./x.js"`, `from"./x.js"`; never `import("./x.js")`). */
async function entryImportsOf(html: string): Promise<Set<string>> {
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(entry, 'the page has its entry script').toBeDefined();
  const code = await (await fetch(`${suite.portal.url}${entry}`)).text();
  const folder = entry!.slice(0, entry!.lastIndexOf('/') + 1);
  return new Set([...code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)].map(([, file]) => `${folder}${file}`));
}

function embeddedAnswers(html: string): FirstLoadAnswers {
  const json = new RegExp(`<script type="application/json" id="${FIRST_LOAD_ELEMENT_ID}">([^]*?)</script>`).exec(html)?.[1];
  expect(json, 'the page embeds the answers it was drawn from').toBeDefined();
  return JSON.parse(json!) as FirstLoadAnswers;
}

/** The inside of `<div id="root">`: the drawn screen (the answers' script follows the root). */
const drawnPart = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${FIRST_LOAD_ELEMENT_ID}"`));

// ---- what the page goes through, recorded from before its first byte ----------------------------------------

interface FirstScreenRecord {
  /** The skeletons ever put into the document (their class and a bit of their HTML). */
  skeletons: string[];
  /** The layout shift total (CLS without session windows): the sum of every shift without recent input. */
  layoutShift: number;
  shifts: { value: number; at: number; sources: string[] }[];
  /** When #root's first element stopped being the one the server sent (the app drew the page anew), if ever. */
  redrawnAt: number | null;
}

/** Installed with context.addInitScript: runs in the page before any of its own scripts. */
function recordFirstScreen(skeletonSelector: string) {
  interface DomNode {
    nodeType: number;
  }
  interface DomElement extends DomNode {
    id: string;
    className: string;
    outerHTML: string;
    tagName: string;
    firstElementChild: DomElement | null;
    matches(selector: string): boolean;
    querySelector(selector: string): DomElement | null;
  }
  interface MutationRecordLike {
    type: string;
    target: DomElement;
    addedNodes: ArrayLike<DomNode>;
  }
  const page = globalThis as unknown as {
    document: DomNode & { readyState: string; getElementById(id: string): DomElement | null; addEventListener(type: string, listener: () => void): void };
    MutationObserver: new (callback: (records: MutationRecordLike[]) => void) => { observe(target: unknown, options: object): void };
    PerformanceObserver: new (callback: (list: { getEntries(): { value: number; hadRecentInput: boolean; startTime: number; sources?: { node?: DomElement | null }[] }[] }) => void) => {
      observe(options: object): void;
    };
    firstScreen: FirstScreenRecord;
  };
  const record: FirstScreenRecord = { skeletons: [], layoutShift: 0, shifts: [], redrawnAt: null };
  page.firstScreen = record;
  const isElement = (node: DomNode): node is DomElement => node.nodeType === 1;
  const note = (element: DomElement) => {
    const skeleton = element.matches(skeletonSelector) ? element : element.querySelector(skeletonSelector);
    if (skeleton) record.skeletons.push(`${skeleton.className}: ${skeleton.outerHTML.slice(0, 160)}`);
  };
  let serverScreen: DomElement | null | undefined;
  new page.MutationObserver((records) => {
    for (const mutation of records) {
      if (mutation.type === 'attributes') note(mutation.target);
      for (const node of Array.from(mutation.addedNodes)) if (isElement(node)) note(node);
      if (mutation.type === 'childList' && mutation.target.id === 'root' && serverScreen !== undefined && record.redrawnAt === null) {
        if (mutation.target.firstElementChild !== serverScreen) record.redrawnAt = performance.now();
      }
    }
  }).observe(page.document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  page.document.addEventListener('DOMContentLoaded', () => {
    serverScreen = page.document.getElementById('root')?.firstElementChild ?? null;
  });
  new page.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      record.layoutShift += entry.value;
      const sources = (entry.sources ?? []).map((source) => (source.node ? `${source.node.tagName}.${String(source.node.className)}` : '?'));
      record.shifts.push({ value: entry.value, at: entry.startTime, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const firstScreenOf = (page: Page) => page.evaluate(() => (globalThis as unknown as { firstScreen: FirstScreenRecord }).firstScreen);

/** The warnings of start.tsx that React had to draw part of a drawn page anew, by page. */
const mismatches = new WeakMap<Page, string[]>();

/** A context whose pages record their first screen, and a log of the API requests its pages make. */
async function recordingContext(options: Parameters<typeof openContext>[2]) {
  const { context, page } = await openContext(suite.browser, suite.portal, options);
  await context.addInitScript(recordFirstScreen, SKELETON);
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('różni się od aplikacji')) mismatches.set(page, [...(mismatches.get(page) ?? []), message.text()]);
  });
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/images/')) requests.push(decodeURIComponent(url.pathname) + url.search);
  });
  return { context, page, requests };
}

/**
 * Opens `path`, waits until the app has taken the server's screen over (`html[data-app=ready]`, set by the layout)
 * and its syncs have settled, and checks it kept the server's elements rather than drawing the page anew.
 */
async function openDrawn(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page
    .locator('html[data-app="ready"]')
    .waitFor({ state: 'attached', timeout: 20_000 })
    .catch((error: Error) => {
      throw new Error(`the app takes over ${path}; page errors: ${JSON.stringify(errorsOf(page))}\n${error.message}`);
    });
  await page.waitForLoadState('networkidle');
  expect((await firstScreenOf(page)).redrawnAt, `the app kept the server's elements of ${path}`).toBeNull();
  expect(mismatches.get(page) ?? [], 'differences between the drawn page and the app').toEqual([]);
}

// ---- without JavaScript -------------------------------------------------------------------------------------

describe('without JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await suite.browser.newContext({ baseURL: suite.portal.url, viewport: DESKTOP, locale: 'pl-PL', timezoneId: 'Europe/Warsaw', javaScriptEnabled: false, serviceWorkers: 'block' });
    context.setDefaultTimeout(10_000);
    await context.addCookies([{ name: 'pp-cookies', value: '1', url: suite.portal.url }]);
    page = await context.newPage();
    watchErrors(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  test('the home page shows the first promoted fundraiser in the banner with its picture, the first page of cards and the statistics', async () => {
    const [first] = await promoted();
    const cards = (await listCharities(suite.portal, HOME_PAGE_SIZE)).filter((c) => c.needy);
    expect(first, 'the demo promotes fundraisers').toBeDefined();
    await page.goto('/');

    const slide = page.locator('.banner__slide--active');
    expect(await slide.getByRole('heading').innerText()).toBe(first!.title);
    const picture = slide.locator('img.banner__image');
    await expect
      .poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), { timeout: 10_000, message: 'the banner picture loads' })
      .toBeGreaterThan(0);

    const titles = await page.locator('.charity-list article .charity-card__title').allInnerTexts();
    expect(titles).toEqual(cards.map((c) => c.title));

    const strip = page.getByRole('region', { name: 'Fundacja w liczbach' });
    const items = (await strip.getByRole('listitem').allTextContents()).map(spaced);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/^(ponad )?\d[\d ]* ?przeprowadzonych zbiórek$/);
    expect(items[1]).toMatch(/^(ponad )?\d[\d ]* ?zakupionych wózków$/);
    expect(items[2]).toMatch(/^(ponad )?\d[\d ,]*( mln)? zł ?zebranych dla potrzebujących$/);
    expect(await page.locator(SKELETON).count()).toBe(0);
    // Only the app can store the catalog: until it has taken the page over, the footer's button takes no click.
    expect(await page.locator('footer').getByRole('button', { name: 'Pobierz wszystkie zbiórki na telefon' }).isDisabled()).toBe(true);
  });

  test('a fundraiser page shows its title, needy person, amounts and description, and its Wesprzyj link opens the support page', async () => {
    const [card] = await ordinaryCharities();
    const details = await charityDetails(suite.portal, card!.url);
    await page.goto(charityHref(details.url));

    expect(await page.locator('main h1').innerText()).toBe(details.title);
    const main = page.getByRole('main');
    const text = spaced(await main.innerText());
    expect(text).toContain(`Zbieramy dla: ${details.needy!.name} ${details.needy!.surname}`);
    expect(text).toContain(details.needy!.city);
    expect(spaced(await page.locator('.charity__amounts').innerText())).toBe(spaced(`Zebrano ${formatZl(details.collected_amount)} z ${formatZl(details.target_amount)}`));
    const description = unspaced(textOf(details.description));
    expect(description.length, 'the fundraiser has a description').toBeGreaterThan(20);
    expect(unspaced(await page.locator('.charity__description').innerText())).toBe(description);
    expect(await page.locator(SKELETON).count()).toBe(0);
    expect(await main.getByText('Wczytywanie pełnego opisu').count()).toBe(0);

    const support = main.getByRole('link', { name: 'Wesprzyj', exact: true });
    expect(await support.getAttribute('href')).toBe(`${charityHref(details.url)}/wsparcie`);
    const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === `${charityHref(details.url)}/wsparcie`), support.click()]);
    expect(response.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === `${charityHref(details.url)}/wsparcie`);
  });

  test('the foundation\'s own pages carry their whole text, and /fundacja its figures', async () => {
    for (const [path, heading] of TEXT_PAGES) {
      await page.goto(path);
      expect(await page.locator('main h1').innerText(), path).toBe(heading);
      const text = spaced(await page.getByRole('main').innerText());
      expect(text.length, `the text of ${path}`).toBeGreaterThan(400);
      expect(await page.locator(SKELETON).count(), path).toBe(0);
    }
    await page.goto('/fundacja');
    const figures = (await page.getByRole('region', { name: 'W liczbach' }).getByRole('listitem').allTextContents()).map(spaced);
    expect(figures).toHaveLength(3);
    expect(figures[0]).toMatch(/przeprowadzonych zbiórek$/);
  });

  test('a search page lists the fundraisers found as cards', async () => {
    const found = await searchApi('łódź');
    expect(found.length, 'the demo has fundraisers in Łódź').toBeGreaterThan(0);
    await page.goto(`/zbiorki/szukaj/${encodeURIComponent('łódź')}`);
    expect(await page.locator('main h1').innerText()).toBe('Wyniki wyszukiwania: „łódź”');
    expect(await page.locator('main article .charity-card__title').allInnerTexts()).toEqual(found.map((c) => c.title));
    expect(await page.locator(SKELETON).count()).toBe(0);
  });
});

// ---- with JavaScript: the app takes the drawn screen over unnoticed -----------------------------------------

describe('with JavaScript, the app takes the drawn page over without a skeleton, a shift or a redraw', () => {
  for (const [device, viewport] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    test(`the home page on ${device}: no skeleton, no layout shift, no error, and the banner turns on a click`, async () => {
      const slides = await promoted();
      expect(slides.length, 'the demo promotes more than one fundraiser').toBeGreaterThan(1);
      const { context, page } = await recordingContext({ viewport, cookiesAccepted: true });
      try {
        await openDrawn(page, '/');
        const record = await firstScreenOf(page);
        expect(record.skeletons, 'skeletons put into the page').toEqual([]);
        expect(record.layoutShift, `layout shifts: ${JSON.stringify(record.shifts)}`).toBeLessThan(0.01);
        expect(errorsOf(page)).toEqual([]);

        const banner = page.getByRole('region', { name: 'Wyróżnione zbiórki' });
        const activeTitle = () => banner.locator('.banner__slide--active').getByRole('heading').innerText();
        // Paused first, so the autoplay cannot turn the slide meanwhile: the click is what turns it.
        await banner.getByRole('button', { name: 'Zatrzymaj automatyczne przewijanie' }).click();
        const before = await activeTitle();
        const index = slides.findIndex((s) => s.title === before);
        expect(index).toBeGreaterThanOrEqual(0);
        await banner.getByRole('button', { name: 'Następny slajd' }).click();
        await expect.poll(activeTitle).toBe(slides[(index + 1) % slides.length]!.title);
        expect(errorsOf(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test(`a fundraiser page on ${device}: no skeleton, no layout shift, no error, and its picture opens the preview`, async () => {
      const [, card] = await ordinaryCharities();
      const { context, page } = await recordingContext({ viewport, cookiesAccepted: true });
      try {
        await openDrawn(page, charityHref(card!.url));
        const record = await firstScreenOf(page);
        expect(record.skeletons, 'skeletons put into the page').toEqual([]);
        expect(record.layoutShift, `layout shifts: ${JSON.stringify(record.shifts)}`).toBeLessThan(0.01);
        expect(errorsOf(page)).toEqual([]);
        expect(await page.locator('main h1').innerText()).toBe(card!.title);

        await page.getByRole('button', { name: /Powiększ zdjęcie do zbiórki/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Podgląd zdjęcia' });
        await expect.poll(() => dialog.isVisible()).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.isVisible()).toBe(false);
        expect(errorsOf(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('with JavaScript, the foundation\'s own pages', () => {
  test('are taken over as drawn, with no skeleton, shift, redraw or error, on a phone', async () => {
    const { context, page } = await recordingContext({ viewport: PHONE, cookiesAccepted: true });
    try {
      for (const [path, heading] of TEXT_PAGES) {
        await openDrawn(page, path);
        const record = await firstScreenOf(page);
        expect(record.skeletons, `skeletons put into ${path}`).toEqual([]);
        expect(record.layoutShift, `layout shifts of ${path}: ${JSON.stringify(record.shifts)}`).toBeLessThan(0.01);
        expect(await page.locator('main h1').innerText(), path).toBe(heading);
      }
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('with JavaScript, a drawn search page', () => {
  test('shows its results without a skeleton, a layout shift or a search request', async () => {
    const term = 'łódź';
    const found = await searchApi(term);
    const { context, page, requests } = await recordingContext({ viewport: PHONE, cookiesAccepted: true });
    try {
      await openDrawn(page, `/zbiorki/szukaj/${encodeURIComponent(term)}`);
      const record = await firstScreenOf(page);
      expect(record.skeletons, 'skeletons put into the page').toEqual([]);
      expect(record.layoutShift, `layout shifts: ${JSON.stringify(record.shifts)}`).toBeLessThan(0.01);
      expect(requests.filter((r) => r.startsWith('/api/charity/search/')), 'the results came with the page').toEqual([]);
      expect(await page.locator('main article .charity-card__title').allInnerTexts()).toEqual(found.map((c) => c.title));
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** What the test reads of the page's document (the tests are type-checked without the DOM's types). */
interface PageGlobals {
  document: { head: { querySelectorAll(selector: string): Iterable<{ getAttribute(name: string): string | null }> } };
}

// ---- the first paint has the link to itself ----------------------------------------------------------------

describe('the first paint', () => {
  test.each([
    ['the home page', '/'],
    ['a fundraiser page', ''],
  ])('of %s needs only the stylesheet: the app\'s modules are asked for once it has arrived, all of them', async (_name, given) => {
    const path = given || charityHref((await ordinaryCharities())[0]!.url);
    const html = await pageHtml(path);
    const template = /<template id="app-modules">([^]*?)<\/template>/.exec(html)?.[1] ?? '';
    const inTemplate = [...template.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, href]) => href!);
    expect(inTemplate.length, 'the app\'s modules wait in the template').toBeGreaterThan(3);
    // Outside it, only what the entry script itself imports (the browser asks for that with the entry anyway; with the
    // panel's own entry, Vite's preload helper is a chunk the two entries share).
    const preloadedOutside = [...html.replace(template, '').matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, href]) => href!);
    const entryImports = await entryImportsOf(html);
    expect(preloadedOutside.filter((href) => !entryImports.has(href)), 'no module preload of the app outside it').toEqual([]);

    const { context, page } = await recordingContext({ cookiesAccepted: true });
    try {
      await openDrawn(page, path);
      const timing = await page.evaluate(() => {
        const { document } = globalThis as unknown as PageGlobals;
        return {
          resources: performance.getEntriesByType('resource').map((entry) => {
            const { name, startTime, responseEnd } = entry as unknown as { name: string; startTime: number; responseEnd: number };
            return { path: new URL(name).pathname, asked: startTime, arrived: responseEnd };
          }),
          preloaded: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
        };
      });
      const styles = timing.resources.filter((resource) => resource.path.endsWith('.css'));
      expect(styles.length, 'the page has its stylesheet').toBeGreaterThan(0);
      const styled = Math.max(...styles.map((style) => style.arrived));
      const asked = timing.resources.filter((resource) => inTemplate.includes(resource.path));
      expect(asked.map((module) => module.path).sort(), 'every module of the template is asked for').toEqual([...inTemplate].sort());
      for (const module of asked) expect(module.asked, `${module.path} is asked for once the stylesheet is here`).toBeGreaterThanOrEqual(styled);
      expect(timing.preloaded).toEqual(expect.arrayContaining(inTemplate));
    } finally {
      await context.close();
    }
  });
});

// ---- the embedded answers replace the first requests, and only those ----------------------------------

describe('the answers the page came with', () => {
  test('a drawn fundraiser page asks the API for none of its first screen', async () => {
    const [, , card] = await ordinaryCharities();
    const { context, page, requests } = await recordingContext({ cookiesAccepted: true });
    try {
      await openDrawn(page, charityHref(card!.url));
      expect(await page.locator('main h1').innerText()).toBe(card!.title);
      expect(requests).not.toContain(`/api/charity/${card!.url}`);
      expect(requests).not.toContain('/api/charity/promoted');
      expect(requests.filter((r) => r.startsWith(`/api/charity/${card!.id}/donations`)), 'the supporters came with the page').toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the drawn home page asks for none of its lists, while a fundraiser opened from it is fetched and shown', async () => {
    const cards = (await listCharities(suite.portal, HOME_PAGE_SIZE)).filter((c) => c.needy);
    const target = cards.filter((c) => c.image)[1]!;
    const details = await charityDetails(suite.portal, target.url);
    const { context, page, requests } = await recordingContext({ cookiesAccepted: true });
    try {
      await openDrawn(page, '/');
      for (const path of ['/api/charity/promoted', `/api/charity?page=1&size=${HOME_PAGE_SIZE}`, '/api/charity/count', '/api/stats']) expect(requests, path).not.toContain(path);

      await page.locator('.charity-list article').filter({ hasText: target.title }).getByRole('link', { name: target.title, exact: true }).click();
      await page.waitForURL((url) => url.pathname === charityHref(target.url));
      await expect.poll(() => requests, { message: 'the fundraiser opened by the app is fetched' }).toContain(`/api/charity/${target.url}`);
      await expect.poll(() => page.locator('main h1').innerText()).toBe(details.title);
      const description = unspaced(textOf(details.description));
      await expect.poll(() => page.locator('.charity__description').innerText().then(unspaced), { timeout: 10_000 }).toBe(description);
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('back on the drawn page after leaving it, the fundraiser is read afresh: a donation made meanwhile shows', async () => {
    const [, , , card] = await ordinaryCharities();
    const before = await charityDetails(suite.portal, card!.url);
    const { context, page, requests } = await recordingContext({ cookiesAccepted: true });
    try {
      await openDrawn(page, charityHref(card!.url));
      const amounts = page.locator('.charity__amounts');
      expect(spaced(await amounts.innerText())).toBe(spaced(`Zebrano ${formatZl(before.collected_amount)} z ${formatZl(before.target_amount)}`));
      expect(requests).not.toContain(`/api/charity/${card!.url}`);

      const admin = await adminSession(suite.portal);
      const donated = await apiCall(suite.portal, 'POST', `/api/charity/${card!.id}/fdonate`, { token: admin.access_token, body: { amount: '25', method: 'cash', note: 'Puszka e2e' } });
      expect(donated.status, JSON.stringify(donated.body)).toBe(201);

      await page.getByRole('banner').getByRole('link', { name: 'Złota rybka — strona główna' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.locator('.charity-list article').first().waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === charityHref(card!.url));
      await expect.poll(() => requests, { message: 'the fundraiser is asked for again' }).toContain(`/api/charity/${card!.url}`);
      await expect
        .poll(() => amounts.innerText().then(spaced), { timeout: 10_000 })
        .toBe(spaced(`Zebrano ${formatZl(before.collected_amount + 25)} z ${formatZl(before.target_amount)}`));
      expect(await page.locator('main h1').innerText()).toBe(before.title);
      expect(unspaced(await page.locator('.charity__description').innerText())).toBe(unspaced(textOf(before.description)));
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a phone with the system share sheet (Web Share API)', () => {
  test('takes a drawn fundraiser over without a redraw, and then offers the share sheet', async () => {
    const [, , , , , card] = await ordinaryCharities();
    const { context, page } = await recordingContext({ viewport: PHONE, cookiesAccepted: true });
    try {
      // Chromium on Linux has no navigator.share; phones and desktop Chrome elsewhere do. The server cannot know.
      await context.addInitScript(() => {
        Object.defineProperty((globalThis as unknown as { navigator: object }).navigator, 'share', { value: async () => {}, configurable: true });
      });
      await openDrawn(page, charityHref(card!.url));
      await expect.poll(() => page.getByRole('button', { name: 'Udostępnij', exact: true }).isVisible()).toBe(true);
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// ---- a device that stored the page on an earlier visit -------------------------------------------------------

describe('a device that stored the fundraiser on an earlier visit', () => {
  test('opened again after a donation, it shows only the new amount: the stored copy never flashes over the drawn page', async () => {
    const [, , , , card] = await ordinaryCharities();
    const before = await charityDetails(suite.portal, card!.url);
    const { context, page } = await recordingContext({ cookiesAccepted: true });
    try {
      await openDrawn(page, charityHref(card!.url)); // Dexie now holds this fundraiser
      const admin = await adminSession(suite.portal);
      const donated = await apiCall(suite.portal, 'POST', `/api/charity/${card!.id}/fdonate`, { token: admin.access_token, body: { amount: '7', method: 'cash', note: 'Puszka e2e' } });
      expect(donated.status, JSON.stringify(donated.body)).toBe(201);

      // Every text the amounts line ever has on the second visit, from before the app starts.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (globalThis as unknown as { amountsSeen: string[] }).amountsSeen = seen;
        const doc = (globalThis as unknown as { document: { querySelector(s: string): { textContent: string | null } | null } }).document;
        const note = () => {
          const text = doc.querySelector('.charity__amounts')?.textContent;
          if (text && seen[seen.length - 1] !== text) seen.push(text);
        };
        const Observer = (globalThis as unknown as { MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void } }).MutationObserver;
        new Observer(note).observe(doc, { childList: true, subtree: true, characterData: true });
      });
      await openDrawn(page, charityHref(card!.url));
      const expected = spaced(`Zebrano ${formatZl(before.collected_amount + 7)} z ${formatZl(before.target_amount)}`);
      await expect.poll(() => page.locator('.charity__amounts').innerText().then(spaced)).toBe(expected);
      const seen = await page.evaluate(() => (globalThis as unknown as { amountsSeen: string[] }).amountsSeen);
      expect(seen.map(spaced)).toEqual([expected]);
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// ---- the cookie banner --------------------------------------------------------------------------------------

describe('the cookie banner', () => {
  test('without consent it is in the drawn HTML and stays visible once the app has started', async () => {
    expect(await pageHtml('/')).toContain(COOKIE_BANNER);
    const { context, page } = await recordingContext({ cookiesAccepted: false });
    try {
      await openDrawn(page, '/');
      const banner = page.getByRole('region', { name: 'Informacja o plikach cookies' });
      expect(await banner.isVisible()).toBe(true);
      await banner.getByRole('button', { name: 'Akceptuje' }).click();
      await expect.poll(() => banner.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('with consent (pp-cookies=1) it is neither in the HTML nor on the screen', async () => {
    expect(await pageHtml('/', 'pp-cookies=1')).not.toContain(COOKIE_BANNER);
    const { context, page } = await recordingContext({ cookiesAccepted: true });
    try {
      await openDrawn(page, '/');
      expect(await page.getByRole('region', { name: 'Informacja o plikach cookies' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

// ---- the server draws current data --------------------------------------------------------------------------

describe('what the server draws', () => {
  test('after a donation, the fundraiser page is drawn and embedded with the new collected amount', async () => {
    const [, , , , card] = await ordinaryCharities();
    const path = charityHref(card!.url);
    const key = catalogPaths.charity(card!.url);
    const before = embeddedAnswers(await pageHtml(path))[key] as CharityDetails;
    expect(before.id).toBe(card!.id);
    expect(textOf(drawnPart(await pageHtml(path)))).toContain(spaced(`Zebrano ${formatZl(before.collected_amount)} z`));

    const admin = await adminSession(suite.portal);
    const donated = await apiCall(suite.portal, 'POST', `/api/charity/${card!.id}/fdonate`, { token: admin.access_token, body: { amount: '123,45', method: 'transfer', bank_reference: `E2E ${card!.id}`, note: 'Przelew e2e' } });
    expect(donated.status, JSON.stringify(donated.body)).toBe(201);

    const html = await pageHtml(path);
    const after = embeddedAnswers(html)[key] as CharityDetails;
    expect(after.collected_amount).toBeCloseTo(before.collected_amount + 123.45, 2);
    expect(textOf(drawnPart(html))).toContain(spaced(`Zebrano ${formatZl(after.collected_amount)} z ${formatZl(after.target_amount)}`));
  });
});

describe('a logged-in visitor', () => {
  test("gets the same drawn page (the server cannot know the session) and the app takes it over as it is, with the account's menu", async () => {
    const { context, page } = await recordingContext({ viewport: DESKTOP, cookiesAccepted: true });
    try {
      await gotoPage(page, '/fundacja');
      await logInTab(page, await userSession(suite.portal));
      await openDrawn(page, '/');
      const navigation = page.getByRole('navigation', { name: 'Główna nawigacja' });
      await expect.poll(() => navigation.getByRole('link', { name: 'Konto' }).count()).toBeGreaterThan(0);
      expect(await navigation.getByRole('link', { name: 'Zaloguj' }).count()).toBe(0);
      const record = await firstScreenOf(page);
      expect(record.skeletons).toEqual([]);
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
