import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Charity } from '@zlota/shared/entities';
import { DESKTOP, gotoPage, listCharities, openContext, PHONE, useSuite, watchErrors, type Win } from '../support/browser.js';

// Issue 37 item 11: pa11y's check, HTML_CodeSniffer against WCAG 2 AA, finds no error on the public routes of spec §2.
// pa11y itself pulls puppeteer, which downloads a Chrome while installing; so the test does what pa11y's htmlcs
// runner does (HTMLCS.js injected, `HTMLCS.process('WCAG2AA', document)`, its messages of type 1, the errors; pa11y
// reports no warnings or notices unless asked) in the Debian Chromium of the other browser tests. The first visit,
// with the cookie banner up, is checked, at 360 px and on a desktop. The PDFs and /logout are no pages to check.

const HTMLCS_SOURCE = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

interface HtmlcsError {
  code: string;
  message: string;
  element: string;
}

/** HTML_CodeSniffer's WCAG 2 AA errors on the page as it is now (needs a context with bypassCSP). */
async function htmlcsErrors(page: Page): Promise<HtmlcsError[]> {
  await page.addScriptTag({ content: HTMLCS_SOURCE });
  return page.evaluate(
    () =>
      new Promise<HtmlcsError[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: { outerHTML?: string } };
        const { HTMLCS, document } = globalThis as unknown as Win & {
          HTMLCS: { process(standard: string, content: unknown, done: (error?: unknown) => void): void; getMessages(): Message[] };
        };
        HTMLCS.process('WCAG2AA', document, (error) => {
          if (error) reject(new Error(String(error)));
          else resolve(HTMLCS.getMessages().filter((message) => message.type === 1).map((message) => ({ code: message.code, message: message.msg, element: (message.element.outerHTML ?? '').slice(0, 200) })));
        });
      }),
  );
}

const suite = useSuite();
let charity: Charity;

beforeAll(async () => {
  charity = (await listCharities(suite.portal)).find((c) => c.image && c.needy && c.collected_amount > 0 && c.collected_amount < c.target_amount)!;
});

/** The public routes of spec §2 that are pages, ":name" standing for a fundraiser's address. */
const ROUTES = [
  '/',
  '/zbiorki',
  '/zbiorka/:name',
  '/protege/:name',
  '/protege/:name/view',
  '/zbiorka/:name/wsparcie',
  '/zbiorka/:name/procesowanie-wplaty',
  '/zbiorka/:name/dziekuje',
  `/zbiorki/szukaj/${encodeURIComponent('łódź')}`,
  '/najczesciej-zadawane-pytania',
  '/fundacja',
  '/kontakt',
  '/info/kontakt',
  '/jedenProcent',
  '/regulamin',
  '/polityka-cookies',
  '/polityka-prywatnosci',
  '/404',
  '/nie-ma-takiej-strony',
  '/nowy-uzytkownik-i-zbiorka',
  // Spec §2's user routes open to a visitor.
  '/user/login',
  '/user/signup',
  '/user/remember',
];

describe.each([
  ['360 px', PHONE],
  ['1280 px', DESKTOP],
])('HTML_CodeSniffer (WCAG 2 AA) at %s', (_width, viewport) => {
  // One context for the width, a new tab for each route: the cookie banner is never answered, so every page is
  // checked as a first visit shows it, and the browser's cache spares each tab the download of the same scripts.
  let context: BrowserContext;
  beforeAll(async () => {
    let blank: Page;
    ({ context, page: blank } = await openContext(suite.browser, suite.portal, { viewport, bypassCSP: true }));
    await blank.close();
  });
  afterAll(async () => {
    await context?.close();
  });

  test.each(ROUTES)('%s has no error', async (path) => {
    const route = path.replace(':name', encodeURIComponent(charity.url));
    const page = await context.newPage();
    watchErrors(page);
    await gotoPage(page, route);
    await page.waitForLoadState('networkidle');
    const errors = await htmlcsErrors(page);
    expect(errors, `${route}: ${JSON.stringify(errors, null, 2)}`).toEqual([]);
    await page.close();
  });
});
