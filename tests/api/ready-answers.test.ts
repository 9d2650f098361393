import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { createApp } from '@zlota/server/app';
import { processImage } from '@zlota/server/components/images/image-pipeline';
import { saveImage } from '@zlota/server/components/images/images-repository';
import { createLogger } from '@zlota/server/libraries/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { call, callRoute } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { checkAnswersOf } from '../support/contract-check.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { getRaw as getRawFrom } from '../support/raw-get.js';
import { webShell } from '../support/web-shell.js';

// Kept public answers go out as ready bytes (ETag, 304, compressed once), ahead of the request log and compression;
// writes and pages still cross the whole stack. The app runs on the test server's database with a logger the test reads.

let server: TestServer;
let url: string;
let close: () => Promise<void>;
let token: string;
let charity: { id: number; url: string };
const logged: Array<{ req?: { id: string; url: string }; msg: string }> = [];

const newCharity = (title: string) => ({
  title,
  name: 'Zbiórka dla Zosi',
  target: 'Wózek aktywny',
  target_amount: '8 000',
  short_description: 'Zosia potrzebuje lekkiego wózka, by samodzielnie dojeżdżać do szkoły.',
  description: `<p>${'Dziękujemy za każdą wpłatę na wózek dla Zosi. '.repeat(20)}</p>`,
  promoted: true,
  promoted_order: 1,
  needy: { name: 'Zofia', surname: 'Nowak', city: 'Gdańsk' },
});

beforeAll(async () => {
  server = await startTestServer({ CATALOG_CACHE_SECONDS: '60', WEB_DIST: webShell() });
  const logger = createLogger('info', { write: (line: string) => logged.push(JSON.parse(line)) });
  const listening = createApp({ ...server.deps, logger }).listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  const stopChecking = checkAnswersOf(url);
  close = async () => {
    stopChecking();
    listening.closeAllConnections();
    await new Promise((resolve) => listening.close(resolve));
    await server.close();
  };
  const admin = await createAdminAccount(server);
  token = (await callRoute(url, API_ROUTES.adminLogin, {}, { body: { login: admin.email, password: admin.password } })).body.access_token;
  charity = (await callRoute(url, API_ROUTES.charityCreateWithNeedy, {}, { token, body: newCharity('Wózek dla Zosi z Gdańska') })).body;
});
afterAll(() => close());

const getRaw = (path: string, headers: Record<string, string>) => getRawFrom(`${url}${path}`, { accept: 'application/json', ...headers });

const STRONG_ETAG = /^"[0-9a-f]{32}(-br|-gzip)?"$/;

const reads = () => [
  ['list', '/api/charity?page=1&size=3'],
  ['view', `/api/charity/${charity.url}`],
  ['promoted', '/api/charity/promoted'],
  ['count', '/api/charity/count'],
  ['stats', '/api/stats'],
  ['search', '/api/charity/search/Gda%C5%84sk'],
  ['search at the root path', '/charity/search/Gda%C5%84sk'],
];

