import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, API_ROUTES, serverPaths } from '@zlota/shared/api-routes';
import { LOGO_FIELD, LOGO_MAX_BYTES } from '@zlota/shared/constants';
import { FOUNDATION_MESSAGES as M } from '@zlota/shared/messages';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { call, callRoute } from '../support/api-client.js';
import { createActiveUser, login, signUpBody } from '../support/accounts.js';
import { adminActor, expectError, png, sendForm, userActor, type Actor } from '../support/catalog.js';
import { setFoundation, TEST_FOUNDATION } from '../support/foundation.js';
import { createFundraiser, donate, donationBody, sandboxNotification, sendNotification } from '../support/payments.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import sharp from 'sharp';

// Issue 30 item 1: the logo used in e-mails and PDFs. An admin uploads it in /admin/fundacja (PNG or JPEG, checked
// by its bytes and its decoded size, up to 1 MB), every version kept for the audit; it is served to anyone, every
// e-mail carries it inline in its header, and the confirmation and the yearly summary draw it at their top.
// Without one: the foundation's name as text, nothing broken.

let server: TestServer;
let smtp: SmtpInbox;
let admin: Actor;
let user: Actor;
beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({ SMTP_URL: smtp.url });
  admin = await adminActor(server);
  user = await userActor(server);
  await setFoundation(server.url, admin.token);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const route = API_ROUTES.adminFoundationLogoUpload;
const upload = (data: Buffer, token: string | null = admin.token, type = 'image/png') => {
  const body = new FormData();
  body.append(LOGO_FIELD, new Blob([new Uint8Array(data)], { type }), 'logo.png');
  return sendForm(server, 'POST', serverPaths(route)[0]!, body, token ?? undefined);
};
const served = (headers: Record<string, string> = {}) => fetch(`${server.url}/api/${apiPath(API_ROUTES.foundationLogo)}`, { headers });
const stored = () => server.db('foundation_documents').where({ kind: 'logo' }).count({ n: '*' }).first().then((row) => Number(row?.n));
const audits = () => server.db('audit_log').where({ action: 'foundation.logo_upload' }).orderBy('id');
const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1565c0' } }).jpeg().toBuffer();

/** The PDF's bytes: an image is an XObject whose dictionary (never compressed) says `/Subtype /Image`. */
const pdfBytes = async (url: string, token?: string) => {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};
const hasImage = (pdf: Buffer) => pdf.includes('/Subtype /Image', 0, 'latin1');

/** A paid donation of a donor with an account: the confirmation's URL and the year's summary URL, with the token. */
async function donorDocuments() {
  const fundraiser = await createFundraiser(server.url, admin.token);
  const donor = await createActiveUser(server);
  const token = await login(server, donor.email, donor.password);
  const started = await donate(server.url, donationBody(fundraiser.id, { amount: '25' }), token);
  expect(started.status).toBe(201);
  const guid = started.body.guid as string;
  const paid = await sendNotification(server.url, guid, sandboxNotification(server.deps.payments.sandboxSecret, { guid, status: 'paid', amount: 2500 }));
  expect(paid.status).toBe(200);
  const year = Number(warsawDay(Date.now()).slice(0, 4));
  return {
    confirmation: `${server.url}/api/${apiPath(API_ROUTES.paymentConfirmation, { guid })}`,
    summary: `${server.url}/api/${apiPath(API_ROUTES.userYearlySummary)}?year=${year}`,
    token,
  };
}

/** A new account's e-mail (the address confirmation), sent through the SMTP server. */
async function signUpMail() {
  const body = signUpBody();
  expect((await call(server.url, 'POST', '/api/user/sign-up', { body })).status).toBe(201);
  await server.outbox.deliverDue();
  const [mail] = smtp.to(body.email);
  expect(mail).toBeDefined();
  return mail!;
}

describe('before any logo is uploaded', () => {
  it('then the logo path says there is none, an e-mail names the foundation in text without a picture, and the PDFs draw no image', async () => {
    const answer = await served();
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(M.logoMissing);

    const mail = await signUpMail();
    expect(mail.html).toContain(TEST_FOUNDATION.name);
    expect(mail.html).not.toContain('cid:');
    expect(mail.attachments).toHaveLength(0);

    const documents = await donorDocuments();
    expect(hasImage(await pdfBytes(documents.confirmation))).toBe(false);
    expect(hasImage(await pdfBytes(documents.summary, documents.token))).toBe(false);
  });
});

