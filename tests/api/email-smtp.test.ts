import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { parseConfig } from '@zlota/server/config';
import { createDb, migrate } from '@zlota/server/db/knex';
import { systemClock } from '@zlota/server/libraries/clock';
import { createLogger } from '@zlota/server/libraries/logger';
import { createMailer } from '@zlota/server/components/emails/mailer';
import { OUTBOX_MAX_ATTEMPTS } from '@zlota/server/components/emails/email-outbox-worker';
import { ATTACHMENT_WITHDRAWN, attachmentRenderer } from '@zlota/server/components/payments/email-attachments-use-case';
import { confirmationAttachment } from '@zlota/server/components/payments/donation-confirmation-use-case';
import { call, callRoute, withQuery } from '../support/api-client.js';
import { createAdminAccount, login, signUpBody, unique } from '../support/accounts.js';
import { adminLogin, createFundraiser, sandboxDecision, startDonation } from '../support/payments.js';
import { pdfText } from '../support/pdf-text.js';
import { byOutboxWorker, freshDatabase, startTestServer, TestClock, type TestServer } from '../support/test-server.js';

/** Recipients the SMTP server refuses while they are listed here: for good (550), or for now (451). */
const refused = new Set<string>();
const refusedForNow = new Set<string>();

const inbox: ParsedMail[] = [];
let smtp: SMTPServer;
let smtpPort = 0;
let server: TestServer;

/** A real SMTP server on the test's port; stopped and started again to play an outage. */
async function startSmtp(port = 0): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusedForNow.has(address.address)) return callback(Object.assign(new Error('Skrzynka chwilowo niedostępna'), { responseCode: 451 }));
      callback(refused.has(address.address) ? new Error('550 Skrzynka nie istnieje') : undefined);
    },
    onData(stream, _session, callback) {
      // The message is parsed before the server says 250, so it is in the inbox when sendMail resolves.
      simpleParser(stream).then(
        (mail) => {
          inbox.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;
}
const stopSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()));

beforeAll(async () => {
  await startSmtp();
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
});
afterAll(async () => {
  await server?.close();
  await stopSmtp();
});

/** An SMTP server that says 250 `sendMs` after each message's data, and an outbox database of the test's own. */
async function slowSmtpAndOutbox(sendMs: number) {
  const slowInbox: string[] = [];
  const slow = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => setTimeout(() => {
        slowInbox.push(...session.envelope.rcptTo.map((to) => to.address));
        callback();
      }, sendMs));
    },
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', () => resolve()));
  const database = await freshDatabase();
  const db = createDb(parseConfig({ NODE_ENV: 'test', ...database.env }).database);
  await migrate(db);
  return { slow, slowInbox, smtpUrl: `smtp://127.0.0.1:${(slow.server.address() as AddressInfo).port}`, database, db };
}

const signUp = (target: TestServer, body: Record<string, unknown>) => call(target.url, 'POST', '/api/user/sign-up', { body });
const outboxRow = (target: TestServer, recipient: string) =>
  target.db('email_outbox').where({ recipient, kind: 'verify_email' }).first();
const mailTo = (email: string) => inbox.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((a) => a.address === email));
const HOUR = 60 * 60_000;

