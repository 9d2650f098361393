import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free port that keeps every message it accepts, parsed (attachments and all). */
export interface SmtpInbox {
  url: string;
  mails: ParsedMail[];
  to(email: string): ParsedMail[];
  close(): Promise<void>;
}

/** `keepCidLinks`: the HTML as it was sent, its inline pictures by `cid:` (by default mailparser puts them in as data URLs). */
export async function startSmtpInbox({ keepCidLinks = false }: { keepCidLinks?: boolean } = {}): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      // Parsed before the server says 250, so the message is in the inbox when the worker's send resolves.
      simpleParser(stream, { keepCidLinks }).then((mail) => {
        mails.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    mails,
    to: (email) => mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((address) => address.address === email)),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
