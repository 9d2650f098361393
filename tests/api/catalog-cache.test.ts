import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { CACHEABLE, createApp } from '@zlota/server/app';
import { processImage } from '@zlota/server/components/images/image-pipeline';
import { saveImage } from '@zlota/server/components/images/images-repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { call, callRoute } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { webShell } from '../support/web-shell.js';

let server: TestServer;
let token: string;
let charity: { id: number; url: string };

const adminCharity = {
  title: 'Wózek dla Zosi z Gdańska',
  name: 'Zbiórka dla Zosi',
  target: 'Wózek aktywny',
  target_amount: '8 000',
  short_description: 'Zosia potrzebuje lekkiego wózka, by samodzielnie dojeżdżać do szkoły.',
  promoted: true,
  promoted_order: 1,
  needy: { name: 'Zofia', surname: 'Nowak', city: 'Gdańsk' },
};

/** GET with gzip allowed; fetch would unpack silently, so node:http shows what travelled. */
function getGzipped(path: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip', accept: 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  server = await startTestServer({ CATALOG_CACHE_SECONDS: '60', WEB_DIST: webShell() });
  const admin = await createAdminAccount(server);
  token = (await callRoute(server.url, API_ROUTES.adminLogin, {}, { body: { login: admin.email, password: admin.password } })).body.access_token;
  charity = (await callRoute(server.url, API_ROUTES.charityCreateWithNeedy, {}, { token, body: adminCharity })).body;
});
afterAll(() => server.close());

describe('the short-lived cache of public catalog answers', () => {
  it('when the same public list is asked again, then it is answered from the cache, not the database', async () => {
    const first = await callRoute(server.url, API_ROUTES.charity, { name: charity.url });
    await server.db('charities').where({ id: charity.id }).update({ title: 'Zmieniono poza serwerem' });
    const second = await callRoute(server.url, API_ROUTES.charity, { name: charity.url });
    expect(second.body.title).toBe(first.body.title);
    expect(second.body.title).toBe(adminCharity.title);
  });

  it('when this server writes anything, then the next read is fresh', async () => {
    const changed = await callRoute(server.url, API_ROUTES.charityUpdate, { id: charity.id }, { token, body: { title: 'Wózek dla Zosi — nowy tytuł' } });
    expect(changed.status).toBe(200);
    expect((await callRoute(server.url, API_ROUTES.charity, { name: charity.url })).body.title).toBe('Wózek dla Zosi — nowy tytuł');
  });

  it('when a donation is recorded, then the collected amount shows at once', async () => {
    const before = (await callRoute(server.url, API_ROUTES.charity, { name: charity.url })).body.collected_amount;
    const donated = await callRoute(server.url, API_ROUTES.manualDonation, { id: charity.id }, { token, body: { amount: '12,34', method: 'cash', note: 'Puszka' } });
    expect(donated.status).toBe(201);
    const after = (await callRoute(server.url, API_ROUTES.charity, { name: charity.url })).body.collected_amount;
    expect(Math.round((after - before) * 100)).toBe(1234);
  });

  it('never caches an error or a non-public call', async () => {
    expect((await call(server.url, 'GET', '/api/charity?page=0')).status).toBe(400);
    expect((await call(server.url, 'GET', '/api/charity/nie-ma-takiej')).status).toBe(404);
    await callRoute(server.url, API_ROUTES.charityCreateWithNeedy, {}, { token, body: { ...adminCharity, title: 'Nie ma takiej' } });
    expect((await call(server.url, 'GET', '/api/charity/nie-ma-takiej')).status).toBe(200);
  });
});

describe('compression and the home page head', () => {
  it('when a client accepts gzip, then JSON travels compressed and unpacks to the same answer', async () => {
    const description = `<p>${'Dziękujemy za każdą wpłatę na wózek dla Zosi. '.repeat(60)}</p>`;
    const long = (await callRoute(server.url, API_ROUTES.charityCreateWithNeedy, {}, { token, body: { ...adminCharity, title: 'Długi opis', description } })).body;
    const gzipped = await getGzipped(`/api/charity/${long.url}`);
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(description.length / 4);
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual((await call(server.url, 'GET', `/api/charity/${long.url}`)).body);
  });

  it('when the web is served, then the home page preloads the first banner picture the carousel shows', async () => {
    const picture = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#f5a623' } }).png().toBuffer();
    const name = await saveImage(server.db, await processImage(picture), Date.now());
    await server.db('charities').update({ image: name }); // every promoted one: the newest leads the banner
    const html = await call(server.url, 'GET', '/', { headers: { accept: 'text/html' } });
    expect(html.status).toBe(200);
    expect(html.body).toContain(`<link rel="preload" as="image" href="/api/images/${name}?variant=banner" fetchpriority="high" />`);
    expect((await call(server.url, 'GET', '/kontakt', { headers: { accept: 'text/html' } })).body).not.toContain('rel="preload" as="image"');
  });

  it("when a fundraiser's page is served, then it preloads the picture it shows, the card variant", async () => {
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f80ed' } }).png().toBuffer();
    const name = await saveImage(server.db, await processImage(picture), Date.now());
    const charity = (await callRoute(server.url, API_ROUTES.charityCreateWithNeedy, {}, { token, body: { ...adminCharity, title: 'Zdjęcie na początek' } })).body;
    await server.db('charities').where({ id: charity.id }).update({ image: name });
    const html = await call(server.url, 'GET', `/zbiorka/${charity.url}`, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(200);
    expect(html.body).toContain(`<link rel="preload" as="image" href="/api/images/${name}?variant=card" fetchpriority="high" />`);
  });
});

describe('which answers the cache may keep', () => {
  it('when a guarded route, a write or an answer that depends on the caller is added to the cacheable list, then the portal refuses to start', () => {
    for (const name of ['adminCharity', 'userInfo', 'donate', 'logout'] as const) {
      expect(() => createApp(server.deps, undefined, [...CACHEABLE, name]), name).toThrow(new RegExp(`from the cache, not: ${name}$`));
    }
    expect(() => createApp(server.deps, undefined, CACHEABLE).close()).not.toThrow();
  });
});
