import { createRequire } from 'node:module';
import formats from 'ajv-formats';
import { API_ROUTES, type ApiRouteName } from '@zlota/shared/api-routes';
import { documentPaths, openApiDocument } from '@zlota/shared/openapi/document';

// Every answer the API suite receives is checked against the API document: an undocumented status, field or
// content type fails the test that got it.

// The draft 2020-12 validator of ajv 8: the one ajv-formats is built for (the root `ajv` is eslint's 6).
const addFormats = formats.default; // a CommonJS module: its function is its `default`
type Ajv = Parameters<typeof addFormats>[0];
const ajvOfFormats = createRequire(createRequire(import.meta.url).resolve('ajv-formats'));
const Ajv2020 = (ajvOfFormats('ajv/dist/2020') as { default: new (options: object) => Ajv }).default;

export const document = openApiDocument('test');

const testServers = new Set<string>();
/** Answers of these origins are checked: the in-process servers of the suite, not the providers' stand-ins. */
/**
 * Checks the answers of the server at `url` from now on; the returned function stops it (call it when the server
 * closes: its port may be given next to a provider's stand-in, whose answers are not ours).
 */
export function checkAnswersOf(url: string): () => void {
  const origin = new URL(url).origin;
  testServers.add(origin);
  return () => testServers.delete(origin);
}
export const isTestServer = (url: string) => url !== '' && testServers.has(new URL(url).origin);
const DOCUMENT_ID = 'openapi.json';
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, DOCUMENT_ID);

interface Operation {
  name: ApiRouteName;
  path: string;
  pattern: RegExp;
}

const OPERATIONS: Operation[] = (Object.keys(API_ROUTES) as ApiRouteName[]).flatMap((name) =>
  documentPaths(name).map((path) => ({ name, path, pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`) })),
);

/** The documented operation a request went to: fixed paths win over parameters, as the server's order does. */
function operationOf(method: string, pathname: string): Operation | undefined {
  return OPERATIONS.find((operation) => API_ROUTES[operation.name].method === method && operation.pattern.test(pathname));
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** Throws with what differs when the answer is not one the document gives for this request. */
export function checkAgainstDocument(method: string, url: string, answer: Answer): void {
  const { pathname } = new URL(url);
  if (method.toUpperCase() === 'OPTIONS') return; // a CORS preflight, answered before any route (server/src/http/cors.ts)
  if (!pathname.startsWith('/api/') && !OPERATIONS.some((operation) => operation.pattern.test(pathname))) return; // a page of the web
  const operation = operationOf(method.toUpperCase(), pathname);
  const where = `${method} ${pathname} → ${answer.status}`;
  if (!operation) {
    // No route: the API's 404 in the one error shape.
    if (answer.status !== 404) throw new Error(`${where}: no route of the table answers this request`);
    return validate(pointer('components', 'schemas', 'ApiError'), answer.body, where);
  }
  const documented = document.paths[operation.path]![method.toLowerCase()]!.responses[String(answer.status)] as
    | { content?: Record<string, unknown> }
    | undefined;
  if (!documented) throw new Error(`${where}: status not documented for ${operation.name}`);
  const type = answer.headers.get('content-type')?.split(';')[0] ?? null;
  if (!documented.content) {
    if (answer.body !== '') throw new Error(`${where}: documented without a body, but one came`);
    return;
  }
  if (!type || !(type in documented.content)) throw new Error(`${where}: content type ${type} not documented for ${operation.name}`);
  if (type === 'application/json') {
    validate(pointer('paths', operation.path, method.toLowerCase(), 'responses', String(answer.status), 'content', type, 'schema'), answer.body, where);
  }
}

function validate(schemaPointer: string, body: unknown, where: string): void {
  const check = ajv.getSchema(`${DOCUMENT_ID}#/${schemaPointer}`);
  if (!check) throw new Error(`${where}: no schema at ${schemaPointer}`);
  if (!check(body)) throw new Error(`${where}: answer differs from the document: ${ajv.errorsText(check.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
}
