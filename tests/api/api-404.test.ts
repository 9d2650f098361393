import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@zlota/shared/errors';
import { API_MESSAGES } from '@zlota/shared/messages';
import { call } from '../support/api-client.js';
import { OBJECT_NAMES } from '../support/fuzz-values.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Under /api/ nothing answers the web's HTML page, and nothing fails: a path no route takes, a wrong method, a path the
// router cannot decode, all get the one JSON error body. The built web is there (a shell in WEB_DIST), so a request
// that slipped past the API would get its HTML. Requests go as written, over a raw socket: fetch would tidy `.` away.

interface RawAnswer {
  status: number;
  type: string;
  body: string;
}

/** One request exactly as written, asking for HTML as a browser's address bar does. */
function raw(server: TestServer, method: string, target: string): Promise<RawAnswer> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html,*/*\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        type: /^content-type:\s*(.*)$/im.exec(head)?.[1] ?? '',
        body: Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8'),
      });
    });
  });
}

const NOT_FOUND = [
  ['GET', '/api/nonexistent'],
  ['GET', '/api/'],
  ['GET', '/api'],
  ['GET', '/API/nonexistent'],
  ['GET', '/api//charity'],
  ['GET', '/api/charity/search/'],
  ['GET', '/api/charity/search'],
  ['GET', '/api/user/charity/'],
  ['GET', '/api/charity/%E0%A4%A'],
  ['GET', '/api/charity/search/%E0%A4%A'],
  ['GET', '/api/charity/%ZZ'],
  ['GET', '/api/docs/%C0%AF'],
  // Names every object answers to (issue 29 §8): looked up by name, they are no file of the docs.
  ...OBJECT_NAMES.map((name) => ['GET', `/api/docs/${name}`] as const),
  ['GET', '/api/images/%E0%A4%A'],
  ['DELETE', '/api/admin/user/%E0%A4%A'],
  ['GET', '/api/payment/%FF/status'],
  ['PATCH', '/api/health'],
  ['DELETE', '/api/charity'],
  ['PUT', '/api/stats'],
  ['POST', '/api/charity/count'],
  ['GET', '/api/admin/user/5'],
  ['PUT', '/api/nonexistent/deeper/still'],
] as const;

/** Paths a route takes after all (a search for `../`, a term too short): any JSON answer but a failure. */
const JSON_ANYWAY = [
  ['GET', '/api/charity/search/.'],
  ['GET', '/api/charity/search/..'],
  ['GET', '/api/charity/search/..%2f'],
  ['GET', '/api/charity/search/%2e%2e%2f%2e%2e%2f'],
  ['GET', '/api/charity/search/..%2F..%2Fetc%2Fpasswd'],
  ['GET', '/api/charity/..%2f..%2f'],
  ['GET', '/api/charity/%00'],
  ['GET', '/api/payment/%00/status'],
] as const;

let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'zlota-api-404-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="pl"><head><!--app-head--><title>x</title><!--/app-head--></head><body>\n<div id="root"></div>\n</body></html>');
  server = await startTestServer({ WEB_DIST: webDist });
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

function expectErrorBody(answer: RawAnswer) {
  expect(answer.type).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as { error: { code: string; message: string } };
  expect(ERROR_CODES).toContain(body.error.code);
  expect(body.error.message).toMatch(/\p{L}/u);
  return body;
}

describe('a path under /api/ that no route takes', () => {
  it('is checked against a server that does serve the web: a page path answers its HTML', async () => {
    const page = await raw(server, 'GET', '/charity/search/');
    expect(page.type).toMatch(/^text\/html/);
  });

  it.each(NOT_FOUND)('when %s %s is asked for, then it answers 404 NOT_FOUND in the one JSON shape, in Polish', async (method, target) => {
    const answer = await raw(server, method, target);

    expect(answer.status, answer.body.slice(0, 200)).toBe(404);
    expect(expectErrorBody(answer).error.code).toBe('NOT_FOUND');
  });

  it.each(JSON_ANYWAY)('when %s %s is asked for, then it answers JSON, never HTML and never a failure', async (method, target) => {
    const answer = await raw(server, method, target);

    expect(answer.status, answer.body.slice(0, 200)).toBeLessThan(500);
    expect(answer.type).toMatch(/^application\/json/);
    if (answer.status >= 400) expectErrorBody(answer);
  });

  it('when fetch asks for the same paths (as the web does), then the answers are the documented 404 of the API', async () => {
    for (const target of ['/api/nonexistent', '/api/charity/search/', '/api/charity/search/.', '/api/charity/%E0%A4%A']) {
      const response = await call(server.url, 'GET', target, { headers: { accept: 'text/html' } });
      expect(response.status, target).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    }
    expect((await call(server.url, 'GET', '/api/nonexistent')).body.error.message).toBe(API_MESSAGES.notFound);
  });

  it('when HEAD asks for one, then it answers 404 as JSON, without a body', async () => {
    const answer = await raw(server, 'HEAD', '/api/nonexistent');

    expect(answer.status).toBe(404);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body).toBe('');
  });
});
