import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath } from '@zlota/shared/api-routes';
import { addressLine } from '@zlota/shared/foundation-text';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { createDb } from '@zlota/server/db/knex';
import { renderAttachment } from '@zlota/server/components/payments/email-attachments-use-case';
import { callRoute, withQuery } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, login, unique } from '../support/accounts.js';
import { adminLogin, createFundraiser, donate, donationBody, sandboxNotification, sendNotification, startDonation, type Fundraiser } from '../support/payments.js';
import { setFoundation, TEST_FOUNDATION as FOUNDATION } from '../support/foundation.js';
import { downloadPdf, pdfText } from '../support/pdf-text.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 18 items 2 and 3: a paid donation is confirmed to its donor once, by a message written to the outbox in the
// transaction that made it paid, with the PDF "Potwierdzenie darowizny"; the PDF downloads by the donation's guid;
// a donor with an account gets a yearly summary, and the foundation can send them all. Real HTTP, real database.

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createAdminAccount(server);
  adminToken = await adminLogin(server.url, admin.email, admin.password);
  await setFoundation(server.url, adminToken);
});
afterAll(async () => {
  await server?.close();
});

const newFundraiser = () => createFundraiser(server.url, adminToken);
const pay = (guid: string, amount: number) => sendNotification(server.url, guid, sandboxNotification(server.deps.payments.sandboxSecret, { guid, status: 'paid', amount }));
const confirmationsOf = (guid: string) => server.db('email_outbox').where({ kind: 'donation-confirmation', attachment: `donation-confirmation:${guid}` }).select('recipient', 'subject', 'text');
const confirmationUrl = (guid: string) => `${server.url}/api/${apiPath(API_ROUTES.paymentConfirmation, { guid })}`;
const summaryUrl = (year: number | string) => `${server.url}/api/${apiPath(API_ROUTES.userYearlySummary)}?year=${year}`;

async function paidDonation(fundraiser: Fundraiser, overrides: Record<string, unknown> = {}, token?: string) {
  const started = await donate(server.url, donationBody(fundraiser.id, overrides), token);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const guid = started.body.guid as string;
  const grosze = Math.round(Number(String(donationBody(fundraiser.id, overrides).amount).replace(',', '.')) * 100);
  expect(await pay(guid, grosze)).toEqual({ status: 200, text: 'OK' });
  return guid;
}

describe('the confirmation of an online donation', () => {
  it('when the paid notification comes twice at once and once more later, then exactly one confirmation is written, in Polish, with the amount, fundraiser, date, number and the foundation', async () => {
    const fundraiser = await newFundraiser();
    const email = `darczynca.${unique()}@example.pl`;
    const guid = await startDonation(server.url, fundraiser.id, { amount: '1234,50', email });

    const answers = await Promise.all([pay(guid, 123450), pay(guid, 123450), pay(guid, 123450)]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await pay(guid, 123450)).toEqual({ status: 200, text: 'OK' });

    const messages = await confirmationsOf(guid);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ recipient: email, subject: `Potwierdzenie darowizny — ${FOUNDATION.name}` });
    const text = messages[0].text as string;
    for (const part of ['1 234,50 zł', `„${fundraiser.title}”`, guid, FOUNDATION.name, FOUNDATION.address.street, `KRS ${FOUNDATION.krs}`, 'Potwierdzenie darowizny']) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/Wpłatę zaksięgowaliśmy \d{1,2} \p{L}+ \d{4} \d{2}:\d{2}/u);
  });

  it('when the donor gave no e-mail address, then nothing is written, and a failed payment confirms nothing', async () => {
    const fundraiser = await newFundraiser();
    const guid = await paidDonation(fundraiser, { email: '' });
    const failed = await startDonation(server.url, fundraiser.id);
    await sendNotification(server.url, failed, sandboxNotification(server.deps.payments.sandboxSecret, { guid: failed, status: 'failed', amount: 2550 }));

    expect(await confirmationsOf(guid)).toEqual([]);
    expect(await confirmationsOf(failed)).toEqual([]);
  });
});

