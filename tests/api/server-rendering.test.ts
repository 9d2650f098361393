import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { HOME_PAGE_SIZE } from '@zlota/shared/constants';
import { catalogPaths, FIRST_LOAD_ELEMENT_ID, type FirstLoadAnswers, type ServerRenderInput } from '@zlota/shared/first-load';
import { NO_DOCUMENTS } from '@zlota/shared/schemas/foundation';
import { call, callRoute } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// The server's half of drawing the first screen on the server (server/src/web/serve-web.ts, page-data.ts):
// which answers it gives the web's renderer, how it puts the drawn page and the answers into the shell, and
// what it does when the renderer is missing, fails or declines. The real renderer (web/src/entry-server.tsx)
// is replaced by a stand-in written into the built web's folder, so only the server is tested here.

const CONSENT_COOKIE = 'pp-cookies=1';
const HOSTILE_TITLE = 'Wózek </script><script>alert(1)</script> <!-- dla Jasia';

/**
 * A stand-in for the web's server renderer: draws a paragraph with the URL, how many times this URL was drawn
 * for this consent, and everything it was given (base64 JSON, so nothing in it can break the HTML). `?boom` in
 * the URL makes it throw; `?none` makes it decline the page.
 */
const STAND_IN_RENDERER = `
const drawn = new Map();
const attribute = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function render(input) {
  if (input.url.includes('?boom')) throw new Error('Renderer failed on purpose');
  if (input.url.includes('?none')) return null;
  const key = input.cookie + ' ' + input.url;
  const calls = (drawn.get(key) ?? 0) + 1;
  drawn.set(key, calls);
  const given = Buffer.from(JSON.stringify(input), 'utf8').toString('base64');
  return {
    html: '<p data-url="' + attribute(input.url) + '" data-call="' + calls + '">Narysowane na serwerze</p><pre data-input="' + given + '"></pre>',
    bodyClass: input.cookie ? 'drawn with-consent' : 'drawn without-consent',
  };
}
`;

/** A built web's shell as `vite build` leaves it: the head between the app-head markers, module scripts, an empty root. */
const SHELL = [
  '<!doctype html>',
  '<html lang="pl">',
  '<head>',
  '<meta charset="UTF-8" />',
  '<!--app-head--><title>x</title><!--/app-head-->',
  '<script type="module" crossorigin src="/assets/x.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/y.js">',
  '</head>',
  '<body>',
  '<div id="root"></div>',
  '</body>',
  '</html>',
].join('\n');

/** A temporary built web: the shell, and the stand-in renderer unless `withRenderer` is false. */
function webDist(withRenderer = true): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zlota-ssr-web-'));
  writeFileSync(path.join(dir, 'index.html'), SHELL);
  if (withRenderer) {
    mkdirSync(path.join(dir, '.ssr'));
    writeFileSync(path.join(dir, '.ssr', 'entry-server.js'), STAND_IN_RENDERER);
  }
  return dir;
}

interface Page {
  status: number;
  html: string;
  /** The inside of `<div id="root">`. */
  root: string;
  /** The parsed `<script id="first-load">`, or null when the page has none. */
  answers: FirstLoadAnswers | null;
  /** The raw text of the first-load script, as a browser would read it (up to the first `</script>`). */
  answersText: string | null;
  /** What the stand-in renderer was given, or null when it did not draw this page. */
  given: ServerRenderInput | null;
  /** How many times the stand-in renderer drew this URL for this consent, or null. */
  drawCount: number | null;
  bodyClass: string | null;
}

const FIRST_LOAD = new RegExp(`<script type="application/json" id="${FIRST_LOAD_ELEMENT_ID}">([\\s\\S]*?)</script>`);