describe('e-mail through a real SMTP server', () => {
  it('when a user signs up, then a Polish e-mail with the link arrives by SMTP, the link activates the account and the outbox row is marked sent', async () => {
    const body = signUpBody();
    expect((await signUp(server, body)).status).toBe(201);
    await server.outbox.deliverDue();

    const received = mailTo(body.email);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.subject).toBe('Potwierdź swój adres e-mail');
    expect(mail.from?.value[0]?.address).toBe('no-reply@zlotarybka.pl');
    expect(mail.text).toContain('Dzień dobry, Anna!');
    const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
    expect(link).toContain(`${server.url}/user/verify?token=`);

    const token = new URL(link!).searchParams.get('token')!;
    const verified = await call(server.url, 'GET', `/api/user/verify-email/${encodeURIComponent(token)}`);
    expect(verified.status).toBe(200);
    const login = await call(server.url, 'POST', '/api/user/api-login', { body: { login: body.email, password: body.password } });
    expect(login.status).toBe(200);
    expect(login.body.access_token).toEqual(expect.any(String));

    const row = await outboxRow(server, body.email);
    expect(row.status).toBe('sent');
    expect(Number(row.sent_at)).toBe(server.clock.now());
    expect(row.last_error).toBeNull();
  });

  it('when the message is written, then the worker is woken by the commit and sends it without being asked', async () => {
    const body = signUpBody();
    expect((await signUp(server, body)).status).toBe(201);
    await expect.poll(() => mailTo(body.email).length).toBe(1);
  });

  it('when messages are written one after another, as in a donation rush, then the worker reads the outbox for them a few times, not once per message, and takes each once', async () => {
    const marker = unique();
    const recipients = Array.from({ length: 20 }, (_, i) => `fala.${marker}.${i}@example.pl`);
    const db = createDb(server.config.database);
    // Without SMTP a round is quick (the messages are marked logged): nothing but the gathering joins the nudges.
    const mailer = createMailer({ db, clock: server.clock, logger: createLogger('silent'), smtpUrl: undefined, from: server.config.mailFrom });
    let reads = 0;
    // Without SMTP the worker's one statement per read marks the due messages logged and returns them.
    db.on('query', (query: { sql: string }) => void (byOutboxWorker(query.sql) && (reads += 1)));
    mailer.start();
    await mailer.deliverDue(); // the round a start makes at once, over
    const before = reads;
    try {
      // Each in its own transaction, a few ms apart: each commit wakes the worker, as each paid donation's does.
      for (const to of recipients) {
        await db.transaction((trx) => mailer.enqueue(trx, { kind: 'test', to, subject: `Wiadomość ${marker}`, text: 'Dzień dobry!' }));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const taken = () => db('email_outbox').whereIn('recipient', recipients).whereNot('status', 'pending').count({ n: '*' }).first();
      await expect.poll(async () => Number((await taken())?.n), { timeout: 10_000 }).toBe(recipients.length);
      // 20 messages within a gathering or two, in batches of 10: a handful of reads, not one round per message.
      expect(reads - before).toBeLessThanOrEqual(8);
      // Logged by this worker; the test server's own (with SMTP) may have sent a few meanwhile, each once.
      const rows: Array<{ recipient: string; status: string }> = await db('email_outbox').whereIn('recipient', recipients);
      for (const row of rows) expect(row.status === 'logged' || (row.status === 'sent' && mailTo(row.recipient).length === 1), row.recipient).toBe(true);
    } finally {
      await mailer.stop();
      await db.destroy();
    }
  });

  it('when a sign-up fails, then no e-mail is left in the outbox for it', async () => {
    const first = signUpBody();
    expect((await signUp(server, first)).status).toBe(201);
    const taken = signUpBody({ username: first.username });
    expect((await signUp(server, taken)).status).toBe(409);
    expect(await server.db('email_outbox').where({ recipient: taken.email })).toHaveLength(0);
  });

  it('when the SMTP server stops in the middle, then every message arrives once it is back, and none twice', async () => {
    const before = signUpBody();
    expect((await signUp(server, before)).status).toBe(201);
    await server.outbox.deliverDue();
    expect(mailTo(before.email)).toHaveLength(1);

    await stopSmtp();
    const during = [signUpBody(), signUpBody(), signUpBody()];
    for (const body of during) expect((await signUp(server, body)).status).toBe(201);
    await server.outbox.deliverDue();
    for (const body of during) {
      const row = await outboxRow(server, body.email);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
      expect(row.last_error).toEqual(expect.stringContaining('ECONNREFUSED'));
      expect(Number(row.next_attempt_at)).toBeGreaterThan(server.clock.now()); // waits before trying again
    }

    await startSmtp(smtpPort);
    await server.outbox.deliverDue();
    for (const body of during) expect(mailTo(body.email)).toHaveLength(0); // not due yet: the backoff holds
    server.clock.advance(HOUR);
    await server.outbox.deliverDue();
    await server.outbox.deliverDue();
    for (const body of [before, ...during]) {
      expect(mailTo(body.email)).toHaveLength(1);
      expect((await outboxRow(server, body.email)).status).toBe('sent');
    }
  });

  it('when two server instances drain the same outbox at once, then each message is sent exactly once', async () => {
    const marker = unique();
    const recipients = Array.from({ length: 24 }, (_, i) => `para.${marker}.${i}@example.pl`);
    const logger = createLogger('silent');
    const options = { clock: server.clock, logger, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: server.config.mailFrom };
    const dbs = [createDb(server.config.database), createDb(server.config.database)];
    const instances = dbs.map((db) => createMailer({ ...options, db }));
    try {
      // Written by an instance whose worker is not started, so nothing goes out before the race.
      await dbs[0]!.transaction(async (trx) => {
        for (const to of recipients) {
          await instances[0]!.enqueue(trx, { kind: 'test', to, subject: `Wiadomość ${marker}`, text: 'Dzień dobry!' });
        }
      });
      const tried = await Promise.all([...instances.map((instance) => instance.deliverDue()), server.outbox.deliverDue()]);
      expect(tried.reduce((sum, n) => sum + n, 0)).toBe(recipients.length);
      for (const to of recipients) expect(mailTo(to)).toHaveLength(1);
      const rows = await server.db('email_outbox').whereIn('recipient', recipients);
      expect(rows.map((row) => row.status)).toEqual(recipients.map(() => 'sent'));
    } finally {
      for (const instance of instances) await instance.stop();
      for (const db of dbs) await db.destroy();
    }
  });

  it('when a worker stops in the middle of a batch, then it finishes the message it is sending and lets the rest go at once to another worker', async () => {
    const SEND_MS = 300;
    const { slow, slowInbox, smtpUrl, database, db } = await slowSmtpAndOutbox(SEND_MS);
    // The claim (5 minutes) would hold the rest of the batch long after the first worker has stopped.
    const options = { clock: systemClock, logger: createLogger('silent'), smtpUrl, from: server.config.mailFrom };
    const [stopping, next] = [createMailer({ ...options, db }), createMailer({ ...options, db })];
    try {
      const recipients = Array.from({ length: 5 }, (_, i) => `przerwa.${i}@example.pl`);
      for (const to of recipients) await stopping!.enqueue(db, { kind: 'test', to, subject: 'Zamykanie', text: 'Dzień dobry!' });
      const round = stopping!.deliverDue();
      await expect.poll(async () => Number((await db('email_outbox').whereNotNull('claimed_by').count({ n: '*' }))[0]!.n), { interval: 10 }).toBe(5);

      await stopping!.stop();
      const sentByFirst = await round;
      expect(sentByFirst).toBe(1);
      const rows = await db('email_outbox').orderBy('id');
      expect(rows.map((row) => [row.status, row.claimed_by])).toEqual([['sent', null], ...recipients.slice(1).map(() => ['pending', null])]);

      expect(await next!.deliverDue()).toBe(4);
      expect(slowInbox.sort()).toEqual([...recipients].sort());
    } finally {
      await next!.stop();
      await db.destroy();
      await database.drop();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('when sending a batch outlasts its claim, then a second worker takes only what the first has not begun, and each message goes once', async () => {
    const SEND_MS = 200;
    const { slow, slowInbox, smtpUrl, database, db } = await slowSmtpAndOutbox(SEND_MS);
    // A real clock and a claim shorter than the batch: the first worker's claim of its last messages runs out.
    const options = { clock: systemClock, logger: createLogger('silent'), smtpUrl, from: server.config.mailFrom, claimMs: 6 * SEND_MS };
    const [first, second] = [createMailer({ ...options, db }), createMailer({ ...options, db })];
    try {
      const recipients = Array.from({ length: 10 }, (_, i) => `powoli.${i}@example.pl`);
      for (const to of recipients) await first!.enqueue(db, { kind: 'test', to, subject: 'Wolny serwer', text: 'Dzień dobry!' });
      const firstRound = first!.deliverDue();
      const outrun = () => db('email_outbox').where({ status: 'pending' }).andWhere('claimed_until', '<', Date.now()).count({ n: '*' });
      await expect.poll(async () => Number((await outrun())[0]!.n), { interval: 20, timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      expect(slowInbox.length).toBeGreaterThan(0); // the first worker is in the middle of its batch
      const [byFirst, bySecond] = await Promise.all([firstRound, second!.deliverDue()]);

      expect(bySecond).toBeGreaterThan(0);
      expect(byFirst + bySecond).toBe(recipients.length);
      expect(slowInbox.sort()).toEqual([...recipients].sort());
      const rows = await db('email_outbox').orderBy('id');
      expect(rows.map((row) => [row.recipient, row.status, row.claimed_by])).toEqual(recipients.map((to) => [to, 'sent', null]));
    } finally {
      await first!.stop();
      await second!.stop();
      await db.destroy();
      await database.drop();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('when the server refuses a recipient for now (4xx), then the e-mail is tried again until the last attempt', async () => {
    const body = signUpBody({ email: `chwilowo.${unique()}@example.pl` });
    refusedForNow.add(body.email);
    expect((await signUp(server, body)).status).toBe(201);
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      await server.outbox.deliverDue();
      expect(await outboxRow(server, body.email)).toMatchObject({ status: attempt < OUTBOX_MAX_ATTEMPTS ? 'pending' : 'failed', attempts: attempt });
      server.clock.advance(2 * HOUR);
    }
    expect((await outboxRow(server, body.email)).last_error).toEqual(expect.stringContaining('451'));
    refusedForNow.delete(body.email);
  });

  it('when the server refuses a recipient for good (5xx), then the e-mail is failed at once with its reason, listed in the panel, and "Wyślij ponownie" sends it', async () => {
    const body = signUpBody({ email: `odrzucony.${unique()}@example.pl` });
    refused.add(body.email);
    expect((await signUp(server, body)).status).toBe(201);
    await server.outbox.deliverDue();
    server.clock.advance(2 * HOUR);
    await server.outbox.deliverDue(); // nothing more: it has failed for good
    const row = await outboxRow(server, body.email);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
    expect(row.last_error).toEqual(expect.stringContaining('550'));
    expect(mailTo(body.email)).toHaveLength(0);

    const admin = await createAdminAccount(server);
    const token = await login(server, admin.email, admin.password);
    const listed = await callRoute(server.url, API_ROUTES.adminEmails, {}, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.sending).toBe(true);
    expect(listed.body.messages.find((entry: { id: number }) => entry.id === row.id)).toMatchObject({
      recipient: body.email,
      status: 'failed',
      attempts: 1,
      subject: 'Potwierdź swój adres e-mail',
    });
    // Issue 33: the work queue counts the failed e-mails, and its link lists only them, each with the server's reason.
    const failedInDb = async () => Number((await server.db('email_outbox').where({ status: 'failed' }).count({ n: '*' }).first())!.n);
    const failedInQueue = async () => ((await callRoute(server.url, API_ROUTES.adminWorkQueue, {}, { token })).body as { failed_emails: number }).failed_emails;
    expect(await failedInQueue()).toBe(await failedInDb());
    const onlyFailed = await callRoute(server.url, withQuery(API_ROUTES.adminEmails, { status: 'failed' }), {}, { token });
    expect(onlyFailed.status).toBe(200);
    expect(onlyFailed.body.messages.map((entry: { status: string }) => entry.status)).toEqual(Array(await failedInDb()).fill('failed'));
    expect(onlyFailed.body.messages.find((entry: { id: number }) => entry.id === row.id).last_error).toEqual(expect.stringContaining('550 Skrzynka nie istnieje'));
    expect((await callRoute(server.url, withQuery(API_ROUTES.adminEmails, { status: 'sent' }), {}, { token })).status).toBe(400);
    const failedBefore = await failedInDb();

    refused.delete(body.email);
    const resent = await callRoute(server.url, API_ROUTES.adminEmailResend, { id: row.id }, { token });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: row.id, status: 'pending', attempts: 0 });
    await expect.poll(() => mailTo(body.email).length).toBe(1);
    await expect.poll(async () => (await outboxRow(server, body.email)).status).toBe('sent');
    const audit = await server.db('audit_log').where({ action: 'email.resend', entity_id: row.id });
    expect(audit).toHaveLength(1);
    expect(await failedInQueue()).toBe(failedBefore - 1);

    const again = await callRoute(server.url, API_ROUTES.adminEmailResend, { id: row.id }, { token });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Ten e-mail nie czeka na ponowną wysyłkę: został już wysłany albo jest w kolejce.');
    expect((await callRoute(server.url, API_ROUTES.adminEmailResend, { id: 999_999 }, { token })).status).toBe(404);
  });

  it('when an admin sends the chosen failed e-mails again at once, then only those go back to the queue, each with its own audit entry', async () => {
    const bodies = [0, 1, 2].map(() => signUpBody({ email: `odrzucony.${unique()}@example.pl` }));
    for (const body of bodies) {
      refused.add(body.email);
      expect((await signUp(server, body)).status).toBe(201);
    }
    await server.outbox.deliverDue();
    const rows = await Promise.all(bodies.map((body) => outboxRow(server, body.email)));
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed', 'failed']);
    const admin = await createAdminAccount(server);
    const token = await login(server, admin.email, admin.password);
    const chosen = [rows[0]!.id as number, rows[1]!.id as number];
    for (const body of bodies) refused.delete(body.email);

    // The chosen e-mails are read in one query, not each again by its id (issue 36 item 6).
    const readOneByOne: string[] = [];
    const seen = (query: { sql: string }) => {
      if (/^select .* from [`"]email_outbox[`"] where [`"]id[`"] = \?/i.test(query.sql)) readOneByOne.push(query.sql);
    };
    server.db.on('query', seen);
    const resent = await callRoute(server.url, API_ROUTES.adminEmailsResend, {}, { token, body: { ids: [...chosen, 999_999] } }).finally(() => server.db.off('query', seen));
    expect(resent.status).toBe(200);
    expect(readOneByOne).toEqual([]);
    expect(resent.body).toEqual({ resent: 2 });
    expect((await Promise.all(bodies.map((body) => outboxRow(server, body.email)))).map((row) => row.status)).toEqual(['pending', 'pending', 'failed']);
    for (const id of chosen) expect(await server.db('audit_log').where({ action: 'email.resend', entity_id: id })).toHaveLength(1);
    expect(await server.db('audit_log').where({ action: 'email.resend', entity_id: rows[2]!.id })).toHaveLength(0);

    expect((await callRoute(server.url, API_ROUTES.adminEmailsResend, {}, { token, body: { ids: [] } })).status).toBe(400);
    const all = await callRoute(server.url, API_ROUTES.adminEmailsResend, {}, { token, body: {} });
    expect(all.body.resent).toBeGreaterThanOrEqual(1);
    expect((await outboxRow(server, bodies[2]!.email)).status).toBe('pending');
    expect(Number((await server.db('email_outbox').where({ status: 'failed' }).count({ n: '*' }).first())!.n)).toBe(0);
  });

  it('when no SMTP_URL is configured, then the message is kept in the outbox, its links go to the log and nothing goes out', async () => {
    const plain = await startTestServer();
    try {
      const body = signUpBody();
      expect((await signUp(plain, body)).status).toBe(201);
      await plain.outbox.deliverDue();
      // The portal's own outbox worker may have claimed it first: it is logged by one of the two, once.
      await expect.poll(async () => (await outboxRow(plain, body.email)).status, { timeout: 10_000 }).toBe('logged');
      const row = await outboxRow(plain, body.email);
      expect(row.text).toContain(`${plain.url}/user/verify?token=`);
      expect(row).toMatchObject({ status: 'logged', sent_at: null, last_error: null });
      expect(JSON.parse(row.links)).toEqual([expect.stringContaining(`${plain.url}/user/verify?token=`)]);
      // Nothing went out for this address (the shared inbox may still get other suites' late retries meanwhile).
      expect(mailTo(body.email)).toEqual([]);
      // Issue 36 item 5: the panel is told that nothing goes out, and lists the message as only logged.
      const admin = await createAdminAccount(plain);
      const listed = await callRoute(plain.url, API_ROUTES.adminEmails, {}, { token: await login(plain, admin.email, admin.password) });
      expect(listed.body.sending).toBe(false);
      expect(listed.body.messages.find((entry: { id: number }) => entry.id === row.id)).toMatchObject({ status: 'logged', recipient: body.email });
    } finally {
      await plain.close();
    }
  });
});

describe('a donation confirmation by e-mail', () => {
  it('when a donation is paid, then its donor receives one e-mail with the PDF "Potwierdzenie darowizny" attached, drawn when it is sent', async () => {
    const admin = await createAdminAccount(server);
    const fundraiser = await createFundraiser(server.url, await adminLogin(server.url, admin.email, admin.password));
    const email = `darczynca-${unique()}@example.pl`;
    const guid = await startDonation(server.url, fundraiser.id, { amount: '123,45', email, name: 'Zofia', receipt_name: 'Zofia Żółkiewska' });
    expect((await sandboxDecision(server.url, guid, 'paid')).status).toBe(303);
    await server.outbox.deliverDue();

    const [mail, ...more] = mailTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Potwierdzenie darowizny');
    expect(mail!.text).toContain('123,45');
    const [pdf, ...others] = mail!.attachments;
    expect(others).toHaveLength(0);
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.filename).toBe(`potwierdzenie-darowizny-${guid.slice(0, 8)}.pdf`);
    const text = await pdfText(pdf!.content);
    expect(text).toContain('Potwierdzenie darowizny');
    expect(text).toContain('Zofia Żółkiewska');
    expect(text).toContain('123,45');
    expect(text).toContain(guid);
  });

  it('when the donation is refunded before its confirmation goes out, then the confirmation is withdrawn with its reason and never sent', async () => {
    const admin = await createAdminAccount(server);
    const fundraiser = await createFundraiser(server.url, await adminLogin(server.url, admin.email, admin.password));
    const email = `zwrot-${unique()}@example.pl`;
    refusedForNow.add(email); // the first attempt fails for now, so the confirmation still waits when the refund comes
    const guid = await startDonation(server.url, fundraiser.id, { amount: '40', email });
    expect((await sandboxDecision(server.url, guid, 'paid')).status).toBe(303);
    await server.outbox.deliverDue();
    const confirmation = () => server.db('email_outbox').where({ attachment: confirmationAttachment(guid) }).first();
    expect(await confirmation()).toMatchObject({ status: 'pending', attempts: 1 });

    refusedForNow.delete(email);
    await server.db('payments').where({ guid }).update({ status: 'refunded' });
    server.clock.advance(HOUR);
    await server.outbox.deliverDue();

    expect(await confirmation()).toMatchObject({ status: 'withdrawn', attempts: 1, sent_at: null, claimed_by: null, last_error: ATTACHMENT_WITHDRAWN });
    expect(mailTo(email)).toHaveLength(0);
  });

  it('when the PDF cannot be drawn for a while, then the attempt counts as failed, nothing goes without it, and a later attempt sends it attached', async () => {
    const admin = await createAdminAccount(server);
    const fundraiser = await createFundraiser(server.url, await adminLogin(server.url, admin.email, admin.password));
    const guid = await startDonation(server.url, fundraiser.id, { amount: '25', email: '' });
    expect((await sandboxDecision(server.url, guid, 'paid')).status).toBe(303);
    let drawing: 'broken' | 'working' = 'broken';
    const draw = attachmentRenderer(server.db);
    // Its own clock a month ahead: the server's worker never finds this message due, so only this one sends it.
    const clock = new TestClock(server.clock.now() + 30 * 24 * HOUR);
    const mailer = createMailer({
      db: server.db,
      clock,
      logger: createLogger('silent'),
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      from: server.config.mailFrom,
      renderAttachment: (reference) => (drawing === 'broken' ? Promise.reject(new Error('Nie udało się narysować PDF')) : draw(reference)),
    });
    const email = `rysunek-${unique()}@example.pl`;
    try {
      await mailer.enqueue(server.db, { kind: 'donation-confirmation', to: email, subject: 'Potwierdzenie darowizny', text: 'W załączniku przesyłamy PDF.', attachmentReference: confirmationAttachment(guid) });
      const row = () => server.db('email_outbox').where({ recipient: email }).first();

      expect(await mailer.deliverDue()).toBe(1);
      expect(await row()).toMatchObject({ status: 'pending', attempts: 1, sent_at: null, last_error: 'Error: Nie udało się narysować PDF' });
      expect(mailTo(email)).toHaveLength(0);

      drawing = 'working';
      clock.advance(HOUR);
      expect(await mailer.deliverDue()).toBe(1);
      expect(await row()).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      const [mail, ...more] = mailTo(email);
      expect(more).toHaveLength(0);
      expect(mail!.attachments.map((attachment) => attachment.filename)).toEqual([`potwierdzenie-darowizny-${guid.slice(0, 8)}.pdf`]);
    } finally {
      await mailer.stop();
    }
  });
});

describe('a fundraiser update by e-mail', () => {
  it('when an update is posted, then a donor who asked for updates and confirmed the address receives it with the List-Unsubscribe header of its one-click link', async () => {
    const admin = await createAdminAccount(server);
    const token = await adminLogin(server.url, admin.email, admin.password);
    const fundraiser = await createFundraiser(server.url, token);
    const email = `subskrybent-${unique()}@example.pl`;
    const guid = await startDonation(server.url, fundraiser.id, { email, name: 'Zofia', updates_consent: true });
    expect((await sandboxDecision(server.url, guid, 'paid')).status).toBe(303);
    // The first time an address asks for updates, it is asked to confirm itself (issue 29): the donor clicks the link.
    await server.outbox.deliverDue();
    const confirmation = mailTo(email).find((received) => received.subject?.startsWith('Potwierdź adres'));
    const confirmToken = decodeURIComponent(/\/aktualnosci\/potwierdz\/(\S+)/.exec(confirmation!.text ?? '')![1]!);
    expect((await callRoute(server.url, API_ROUTES.updatesConfirm, {}, { body: { token: confirmToken } })).status).toBe(200);
    const posted = await callRoute(server.url, API_ROUTES.charityUpdateCreate, { id: fundraiser.id }, { token, body: { body: '<p>Wózek już jest — dziękujemy!</p>' } });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    await server.outbox.deliverDue();

    const [mail, ...more] = mailTo(email).filter((received) => received.subject?.startsWith('Aktualności zbiórki'));
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`Aktualności zbiórki „${fundraiser.title}”`);
    expect(mail!.text).toContain('Wózek już jest — dziękujemy!');
    const link = /(http:\/\/\S+\/aktualnosci\/wypisz\/\S+)/.exec(mail!.text ?? '')![1]!;
    // mailparser gathers the List-* headers under `list`.
    expect(mail!.headers.get('list')).toMatchObject({ unsubscribe: { url: link } });
  });
});
