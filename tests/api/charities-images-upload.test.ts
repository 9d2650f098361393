import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { IMAGE_MAX_BYTES } from '@zlota/server/http/multipart';
import {
  declared,
  charityContent,
  charityRow,
  createAdminCharity,
  createUserCharity,
  expectError,
  fetchImage,
  form,
  needyContent,
  png,
  pngClaiming,
  rowCounts,
  sendForm,
  userActor,
  type Actor,
  type FilePart,
} from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();
let owner: Actor;
beforeAll(async () => {
  owner = await userActor(portal.server);
});

const IMAGE_NAME = /^[a-f0-9]{24}\.webp$/;
const TABLES = ['charities', 'needy', 'images', 'image_variants'];
const createForm = (files: FilePart[], extra: Record<string, unknown> = {}) =>
  form({ charity: { ...charityContent(), needy: needyContent(), declarations: declared() }, ...extra }, files);
const createWith = (files: FilePart[], extra: Record<string, unknown> = {}) =>
  sendForm(portal.server, 'POST', '/api/user/create-charity', createForm(files, extra), owner.token);
const updateWith = (actor: Actor, id: number, files: FilePart[], charity?: Record<string, unknown>) =>
  sendForm(portal.server, 'PUT', `/api/charity/${id}`, form(charity ? { charity } : {}, files), actor.token);

/** Every variant of a stored image, as the site serves it. */
async function servedVariants(name: string) {
  return Promise.all(['card', 'banner', 'full'].map((variant) => fetchImage(portal.server, `${name}?variant=${variant}`)));
}