/** A page as a browser asks for it, taken apart. */
async function getPage(server: TestServer, pathAndQuery: string, cookie?: string): Promise<Page> {
  const response = await call(server.url, 'GET', pathAndQuery, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const html = String(response.body);
  const root = /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  const answersText = FIRST_LOAD.exec(html)?.[1] ?? null;
  const given = /data-input="([A-Za-z0-9+/=]*)"/.exec(root)?.[1];
  const drawCount = /data-call="(\d+)"/.exec(root)?.[1];
  return {
    status: response.status,
    html,
    root,
    answers: answersText === null ? null : (JSON.parse(answersText) as FirstLoadAnswers),
    answersText,
    given: given === undefined ? null : (JSON.parse(Buffer.from(given, 'base64').toString('utf8')) as ServerRenderInput),
    drawCount: drawCount === undefined ? null : Number(drawCount),
    bodyClass: /<body class="([^"]*)">/.exec(html)?.[1] ?? null,
  };
}

/** What the public API answers for a first-load key (an API path without `/api/`, some of them root-absolute). */
async function apiAnswer(server: TestServer, key: string): Promise<unknown> {
  const response = await fetch(`${server.url}/api/${key.replace(/^\//, '')}`, { headers: { accept: 'application/json' } });
  expect(response.status, key).toBe(200);
  return response.json();
}

/** Every embedded answer equals what the API answers for its key right now. */
async function expectAnswersAsTheApi(server: TestServer, answers: FirstLoadAnswers) {
  for (const [key, value] of Object.entries(answers)) expect(value, key).toEqual(await apiAnswer(server, key));
}

/** A bare shell: head tags filled in, nothing drawn, nothing embedded, scripts untouched. */
function expectBareShell(page: Page) {
  expect(page.html).toContain('<!--app-head-->');
  expect(page.html).not.toContain('<title>x</title>');
  expect(page.html).toContain('<meta property="og:title"');
  expect(page.html).toContain('<div id="root"></div>');
  expect(page.answersText).toBeNull();
  expect(page.html).toContain('<body>');
  expect(page.html).not.toContain('fetchpriority="low"');
}

async function adminToken(server: TestServer): Promise<string> {
  const admin = await createAdminAccount(server);
  return (await callRoute(server.url, API_ROUTES.adminLogin, {}, { body: { login: admin.email, password: admin.password } })).body.access_token;
}

const charityBody = (title: string) => ({
  title,
  name: 'Zbiórka dla Jasia',
  target: 'Wózek aktywny',
  target_amount: '9 000',
  short_description: 'Jaś potrzebuje lekkiego wózka, by samodzielnie dojeżdżać do szkoły.',
  promoted: true,
  promoted_order: 1,
  needy: { name: 'Jan', surname: 'Kowalski', city: 'Gdańsk' },
});

async function createCharity(server: TestServer, token: string, title: string): Promise<{ id: number; url: string }> {
  const created = await callRoute(server.url, API_ROUTES.charityCreateWithNeedy, {}, { token, body: charityBody(title) });
  expect(created.status).toBe(201);
  return created.body;
}

const homeKeys = () => [catalogPaths.promoted(), catalogPaths.page(1, HOME_PAGE_SIZE), catalogPaths.count(), catalogPaths.statistics(), catalogPaths.cities(), catalogPaths.foundation()];
/** A search: its results and the city filter's choices (and, as on every drawn page, the foundation's record for the footer). */
const searchKeys = (term: string) => [catalogPaths.search(term), catalogPaths.cities(), catalogPaths.foundation()].sort();

// ---------------------------------------------------------------------------------------------------------------

