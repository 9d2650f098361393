import { createRequire } from 'node:module';
import path from 'node:path';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { openApiDocument } from '@zlota/shared/openapi/document';
import type { Deps } from '../../deps.js';
import { notFound } from '../../libraries/errors.js';
import type { RegisterRoute } from '../../http/routing.js';
import { docsPage, START_SCRIPT, startScript } from './docs-page.js';

const require = createRequire(import.meta.url);
const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const { version } = require('../../../package.json') as { version: string };

/** Swagger UI's files that the page loads, by name: nothing else of the package is served (a Map: `__proto__` is no file). */
const SWAGGER_FILES = new Map([
  ['swagger-ui.css', 'text/css'],
  ['swagger-ui-bundle.js', 'text/javascript'],
]);

// The files change only with the package's version: a day in the cache is safe and spares the 1.4 MB bundle.
const A_DAY = 'public, max-age=86400';

/** ARCHITECTURE §3: the OpenAPI document of the route table, and a page to browse it. */
export function apiDocsRoutes(_deps: Deps, register: RegisterRoute): void {
  const document = openApiDocument(version);
  register(API_ROUTES.openApi, (_req, res) => {
    res.json(document);
  });
  register(API_ROUTES.apiDocs, (_req, res) => {
    res.type('html').send(docsPage());
  });
  register(API_ROUTES.apiDocsAsset, (req, res, next) => {
    const file = String(req.params.file);
    if (file === START_SCRIPT) {
      res.set('Cache-Control', A_DAY).type('text/javascript').send(startScript());
      return;
    }
    const type = SWAGGER_FILES.get(file);
    if (!type) throw notFound();
    res.set('Cache-Control', A_DAY).type(type).sendFile(path.join(SWAGGER_UI, file), (error) => error && next(error));
  });
}
