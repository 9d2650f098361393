import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath, serverPaths } from '@zlota/shared/api-routes';
import { LOGO_FIELD } from '@zlota/shared/constants';
import { callRoute } from '../support/api-client.js';
import { adminActor, png, sendForm, type Actor } from '../support/catalog.js';
import { setFoundation, TEST_FOUNDATION } from '../support/foundation.js';
import { createFundraiser, donate, donationBody, paymentRow, sandboxNotification, sandboxSecretFrom, sendNotification } from '../support/payments.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 37 item 7: e-mails worth opening. Through a real SMTP server: the donation confirmation has an HTML part (it
// was plain text only) with the foundation's logo inline by cid and its details from the record; the update e-mail
// keeps the update's bold text and shows its picture by the portal's address with its alt text; both for phones.

const LOGO_CID = 'logo@fundacja';
const PORTAL_IMAGE = /<img src="(http[^"]+\/api\/images\/[a-f0-9]{24}\.webp\?variant=card)" alt="Łucja w parku"/;

let server: TestServer;
let smtp: SmtpInbox;
let admin: Actor;
beforeAll(async () => {
  smtp = await startSmtpInbox({ keepCidLinks: true });
  server = await startTestServer({ SMTP_URL: smtp.url });
  admin = await adminActor(server);
  await setFoundation(server.url, admin.token);
  const logo = new FormData();
  logo.append(LOGO_FIELD, new Blob([new Uint8Array(await png(200, 60))], { type: 'image/png' }), 'logo.png');
  expect((await sendForm(server, 'POST', serverPaths(API_ROUTES.adminFoundationLogoUpload)[0]!, logo, admin.token)).status).toBe(201);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** A donation paid through the sandbox; its donor asked for updates when `consent`. */
async function paidDonation(charityId: number, email: string, consent = false) {
  const started = await donate(server.url, donationBody(charityId, { email, amount: '25', updates_consent: consent }));
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const guid = started.body.guid as string;
  const { amount } = await paymentRow(server.db, guid);
  const paid = await sendNotification(server.url, guid, sandboxNotification(sandboxSecretFrom(server.config.appSecret!), { guid, status: 'paid', amount }));
  expect(paid.status).toBe(200);
  await server.outbox.deliverDue();
  return guid;
}

const mailTo = (email: string, subject: string) => {
  const mail = smtp.to(email).find((each) => each.subject?.startsWith(subject));
  expect(mail, smtp.to(email).map((each) => each.subject).join(', ')).toBeDefined();
  return mail!;
};

/** A whole document drawn for phones, with its plain-text part beside it. */
function expectPhoneReady(mail: ReturnType<typeof mailTo>) {
  expect(mail.html).toMatch(/^<!doctype html>/i);
  expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(mail.text).toMatch(/^Dzień dobry/);
}

describe('e-mails worth opening', () => {
  it('the donation confirmation has an HTML part with the logo inline by cid and the foundation details from its record', async () => {
    const charity = await createFundraiser(server.url, admin.token, { title: 'Wózek <i>dla</i> "Łucji" & brata' });
    const email = `darczynca-${Date.now()}@example.pl`;
    await paidDonation(charity.id, email);
    const mail = mailTo(email, 'Potwierdzenie darowizny');
    expectPhoneReady(mail);
    expect(mail.html).toContain(`src="cid:${LOGO_CID}"`);
    expect(mail.attachments.find((attachment) => attachment.cid === LOGO_CID)?.contentType).toBe('image/png');
    expect(mail.attachments.some((attachment) => attachment.contentType === 'application/pdf')).toBe(true);
    expect(mail.html).toContain(TEST_FOUNDATION.name);
    expect(mail.html).toContain(`KRS ${TEST_FOUNDATION.krs}`);
    expect(mail.html).toContain('Konto do wpłat: PL27 1140 2004 0000 3002 0135 5387');
    expect(mail.html).toContain(`${TEST_FOUNDATION.address.street}, ${TEST_FOUNDATION.address.postal_code} ${TEST_FOUNDATION.address.city}`);
    // The title an organiser typed is text in the HTML, never markup.
    expect(mail.html).toContain('Wózek &lt;i&gt;dla&lt;/i&gt; &quot;Łucji&quot; &amp; brata');
    expect(mail.html).not.toContain('<i>dla</i>');
    expect(mail.text).toContain('W załączniku przesyłamy „Potwierdzenie darowizny” w PDF — przyda się przy rozliczeniu ulgi podatkowej.');
  });

  it('the update e-mail keeps the bold text and shows the picture by the portal address with its alt text', async () => {
    const charity = await createFundraiser(server.url, admin.token);
    const email = `czytelnik-${Date.now()}@example.pl`;
    await paidDonation(charity.id, email, true);
    const ask = mailTo(email, 'Potwierdź adres');
    const token = decodeURIComponent(/\/aktualnosci\/potwierdz\/(\S+)/.exec(ask.text!)![1]!);
    expect((await callRoute(server.url, API_ROUTES.updatesConfirm, {}, { body: { token } })).status).toBe(200);

    const form = new FormData();
    form.append('update', JSON.stringify({ body: '<p>Mamy <strong>świetne wieści</strong>: <em>wózek</em> już jest!</p><ul><li>rehabilitacja</li></ul>', alts: ['Łucja w parku'] }));
    form.append('images', new Blob([new Uint8Array(await png(640, 480, '#36c'))], { type: 'image/png' }), 'park.png');
    const posted = await sendForm(server, 'POST', `/api/${apiPath(API_ROUTES.charityUpdateCreate, { id: charity.id })}`, form, admin.token);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    await server.outbox.deliverDue();

    const mail = mailTo(email, 'Aktualności zbiórki');
    expectPhoneReady(mail);
    expect(mail.html).toMatch(/<strong[^>]*>świetne wieści<\/strong>/);
    expect(mail.html).toMatch(/<li[^>]*>rehabilitacja<\/li>/);
    const picture = PORTAL_IMAGE.exec(mail.html || '');
    expect(picture, mail.html || '').not.toBeNull();
    expect(picture![1]).toBe(`${server.config.publicUrl}/api/images/${(posted.body.pictures as { image: string }[])[0]!.image}?variant=card`);
    const image = await fetch(picture![1]!.replace(server.config.publicUrl, server.url));
    expect(image.status).toBe(200);
    expect(mail.text).toContain('Mamy świetne wieści: wózek już jest!');
  });
});