describe('kept public answers', () => {
  it('when a cached read is asked again with its ETag, then each answers 304 with no body, computed or kept', async () => {
    for (const [name, path] of reads()) {
      const first = await call(url, 'GET', path!);
      const etag = first.headers.get('etag')!;
      expect({ name, status: first.status, etag }).toEqual({ name, status: 200, etag: expect.stringMatching(STRONG_ETAG) });
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('vary')).toContain('Accept-Encoding');
      const again = await call(url, 'GET', path!);
      expect({ name, etag: again.headers.get('etag'), body: again.body }).toEqual({ name, etag, body: first.body });
      const held = await call(url, 'GET', path!, { headers: { 'if-none-match': etag } });
      expect({ name, status: held.status, body: held.body, etag: held.headers.get('etag') }).toEqual({ name, status: 304, body: '', etag });
      expect((await call(url, 'GET', path!, { headers: { 'if-none-match': '"inny"' } })).status).toBe(200);
    }
  });

  it('when a write changes the answer, then the old ETag gets the new answer, never a 304', async () => {
    const view = `/api/charity/${charity.url}`;
    const before = await call(url, 'GET', view);
    const countBefore = await call(url, 'GET', '/api/charity/count');
    const changed = await callRoute(url, API_ROUTES.charityUpdate, { id: charity.id }, { token, body: { title: 'Wózek dla Zosi — nowy tytuł' } });
    expect(changed.status).toBe(200);
    const after = await call(url, 'GET', view, { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.body.title).toBe('Wózek dla Zosi — nowy tytuł');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));

    await callRoute(url, API_ROUTES.charityCreateWithNeedy, {}, { token, body: newCharity('Druga zbiórka dla Zosi') });
    const countAfter = await call(url, 'GET', '/api/charity/count', { headers: { 'if-none-match': countBefore.headers.get('etag')! } });
    expect(countAfter.status).toBe(200);
    expect(countAfter.body).not.toEqual(countBefore.body);
  });

  it('when a client accepts gzip or br, then it gets that form of the same JSON, each with its own ETag, and any of them gets a 304', async () => {
    const path = `/api/charity/${charity.url}`;
    const plain = await getRaw(path, {});
    const gzip = await getRaw(path, { 'accept-encoding': 'gzip' });
    const br = await getRaw(path, { 'accept-encoding': 'gzip;q=0.5, br' });
    const refused = await getRaw(path, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect([plain.headers['content-encoding'], gzip.headers['content-encoding'], br.headers['content-encoding'], refused.headers['content-encoding']])
      .toEqual([undefined, 'gzip', 'br', undefined]);
    const json = JSON.parse(plain.body.toString('utf8'));
    expect(json.title).toBe('Wózek dla Zosi — nowy tytuł');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(json);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);
    expect(refused.body.equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);
    const etags = [plain, gzip, br].map((answer) => answer.headers.etag);
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) {
      const held = await getRaw(path, { 'accept-encoding': 'br', 'if-none-match': etag as string });
      expect(held.status).toBe(304);
      expect(held.headers.etag).toBe(br.headers.etag);
    }
  });
});

describe('what runs on which request', () => {
  const linesOf = (id: string) => logged.filter((line) => line.req?.id === id);
  const until = async (seen: () => boolean) => {
    for (let i = 0; i < 100 && !seen(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('kept reads and pictures skip the request log but keep their headers; writes and pages are logged with theirs', async () => {
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#f5a623' } }).png().toBuffer();
    const image = await saveImage(server.db, await processImage(picture), Date.now());
    await call(url, 'GET', '/api/charity/promoted');

    const kept = await call(url, 'GET', '/api/charity/promoted', { headers: { 'x-request-id': 'zachowana-1' } });
    const shown = await call(url, 'GET', `/api/images/${image}`, { headers: { 'x-request-id': 'obrazek-1' } });
    const page = await call(url, 'GET', '/kontakt', { headers: { accept: 'text/html', 'x-request-id': 'strona-1' } });
    const write = await callRoute(url, API_ROUTES.charityUpdate, { id: charity.id }, { token, body: { title: 'Wózek dla Zosi' }, headers: { 'x-request-id': 'zapis-1' } });
    await until(() => linesOf('zapis-1').length > 0 && linesOf('strona-1').length > 0);

    expect([kept.status, shown.status, page.status, write.status]).toEqual([200, 200, 200, 200]);
    expect(linesOf('strona-1').map((line) => line.msg)).toEqual(['request completed']);
    expect(linesOf('zapis-1').map((line) => line.msg)).toEqual(['request completed']);
    expect(linesOf('zachowana-1')).toEqual([]);
    expect(linesOf('obrazek-1')).toEqual([]);
    for (const [answer, id] of [[kept, 'zachowana-1'], [shown, 'obrazek-1'], [page, 'strona-1'], [write, 'zapis-1']] as const) {
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('x-request-id')).toBe(id);
    }
    expect(shown.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(shown.headers.get('etag')).toMatch(STRONG_ETAG);
    expect(write.headers.get('cache-control')).toBe('no-store');
  });
});
