import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath } from '@zlota/shared/api-routes';
import type { AuditEntry, CharityUpdate } from '@zlota/shared/entities';
import { UPDATE_MESSAGES } from '@zlota/shared/messages';
import { UPDATE_EMAILS_PER_DAY, UPDATE_EMAILS_PER_WEEK } from '@zlota/shared/schemas/updates';
import { call, callRoute, withQuery } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, login } from '../support/accounts.js';
import { createUserCharity, expectError, png, sendForm, userActor, type Actor } from '../support/catalog.js';
import { donate, donationBody, paymentRow, sandboxNotification, sandboxSecretFrom, sendNotification, startDonation } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { webShell } from '../support/web-shell.js';

// Issue 18 item 4: fundraiser updates ("Aktualności"). The owner or the foundation posts sanitised rich text with up to
// five pictures; donors who asked for updates get each by e-mail with a signed one-click way out.

/** A built web whose stand-in renderer draws the updates' text from the answers the server gives it. */
/** Draws what the test reads of the page, as the web's own renderer would embed it. */
const RENDERER = `export async function render(input) {
  const updates = Object.values(input.answers).filter(Array.isArray).flat().filter((item) => item && typeof item.body === 'string');
  return { html: '<section>' + updates.map((update) => update.body).join('') + '</section>', bodyClass: 'drawn' };
}`;

let server: TestServer;
let admin: Actor;
let owner: Actor;
let stranger: Actor;
let ownerLogin: { id: number; email: string; password: string };
let adminLogin: { email: string; password: string };
beforeAll(async () => {
  // The catalog cache is on: a new update must clear it, or the public list would miss it for a minute.
  server = await startTestServer({ CATALOG_CACHE_SECONDS: '60', WEB_DIST: webShell(RENDERER) });
  adminLogin = await createAdminAccount(server);
  admin = { id: (await server.db('users').where({ email: adminLogin.email }).first('id')).id, token: await login(server, adminLogin.email, adminLogin.password) };
  ownerLogin = await createActiveUser(server);
  owner = { id: ownerLogin.id, token: await login(server, ownerLogin.email, ownerLogin.password) };
  stranger = await userActor(server);
});

/** A day and a minute pass (the e-mail limits count 24 hours): the owner and the admin log in again, as their sessions end. */
async function aDayLater() {
  server.clock.advance(DAY_MS + 60_000);
  owner = { ...owner, token: await login(server, ownerLogin.email, ownerLogin.password) };
  admin = { ...admin, token: await login(server, adminLogin.email, adminLogin.password) };
  stranger = await userActor(server);
}
afterAll(() => server?.close());

/** The owner's fundraiser, submitted and approved: active and public. */
async function activeCharity() {
  const charity = await createUserCharity(server, owner, { submit: true });
  const approved = await callRoute(server.url, API_ROUTES.adminCharityModerate, { id: charity.id }, { token: admin.token, body: { action: 'approve' } });
  expect(approved.status).toBe(200);
  return charity;
}

const updateText = (words: string) => `<p>${words} Dziękujemy wszystkim darczyńcom za wsparcie!</p>`;

/** POST charity/{id}/updates as multipart: the JSON in `update`, pictures under `images`. */
async function postWithPictures(charityId: number, body: Record<string, unknown>, pictures: Buffer[], token = owner.token) {
  const form = new FormData();
  form.append('update', JSON.stringify(body));
  for (const [index, picture] of pictures.entries()) form.append('images', new Blob([new Uint8Array(picture)], { type: 'image/png' }), `zdjecie-${index}.png`);
  return sendForm(server, 'POST', `/api/${apiPath(API_ROUTES.charityUpdateCreate, { id: charityId })}`, form, token);
}

const post = (charityId: number, body: unknown, token?: string) => callRoute(server.url, API_ROUTES.charityUpdateCreate, { id: charityId }, { token, body });
const updatesOf = async (charityId: number) => {
  const response = await callRoute(server.url, API_ROUTES.charityUpdates, { id: charityId });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as CharityUpdate[];
};
const updateEmails = (charityId: number) =>
  server.db('email_outbox').where({ kind: 'charity_update' }).andWhere('subject', 'like', `%${charityId}%`).orderBy('id');
