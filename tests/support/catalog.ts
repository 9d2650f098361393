import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { call, callRoute, type ApiResponse } from './api-client.js';
import { createActiveUser, createAdminAccount, login, unique } from './accounts.js';
import type { TestServer } from './test-server.js';

/** The content of a fundraiser that passes every check of the shared schema. */
export function charityContent(overrides: Record<string, unknown> = {}) {
  return {
    title: `Pomoc dla rodziny ${unique()}`,
    name: 'Zbiórka na rehabilitację',
    target: 'Turnus rehabilitacyjny nad morzem',
    target_amount: 12500,
    short_description: 'Krótki opis zbiórki, który ma co najmniej dziesięć znaków.',
    ...overrides,
  };
}

/** A word made of letters only, found by search as one token on SQLite FTS5 and PostgreSQL alike. */
export const uniqueWord = (prefix = 'slowo') => `${prefix}${unique().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`;

export const needyContent = (overrides: Record<string, unknown> = {}) => ({ name: 'Jan', surname: 'Nowak', city: 'Kraków', ...overrides });

export interface Actor {
  id: number;
  token: string;
}

export async function adminActor(server: TestServer): Promise<Actor> {
  const admin = await createAdminAccount(server);
  const row = await server.db('users').where({ email: admin.email }).first('id');
  return { id: row.id as number, token: await login(server, admin.email, admin.password) };
}

export async function userActor(server: TestServer): Promise<Actor> {
  const user = await createActiveUser(server);
  return { id: user.id, token: await login(server, user.email, user.password) };
}

/** The foundation's fundraiser with a new beneficiary (POST /api/charity/with-needy), active unless told otherwise. */
export async function createAdminCharity(
  server: TestServer,
  admin: Actor,
  overrides: Record<string, unknown> = {},
  needy: Record<string, unknown> = {},
) {
  const body = { ...charityContent(overrides), needy: { ...needyContent(needy), ...(overrides.needy as object | undefined) } };
  const response = await callRoute(server.url, API_ROUTES.charityCreateWithNeedy, {}, { token: admin.token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; url: string; title: string; needy: { id: number }; published_at: string | null };
}

/** The organiser's declarations, all accepted (required when a user creates a fundraiser). */
export const declared = () => ({ adult: true, beneficiary_consent: true, health_data: true });

/** A registered user's fundraiser (POST /api/user/create-charity, JSON): a draft unless `submit: true`. */
export async function createUserCharity(server: TestServer, user: Actor, overrides: Record<string, unknown> = {}) {
  const body = { ...charityContent(), needy: needyContent(), declarations: declared(), ...overrides };
  const response = await callRoute(server.url, API_ROUTES.userCreateCharity, {}, { token: user.token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; url: string; title: string; status: string; needy: { id: number }; image: string | null };
}

export const updateCharity = (server: TestServer, actor: Actor | undefined, id: number, body: unknown) =>
  callRoute(server.url, API_ROUTES.charityUpdate, { id }, { token: actor?.token, body });

/** An admin moves a fundraiser to a status and the move must succeed. */
export async function setStatus(server: TestServer, admin: Actor, id: number, status: string) {
  const response = await updateCharity(server, admin, id, { status });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

export const charityRow = (server: TestServer, id: number) => server.db('charities').where({ id }).first();

export async function countRows(server: TestServer, table: string): Promise<number> {
  return Number((await server.db(table).count({ n: '*' }).first())!.n);
}

const WRITTEN_TABLES = ['users', 'charities', 'needy', 'images', 'image_variants', 'user_tokens', 'email_outbox', 'audit_log'] as const;

/** How many rows each table a catalog write touches holds: compared before and after a refused call. */
export async function rowCounts(server: TestServer, tables: readonly string[] = WRITTEN_TABLES): Promise<Record<string, number>> {
  // One statement for all the tables (a UNION ALL of counts, written once: the names are the schema's own): the
  // bad-input test counts some sixty tables around each of its ~1 700 requests, and a statement per table was most of
  // its time.
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const sql = tables.map((table) => `select '${table.replaceAll("'", "''")}' as name, count(*) as n from ${quoted(table)}`).join(' union all ');
  if (sql === '') return {};
  const result = (await server.db.raw(sql)) as Counted[] | { rows: Counted[] };
  return Object.fromEntries((Array.isArray(result) ? result : result.rows).map(({ name, n }) => [name, Number(n)]));
}

type Counted = { name: string; n: number | string };

/** Public visibility through every public read: the page, the list, the search and the count. */
export async function publicView(server: TestServer, charity: { id: number; url: string }, searchTerm: string) {
  const page = await callRoute(server.url, API_ROUTES.charity, { name: charity.url });
  const list = await call(server.url, 'GET', '/api/charity?size=50');
  const search = await callRoute(server.url, API_ROUTES.charitySearch, { term: searchTerm });
  const count = await callRoute(server.url, API_ROUTES.charityCount);
  const ids = (response: ApiResponse) => (response.body as { id: number }[]).map((c) => c.id);
  return {
    page: page.status,
    inList: ids(list).includes(charity.id),
    inSearch: ids(search).includes(charity.id),
    count: count.body.count as number,
    body: page.body,
  };
}

export function expectError(response: ApiResponse, status: number, code: string, message?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ error: { code, message: message ?? expect.stringMatching(/\S/) } });
}

export const png = (width = 800, height = 600, background = '#c33') =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

/** A real 64×48 PNG whose IHDR claims another size, its CRC fixed: a pixel bomb in a few hundred bytes. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(64, 48));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

export type FilePart = { data: Buffer | string; filename: string; type?: string };

/** A multipart form: each JSON part encoded as text, then any files under `image`. */
export function form(json: Record<string, unknown>, files: FilePart[] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(json)) body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  for (const file of files) {
    const bytes = typeof file.data === 'string' ? file.data : new Uint8Array(file.data);
    body.append('image', new Blob([bytes], { type: file.type ?? 'image/png' }), file.filename);
  }
  return body;
}

/** Sends a multipart form with fetch (which sets the boundary) and reads the JSON answer. */
export async function sendForm(server: TestServer, method: string, path: string, body: FormData, token?: string): Promise<ApiResponse> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(`${server.url}${path}`, { method, body, headers });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, body: isJson && text ? JSON.parse(text) : text, headers: response.headers };
}

export async function fetchImage(server: TestServer, name: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`${server.url}/api/images/${name}`);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}