describe('server rendering without a cache', () => {
  let server: TestServer;
  let token: string;
  let charity: { id: number; url: string };

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: webDist() });
    token = await adminToken(server);
    charity = await createCharity(server, token, HOSTILE_TITLE);
    // A supporter, so the supporters answer is not empty.
    const donated = await callRoute(server.url, API_ROUTES.manualDonation, { id: charity.id }, { token, body: { amount: '25,50', method: 'cash', note: 'Puszka' } });
    expect(donated.status).toBe(201);
  });
  afterAll(() => server.close());

  describe('the home page', () => {
    it('when the home page is asked for, then it embeds exactly the promoted, first page, count, statistics and cities answers, each as the API gives it', async () => {
      const page = await getPage(server, '/');
      expect(page.status).toBe(200);
      expect(Object.keys(page.answers!).sort()).toEqual(homeKeys().sort());
      await expectAnswersAsTheApi(server, page.answers!);
      expect((page.answers![catalogPaths.promoted()] as { title: string }[]).map((c) => c.title)).toContain(HOSTILE_TITLE);
    });

    it('when the home page is drawn, then the renderer gets the URL, the public origin, no cookie and the same answers that are embedded', async () => {
      const page = await getPage(server, '/');
      expect(page.given).toEqual({ url: '/', origin: server.url, cookie: '', answers: page.answers });
      expect(page.given!.origin).toBe(server.config.publicUrl);
      expect(page.root).toContain('<p data-url="/"');
    });

    it('when the visitor has consented to cookies among other cookies, then the renderer gets only the consent cookie', async () => {
      const page = await getPage(server, '/', `other=1; ${CONSENT_COOKIE}`);
      expect(page.given!.cookie).toBe(CONSENT_COOKIE);
      expect(page.bodyClass).toBe('drawn with-consent');
    });

    it('when a cookie only looks like the consent one, then the renderer gets no cookie', async () => {
      const page = await getPage(server, '/', 'pp-cookies=10; xpp-cookies=1');
      expect(page.given!.cookie).toBe('');
    });

    it('when a page is drawn, then its body gets the class the renderer chose and its module scripts load at low priority', async () => {
      const page = await getPage(server, '/');
      expect(page.bodyClass).toBe('drawn without-consent');
      const modules = [...page.html.matchAll(/<script[^>]*type="module"[^>]*>|<link[^>]*rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
      expect(modules).toHaveLength(2);
      for (const tag of modules) expect(tag).toContain('fetchpriority="low"');
      expect(modules.join('\n')).toContain('src="/assets/x.js"');
      expect(modules.join('\n')).toContain('href="/assets/y.js"');
    });

    it('when the drawn page and its answers are put in, then the answers follow the root inside the body', async () => {
      const page = await getPage(server, '/');
      const root = page.html.indexOf('<div id="root">');
      const answers = page.html.indexOf(`id="${FIRST_LOAD_ELEMENT_ID}"`);
      expect(root).toBeGreaterThan(page.html.indexOf('<body'));
      expect(answers).toBeGreaterThan(root);
      expect(answers).toBeLessThan(page.html.indexOf('</body>'));
      expect(page.html.match(new RegExp(`id="${FIRST_LOAD_ELEMENT_ID}"`, 'g'))).toHaveLength(1);
    });

    it('when /zbiorki (the home page under its other path) is asked for, then it is drawn with the home answers', async () => {
      const page = await getPage(server, '/zbiorki');
      expect(page.status).toBe(200);
      expect(Object.keys(page.answers!).sort()).toEqual(homeKeys().sort());
      expect(page.given!.url).toBe('/zbiorki');
    });

    it('when a page that is not drawn on the server is asked for, then it is the shell with its head tags only', async () => {
      const page = await getPage(server, '/user/login');
      expect(page.status).toBe(200);
      expectBareShell(page);
      expect(page.html).toContain(`<link rel="canonical" href="${server.url}/user/login" />`);
    });

    it('when one of the foundation\'s own pages is asked for, then it is drawn, /fundacja with the figures the API gives', async () => {
      const foundation = await getPage(server, '/fundacja');
      expect(foundation.status).toBe(200);
      expect(Object.keys(foundation.answers!)).toEqual([catalogPaths.statistics(), catalogPaths.foundation()]);
      await expectAnswersAsTheApi(server, foundation.answers!);
      const terms = await getPage(server, '/regulamin');
      expect(terms.status).toBe(200);
      expect(terms.answers).toEqual({ [catalogPaths.foundation()]: { foundation: null, example: false, documents: NO_DOCUMENTS } });
      expect(terms.html).toContain(`<link rel="canonical" href="${server.url}/regulamin" />`);
    });
  });

  describe('a fundraiser page', () => {
    it('when a fundraiser with a hostile title is asked for, then it embeds its details, supporters, their number, its updates and its settlement as the API gives them', async () => {
      const page = await getPage(server, `/zbiorka/${charity.url}`);
      expect(page.status).toBe(200);
      const embedded = [catalogPaths.charity(charity.url), catalogPaths.supporters(charity.id), catalogPaths.supportersCount(charity.id), catalogPaths.updates(charity.id), catalogPaths.ledger(charity.url), catalogPaths.foundation()];
      expect(Object.keys(page.answers!).sort()).toEqual(embedded.sort());
      await expectAnswersAsTheApi(server, page.answers!);
      expect((page.answers![catalogPaths.supporters(charity.id)] as unknown[]).length).toBeGreaterThan(0);
      expect(page.given!.url).toBe(`/zbiorka/${charity.url}`);
    });

    it('when the title holds </script> and <!--, then nothing of it escapes the JSON and it parses back to the exact title', async () => {
      const page = await getPage(server, `/zbiorka/${charity.url}`);
      expect((page.answers![catalogPaths.charity(charity.url)] as { title: string }).title).toBe(HOSTILE_TITLE);
      expect(page.answersText).not.toContain('</script');
      expect(page.answersText).not.toContain('<!--');
      expect(page.answersText).not.toContain('<');
      expect(page.html).not.toContain('<script>alert(1)');
      // The head carries the title escaped.
      expect(page.html).toContain('<title>Wózek &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- dla Jasia | Złota rybka</title>');
    });

    it('when the fundraiser is asked for under /protege/:name and /protege/:name/view, then it is drawn with the same answers', async () => {
      const main = await getPage(server, `/zbiorka/${charity.url}`);
      for (const other of [`/protege/${charity.url}`, `/protege/${charity.url}/view`]) {
        const page = await getPage(server, other);
        expect(page.status, other).toBe(200);
        expect(page.answers, other).toEqual(main.answers);
        expect(page.given!.url, other).toBe(other);
      }
    });

    it('when an unknown fundraiser is asked for, then it is 404 and nothing is drawn', async () => {
      const page = await getPage(server, '/zbiorka/nie-ma-takiej-zbiorki');
      expect(page.status).toBe(404);
      expectBareShell(page);
    });

    it('when a fundraiser path has a malformed percent-encoding, then it is 404, not 500', async () => {
      for (const bad of ['/zbiorka/%E0%A4%A', '/protege/%E0%A4%A/view', '/zbiorki/szukaj/%E0%A4%A']) {
        const page = await getPage(server, bad);
        expect(page.status, bad).toBe(404);
        expect(page.answersText, bad).toBeNull();
      }
      expect((await getPage(server, '/')).status).toBe(200);
    });
  });

  describe('the search page', () => {
    it('when a Polish term of 3 or more characters is searched, then the search answer and the cities are embedded under their keys, as the API gives them', async () => {
      const page = await getPage(server, `/zbiorki/szukaj/${encodeURIComponent('Gdańsk')}`);
      expect(page.status).toBe(200);
      expect(Object.keys(page.answers!).sort()).toEqual(searchKeys('Gdańsk'));
      const found = page.answers![catalogPaths.search('Gdańsk')] as { id: number }[];
      expect(found.map((c) => c.id)).toContain(charity.id);
      await expectAnswersAsTheApi(server, page.answers!);
    });

    it('when the term has spaces around it, then it is embedded under the trimmed term the web asks for', async () => {
      const page = await getPage(server, `/zbiorki/szukaj/${encodeURIComponent(' Gdańsk ')}`);
      expect(Object.keys(page.answers!).sort()).toEqual(searchKeys('Gdańsk'));
    });

    it('when the term is shorter than 3 characters, then nothing is embedded or drawn', async () => {
      const page = await getPage(server, `/zbiorki/szukaj/${encodeURIComponent('Gd')}`);
      expect(page.status).toBe(200);
      expectBareShell(page);
    });
  });

  describe('when the renderer fails or declines', () => {
    it('when the renderer throws, then the page is still 200 with its head tags and an empty root, and the server keeps drawing', async () => {
      const page = await getPage(server, '/?boom');
      expect(page.status).toBe(200);
      expectBareShell(page);
      expect(page.html).toContain(`<link rel="canonical" href="${server.url}/" />`);
      const next = await getPage(server, '/');
      expect(next.status).toBe(200);
      expect(next.given!.url).toBe('/');
    });

    it('when the renderer returns null, then the page is the bare shell with its head tags', async () => {
      const page = await getPage(server, '/?none');
      expect(page.status).toBe(200);
      expectBareShell(page);
    });
  });
});

