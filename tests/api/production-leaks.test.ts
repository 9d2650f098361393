import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 13, item 9: source maps handed out the web's source in production, and HSTS went out over plain HTTP.

const SCRIPT = 'console.log("złota rybka");\n//# sourceMappingURL=app-1a2b3c.js.map\n';
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['../src/app/start.tsx'], sourcesContent: ['export const sekret = 1;'], mappings: '' });

/** A built web: the shell, a hashed script with its source map, and the service worker with its own. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zlota-leaks-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="pl"><head><!--app-head--><!--/app-head--></head><body>\n<div id="root"></div>\n</body></html>');
  writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.js.map'), SOURCE_MAP);
  writeFileSync(path.join(dir, 'sw.js'), 'self.skipWaiting();\n//# sourceMappingURL=sw.js.map\n');
  writeFileSync(path.join(dir, 'sw.js.map'), SOURCE_MAP);
  return dir;
}

const get = (server: TestServer, url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers });

describe('source maps', () => {
  describe('in production', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'payu', WEB_DIST: webDist() });
    });
    afterAll(() => server.close());

    it('when a script is asked for, then it is served as built', async () => {
      const response = await get(server, '/assets/app-1a2b3c.js');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SCRIPT);
    });

    it.each(['/assets/app-1a2b3c.js.map', '/sw.js.map', '/assets/nie-ma-takiej.js.map'])('when %s is asked for, then it answers 404 without the source', async (url) => {
      for (const accept of ['*/*', 'text/html']) {
        const response = await get(server, url, { accept });
        const body = await response.text();
        expect(response.status, accept).toBe(404);
        expect(body).not.toContain('sekret');
        expect(body).not.toContain('<div id="root">');
      }
    });
  });

  describe('outside production', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ WEB_DIST: webDist() });
    });
    afterAll(() => server.close());

    it('when a source map is asked for, then the developer gets it', async () => {
      const response = await get(server, '/assets/app-1a2b3c.js.map');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ sourcesContent: ['export const sekret = 1;'] });
    });
  });
});

describe('Strict-Transport-Security', () => {
  const hstsOf = async (server: TestServer, headers: Record<string, string> = {}) => (await get(server, '/api/health', headers)).headers.get('strict-transport-security');

  describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ TRUST_PROXY: 'loopback' });
    });
    afterAll(() => server.close());

    it('when the proxy says the request came over HTTPS, then the answer carries HSTS', async () => {
      expect(await hstsOf(server, { 'x-forwarded-proto': 'https' })).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    });

    it('when the request came over plain HTTP, then the answer carries no HSTS', async () => {
      expect(await hstsOf(server)).toBeNull();
      expect(await hstsOf(server, { 'x-forwarded-proto': 'http' })).toBeNull();
    });
  });

  describe('without a trusted proxy', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('when a client claims X-Forwarded-Proto: https over plain HTTP, then it is not believed and no HSTS is sent', async () => {
      expect(await hstsOf(server, { 'x-forwarded-proto': 'https' })).toBeNull();
      expect(await hstsOf(server)).toBeNull();
    });
  });
});
