import { randomUUID } from 'node:crypto';
import net from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@zlota/shared/messages';
import { IMAGE_MAX_BYTES } from '@zlota/server/http/multipart';
import { adminActor, charityContent, form, needyContent, type Actor } from '../support/catalog.js';
import { rejectionCount } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 33 §4: size limits before the bytes. A body over its route's limit is refused while the client still sends,
// and its connection closed; a body that does not arrive in time is cut. A body's time is short here (1 s), an upload's
// not: a large picture sent slower than the body's time allows still arrives. The client paces its 10 MB (64 KB every
// 5 ms, about 1 s in all) so that what it has sent when the answer comes is what the server let in, not what loopback's
// socket buffers (several MB) swallowed at once.
const MB = 1024 * 1024;
const BODY_TIMEOUT_MS = 1000;

let server: TestServer;
let admin: Actor;
beforeAll(async () => {
  server = await startTestServer({ BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS), UPLOAD_TIMEOUT_MS: '30000' });
  admin = await adminActor(server);
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  head: string;
  body: string;
  /** Bytes of the body the client had written when the answer's first bytes came. */
  sentAtAnswer: number;
  msToAnswer: number;
  /** Whether the client could send its whole body before the server closed the connection. */
  sentAll: boolean;
}

interface RawRequest {
  method?: string;
  path: string;
  headers: Record<string, string | number>;
  body: Buffer;
  /** Transfer-Encoding: chunked, each piece a chunk; otherwise Content-Length. */
  chunked?: boolean;
  piece?: number;
  /** A pause between pieces (a slow line); without it, as fast as the socket drains. */
  tickMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request on a socket of its own, the body written piece by piece while the answer is watched for. */
function sendRaw(request: RawRequest): Promise<RawAnswer> {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  const started = Date.now();
  let sent = 0;
  let sentAll = false;
  let received = '';
  let answeredAt: { sent: number; ms: number } | undefined;
  let closed = false;
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    answeredAt ??= { sent, ms: Date.now() - started };
    received += chunk;
  });
  socket.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => socket.once('close', () => ((closed = true), resolve())));
  const write = (bytes: Buffer | string) => (closed || socket.destroyed ? Promise.resolve() : new Promise<void>((resolve) => (socket.write(bytes) ? resolve() : socket.once('drain', resolve).once('close', resolve))));
  const pump = async () => {
    const framing = request.chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': request.body.length };
    const headers = Object.entries({ Host: '127.0.0.1', ...request.headers, ...framing }).map(([name, value]) => `${name}: ${value}\r\n`);
    await write(`${request.method ?? 'POST'} ${request.path} HTTP/1.1\r\n${headers.join('')}\r\n`);
    const piece = request.piece ?? 64 * 1024;
    for (let at = 0; at < request.body.length && !closed && !answeredAt; at += piece) {
      const part = request.body.subarray(at, at + piece);
      await write(request.chunked ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]) : part);
      sent += part.length;
      if (request.tickMs) await pause(request.tickMs);
    }
    if (request.chunked) await write('0\r\n\r\n');
    sentAll = sent === request.body.length && !closed;
    // An answer that has come closes its connection; one still awaited is waited for.
    if (!closed) await Promise.race([ended, pause(30_000)]);
  };
  return pump().then(() => {
    socket.destroy();
    const [head = '', body = ''] = received.split('\r\n\r\n');
    return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: Buffer.from(body, 'latin1').toString('utf8'), sentAtAnswer: answeredAt?.sent ?? sent, msToAnswer: answeredAt?.ms ?? Infinity, sentAll };
  });
}

const json = (bytes: number) => Buffer.from(JSON.stringify({ padding: 'x'.repeat(bytes - 20) }));
const closesConnection = (answer: RawAnswer) => expect(answer.head.toLowerCase()).toContain('connection: close');

describe('a body over its route\'s limit', () => {
  it('when 10 MB are declared to the payment notification endpoint, then 413 comes before the client has sent 1 MB, the connection is closed, and the refusal is counted', { timeout: 60_000 }, async () => {
    const before = await rejectionCount(server.db, 'sandbox', 'too_large');
    const answer = await sendRaw({ path: `/api/payments/notify/sandbox/${randomUUID()}`, headers: { 'Content-Type': 'application/json' }, body: json(10 * MB), tickMs: 5 });
    expect(answer.status, answer.head).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: API_MESSAGES.payloadTooLarge } });
    closesConnection(answer);
    expect(answer.sentAtAnswer).toBeLessThan(1 * MB);
    expect(answer.sentAll).toBe(false);
    expect(answer.msToAnswer).toBeLessThan(500);
    await expect.poll(() => rejectionCount(server.db, 'sandbox', 'too_large')).toBe(before + 1);
  });

  it('when a chunked body passes the limit, then it is cut there: 413 before the client has sent 1 MB of its 10 MB, the connection closed', { timeout: 60_000 }, async () => {
    for (const path of [`/api/payments/notify/sandbox/${randomUUID()}`, '/api/donate/charity']) {
      const answer = await sendRaw({ path, headers: { 'Content-Type': 'application/json' }, body: json(10 * MB), chunked: true, tickMs: 5 });
      expect(answer.status, `${path}: ${answer.head}`).toBe(413);
      expect(JSON.parse(answer.body).error.code).toBe('PAYLOAD_TOO_LARGE');
      closesConnection(answer);
      expect(answer.sentAtAnswer, path).toBeLessThan(1 * MB);
      expect(answer.sentAll).toBe(false);
    }
  });
});

describe('a body that does not arrive in time', () => {
  it('when a client trickles a small JSON body, then it is answered 408 when the body\'s time is up, and the connection closed', { timeout: 60_000 }, async () => {
    const answer = await sendRaw({ path: '/api/donate/charity', headers: { 'Content-Type': 'application/json' }, body: json(4000), piece: 40, tickMs: 200 });
    expect(answer.status, answer.head).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'REQUEST_TIMEOUT', message: API_MESSAGES.requestTimeout } });
    closesConnection(answer);
    expect(answer.msToAnswer).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 50);
    expect(answer.msToAnswer).toBeLessThan(BODY_TIMEOUT_MS + 1500);
    expect(answer.sentAll).toBe(false);
  });

  it('when an admin uploads a picture near 10 MB on a line slower than a JSON body\'s time allows, then it is stored', { timeout: 120_000 }, async () => {
    // Noise does not compress: a PNG of it is as large as its pixels.
    const side = 1760;
    const picture = await sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(picture.length).toBeGreaterThan(8 * MB);
    expect(picture.length).toBeLessThan(IMAGE_MAX_BYTES);
    const body = form({ charity: { ...charityContent(), needy: needyContent() } }, [{ data: picture, filename: 'zdjecie.png' }]);
    const encoded = new Response(body);
    const bytes = Buffer.from(await encoded.arrayBuffer());
    // About 2.5 s for the whole form: more than twice the body's time of a JSON request.
    const answer = await sendRaw({
      path: '/api/charity/with-needy',
      headers: { 'Content-Type': encoded.headers.get('content-type')!, Authorization: `Bearer ${admin.token}`, Connection: 'close' },
      body: bytes,
      piece: 64 * 1024,
      tickMs: 17,
    });
    expect(answer.sentAll).toBe(true);
    expect(answer.msToAnswer).toBeGreaterThan(2 * BODY_TIMEOUT_MS);
    expect(answer.status, answer.body.slice(0, 300)).toBe(201);
  });
});
