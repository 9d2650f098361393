import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client.js';
import { createActiveUser, unique } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** Recipients whose address contains this are refused by the SMTP server. */
const REFUSED_MARK = 'odrzucony';

/** An SMTP server that holds every message, unanswered, while its gate is closed. */
const inbox: ParsedMail[] = [];
let held = 0;
let openGate: () => void = () => {};
let gate: Promise<void> = Promise.resolve();
const closeGate = () => {
  gate = new Promise((resolve) => {
    openGate = resolve;
  });
};

let smtp: SMTPServer;
let server: TestServer;
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address.includes(REFUSED_MARK) ? new Error('550 Skrzynka nie istnieje') : undefined);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        async (mail) => {
          held += 1;
          await gate;
          held -= 1;
          inbox.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  openGate();
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const remember = (email: string) => call(server.url, 'POST', '/api/user/remember-password', { body: { email } });
const resetMails = (email: string) => inbox.filter((mail) => mail.subject?.startsWith('Zmiana hasła') && mail.text?.includes('reset-password') && JSON.stringify(mail.to).includes(email));
const outboxRow = (email: string) => server.db('email_outbox').where({ recipient: email, kind: 'reset_password' }).first();

describe('POST /api/user/remember-password does not wait for the mail server', () => {
  it('when the mail server is stuck, then an existing address is answered at once, like an unknown one, and the message goes out once it is free', async () => {
    const account = await createActiveUser(server);
    await server.outbox.deliverDue(); // its sign-up e-mail passes the open gate
    closeGate();

    const known = await remember(account.email);
    const unknown = await remember(`nikt.${unique()}@example.pl`);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    // The answer came while the message was still held by the mail server, unsent.
    await expect.poll(() => held).toBe(1);
    expect(resetMails(account.email)).toHaveLength(0);
    expect((await outboxRow(account.email)).sent_at).toBeNull();

    openGate();
    await expect.poll(() => resetMails(account.email).length).toBe(1);
    await expect.poll(async () => (await outboxRow(account.email)).sent_at).not.toBeNull();
  });

  it('when the mail server refuses the message, then the answer is still 202 and the outbox row keeps the error', async () => {
    const account = await createActiveUser(server, { email: `${REFUSED_MARK}.${unique()}@example.pl` });
    const response = await remember(account.email);
    expect(response.status).toBe(202);
    await expect.poll(async () => (await outboxRow(account.email)).last_error).toEqual(expect.stringContaining('550'));
    expect((await outboxRow(account.email)).sent_at).toBeNull();
  });
});
