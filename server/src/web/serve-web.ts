import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { FoundationDocumentKind } from '@zlota/shared/constants';
import { FIRST_LOAD_ELEMENT_ID, scriptSafeJson, type ServerRender } from '@zlota/shared/first-load';
import { defaultDescription } from '@zlota/shared/foundation-text';
import { FOUNDATION_MESSAGES, PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { isPanelPath, PAGE_ROUTES } from '@zlota/shared/page-routes';
import { publishedDocument } from '../components/foundation/documents-use-case.js';
import { publicFoundation } from '../components/foundation/foundation-use-case.js';
import { sendUpload } from '../components/foundation/serve-upload.js';
import { demoDocumentPdf } from '../seeds/demo-documents.js';
import type { MoneyFirst } from '../http/money-first.js';
import type { Deps } from '../deps.js';
import { notFound } from '../libraries/errors.js';
import { HTML_TYPE, ReadyAnswer, sendReady } from '../cache/ready-answer.js';
import { consentOf, pageKey, type DrawnPage, type ResponseCache } from '../cache/response-cache.js';
import { injectHead, scriptsAfterContent } from './html-head.js';
import { withInstallPromptCatcher } from './install-prompt-catcher.js';
import { pageData, type PageData } from './page-data.js';
import { loadServerRender } from './server-render.js';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

const ROOT = '<div id="root"></div>';
/** The panel's page, built beside index.html (web/vite.config.ts). */
const PANEL_HTML = 'admin.html';

/** Outside the app's root, so it stands on every page, drawn or not, with or without scripts. */
const DEMO_NOTICE = `<p class="demo-notice" role="note">${PAYMENT_MESSAGES.demoNotice}</p>`;
const withDemoNotice = (html: string) => html.replace(/<body[^>]*>/, (body) => `${body}\n    ${DEMO_NOTICE}`);

const MANIFEST = 'manifest.webmanifest';

/**
 * The web app manifest as built, named after the foundation's record (issue 30): its name, short name and
 * description follow the panel without a build.
 */
function serveManifest(app: Express, deps: Deps, webDist: string): void {
  const file = path.join(webDist, MANIFEST);
  if (!fs.existsSync(file)) return;
  const built = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  app.get(`/${MANIFEST}`, async (_req, res) => {
    const view = await publicFoundation(deps);
    const named = view.foundation
      ? { name: `${view.foundation.name} — zbiórki charytatywne`, short_name: view.foundation.short_name, description: defaultDescription(view, '') }
      : {};
    res.set('Cache-Control', 'no-cache').type('application/manifest+json').send(JSON.stringify({ ...built, ...named }));
  });
}

/** Spec §2's documents, by their paths: the foundation's own files (issue 30). */
const DOCUMENTS: Record<string, FoundationDocumentKind> = { [PAGE_ROUTES.statute.path]: 'statute', [PAGE_ROUTES.securityPolicy.path]: 'security_policy' };

/**
 * The statute and the security policy: the newest version an admin uploaded, revalidated on every read (a new
 * version shows at once) by its SHA-256 as ETag. Until one is uploaded, the demo's sample documents are drawn
 * (server/src/seeds), only while the demo's record is in use; any other installation says the document is not available yet.
 */
export function serveDocuments(app: Express, deps: Deps): void {
  app.get(Object.keys(DOCUMENTS), async (req, res) => {
    const uploaded = await publishedDocument(deps, DOCUMENTS[req.path]!);
    if (uploaded) return sendUpload(req, res, uploaded, 'application/pdf');
    if ((await publicFoundation(deps)).example) return res.set('Cache-Control', 'no-cache').type('application/pdf').send(await demoDocumentPdf(DOCUMENTS[req.path]!));
    const html = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>${FOUNDATION_MESSAGES.documentMissing}</title></head><body><h1>${FOUNDATION_MESSAGES.documentMissing}</h1><p>${FOUNDATION_MESSAGES.documentMissingDetail}</p><p><a href="${PAGE_ROUTES.contact.path}">Kontakt</a></p></body></html>`;
    res.status(404).set('Cache-Control', 'no-cache').type('html').send(html);
  });
}

/**
 * The shell with the page's head tags and, for the catalog pages, its first screen drawn by the web's renderer
 * with the answers it was drawn from. A renderer that fails costs only that: the browser draws the page itself.
 */
async function pageHtml(deps: Deps, shell: string, render: ServerRender | null, url: string, cookie: string, page: PageData): Promise<string> {
  const html = injectHead(shell, page.tags);
  if (!render || !page.answers) return html;
  try {
    const drawn = await render({ url, origin: deps.config.publicUrl, cookie, answers: page.answers });
    if (!drawn) return html;
    const answers = `<script type="application/json" id="${FIRST_LOAD_ELEMENT_ID}">${scriptSafeJson(page.answers)}</script>`;
    // Functions, not strings, as replacements: a `$&` or `$'` in a fundraiser's text must stay text.
    return scriptsAfterContent(html)
      .replace('<body>', () => `<body class="${drawn.bodyClass}">`)
      .replace(ROOT, () => `<div id="root">${drawn.html}</div>\n    ${answers}`);
  } catch (error) {
    deps.logger.error({ err: error, url }, 'Nie udało się narysować strony na serwerze');
    return html;
  }
}

/**
 * Serves the built PWA: hashed assets for a year, the service worker and the shell never cached, source maps
 * not at all in production, and every other GET answered with the shell, its head filled in for that path (and, for the catalog, its first screen).
 * A page not kept is drawn in its turn while money moves (`paced`, money-first.ts).
 */
export function serveWeb(app: Express, deps: Deps, cache: ResponseCache, paced: MoneyFirst['paced'], webDist = deps.config.webDist ?? WEB_DIST): void {
  serveDocuments(app, deps);
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    deps.logger.warn({ webDist }, 'Brak zbudowanej aplikacji web (npm run build): serwer odpowiada tylko API');
    return;
  }
  const shell = withInstallPromptCatcher(fs.readFileSync(indexFile, 'utf8'));
  if (!shell.includes(ROOT)) throw new Error(`${indexFile}: brak pustego ${ROOT}`);
  // The panel's own app (issue 38 item 5): a tab whose first page is a panel screen loads it, not the public app.
  const panelFile = path.join(webDist, PANEL_HTML);
  const panelShell = fs.existsSync(panelFile) ? withInstallPromptCatcher(fs.readFileSync(panelFile, 'utf8')) : shell;
  const shellOf = (pathname: string) => (isPanelPath(pathname) ? panelShell : shell);
  const renderer = loadServerRender(webDist, deps.logger).catch((error: unknown) => {
    deps.logger.error({ err: error }, 'Nie udało się wczytać renderera stron: strony rysuje tylko przeglądarka');
    return null;
  });
  serveManifest(app, deps, webDist);
  // The build writes source maps for the developers' tools; in production they would hand out the web's source.
  if (deps.config.env === 'production') {
    app.get(/\.map$/, () => {
      throw notFound();
    });
  }
  app.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  // Drawn from the URL and the consent cookie alone, never from a session: a page is the same for every visitor
  // with the same consent, signed in or not (the panel's own data comes from the API, with the token).
  const draw = (client: string, url: string, path: string, cookie: string): Promise<DrawnPage> => paced(client, () => drawNow(url, path, cookie));
  const drawNow = async (url: string, path: string, cookie: string): Promise<DrawnPage> => {
    const render = await renderer;
    const page = await pageData(deps, path);
    const html = await pageHtml(deps, shellOf(path), render, url, cookie, page);
    const answer = new ReadyAnswer(deps.config.demoPayments ? withDemoNotice(html) : html, [], HTML_TYPE);
    // The answers' keys are API paths without `/api/` (shared/first-load.ts), some without their first slash.
    const draws = Object.keys(page.answers ?? {}).map((key) => (key.startsWith('/') ? key : `/${key}`));
    return { status: page.status, answer, draws };
  };
  app.get(/^(?!\/api\/).*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const cookie = consentOf(req.headers.cookie);
    // Public pages, kept as ready bytes (compressed and tagged once, sent before Express) as briefly as the API's
    // answers, forgotten by the same writes as the answers they draw. Only plain paths: a made-up query string per
    // request must not fill the memory (or push the API's answers out).
    const page = req.originalUrl.includes('?')
      ? await draw(req.ip ?? '', req.originalUrl, req.path, cookie)
      : await cache.rememberPage(pageKey(cookie, req.path), () => draw(req.ip ?? '', req.path, req.path, cookie));
    if (page.status === 200) return sendReady(req, res, page.answer);
    res.status(page.status).set('Cache-Control', 'no-cache').type('html').send(page.answer.body);
  });
}