describe('server rendering without a built renderer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: webDist(false) });
  });
  afterAll(() => server.close());

  it('when the web was built without .ssr, then catalog pages are the bare shell with their head tags', async () => {
    for (const url of ['/', '/zbiorki/szukaj/Gdansk']) {
      const page = await getPage(server, url);
      expect(page.status, url).toBe(200);
      expectBareShell(page);
    }
    expect((await getPage(server, '/zbiorka/nie-ma-takiej')).status).toBe(404);
  });
});

describe('server rendering with the catalog cache', () => {
  let server: TestServer;
  let token: string;
  let charity: { id: number; url: string };

  beforeAll(async () => {
    server = await startTestServer({ CATALOG_CACHE_SECONDS: '60', WEB_DIST: webDist() });
    token = await adminToken(server);
    charity = await createCharity(server, token, 'Rower dla Oli');
  });
  afterAll(() => server.close());

  const charityOf = (page: Page) => page.answers![catalogPaths.charity(charity.url)] as { title: string; collected_amount: number };

  it('when the same page is asked for twice, then it is drawn once and served the same', async () => {
    const first = await getPage(server, `/zbiorka/${charity.url}`);
    const second = await getPage(server, `/zbiorka/${charity.url}`);
    expect(first.drawCount).toBe(1);
    expect(second.drawCount).toBe(1);
    expect(second.html).toBe(first.html);
  });

  it('when the database changes behind the server, then the cached page still shows the old answers', async () => {
    await server.db('charities').where({ id: charity.id }).update({ title: 'Zmieniono poza serwerem' });
    const page = await getPage(server, `/zbiorka/${charity.url}`);
    expect(charityOf(page).title).toBe('Rower dla Oli');
    expect(page.drawCount).toBe(1);
  });

  it('when a donation is written through the API, then the next page is drawn again with fresh answers', async () => {
    const before = charityOf(await getPage(server, `/zbiorka/${charity.url}`));
    const donated = await callRoute(server.url, API_ROUTES.manualDonation, { id: charity.id }, { token, body: { amount: '12,34', method: 'cash', note: 'Puszka' } });
    expect(donated.status).toBe(201);
    const page = await getPage(server, `/zbiorka/${charity.url}`);
    expect(page.drawCount).toBe(2);
    expect(charityOf(page).title).toBe('Zmieniono poza serwerem');
    expect(Math.round((charityOf(page).collected_amount - before.collected_amount) * 100)).toBe(1234);
    await expectAnswersAsTheApi(server, page.answers!);
  });

  it('when a fundraiser is updated through the API, then the home page shows the new title at once', async () => {
    const before = await getPage(server, '/');
    expect(JSON.stringify(before.answers)).not.toContain('Rower dla Oli — nowy tytuł');
    const changed = await callRoute(server.url, API_ROUTES.charityUpdate, { id: charity.id }, { token, body: { title: 'Rower dla Oli — nowy tytuł' } });
    expect(changed.status).toBe(200);
    const after = await getPage(server, '/');
    const promoted = after.answers![catalogPaths.promoted()] as { title: string }[];
    expect(promoted.map((c) => c.title)).toContain('Rower dla Oli — nowy tytuł');
    expect(after.drawCount).toBe((before.drawCount ?? 0) + 1);
  });

  it('when visitors with and without cookie consent ask for the same page, then each gets the page drawn for its own consent', async () => {
    const url = `/zbiorki/szukaj/${encodeURIComponent('Gdańsk')}`;
    const without = await getPage(server, url);
    const withConsent = await getPage(server, url, `other=1; ${CONSENT_COOKIE}`);
    const withoutAgain = await getPage(server, url, 'other=1');
    const withAgain = await getPage(server, url, CONSENT_COOKIE);
    expect(without.given!.cookie).toBe('');
    expect(without.bodyClass).toBe('drawn without-consent');
    expect(withConsent.given!.cookie).toBe(CONSENT_COOKIE);
    expect(withConsent.bodyClass).toBe('drawn with-consent');
    expect(withoutAgain.html).toBe(without.html);
    expect(withAgain.html).toBe(withConsent.html);
    for (const page of [without, withConsent, withoutAgain, withAgain]) expect(page.drawCount).toBe(1);
  });

  it('when the renderer throws, then the bare page is not what the next visitors get after a write', async () => {
    expectBareShell(await getPage(server, '/?boom'));
    await callRoute(server.url, API_ROUTES.charityUpdate, { id: charity.id }, { token, body: { title: 'Rower dla Oli' } });
    expect((await getPage(server, '/')).given!.url).toBe('/');
  });
});