const unsubscribe = (token: string) => callRoute(server.url, API_ROUTES.updatesUnsubscribe, {}, { body: { token } });
const tokenOf = (text: string) => decodeURIComponent(/\/aktualnosci\/wypisz\/(\S+)/.exec(text)![1]!);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The e-mails that ask this address to confirm it for updates. */
const confirmationEmails = (email: string) => server.db('email_outbox').where({ kind: 'updates_confirmation', recipient: email }).orderBy('id');
const confirmationTokenOf = (text: string) => decodeURIComponent(/\/aktualnosci\/potwierdz\/(\S+)/.exec(text)![1]!);
const confirm = (token: string) => callRoute(server.url, API_ROUTES.updatesConfirm, {}, { body: { token } });
/** The donor clicks the link of their confirmation e-mail. */
async function confirmAddress(email: string) {
  const [message] = await confirmationEmails(email);
  const answer = await confirm(confirmationTokenOf(message.text));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
const updateEmailsTo = async (email: string) => Number((await server.db('email_outbox').where({ kind: 'charity_update', recipient: email }).count({ n: '*' }).first())!.n);

/** A donation through the sandbox, paid when `paid`; its donor ticked the consent when `consent`, logged in when `token`. */
async function donation(charityId: number, email: string, { consent, paid, token }: { consent: boolean; paid: boolean; token?: string }) {
  const started = await donate(server.url, donationBody(charityId, { email, name: 'Anna', updates_consent: consent }), token);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const guid = started.body.guid as string;
  if (!paid) return;
  const { amount } = await paymentRow(server.db, guid);
  const answer = await sendNotification(server.url, guid, sandboxNotification(sandboxSecretFrom(server.config.appSecret!), { guid, status: 'paid', amount }));
  expect(answer.status).toBe(200);
}

describe('fundraiser updates', () => {
  it('when the owner posts an update with pictures, then it is public at once, sanitised, with its pictures described, newest first', async () => {
    const charity = await activeCharity();
    const first = await post(charity.id, { body: updateText('Pierwsza aktualność.') }, owner.token);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const before = await updatesOf(charity.id); // cached now
    expect(before.map((update) => update.id)).toEqual([first.body.id]);
    server.clock.advance(60_000);

    const second = await postWithPictures(
      charity.id,
      { body: '<p>Wózek już jest!<script>alert(1)</script><img src="https://zlo.example/x.png" onerror="alert(2)"></p>', alts: ['Leon na nowym wózku'] },
      [await png(640, 480, '#36c'), await png(320, 240, '#3c6')],
    );
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body).toMatchObject({ charity_id: charity.id, author: 'organiser', body: '<p>Wózek już jest!</p>' });
    expect(second.body.pictures).toHaveLength(2);
    expect(second.body.pictures[0].alt).toBe('Leon na nowym wózku');
    expect(second.body.pictures[1].alt).toBe(charity.title);

    const listed = await updatesOf(charity.id);
    expect(listed.map((update) => update.id)).toEqual([second.body.id, first.body.id]);
    const stored = await server.db('charity_update_pictures').where({ update_id: second.body.id }).orderBy('position');
    expect(stored.map((row: { image: string }) => row.image)).toEqual(second.body.pictures.map((picture: { image: string }) => picture.image));
    const image = await fetch(`${server.url}/api/images/${second.body.pictures[0].image}?variant=full`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('when the fundraiser page is drawn by the server, then the updates are in its HTML', async () => {
    const charity = await activeCharity();
    const posted = await post(charity.id, { body: updateText('Rehabilitacja idzie świetnie.') }, owner.token);
    expect(posted.status).toBe(201);
    const page = await call(server.url, 'GET', `/zbiorka/${charity.url}`, { headers: { accept: 'text/html' } });
    expect(String(page.body)).toContain('Rehabilitacja idzie świetnie.');
  });

  it('when a stranger, a visitor or the owner of an unpublished fundraiser posts, then nothing is stored', async () => {
    const charity = await activeCharity();
    const draft = await createUserCharity(server, owner);
    const body = { body: updateText('Nie moja zbiórka.') };
    expectError(await post(charity.id, body, stranger.token), 404, 'NOT_FOUND');
    expect((await post(charity.id, body)).status).toBe(401);
    expectError(await post(draft.id, body, owner.token), 409, 'CONFLICT', UPDATE_MESSAGES.notPublished);
    expectError(await post(999_999, body, owner.token), 404, 'NOT_FOUND');
    expect(await server.db('charity_updates').whereIn('charity_id', [charity.id, draft.id]).count({ count: '*' }).first()).toMatchObject({ count: 0 });
    expectError(await callRoute(server.url, API_ROUTES.charityUpdates, { id: draft.id }), 404, 'NOT_FOUND');
  });

  it('when an update is only a script or carries six pictures, then it is refused in Polish and nothing is stored', async () => {
    const charity = await activeCharity();
    const scriptOnly = await post(charity.id, { body: '<script>alert("ukradnij sesję")</script>' }, owner.token);
    expectError(scriptOnly, 400, 'VALIDATION', UPDATE_MESSAGES.body);
    const picture = await png(64, 48);
    const six = await postWithPictures(charity.id, { body: updateText('Za dużo zdjęć.') }, Array.from({ length: 6 }, () => picture));
    expect(six.status).toBe(400);
    expect(six.body).toMatchObject({ error: { code: 'TOO_MANY_PICTURES', message: UPDATE_MESSAGES.tooManyPictures } });
    expect(await updatesOf(charity.id)).toEqual([]);
  });

  it('when an update is posted, then each paid donor who asked gets one e-mail, and an unsubscribed one gets none after', async () => {
    const charity = await activeCharity();
    const [anna, bogdan, celina, daria] = ['anna', 'bogdan', 'celina', 'daria'].map((name) => `${name}.${charity.id}@example.pl`);
    await donation(charity.id, anna!, { consent: true, paid: true });
    await donation(charity.id, anna!, { consent: true, paid: true }); // twice: still one e-mail
    await donation(charity.id, bogdan!, { consent: false, paid: true });
    await donation(charity.id, celina!, { consent: true, paid: false });
    await donation(charity.id, daria!, { consent: true, paid: true });
    await server.db('charities').where({ id: charity.id }).update({ title: `Aktualności ${charity.id}` });
    for (const email of [anna!, daria!]) await confirmAddress(email);

    expect((await post(charity.id, { body: updateText('Pierwsza wiadomość.') }, owner.token)).status).toBe(201);
    const first = await updateEmails(charity.id);
    expect(first.map((email: { recipient: string }) => email.recipient).sort()).toEqual([anna, daria]);
    const [toAnna] = first;
    expect(toAnna.subject).toBe(`Aktualności zbiórki „Aktualności ${charity.id}”`);
    expect(toAnna.text).toContain('Pierwsza wiadomość. Dziękujemy wszystkim darczyńcom za wsparcie!');
    expect(toAnna.text).toContain(`${server.url}/zbiorka/${charity.url}`);
    expect(toAnna.text).toContain(`${server.url}/aktualnosci/wypisz/`);
    expect(JSON.parse(toAnna.headers)).toEqual({
      'List-Unsubscribe': `<${server.url}/aktualnosci/wypisz/${encodeURIComponent(tokenOf(toAnna.text))}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const token = tokenOf(first.find((email: { recipient: string }) => email.recipient === anna).text);
    // Opaque (issue 29 §8): nothing in the link names its subscriber.
    for (const name of [anna!, anna!.split('@')[0]!]) {
      expect(token).not.toContain(name);
      expect(token).not.toContain(Buffer.from(name).toString('base64url').slice(0, 8));
    }
    for (let click = 0; click < 2; click += 1) {
      const left = await unsubscribe(token);
      expect(left.status, JSON.stringify(left.body)).toBe(200);
      expect(left.body).toEqual({ message: UPDATE_MESSAGES.unsubscribed, charity_title: `Aktualności ${charity.id}`, charity_url: charity.url });
    }
    expect(await server.db('update_unsubscriptions').where({ charity_id: charity.id })).toEqual([expect.objectContaining({ email: anna })]);

    await aDayLater(); // one update a day goes out by e-mail
    expect((await post(charity.id, { body: updateText('Druga wiadomość.') }, owner.token)).status).toBe(201);
    const second = (await updateEmails(charity.id)).slice(first.length);
    expect(second.map((email: { recipient: string }) => email.recipient)).toEqual([daria]);

    // Daria's mail program unsubscribes her with the one-click POST of RFC 8058, to the link of the header.
    const link = /<(.+)>/.exec(JSON.parse(second[0].headers)['List-Unsubscribe'] as string)![1]!;
    const oneClick = await call(server.url, 'POST', new URL(link).pathname, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status, JSON.stringify(oneClick.body)).toBe(200);
    expect(oneClick.body.message).toBe(UPDATE_MESSAGES.unsubscribed);
    expect((await server.db('update_unsubscriptions').where({ charity_id: charity.id })).map((row: { email: string }) => row.email).sort()).toEqual([anna, daria]);
    await aDayLater();
    expect((await post(charity.id, { body: updateText('Trzecia wiadomość.') }, owner.token)).status).toBe(201);
    expect(await updateEmails(charity.id)).toHaveLength(first.length + second.length);
  });

  it('when a donor asks for updates without an e-mail address, then the donation is refused in Polish; with one, the payment keeps the consent', async () => {
    const charity = await activeCharity();
    const refused = await donate(server.url, donationBody(charity.id, { email: '', updates_consent: true }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'VALIDATION', fields: { email: UPDATE_MESSAGES.consentNeedsEmail } } });
    const guid = await startDonation(server.url, charity.id, { email: 'zgoda@example.pl', updates_consent: true });
    expect(await paymentRow(server.db, guid)).toMatchObject({ donor_email: 'zgoda@example.pl' });
    expect(Boolean((await paymentRow(server.db, guid)).updates_consent)).toBe(true);
    const without = await startDonation(server.url, charity.id, { email: 'bez.zgody@example.pl' });
    expect(Boolean((await paymentRow(server.db, without)).updates_consent)).toBe(false);
  });

  it('when an unsubscribe token is forged or garbled, then it is refused with a stable code and nothing is stored', async () => {
    const charity = await activeCharity();
    const forgedEmail = Buffer.from('ktos@example.pl').toString('base64url');
    const before = await server.db('update_unsubscriptions').count({ count: '*' }).first();
    for (const token of [`${charity.id}.${forgedEmail}.${'A'.repeat(43)}`, 'to-nie-jest-token', `${charity.id}.${forgedEmail}`]) {
      expectError(await unsubscribe(token), 400, 'UNSUBSCRIBE_LINK_INVALID', UPDATE_MESSAGES.badToken);
    }
    expect(await server.db('update_unsubscriptions').count({ count: '*' }).first()).toEqual(before);
  });

  it('when staff post and delete an update, then it is the foundation’s, and both writes are audited', async () => {
    const charity = await activeCharity();
    const moderator = await createAdminAccount(server, 'moderator');
    const moderatorToken = await login(server, moderator.email, moderator.password);
    const viewer = await createAdminAccount(server, 'viewer');
    const viewerToken = await login(server, viewer.email, viewer.password);
    expectError(await post(charity.id, { body: updateText('Widz nie pisze.') }, viewerToken), 404, 'NOT_FOUND');

    const posted = await post(charity.id, { body: updateText('Fundacja dziękuje.') }, admin.token);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.author).toBe('foundation');
    expectError(await callRoute(server.url, API_ROUTES.charityUpdateDelete, { id: posted.body.id }, { token: stranger.token }), 404, 'NOT_FOUND', UPDATE_MESSAGES.notFound);
    const removed = await callRoute(server.url, API_ROUTES.charityUpdateDelete, { id: posted.body.id }, { token: moderatorToken });
    expect(removed.status).toBe(204);
    expect(await updatesOf(charity.id)).toEqual([]);
    expect(await server.db('charity_updates').where({ id: posted.body.id }).first()).toBeUndefined();

    const audit = await callRoute(server.url, withQuery(API_ROUTES.adminAudit, { entity_type: 'charity', entity_id: charity.id }), {}, { token: admin.token });
    const actions = (audit.body as AuditEntry[]).map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(['charity.update_delete', 'charity.update_post']);
  });

  it('when the fundraiser has finished, then its owner still posts what the money did', async () => {
    const charity = await activeCharity();
    const completed = await callRoute(server.url, API_ROUTES.adminCharityModerate, { id: charity.id }, { token: admin.token, body: { action: 'complete' } });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const posted = await post(charity.id, { body: updateText('Kupiliśmy wózek i Leon sam jeździ do szkoły.') }, owner.token);
    expect(posted.status).toBe(201);
    expect((await updatesOf(charity.id)).map((update) => update.id)).toEqual([posted.body.id]);
  });
});

describe('update e-mails go only to confirmed addresses, at a sane rate (issue 29, item 6)', () => {
  it('when an address asks for updates with three donations, then it gets one confirmation e-mail and no update until it confirms', async () => {
    const charity = await activeCharity();
    const email = `niepotwierdzona.${charity.id}@example.pl`;
    for (let gift = 0; gift < 3; gift += 1) await donation(charity.id, email, { consent: true, paid: true });

    const asked = await confirmationEmails(email);
    expect(asked).toHaveLength(1);
    expect(asked[0].text).toContain(`${server.url}/aktualnosci/potwierdz/`);
    const token = confirmationTokenOf(asked[0].text);
    // The link's token is opaque: the address is not in it, not even encoded.
    for (const form of [email, Buffer.from(email).toString('base64url'), Buffer.from(email).toString('base64')]) expect(token).not.toContain(form);

    const unconfirmed = await post(charity.id, { body: updateText('Przed potwierdzeniem.') }, owner.token);
    expect(unconfirmed.status, JSON.stringify(unconfirmed.body)).toBe(201);
    expect(unconfirmed.body).toMatchObject({ emailed: false, message: UPDATE_MESSAGES.posted });
    expect(await updateEmailsTo(email)).toBe(0);

    for (let click = 0; click < 2; click += 1) expect((await confirm(token)).body).toEqual({ message: UPDATE_MESSAGES.confirmed });
    await aDayLater();
    const confirmed = await post(charity.id, { body: updateText('Po potwierdzeniu.') }, owner.token);

    expect(confirmed.body).toMatchObject({ emailed: true, message: UPDATE_MESSAGES.postedAndEmailed });
    expect(await updateEmailsTo(email)).toBe(1);
    await donation(charity.id, email, { consent: true, paid: true });
    expect(await confirmationEmails(email)).toHaveLength(1);
  });

  it('when a donor asked for updates before addresses were confirmed, then the next update asks them once, and reaches them only after', async () => {
    const charity = await activeCharity();
    const email = `dawna.zgoda.${charity.id}@example.pl`;
    await donation(charity.id, email, { consent: true, paid: true });
    // As before issue 29: the consent is stored, and the address was never asked.
    await server.db('update_addresses').where({ email }).delete();
    await server.db('email_outbox').where({ kind: 'updates_confirmation', recipient: email }).delete();

    expect((await post(charity.id, { body: updateText('Pierwsza po zmianie.') }, owner.token)).body).toMatchObject({ emailed: false });
    await aDayLater();
    await post(charity.id, { body: updateText('Druga po zmianie.') }, owner.token);

    expect(await updateEmailsTo(email)).toBe(0);
    expect(await confirmationEmails(email)).toHaveLength(1);
    await confirmAddress(email);
    await aDayLater();
    expect((await post(charity.id, { body: updateText('Trzecia po zmianie.') }, owner.token)).body).toMatchObject({ emailed: true });
    expect(await updateEmailsTo(email)).toBe(1);
  });

  it('when a confirmation token is forged, then it is refused with a stable code and confirms nothing', async () => {
    const before = await server.db('update_addresses').whereNotNull('confirmed_at').count({ n: '*' }).first();
    for (const token of ['A'.repeat(43), 'to-nie-jest-token']) {
      expectError(await confirm(token), 400, 'UPDATES_LINK_INVALID', UPDATE_MESSAGES.badConfirmation);
    }
    expect(await server.db('update_addresses').whereNotNull('confirmed_at').count({ n: '*' }).first()).toEqual(before);
  });

  it('when a logged-in donor gives their verified e-mail, then updates come without a confirmation e-mail', async () => {
    const charity = await activeCharity();
    const user = await createActiveUser(server);
    const token = await login(server, user.email, user.password);
    await donation(charity.id, user.email, { consent: true, paid: true, token });

    expect(await confirmationEmails(user.email)).toHaveLength(0);
    expect((await post(charity.id, { body: updateText('Dla zalogowanej darczyńczyni.') }, owner.token)).body).toMatchObject({ emailed: true });
    expect(await updateEmailsTo(user.email)).toBe(1);
  });

  it('when the organiser posts 30 updates in a row, then one goes out by e-mail, at most five a week, and the answer says so', async () => {
    const charity = await activeCharity();
    const donors = ['ala', 'ola', 'ela'].map((name) => `${name}.${charity.id}@example.pl`);
    for (const email of donors) {
      await donation(charity.id, email, { consent: true, paid: true });
      await confirmAddress(email);
    }

    const answers = [];
    for (let n = 1; n <= 30; n += 1) answers.push(await post(charity.id, { body: updateText(`Aktualność numer ${n}.`) }, owner.token));

    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(201));
    expect(answers[0]!.body).toMatchObject({ emailed: true, message: UPDATE_MESSAGES.postedAndEmailed });
    const notEmailed = UPDATE_MESSAGES.postedNotEmailed.replace('{day}', String(UPDATE_EMAILS_PER_DAY)).replace('{week}', String(UPDATE_EMAILS_PER_WEEK));
    expect(notEmailed).toContain('Nie wysłaliśmy jej e-mailem');
    for (const answer of answers.slice(1)) expect(answer.body).toMatchObject({ emailed: false, message: notEmailed });
    expect(await updatesOf(charity.id)).toHaveLength(30);
    for (const email of donors) expect(await updateEmailsTo(email)).toBe(UPDATE_EMAILS_PER_DAY);

    // A day later one more goes out, and so on, until five went out in seven days.
    for (let day = 1; day <= 5; day += 1) {
      await aDayLater();
      await post(charity.id, { body: updateText(`Aktualność dnia ${day}.`) }, owner.token);
    }
    for (const email of donors) expect(await updateEmailsTo(email)).toBe(UPDATE_EMAILS_PER_WEEK);
  });
});
