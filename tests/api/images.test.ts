import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, CHARITY_MESSAGES } from '@zlota/shared/messages';
import { processImage, type ProcessedImage } from '@zlota/server/components/images/image-pipeline';
import { imageExists, saveImage } from '@zlota/server/components/images/images-repository';
import { errorHandler } from '@zlota/server/http/error-handler';
import { createLogger } from '@zlota/server/libraries/logger';
import { IMAGE_MAX_BYTES, jsonPart, multipartUpload, uploadedImage } from '@zlota/server/http/multipart';
import { requestLog } from '@zlota/server/http/request-log';
import { call, type ApiResponse } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let image: ProcessedImage;
let uploadUrl: string;
let upload: Server;
const png = () => sharp({ create: { width: 900, height: 700, channels: 3, background: '#e0a030' } }).png().toBuffer();

/** A form as a route would take it: multipartUpload, then the pipeline, then the repository. */
function startUploadApp(): Promise<void> {
  const app = express();
  app.use(requestLog(createLogger('silent')));
  app.post('/upload', multipartUpload(['data']), async (req, res) => {
    const file = uploadedImage(req);
    const name = file ? await saveImage(server.db, await processImage(file), Date.now()) : null;
    res.status(201).json({ data: jsonPart(req, 'data') ?? null, name });
  });
  app.use(errorHandler);
  upload = app.listen(0, '127.0.0.1');
  return new Promise((resolve) => upload.once('listening', () => {
    uploadUrl = `http://127.0.0.1:${(upload.address() as AddressInfo).port}/upload`;
    resolve();
  }));
}

beforeAll(async () => {
  server = await startTestServer();
  image = await processImage(await png());
  await saveImage(server.db, image, Date.now());
  await startUploadApp();
});
afterAll(async () => {
  upload.closeAllConnections();
  await new Promise((resolve) => upload.close(resolve));
  await server.close();
});