describe('the confirmation of a donation entered by hand', () => {
  const manual = (fundraiser: Fundraiser, body: Record<string, unknown>) =>
    callRoute(server.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { token: adminToken, body });

  it('when the admin gives the donor’s e-mail, then one confirmation goes to it with the bank reference; without one, none', async () => {
    const fundraiser = await newFundraiser();
    const reference = `PL ${unique()}`;
    const email = `przelew.${unique()}@example.pl`;
    const body = { amount: '300', received_on: warsawDay(Date.now()), method: 'transfer', note: 'Wyciąg z 2 listopada', donor_name: 'Józef Żółć' };

    const withEmail = await manual(fundraiser, { ...body, bank_reference: reference, donor_email: email });
    const withoutEmail = await manual(fundraiser, { ...body, bank_reference: `${reference}-2` });

    expect(withEmail.status, JSON.stringify(withEmail.body)).toBe(201);
    expect(withoutEmail.status).toBe(201);
    const messages = await confirmationsOf(withEmail.body.guid);
    expect(messages).toEqual([expect.objectContaining({ recipient: email })]);
    expect(messages[0].text).toContain('300,00 zł');
    expect(messages[0].text).toContain(reference);
    expect(await confirmationsOf(withoutEmail.body.guid)).toEqual([]);

    const pdf = await downloadPdf(confirmationUrl(withEmail.body.guid));
    expect(pdf.text).toContain('Józef Żółć');
    expect(pdf.text).toContain(reference);
    expect(pdf.text).toContain('zaksięgowana przez Fundację');
  });
});

describe('the PDF "Potwierdzenie darowizny"', () => {
  it('when downloaded by its guid, then it is a PDF whose text has the Polish letters, amount, date, purpose, number, the foundation with its KRS and the cash-free note', async () => {
    const fundraiser = await newFundraiser();
    const guid = await paidDonation(fundraiser, { amount: '50', name: 'Łucja', receipt_name: 'Łucja Wiśniewska-Gęślą', email: `pdf.${unique()}@example.pl` });

    const pdf = await downloadPdf(confirmationUrl(guid));

    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toMatch(/^attachment; filename="?potwierdzenie-darowizny-[0-9a-f]{8}\.pdf"?$/);
    for (const part of [
      'Potwierdzenie darowizny',
      'Łucja Wiśniewska-Gęślą',
      '50,00 zł',
      `Zbiórka „${fundraiser.title}”`,
      guid,
      FOUNDATION.name,
      addressLine(FOUNDATION.address),
      `KRS ${FOUNDATION.krs}`,
      `NIP ${FOUNDATION.nip}`,
      'bezgotówkowo',
    ]) {
      expect(pdf.text).toContain(part);
    }
    expect(pdf.text).toContain(new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'long' }).format(Date.now()));
  });

  // Issue 29 item 8 drew each CJK letter and emoji as a placeholder "�"; issue 37 item 10: they are drawn in Noto fonts.
  it('when the donor’s name for the confirmation and the fundraiser’s title have CJK and emoji, then the PDF has them as typed, in fonts that draw them', async () => {
    const fundraiser = await createFundraiser(server.url, adminToken, { title: `Rybka 🐟 dla 小龍 ${unique()}` });
    const guid = await paidDonation(fundraiser, { amount: '50', name: '王小明 🐟 Zażółć', receipt_name: '王小明 🐟 Zażółć 김민준', email: `pdf.${unique()}@example.pl` });

    const pdf = await downloadPdf(confirmationUrl(guid));

    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain('王小明 🐟 Zażółć 김민준');
    expect(pdf.text).toContain('Zbiórka „Rybka 🐟 dla 小龍');
    expect(pdf.text).not.toContain('\uFFFD');
    expect(pdf.fonts).toEqual(expect.arrayContaining([expect.stringMatching(/^NotoSansSC/), expect.stringMatching(/^NotoSansKR/), expect.stringMatching(/^NotoEmoji/)]));
  });

  it('when the outbox names the confirmation, then the sender draws the same PDF from it', async () => {
    const fundraiser = await newFundraiser();
    const guid = await paidDonation(fundraiser, { amount: '75,25', email: `zalacznik.${unique()}@example.pl` });

    const attachment = await renderAttachment(server.db, `donation-confirmation:${guid}`);

    expect(attachment?.fileName).toBe(`potwierdzenie-darowizny-${guid.slice(0, 8)}.pdf`);
    expect(await pdfText(attachment!.pdf)).toBe((await downloadPdf(confirmationUrl(guid))).text);
  });

  it('when the database cannot be read, then drawing the confirmation fails (to be tried again) rather than saying the donation is gone', async () => {
    const fundraiser = await newFundraiser();
    const guid = await paidDonation(fundraiser, { amount: '12', email: `niedostepna.${unique()}@example.pl` });
    const unreachable = createDb(server.config.database);
    await unreachable.destroy();

    await expect(renderAttachment(unreachable, `donation-confirmation:${guid}`)).rejects.toThrow();
    expect(await renderAttachment(server.db, `donation-confirmation:${guid}`)).toMatchObject({ fileName: `potwierdzenie-darowizny-${guid.slice(0, 8)}.pdf` });
  });

  it('when the donation was anonymous, then its donor is still confirmed by name while the fundraiser’s page never shows it', async () => {
    const fundraiser = await newFundraiser();
    const email = `anonim.${unique()}@example.pl`;
    const guid = await paidDonation(fundraiser, { name: 'Ukryta', receipt_name: 'Ukryta Darczyńczyni', anonymous: true, email });

    const supporters = await callRoute(server.url, API_ROUTES.charityDonations, { id: fundraiser.id });
    expect(JSON.stringify(supporters.body)).not.toContain('Ukryta');
    expect(supporters.body).toEqual([expect.objectContaining({ donor: 'Anonimowy darczyńca' })]);
    expect(await confirmationsOf(guid)).toEqual([expect.objectContaining({ recipient: email })]);
    expect((await downloadPdf(confirmationUrl(guid))).text).toContain('Ukryta Darczyńczyni');
  });

  // Issue 30 item 5: the receipt's name is the donor's for the tax office, never their public signature.
  it('when the donor gave a signature and a name for the confirmation, then the PDF names the donor by the latter only', async () => {
    const fundraiser = await newFundraiser();
    const guid = await paidDonation(fundraiser, { name: 'Kotek z Krakowa', receipt_name: 'Alicja Nowak', email: `paragon.${unique()}@example.pl` });

    const pdf = await downloadPdf(confirmationUrl(guid));
    expect(pdf.text).toContain('Darczyńca Alicja Nowak');
    expect(pdf.text).not.toContain('Kotek z Krakowa');
    const supporters = await callRoute(server.url, API_ROUTES.charityDonations, { id: fundraiser.id });
    expect(JSON.stringify(supporters.body)).not.toContain('Alicja Nowak');
  });

  it('when the donor gave only a signature, then the PDF is an anonymous confirmation that says so, with no sentence standing for a name', async () => {
    const fundraiser = await newFundraiser();
    const guid = await paidDonation(fundraiser, { name: 'Kotek z Krakowa', email: `bez.${unique()}@example.pl` });

    const pdf = await downloadPdf(confirmationUrl(guid));
    expect(pdf.text).toContain('Anonimowe potwierdzenie darowizny');
    expect(pdf.text).toContain('Potwierdzenie anonimowe: przy wpłacie nie podano imienia i nazwiska do potwierdzenia.');
    expect(pdf.text).not.toContain('Kotek z Krakowa');
    expect(pdf.text).not.toContain('Darczyńca nie podał');
  });

  it('when the payment is not paid, unknown or malformed, then no PDF is given', async () => {
    const fundraiser = await newFundraiser();
    const pending = await startDonation(server.url, fundraiser.id);

    const notPaid = await downloadPdf(confirmationUrl(pending));
    expect(notPaid.status).toBe(409);
    expect(JSON.parse(notPaid.text).error.code).toBe('CONFLICT');
    expect((await downloadPdf(confirmationUrl(randomUUID()))).status).toBe(404);
    expect((await downloadPdf(confirmationUrl('1'))).status).toBe(404);
  });
});

