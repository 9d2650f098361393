// The OpenAPI 3.1 document of the API (ARCHITECTURE §3), made from the route table and its contract.
import { API_CONTRACT, responsesOf } from '../api-contract.js';
import { API_ROUTES, serverPaths, type AccessLevel, type ApiRouteName, type StaffRole } from '../api-routes.js';
import type { MultipartContract, ResponseContract, RouteContract } from '../contract/route-contract.js';
import { z } from '../schemas/zod.js';
import { IMAGE_MAX_BYTES, MULTIPART_FIELD_MAX_BYTES, URL_MAX_LENGTH } from '../constants.js';
import { STAFF_ROLE_LABELS } from '../staff-roles.js';
import { componentSchemas, jsonSchema, type JsonSchema } from './json-schema.js';
import { PARAMETER_NOTES } from './parameter-notes.js';

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Operation>> };
type Operation = Record<string, unknown> & { responses: Record<string, unknown> };

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Utworzono',
  202: 'Przyjęto',
  204: 'Bez treści',
  303: 'Przekierowanie (nagłówek Location)',
  304: 'Bez zmian (ETag)',
  400: 'Błędne dane',
  401: 'Brak ważnej sesji',
  403: 'Brak uprawnień',
  404: 'Nie znaleziono',
  408: 'Dane nie dotarły w czasie',
  409: 'Konflikt ze stanem',
  413: 'Za duże żądanie',
  415: 'Nieobsługiwany typ treści',
  429: 'Za dużo prób',
  500: 'Błąd serwera',
  502: 'Operator płatności zawiódł',
  503: 'Usługa niedostępna',
};

/** `charity/:name` → `/api/charity/{name}`, and the root path too for the three root-absolute routes of spec §7. */
export const documentPaths = (name: ApiRouteName) => serverPaths(API_ROUTES[name]).map((path) => path.replace(/:([A-Za-z_]+)/g, '{$1}'));

function parameters(contract: RouteContract): JsonSchema[] {
  const list = (where: 'path' | 'query', schema: z.ZodType | undefined) => {
    if (!schema) return [];
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    const shape: Record<string, z.ZodType> = schema instanceof z.ZodObject ? schema.shape : {};
    return Object.entries(object.properties ?? {}).map(([name, property]) => {
      const note = shape[name] && PARAMETER_NOTES.get(shape[name]);
      return {
        name,
        in: where,
        ...(note ? { description: note } : {}),
        required: where === 'path' || (object.required ?? []).includes(name),
        schema: property,
      };
    });
  };
  return [...list('path', contract.params), ...list('query', contract.query)];
}

/** A form's parts, each as long as the server reads it (server/src/http/multipart.ts): a text part in bytes, so in characters too. */
function multipartSchema({ jsonParts, file, fileKind }: MultipartContract): JsonSchema {
  const properties: Record<string, JsonSchema> = Object.fromEntries(
    Object.entries(jsonParts).map(([part, schema]) => [
      part,
      { type: 'string', maxLength: MULTIPART_FIELD_MAX_BYTES, contentMediaType: 'application/json', contentSchema: jsonSchema(schema, 'input') },
    ]),
  );
  const { maxBytes, description } = fileKind ?? { maxBytes: IMAGE_MAX_BYTES, description: 'PNG, JPEG albo WebP, do 10 MB' };
  if (file) properties[file] = { type: 'string', maxLength: maxBytes, contentMediaType: 'application/octet-stream', description };
  return { type: 'object', properties };
}

function requestBody(body: NonNullable<RouteContract['body']>): JsonSchema {
  const content: Record<string, JsonSchema> = {};
  if (body.json) content['application/json'] = { schema: jsonSchema(body.json, 'input') };
  if (body.multipart) content['multipart/form-data'] = { schema: multipartSchema(body.multipart) };
  if (body.form) content['application/x-www-form-urlencoded'] = { schema: jsonSchema(body.form, 'input') };
  const accepts = body.json ?? body.form;
  // A body that parses when left out (every field has a default) need not be sent.
  return { required: !accepts || !accepts.safeParse({}).success, content };
}

function response(status: number, answer: ResponseContract): JsonSchema {
  const description = STATUS_TEXT[status] ?? String(status);
  if (answer === null) return { description };
  if (answer instanceof z.ZodType) return { description, content: { 'application/json': { schema: jsonSchema(answer, 'output') } } };
  // A whole answer that is not JSON (a page, a PDF, a picture) is described by its media type: it is a file, not a field.
  const content: Record<string, JsonSchema> = Object.fromEntries(answer.mediaTypes.map((type) => [type, {}]));
  if (answer.orJson) content['application/json'] = { schema: jsonSchema(answer.orJson, 'output') };
  const location = { Location: { description: 'Dokąd dalej', schema: { type: 'string', format: 'uri-reference', maxLength: URL_MAX_LENGTH } } };
  return { description, content, ...(status === 303 ? { headers: location } : {}) };
}

/** Who may call the route, in the words of the panel's roles. */
function accessDescription(auth: AccessLevel, roles: readonly StaffRole[]): string {
  if (auth === 'admin') return 'Tylko administrator.';
  const names = roles.map((role) => STAFF_ROLE_LABELS[role].toLowerCase()).join(', ');
  if (auth === 'staff') return `Zespół fundacji w rolach: ${names}.`;
  if (auth === 'owner' && roles.length) return `Właściciel rekordu albo zespół fundacji w rolach: ${names}.`;
  return 'Tylko zalogowany użytkownik.';
}

function operation(name: ApiRouteName, operationId: string): Operation {
  const contract: RouteContract = API_CONTRACT[name];
  const { auth, roles } = API_ROUTES[name];
  const params = parameters(contract);
  const description = [contract.description, auth !== 'public' ? accessDescription(auth, roles) : undefined].filter(Boolean).join('\n\n');
  return {
    operationId,
    summary: contract.summary,
    tags: [contract.tag],
    ...(description ? { description } : {}),
    security: auth !== 'public' ? [{ bearer: [] }] : contract.optionalToken ? [{}, { bearer: [] }] : [],
    ...(params.length ? { parameters: params } : {}),
    ...(contract.body ? { requestBody: requestBody(contract.body) } : {}),
    responses: Object.fromEntries(Object.entries(responsesOf(name)).map(([status, answer]) => [status, response(Number(status), answer)])),
  };
}

/** The whole document; `version` is the server's API version. */
export function openApiDocument(version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const name of Object.keys(API_ROUTES) as ApiRouteName[]) {
    documentPaths(name).forEach((path, index) => {
      const method = API_ROUTES[name].method.toLowerCase();
      paths[path] = { ...paths[path], [method]: operation(name, index === 0 ? name : `${name}AtRoot`) };
    });
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Złota rybka — API portalu zbiórek',
      version,
      description:
        'API Fundacji Złota rybka. JSON w snake_case, kwoty w złotych. Każdy błąd ma jeden kształt: ' +
        '`{"error": {"code", "message", "fields"?}}`; odpowiedź 401 ma też `"name": "Unauthorized"`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Token `access_token` z logowania' } },
    },
  };
}