describe('POST /api/user/create-charity with an image', () => {
  it('when a PNG is sent, then it is stored with three variants and served as WebP under the fundraiser\'s image name', async () => {
    const response = await createWith([{ data: await png(), filename: 'zdjecie.png' }]);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const name = response.body.image as string;
    expect(name).toMatch(IMAGE_NAME);
    expect((await charityRow(portal.server, response.body.id)).image).toBe(name);
    const stored = await portal.server.db('images').where({ name }).first();
    expect(stored).toMatchObject({ width: 800, height: 600 });
    expect(await portal.server.db('image_variants').where({ image_id: stored.id }).pluck('variant')).toEqual(expect.arrayContaining(['card', 'banner', 'full']));

    const served = await fetchImage(portal.server, name);
    expect([served.status, served.type]).toEqual([200, 'image/webp']);
    const meta = await sharp(served.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
  });

  it('when a PNG carries an HTML page with a script after its end, then it is re-encoded and no served byte holds the script', async () => {
    const polyglot = Buffer.concat([await png(640, 480, '#3c3'), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    const response = await createWith([{ data: polyglot, filename: 'kot.png' }]);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    for (const variant of await servedVariants(response.body.image)) {
      expect([variant.status, variant.type]).toEqual([200, 'image/webp']);
      expect(variant.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(variant.bytes.includes('<script')).toBe(false);
    }
    const stored = await portal.server.db('image_variants').join('images', 'images.id', 'image_variants.image_id').where('images.name', response.body.image).select('data');
    expect(stored.some((row) => Buffer.from(row.data).includes('<script'))).toBe(false);
  });

  const svgWithScript = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
  const refusedFiles: [string, number, string, () => Promise<FilePart>][] = [
    ['a GIF', 415, CHARITY_MESSAGES.imageType, async () => ({ data: await sharp(await png(40, 40)).gif().toBuffer(), filename: 'obraz.gif', type: 'image/gif' })],
    ['GIF89a bytes named .png', 415, CHARITY_MESSAGES.imageType, async () => ({ data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), filename: 'obraz.png' })],
    ['a TIFF', 415, CHARITY_MESSAGES.imageType, async () => ({ data: await sharp(await png(40, 40)).tiff().toBuffer(), filename: 'obraz.tiff', type: 'image/tiff' })],
    ['an HTML file named .png', 415, CHARITY_MESSAGES.imageType, async () => ({ data: '<!DOCTYPE html><html><script>alert(1)</script></html>', filename: 'kot.png' })],
    ['an SVG with a script', 415, CHARITY_MESSAGES.imageType, async () => ({ data: svgWithScript, filename: 'kot.svg', type: 'image/svg+xml' })],
    ['a PNG signature followed by HTML', 400, CHARITY_MESSAGES.imageBroken, async () => ({ data: Buffer.concat([(await png(8, 8)).subarray(0, 8), Buffer.from('<script>alert(1)</script>')]), filename: 'kot.png' })],
    ['a PNG over 10 MB', 413, CHARITY_MESSAGES.imageTooLarge, async () => ({ data: Buffer.concat([await png(), Buffer.alloc(IMAGE_MAX_BYTES)]), filename: 'duzy.png' })],
  ];
  const CODES: Record<number, string> = { 400: 'VALIDATION', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };

  it.each(refusedFiles)('when the file is %s, then it answers %i in Polish and writes no fundraiser, needy or image', async (_what, status, message, file) => {
    const before = await rowCounts(portal.server, TABLES);
    expectError(await createWith([await file()]), status, CODES[status]!, message);
    expect(await rowCounts(portal.server, TABLES)).toEqual(before);
  });

  it('when a PNG claims 20000×20000 pixels, then it answers 413 quickly and writes nothing', async () => {
    const before = await rowCounts(portal.server, TABLES);
    const started = performance.now();
    const response = await createWith([{ data: await pngClaiming(20_000, 20_000), filename: 'bomba.png' }]);
    expect(performance.now() - started).toBeLessThan(3000);
    expectError(response, 413, 'PAYLOAD_TOO_LARGE', CHARITY_MESSAGES.imagePixels);
    expect(await rowCounts(portal.server, TABLES)).toEqual(before);
  });

  it('when two files come under image, or an unknown part comes along, then it answers 400 and writes nothing', async () => {
    const before = await rowCounts(portal.server, TABLES);
    const picture: FilePart = { data: await png(), filename: 'a.png' };
    expectError(await createWith([picture, { ...picture, filename: 'b.png' }]), 400, 'VALIDATION', CHARITY_MESSAGES.badMultipart);
    expectError(await createWith([picture], { needy: needyContent() }), 400, 'VALIDATION', CHARITY_MESSAGES.badMultipart);
    expect(await rowCounts(portal.server, TABLES)).toEqual(before);
  });
});

describe('PUT /api/charity/{id} with an image', () => {
  it('when an admin sends a new PNG with a title, then both change and the new image is served', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    const response = await updateWith(portal.admin, charity.id, [{ data: await png(1200, 900, '#33c'), filename: 'nowe.png' }], { title: 'Nowe zdjęcie zbiórki' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ title: 'Nowe zdjęcie zbiórki', image: expect.stringMatching(IMAGE_NAME) });
    expect(await charityRow(portal.server, charity.id)).toMatchObject({ title: 'Nowe zdjęcie zbiórki', image: response.body.image });
    const served = await fetchImage(portal.server, response.body.image);
    expect((await sharp(served.bytes).metadata()).width).toBe(1200);
  });

  it('when the owner of a draft sends only an image, then only the image changes', async () => {
    const charity = await createUserCharity(portal.server, owner);
    const before = await charityRow(portal.server, charity.id);
    const response = await updateWith(owner, charity.id, [{ data: await png(300, 300, '#cc3'), filename: 'moje.png' }]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const after = await charityRow(portal.server, charity.id);
    expect(after.image).toMatch(IMAGE_NAME);
    // The offline feed's version moves with every change of the row, the picture's too (issue 39).
    expect(Number(after.catalog_version)).toBeGreaterThan(Number(before.catalog_version));
    const unchanged = { image: null, updated_at: 0, search_text: '', catalog_version: 0 };
    expect({ ...after, ...unchanged }).toEqual({ ...before, ...unchanged });
  });

  it.each([
    ['an SVG named .png', async (): Promise<FilePart> => ({ data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', filename: 'x.png' }), 415],
    ['a pixel bomb', async (): Promise<FilePart> => ({ data: await pngClaiming(20_000, 20_000), filename: 'bomba.png' }), 413],
  ])('when the new file is %s, then it is refused and the fundraiser keeps its image and title', async (_what, file, status) => {
    const created = await createWith([{ data: await png(500, 400, '#c3c'), filename: 'stare.png' }]);
    const before = await rowCounts(portal.server, TABLES);
    const response = await updateWith(portal.admin, created.body.id, [await file()], { title: 'Tytuł, który nie wejdzie' });
    expect(response.status).toBe(status);
    expect(await charityRow(portal.server, created.body.id)).toMatchObject({ image: created.body.image, title: created.body.title });
    expect(await rowCounts(portal.server, TABLES)).toEqual(before);
  });
});
