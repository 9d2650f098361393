import fc from 'fast-check';
import { hostileText, hostileValue, spoiledObject, validValue, type JsonSchema } from './fuzz-values.js';

// Requests for the API fuzz, made from one operation of the API document: valid, boundary and hostile path
// values, query strings and bodies, sent as nobody, as a user or as an admin.

export const FUZZ_PRINCIPALS = ['anonymous', 'user', 'admin'] as const;
export type FuzzPrincipal = (typeof FUZZ_PRINCIPALS)[number];

export interface FuzzOperation {
  method: string;
  /** The document's path, `/api/charity/{id}`. */
  path: string;
  spec: JsonSchema;
}

/** A body as data (so a failing case prints short and can be sent again); made into bytes by `send`. */
export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'oversized' }
  | { kind: 'multipart'; parts: Record<string, string>; file?: { field: string; bytes: number[] } }
  | { kind: 'form'; fields: Record<string, string> };

export interface FuzzRequest {
  principal: FuzzPrincipal;
  /** The path with its query string, as sent. */
  url: string;
  /** A path value left a segment empty or a dot segment: the URL is no route's (the API's 404). */
  offRoute: boolean;
  body?: FuzzBody;
}

/** Real values of path parameters, by name (ids, names, guids of records in the database). */
export type Pools = Record<string, (string | number)[]>;

export function documentOperations(document: { paths: Record<string, Record<string, JsonSchema>> }): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, spec]) => ({ method: method.toUpperCase(), path, spec })),
  );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function pathValue(parameter: JsonSchema, pools: Pools, resolve: (ref: string) => JsonSchema): fc.Arbitrary<string> {
  const pool = pools[parameter.name as string] ?? [];
  return fc.oneof(
    ...(pool.length ? [{ weight: 4, arbitrary: fc.constantFrom(...pool).map(String) }] : []),
    { weight: 2, arbitrary: validValue(parameter.schema as JsonSchema, resolve).map(asText) },
    { weight: 3, arbitrary: hostileText },
  );
}

const EXTRA_QUERIES = ['nieznany=1', 'page=1&page=2', 'page[]=1', 'q[$gt]=', '__proto__[is_admin]=1', 'limit=-1', 'size=1000000', 'offset=1e309'];