describe('the logo uploaded in the panel', () => {
  it('when anyone but an admin uploads, then 401 or 403 and nothing is stored', async () => {
    const logo = await png(200, 60);
    expect((await upload(logo, null)).status).toBe(401);
    expectError(await upload(logo, user.token), 403, 'FORBIDDEN');
    expect(await stored()).toBe(0);
  });

  it('when the file is not a PNG or JPEG picture, then 400 LOGO_NOT_IMAGE with a Polish message beside the field, whatever it claims, and nothing is stored', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const cutPng = (await png(200, 60)).subarray(0, 60);
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).webp().toBuffer();
    for (const data of [pdf, gif, cutPng, webp, Buffer.from('\x89PNG\r\n\x1a\nnie obraz', 'latin1')]) {
      const response = await upload(data);
      expectError(response, 400, 'LOGO_NOT_IMAGE', M.logoNotImage);
      expect(response.body.error.fields).toEqual({ [LOGO_FIELD]: M.logoNotImage });
    }
    expectError(await upload(await png(4001, 10)), 400, 'LOGO_NOT_IMAGE', M.logoTooWide);
    expect(await stored()).toBe(0);
    expect(await audits()).toHaveLength(0);
  });

  it('when the file is over 1 MB, then 413 with a Polish message and nothing is stored', async () => {
    const big = Buffer.concat([await png(200, 60), Buffer.alloc(LOGO_MAX_BYTES)]);
    expectError(await upload(big), 413, 'PAYLOAD_TOO_LARGE', M.logoTooLarge);
    expect(await stored()).toBe(0);
  });

  it('when an admin uploads a PNG and then a JPEG, then the newest is served with its type and ETag, both versions are listed, each upload audited', async () => {
    const first = await png(240, 80, '#f5b800');
    const answer = await upload(first);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ kind: 'logo', bytes: first.length });
    const response = await served();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const etag = response.headers.get('etag')!;
    expect(etag).toBe(`"${answer.body.sha256}"`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(first);
    expect((await served({ 'if-none-match': etag })).status).toBe(304);

    server.clock.advance(60_000);
    const second = await jpeg(300, 100);
    expect((await upload(second, admin.token, 'image/jpeg')).status).toBe(201);
    const newest = await served({ 'if-none-match': etag });
    expect(newest.status).toBe(200);
    expect(newest.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await newest.arrayBuffer())).toEqual(second);

    const versions = (await callRoute(server.url, API_ROUTES.adminFoundationDocuments, {}, { token: admin.token })).body as { kind: string; bytes: number }[];
    expect(versions.filter((version) => version.kind === 'logo').map((version) => version.bytes)).toEqual([second.length, first.length]);
    const entries = await audits();
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ actor_id: admin.id, entity_type: 'foundation' });
    expect(JSON.parse(entries[1]!.after as string)).toMatchObject({ kind: 'logo', bytes: second.length, content_type: 'image/jpeg', width: 300, height: 100 });
  });

  it('then an e-mail carries the logo inline in its header (alt: the short name), and both PDFs draw it', async () => {
    const mail = await signUpMail();
    const inline = mail.attachments.find((attachment) => attachment.contentType === 'image/jpeg');
    expect(inline, JSON.stringify(mail.attachments.map((a) => a.contentType))).toBeDefined();
    expect(inline!.cid).toEqual(expect.any(String));
    expect(inline!.content).toEqual(await served().then(async (response) => Buffer.from(await response.arrayBuffer())));
    expect(mail.html).toContain(`alt="${TEST_FOUNDATION.short_name}"`);
    // mailparser puts the inline picture into the HTML as a data URL, so it is shown where the cid pointed.
    expect(mail.html).toMatch(/<img [^>]*src="data:image\/jpeg;base64,/);

    const documents = await donorDocuments();
    expect(hasImage(await pdfBytes(documents.confirmation))).toBe(true);
    expect(hasImage(await pdfBytes(documents.summary, documents.token))).toBe(true);
  });
});