const getImage = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}/api/images/${path}`, { headers });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const full = () => image.variants.find((v) => v.variant === 'full')!;

function expectError(response: ApiResponse, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ error: { code, message: message ?? expect.stringMatching(/\S/) } });
}

describe('GET /api/images/:image', () => {
  it('answers the full variant as WebP bytes with a strong ETag and a year-long immutable cache', async () => {
    const response = await getImage(image.name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('etag')).toBe(full().etag);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await bytesOf(response)).equals(full().data)).toBe(true);
  });

  it('when a picture is asked again (now from memory, before routing), then the answer is the same, with the headers every answer has', async () => {
    const headersOf = (response: Response) =>
      ['content-type', 'content-length', 'etag', 'cache-control', 'x-content-type-options', 'content-security-policy', 'vary'].map((name) => response.headers.get(name));
    const first = await getImage(`${image.name}?variant=card`);
    const again = await getImage(`${image.name}?variant=card`, { 'x-request-id': 'obrazek-2' });
    expect(again.status).toBe(200);
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(again.headers.get('x-request-id')).toBe('obrazek-2');
    expect((await bytesOf(again)).equals(await bytesOf(first))).toBe(true);
    const held = await getImage(`${image.name}?variant=card`, { 'if-none-match': first.headers.get('etag')! });
    expect([held.status, (await bytesOf(held)).length]).toEqual([304, 0]);
  });

  const sizes = [['card', 640, 480], ['banner', 1600, 640], ['full', 2000, 2000]] as const;
  it.each(sizes)('when ?variant=%s, then it answers that size', async (variant, maxWidth, maxHeight) => {
    const response = await getImage(`${image.name}?variant=${variant}`);
    const meta = await sharp(await bytesOf(response)).metadata();
    expect([meta.format, meta.width! <= maxWidth, meta.height! <= maxHeight]).toEqual(['webp', true, true]);
    if (variant === 'card') expect(meta.width).toBeLessThan(full().width);
  });

  it('when If-None-Match carries the ETag, then it answers 304 without a body', async () => {
    const response = await getImage(image.name, { 'if-none-match': full().etag });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(full().etag);
    expect((await bytesOf(response)).length).toBe(0);
    expect((await getImage(image.name, { 'if-none-match': '"stare"' })).status).toBe(200);
  });

  it('when the name is unknown or not an image name, then it answers 404 in the error shape', async () => {
    const names = ['0123456789abcdef01234567.webp', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f', '..%2f..%2fapp.ts', 'x.png'];
    names.push(image.name.toUpperCase(), `${image.name}%00.png`, `${image.name}%2f..`);
    for (const name of names) {
      const response = await call(server.url, 'GET', `/api/images/${name}`);
      expectError(response, 404, 'NOT_FOUND', CHARITY_MESSAGES.imageNotFound);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it.each(['huge', '', 'card&variant=full'])('when ?variant=%s, then it answers 400', async (variant) => {
    expectError(await call(server.url, 'GET', `/api/images/${image.name}?variant=${variant}`), 400, 'VALIDATION');
  });
});

describe('saveImage', () => {
  it('when the same picture is saved twice, then it is one image', async () => {
    expect(await saveImage(server.db, await processImage(await png()), Date.now())).toBe(image.name);
    const rows = await server.db('images').where({ name: image.name });
    expect(rows).toHaveLength(1);
  });

  it("when the caller's transaction rolls back, then the image is gone with it", async () => {
    const small = sharp({ create: { width: 50, height: 50, channels: 3, background: '#123456' } });
    const other = await processImage(await small.png().toBuffer());
    await expect(server.db.transaction(async (trx) => {
      await saveImage(trx, other, Date.now());
      expect(await imageExists(trx, other.name)).toBe(true);
      throw new Error('wycofaj');
    })).rejects.toThrow('wycofaj');
    expect(await imageExists(server.db, other.name)).toBe(false);
  });
});

describe('multipartUpload', () => {
  const form = (parts: [string, string | Blob, string?][]) => {
    const body = new FormData();
    for (const [name, value, filename] of parts) {
      if (typeof value === 'string') body.append(name, value);
      else body.append(name, value, filename);
    }
    return body;
  };
  const post = async (body: FormData | string, headers: Record<string, string> = {}): Promise<ApiResponse> => {
    const response = await fetch(uploadUrl, { method: 'POST', body, headers });
    return { status: response.status, body: await response.json(), headers: response.headers };
  };
  const pngBlob = async () => new Blob([new Uint8Array(await png())], { type: 'image/png' });

  it('when a form carries an image and a JSON part, then both arrive and the image is served', async () => {
    const response = await post(form([['data', '{"title":"Rybka"}'], ['image', await pngBlob(), 'zdjecie.png']]));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ data: { title: 'Rybka' }, name: image.name });
    expect((await getImage(response.body.name)).status).toBe(200);
  });

  it('when the body is JSON, then there is no file and no part', async () => {
    const response = await post('{"title":"x"}', { 'content-type': 'application/json' });
    expect(response.body).toEqual({ data: null, name: null });
  });

  it('when an SVG is sent as image/png named .png, then the bytes decide: 415', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/png' });
    expectError(await post(form([['image', svg, 'kot.png']])), 415, 'UNSUPPORTED_MEDIA_TYPE', CHARITY_MESSAGES.imageType);
  });

  it('when the file is over 10 MB, then it answers 413', async () => {
    const big = new Blob([new Uint8Array(IMAGE_MAX_BYTES + 1)], { type: 'image/png' });
    expectError(await post(form([['image', big, 'duzy.png']])), 413, 'PAYLOAD_TOO_LARGE', CHARITY_MESSAGES.imageTooLarge);
  });

  it('when the JSON part is not JSON, then it answers 400', async () => {
    expectError(await post(form([['data', '{nie json']])), 400, 'INVALID_JSON', API_MESSAGES.invalidJson);
  });

  it('when there are too many fields, then it answers 413', async () => {
    const fields = Array.from({ length: 11 }, (): [string, string] => ['data', '{}']);
    expectError(await post(form(fields)), 413, 'PAYLOAD_TOO_LARGE', API_MESSAGES.payloadTooLarge);
  });

  it('when files come in another field, twice, or an unknown field is sent, then it answers 400', async () => {
    const blob = await pngBlob();
    const bad: [string, string | Blob, string?][][] = [
      [['zdjecie', blob, 'a.png']],
      [['image', blob, 'a.png'], ['image', blob, 'b.png']],
      [['inne', 'x']],
      [['data', '1'], ['data', '2']],
    ];
    for (const parts of bad) expectError(await post(form(parts)), 400, 'VALIDATION', CHARITY_MESSAGES.badMultipart);
  });

  it('when the multipart body is malformed, then it answers 400', async () => {
    const cut = '--zla\r\nContent-Disposition: form-data; name="data"\r\n\r\nurwane';
    const response = await post(cut, { 'content-type': 'multipart/form-data; boundary=zla' });
    expectError(response, 400, 'VALIDATION', CHARITY_MESSAGES.badMultipart);
  });
});