function queryString(parameters: JsonSchema[], resolve: (ref: string) => JsonSchema): fc.Arbitrary<string> {
  const values = parameters.map((parameter) =>
    fc.option(
      fc.oneof(validValue(parameter.schema as JsonSchema, resolve).map(asText), hostileText).map((value) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(value)}`),
      { nil: undefined, freq: 2 },
    ),
  );
  return fc
    .tuple(fc.tuple(...values), fc.option(fc.constantFrom(...EXTRA_QUERIES), { nil: undefined, freq: 3 }))
    .map(([pairs, extra]) => [...pairs, extra].filter((pair) => pair !== undefined).join('&'));
}

function bodyOf(operation: FuzzOperation, resolve: (ref: string) => JsonSchema): fc.Arbitrary<FuzzBody | undefined> {
  const content = (operation.spec.requestBody?.content ?? {}) as Record<string, { schema: JsonSchema }>;
  const variants: fc.WeightedArbitrary<FuzzBody | undefined>[] = [
    { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'oversized' as const }) },
    { weight: 1, arbitrary: fc.constantFrom<FuzzBody>({ kind: 'text', contentType: 'application/json', text: '{"niedomknięty": ' }, { kind: 'text', contentType: 'text/plain', text: 'zwykły tekst' }) },
  ];
  if (operation.method === 'GET') return fc.constant(undefined);
  if (!Object.keys(content).length) return fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, ...variants);
  const json = content['application/json']?.schema;
  if (json) {
    variants.push({ weight: 3, arbitrary: validValue(json, resolve).map((value) => ({ kind: 'json' as const, value })) });
    variants.push({ weight: 4, arbitrary: spoiledObject(json, resolve).map((value) => ({ kind: 'json' as const, value })) });
  }
  const multipart = content['multipart/form-data']?.schema;
  if (multipart) {
    const parts = Object.entries((multipart.properties ?? {}) as Record<string, JsonSchema>).filter(([, part]) => part.contentSchema);
    const partValues = parts.map(([name, part]) =>
      fc.oneof(validValue(part.contentSchema as JsonSchema, resolve), spoiledObject(part.contentSchema as JsonSchema, resolve), hostileText).map((value) => [name, asText(value)] as const),
    );
    const field = Object.entries((multipart.properties ?? {}) as Record<string, JsonSchema>).find(([, part]) => part.contentMediaType === 'application/octet-stream')?.[0];
    const bytes = fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 });
    const file = field ? fc.option(bytes.map((b) => ({ field, bytes: b })), { nil: undefined }) : fc.constant(undefined);
    variants.push({ weight: 2, arbitrary: fc.tuple(fc.tuple(...partValues), file).map(([pairs, attached]) => ({ kind: 'multipart' as const, parts: Object.fromEntries(pairs), ...(attached ? { file: attached } : {}) })) });
  }
  const form = content['application/x-www-form-urlencoded']?.schema;
  if (form) {
    const fields = fc.oneof(validValue(form, resolve), spoiledObject(form, resolve)) as fc.Arbitrary<Record<string, unknown>>;
    variants.push({ weight: 3, arbitrary: fields.map((value) => ({ kind: 'form' as const, fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asText(v)])) })) });
  }
  return fc.oneof(...variants);
}

/** Every request the fuzz may send to one operation. */
export function requestsOf(operation: FuzzOperation, pools: Pools, resolve: (ref: string) => JsonSchema): fc.Arbitrary<FuzzRequest> {
  const parameters = (operation.spec.parameters ?? []) as JsonSchema[];
  const inPath = parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = parameters.filter((parameter) => parameter.in === 'query');
  const pathValues = fc.tuple(...inPath.map((parameter) => pathValue(parameter, pools, resolve)));
  return fc
    .record({
      principal: fc.constantFrom(...FUZZ_PRINCIPALS),
      values: pathValues,
      query: queryString(inQuery, resolve),
      body: bodyOf(operation, resolve),
    })
    .map(({ principal, values, query, body }) => {
      let path = operation.path;
      inPath.forEach((parameter, i) => (path = path.replace(`{${parameter.name}}`, encodeURIComponent(values[i]!))));
      const offRoute = values.some((value) => value === '' || value === '.' || value === '..');
      return { principal, url: query ? `${path}?${query}` : path, offRoute, ...(body ? { body } : {}) };
    });
}

/** The request as fetch sends it. */
export function fetchOptions(request: FuzzRequest, method: string, token: string | undefined): RequestInit {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const body = request.body;
  if (!body) return { method, headers };
  switch (body.kind) {
    case 'json':
      return { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body.value) ?? 'null' };
    case 'text':
      return { method, headers: { ...headers, 'content-type': body.contentType }, body: body.text };
    case 'oversized':
      return { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ opis: 'ż'.repeat(150_000) }) };
    case 'form':
      return { method, headers, body: new URLSearchParams(body.fields) };
    case 'multipart': {
      const form = new FormData();
      for (const [name, value] of Object.entries(body.parts)) form.append(name, value);
      if (body.file) form.append(body.file.field, new Blob([new Uint8Array(body.file.bytes)], { type: 'image/png' }), 'zdjecie.png');
      return { method, headers, body: form };
    }
  }
}

/** A request as a person reads it in a failure: short. */
export function describeRequest(request: FuzzRequest, method: string): string {
  const body = request.body ? ` body ${JSON.stringify(request.body).slice(0, 300)}` : '';
  return `${request.principal}: ${method} ${request.url.slice(0, 300)}${body}`;
}