describe('the yearly summary', () => {
  it('when a donor asks for a year, then the PDF lists each of their paid donations of that year with the sum, and nobody else’s', async () => {
    const fundraiser = await newFundraiser();
    const donor = await createActiveUser(server, { name: 'Grzegorz', surname: 'Brzęczyszczykiewicz' });
    const token = await login(server, donor.email, donor.password);
    const other = await createActiveUser(server);
    const otherToken = await login(server, other.email, other.password);
    const year = Number(warsawDay(Date.now()).slice(0, 4));
    const first = await paidDonation(fundraiser, { amount: '25,50' }, token);
    const second = await paidDonation(fundraiser, { amount: '100' }, token);
    const lastYear = await paidDonation(fundraiser, { amount: '999' }, token);
    await server.db('payments').where({ guid: lastYear }).update({ paid_at: Date.UTC(year - 1, 5, 1) });
    const pending = (await donate(server.url, donationBody(fundraiser.id, { amount: '777' }), token)).body.guid as string;
    const othersGuid = await paidDonation(fundraiser, { amount: '333' }, otherToken);

    const summary = await downloadPdf(summaryUrl(year), token);

    expect(summary.status).toBe(200);
    expect(summary.type).toBe('application/pdf');
    expect(summary.text).toContain(`Podsumowanie darowizn za rok ${year}`);
    expect(summary.text).toContain('Grzegorz Brzęczyszczykiewicz');
    expect(summary.text).toContain('125,50 zł (liczba wpłat: 2)');
    for (const guid of [first, second]) expect(summary.text).toContain(guid);
    for (const guid of [lastYear, pending, othersGuid]) expect(summary.text).not.toContain(guid);
    expect(summary.text).toContain(`KRS ${FOUNDATION.krs}`);

    const previous = await downloadPdf(summaryUrl(year - 1), token);
    expect(previous.text).toContain('999,00 zł (liczba wpłat: 1)');
  });

  it('when the donor’s name and a fundraiser’s title have CJK and emoji, then the summary has them as typed, in fonts that draw them', async () => {
    const fundraiser = await createFundraiser(server.url, adminToken, { title: `Rybka 🐟 dla 小龍 ${unique()}` });
    const donor = await createActiveUser(server, { name: '王小明', surname: 'Zażółć 🐟' });
    const token = await login(server, donor.email, donor.password);
    await paidDonation(fundraiser, { amount: '30' }, token);

    const summary = await downloadPdf(summaryUrl(Number(warsawDay(Date.now()).slice(0, 4))), token);

    expect(summary.status).toBe(200);
    expect(summary.text).toContain(`王小明 Zażółć 🐟 (${donor.email})`);
    expect(summary.text).toContain('zbiórka „Rybka 🐟 dla 小龍');
    expect(summary.text).not.toContain('\uFFFD');
    expect(summary.fonts).toEqual(expect.arrayContaining([expect.stringMatching(/^NotoSansSC/), expect.stringMatching(/^NotoEmoji/)]));
  });

  it('when asked without an account or for a year that is not a tax year, then it is refused', async () => {
    const donor = await createActiveUser(server);
    const token = await login(server, donor.email, donor.password);

    expect((await downloadPdf(summaryUrl(2025))).status).toBe(401);
    for (const year of ['2019', String(Number(warsawDay(Date.now()).slice(0, 4)) + 1), 'abc', '']) {
      expect((await downloadPdf(summaryUrl(year), token)).status).toBe(400);
    }
  });

  it('when the admin sends the summaries of a year, then every donor with an account who gave that year gets one message, and the send is audited', async () => {
    const fundraiser = await newFundraiser();
    const year = 2021;
    const donors = await Promise.all([createActiveUser(server), createActiveUser(server)]);
    const tokens = await Promise.all(donors.map((donor) => login(server, donor.email, donor.password)));
    const guids = [await paidDonation(fundraiser, { amount: '10' }, tokens[0]), await paidDonation(fundraiser, { amount: '20' }, tokens[0]), await paidDonation(fundraiser, { amount: '30' }, tokens[1])];
    await server.db('payments').whereIn('guid', guids).update({ paid_at: Date.UTC(year, 6, 1) });
    const anonymousGuest = await paidDonation(fundraiser, { amount: '40', email: `gosc.${unique()}@example.pl` });
    await server.db('payments').where({ guid: anonymousGuest }).update({ paid_at: Date.UTC(year, 6, 1) });
    const auditBefore = await server.db('audit_log').where({ action: 'payment.yearly_summaries' }).count({ count: '*' }).first();

    const sent = await callRoute(server.url, API_ROUTES.adminYearlySummaries, {}, { token: adminToken, body: { year } });

    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ year, recipients: 2 });
    const messages = await server.db('email_outbox').where({ kind: 'yearly-summary' }).whereIn('recipient', donors.map((donor) => donor.email)).orderBy('recipient');
    expect(messages.map((message) => message.recipient)).toEqual(donors.map((donor) => donor.email).sort());
    const firstMessage = messages.find((message) => message.recipient === donors[0]!.email);
    expect(firstMessage.text).toContain('2 wpłaty na łączną kwotę 30,00 zł');
    expect(firstMessage.attachment).toBe(`yearly-summary:${donors[0]!.id}:${year}`);
    const attachment = await renderAttachment(server.db, firstMessage.attachment);
    expect(await pdfText(attachment!.pdf)).toContain('30,00 zł (liczba wpłat: 2)');

    const audit = await callRoute(server.url, withQuery(API_ROUTES.adminAudit, { action: 'payment.yearly_summaries' }), {}, { token: adminToken });
    expect(audit.status).toBe(200);
    expect(audit.body.length).toBe(Number(auditBefore?.count ?? 0) + 1);
    expect(audit.body[0]).toMatchObject({ action: 'payment.yearly_summaries', after: { year, recipients: 2 } });
  });

  it('when a donor asks the admin route, then it is forbidden and nothing is sent', async () => {
    const donor = await createActiveUser(server);
    const token = await login(server, donor.email, donor.password);
    const before = await server.db('email_outbox').where({ kind: 'yearly-summary' }).count({ count: '*' }).first();

    expect((await callRoute(server.url, API_ROUTES.adminYearlySummaries, {}, { token, body: { year: 2022 } })).status).toBe(403);
    expect(await server.db('email_outbox').where({ kind: 'yearly-summary' }).count({ count: '*' }).first()).toEqual(before);
  });
});
