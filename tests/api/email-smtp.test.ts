import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client.js';
import { signUpBody } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** Recipients whose address contains this are refused by the SMTP server. */
const REFUSED_MARK = 'odrzucony';

const inbox: ParsedMail[] = [];
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
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const signUp = (target: TestServer, body: Record<string, unknown>) => call(target.url, 'POST', '/api/user/sign-up', { body });
const outboxRow = (target: TestServer, recipient: string) =>
  target.db('email_outbox').where({ recipient, kind: 'verify_email' }).first();
const mailTo = (email: string) => inbox.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((a) => a.address === email));

describe('e-mail through a real SMTP server', () => {
  it('when a user signs up, then a Polish e-mail with the link arrives by SMTP, the link activates the account and the outbox row is marked sent', async () => {
    const body = signUpBody();
    expect((await signUp(server, body)).status).toBe(201);

    const received = mailTo(body.email);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.subject).toBe('Potwierdź swój adres e-mail — Fundacja Złota rybka');
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
    expect(Number(row.sent_at)).toBe(server.clock.now());
    expect(row.error).toBeNull();
  });

  it('when the SMTP server refuses the recipient, then the sign-up still succeeds and the outbox row keeps the error, unsent', async () => {
    const body = signUpBody({ email: `${REFUSED_MARK}.${Date.now()}@example.pl` });
    const response = await signUp(server, body);
    expect(response.status).toBe(201);
    expect(await server.db('users').where({ id: response.body.id }).first()).toBeDefined();
    expect(mailTo(body.email)).toHaveLength(0);
    const row = await outboxRow(server, body.email);
    expect(row.sent_at).toBeNull();
    expect(row.error).toEqual(expect.stringContaining('550'));
  });

  it('when no SMTP_URL is configured, then the message stays in the outbox with sent_at null and nothing goes out', async () => {
    const plain = await startTestServer();
    try {
      const body = signUpBody();
      const before = inbox.length;
      expect((await signUp(plain, body)).status).toBe(201);
      const row = await outboxRow(plain, body.email);
      expect(row.text).toContain(`${plain.url}/user/verify?token=`);
      expect(row.sent_at).toBeNull();
      expect(row.error).toBeNull();
      expect(inbox).toHaveLength(before);
    } finally {
      await plain.close();
    }
  });
});