describe('answers that look like replacement patterns', () => {
  let server: TestServer;
  let charity: { id: number; url: string };
  const DOLLAR_TITLE = "Zbiórka $$ na wózek $& i $' oraz $` Gdańsk";

  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: webDist() });
    charity = await createCharity(server, await adminToken(server), DOLLAR_TITLE);
  });
  afterAll(() => server.close());

  // Text goes into the shell by replacement: `$&`, `$'`, `` $` `` and `$$` in user-written text must stay text.
  it("when a drawn fundraiser's title holds $$, $&, $' and $`, then the embedded JSON keeps it exactly and the shell is not duplicated", async () => {
    const page = await getPage(server, `/zbiorka/${charity.url}`);
    expect(page.status).toBe(200);
    expect((page.answers![catalogPaths.charity(charity.url)] as { title: string }).title).toBe(DOLLAR_TITLE);
    expect(page.html.match(/<body/g)).toHaveLength(1);
    expect(page.html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it("when a fundraiser's title holds $$, $&, $' and $`, then its head tags keep it exactly", async () => {
    const page = await getPage(server, `/zbiorka/${charity.url}?none`); // the renderer declines: the head alone
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<meta property="og:title" content="Zbiórka $$ na wózek $&amp; i $&#39; oraz $\` Gdańsk" />`);
    expect(page.html.match(/<!--app-head-->/g)).toHaveLength(1);
  });
});

describe("the panel's own page (issue 38 item 5)", () => {
  let server: TestServer;
  beforeAll(async () => {
    const dir = webDist(false);
    writeFileSync(path.join(dir, 'admin.html'), SHELL.replace('<div id="root"></div>', '<div id="root"></div><!--panel-->'));
    server = await startTestServer({ WEB_DIST: dir });
  });
  afterAll(() => server.close());

  it("when a panel screen is asked for, then admin.html is sent with the screen's head tags; the panel's login and public pages get index.html", async () => {
    for (const url of ['/admin', '/admin/users', '/admin/charity/7/edit', '/admin/payments/abc']) {
      const page = await getPage(server, url);
      expect([page.status, page.html.includes('<!--panel-->')], url).toEqual([200, true]);
      expect(page.html, url).toContain('<title>');
    }
    for (const url of ['/', '/admin/login', '/faq', '/administracja']) {
      const page = await getPage(server, url);
      expect(page.html.includes('<!--panel-->'), url).toBe(false);
    }
  });
});
