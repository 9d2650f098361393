import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath, type ApiRouteName } from '@zlota/shared/api-routes';
import { documentPaths } from '@zlota/shared/openapi/document';
import { call, callRoute } from '../support/api-client.js';
import { checkAgainstDocument } from '../support/contract-check.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const operationsOf = (paths: Record<string, Record<string, unknown>>) =>
  Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));

describe('the API document (ARCHITECTURE §3)', () => {
  it('when asked for, then it is a valid OpenAPI 3.1 document', async () => {
    const response = await callRoute(server.url, API_ROUTES.openApi);
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    await expect(validate(structuredClone(response.body))).resolves.toMatchObject({ valid: true });
  });

  it('documents every route of the table at each of its paths, and nothing else', async () => {
    const { body } = await callRoute(server.url, API_ROUTES.openApi);
    const fromTable = (Object.keys(API_ROUTES) as ApiRouteName[]).flatMap((name) =>
      documentPaths(name).map((path) => `${API_ROUTES[name].method} ${path}`),
    );
    expect(operationsOf(body.paths).sort()).toEqual(fromTable.sort());
  });

  it('asks for the Bearer token exactly where the table guards the route', async () => {
    const { body } = await callRoute(server.url, API_ROUTES.openApi);
    for (const name of Object.keys(API_ROUTES) as ApiRouteName[]) {
      const route = API_ROUTES[name];
      const operation = body.paths[documentPaths(name)[0]!][route.method.toLowerCase()];
      const required = route.auth === 'public' ? [] : [{ bearer: [] }];
      if (!operation.security.some((scheme: object) => Object.keys(scheme).length === 0)) expect(operation.security, name).toEqual(required);
      if (route.auth !== 'public') expect(Object.keys(operation.responses), name).toContain('401');
    }
  });
});

// The OWASP lint of the document (issue 29 §8): `charity/{name}` beside `charity/{id}`, and tokens in paths.
describe('the paths the lint asks about', () => {
  interface Parameter {
    name: string;
    description?: string;
    schema: { pattern?: string; maxLength?: number };
  }
  const parameter = (body: { paths: Record<string, Record<string, { parameters: Parameter[] }>> }, path: string, method: string, name: string) =>
    body.paths[path]![method]!.parameters.find((p) => p.name === name)!;

  it('says how GET charity/{name} and PUT|DELETE charity/{id} part: a slug or a number, each with its pattern', async () => {
    const { body } = await callRoute(server.url, API_ROUTES.openApi);
    const name = parameter(body, '/api/charity/{name}', 'get', 'name');
    expect(name.description).toMatch(/slug/);
    expect(name.schema).toMatchObject({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 100 });
    expect(body.paths['/api/charity/{name}'].get.description).toContain('`/promoted`');
    for (const method of ['put', 'delete']) {
      const id = parameter(body, '/api/charity/{id}', method, 'id');
      expect(id.description).toMatch(/Numer rekordu/);
      expect(id.schema).toMatchObject({ pattern: '^(?:0|[1-9][0-9]*)$', maxLength: 10 });
    }
  });

  it('when a name is not written as a slug or a number, then it names no fundraiser: 404, as the document says', async () => {
    for (const name of ['Wozek-Dla-Lucji', 'wózek', '-wozek', 'a'.repeat(101)]) {
      expect((await callRoute(server.url, API_ROUTES.charity, { name })).status, name).toBe(404);
    }
  });

  it.each([
    ['verifyEmail', { token: 'x'.repeat(43) }, undefined],
    ['updatesOneClickUnsubscribe', { token: '1.abc.def' }, 'List-Unsubscribe=One-Click'],
  ] as const)('%s: the token in its path is described, and the answer is kept by no cache and sent on in no Referer', async (route, params, form) => {
    const { body } = await callRoute(server.url, API_ROUTES.openApi);
    const path = documentPaths(route)[0]!;
    const operation = body.paths[path][API_ROUTES[route].method.toLowerCase()];
    expect(operation.description).toContain('Cache-Control: no-store');
    expect(operation.parameters[0].description).toMatch(/token/i);
    const headers = form ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined;
    const answer = await call(server.url, API_ROUTES[route].method, apiPath(API_ROUTES[route], params).replace(/^(?!\/)/, '/api/'), { headers, rawBody: form });
    expect(answer.status).toBe(400);
    expect({ cache: answer.headers.get('cache-control'), referrer: answer.headers.get('referrer-policy') }).toEqual({ cache: 'no-store', referrer: 'no-referrer' });
  });
});

describe('the browsable page of the document', () => {
  it('when opened, then it loads Swagger UI from our own origin under the strict CSP, with no inline script', async () => {
    const page = await callRoute(server.url, API_ROUTES.apiDocs);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const scripts = [...(page.body as string).matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.map(([, attributes, inside]) => ({ src: /src="([^"]+)"/.exec(attributes!)?.[1], inside }))).toEqual([
      { src: '/api/docs/swagger-ui-bundle.js', inside: '' },
      { src: '/api/docs/start.js', inside: '' },
    ]);
    for (const [file, type] of [['swagger-ui-bundle.js', 'text/javascript'], ['swagger-ui.css', 'text/css'], ['start.js', 'text/javascript']] as const) {
      const asset = await callRoute(server.url, API_ROUTES.apiDocsAsset, { file });
      expect({ file, status: asset.status, type: asset.headers.get('content-type') }).toEqual({ file, status: 200, type: `${type}; charset=utf-8` });
    }
    expect((await callRoute(server.url, API_ROUTES.apiDocsAsset, { file: 'start.js' })).body).toContain('/api/openapi.json');
  });

  it('when another file of the package is asked for, then it answers 404', async () => {
    expect((await callRoute(server.url, API_ROUTES.apiDocsAsset, { file: 'index.html' })).status).toBe(404);
    expect((await call(server.url, 'GET', '/api/docs/..%2Fpackage.json')).status).toBe(404);
  });
});

describe('the check of every answer against the document', () => {
  const json = new Headers({ 'content-type': 'application/json; charset=utf-8' });
  const count = (body: unknown, status = 200) => () => checkAgainstDocument('GET', `${server.url}/api/charity/count`, { status, body, headers: json });

  it('passes a documented answer, and fails an undocumented field, a missing field or an undocumented status', () => {
    expect(count({ count: 3 })).not.toThrow();
    expect(count({ count: 3, total: 3 })).toThrow(/differs from the document/);
    expect(count({})).toThrow(/differs from the document/);
    expect(count({ error: { code: 'CONFLICT', message: 'x' } }, 409)).toThrow(/status not documented/);
  });

  it('fails a 401 without the name the client keys on (spec §4)', () => {
    const info = (body: unknown) => () => checkAgainstDocument('GET', `${server.url}/api/user/info`, { status: 401, body, headers: json });
    expect(info({ name: 'Unauthorized', error: { code: 'UNAUTHORIZED', message: 'x' } })).not.toThrow();
    expect(info({ error: { code: 'UNAUTHORIZED', message: 'x' } })).toThrow(/differs from the document/);
  });
});
