import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { callRoute } from '../support/api-client.js';
import { charityContent, declared, form, needyContent, sendForm, userActor, type Actor } from '../support/catalog.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const UPLOADS = 12;
let server: TestServer;
let owner: Actor;
let photo: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  owner = await userActor(server);
  // A 7000×5700 JPEG (40 megapixels, a phone's full size): blocks of noise, so it decodes like a photo.
  photo = await sharp({ create: { width: 140, height: 114, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .resize(7000, 5700, { kernel: 'nearest' })
    .jpeg({ quality: 80 })
    .toBuffer();
}, 120_000);
afterAll(() => server.close());

/** How long one /api/health takes, in ms. */
async function healthTime(): Promise<number> {
  const started = performance.now();
  const response = await callRoute(server.url, API_ROUTES.health);
  expect(response.status).toBe(200);
  return performance.now() - started;
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

const upload = () =>
  sendForm(server, 'POST', '/api/user/create-charity', form({ charity: { ...charityContent(), needy: needyContent(), declarations: declared() } }, [{ data: photo, filename: 'zdjecie.jpg', type: 'image/jpeg' }]), owner.token);

describe('the site while large pictures are being re-encoded', () => {
  it('when 12 pictures of 7000×5700 are uploaded at once, then /api/health answers about as fast as before them', async () => {
    const before: number[] = [];
    for (let i = 0; i < 50; i++) before.push(await healthTime());

    let uploading = true;
    const uploads = Promise.all(Array.from({ length: UPLOADS }, upload)).finally(() => {
      uploading = false;
    });
    const during: number[] = [];
    while (uploading) during.push(await healthTime());

    for (const response of await uploads) expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(during.length).toBeGreaterThan(5);
    // A ratio, not milliseconds: both are measured in the same run on the same (shared) machine.
    // Without the queue, sharp held every thread of libuv's pool and health waited seconds behind it (p90 ×8 to ×100+).
    const ratio = percentile(during, 0.9) / percentile(before, 0.9);
    const ms = (values: number[]) => [0.5, 0.9, 1].map((share) => percentile(values, share).toFixed(1)).join('/');
    console.info(`health p50/p90/max before ${ms(before)} ms, during ${ms(during)} ms (p90 ×${ratio.toFixed(1)}, ${during.length} calls)`);
    expect(ratio).toBeLessThan(6);
  }, 600_000);
});
