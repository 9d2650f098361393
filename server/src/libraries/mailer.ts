import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/knex.js';
import type { Clock } from './clock.js';
import { insertOutboxMessage, markOutboxMessage } from './email-outbox-repository.js';
import type { Logger } from './logger.js';

export interface EmailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the message carries; printed to the log when no SMTP server is configured. */
  links?: string[];
}

export interface Mailer {
  /** Writes the message to the outbox and sends it before resolving. */
  send(message: EmailMessage): Promise<void>;
  /**
   * Writes the message to the outbox and resolves; the sending follows in the background, its errors
   * logged and kept in the outbox row, so the caller's answer never waits for the mail server.
   */
  queue(message: EmailMessage): Promise<void>;
}

interface MailerOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  smtpUrl: string | undefined;
  from: string;
}

/**
 * Every message is first written to the outbox table (durable, inspectable); with SMTP_URL it is
 * also sent and marked sent, otherwise its links go to the log so a laptop needs no mail server.
 */
export function createMailer({ db, clock, logger, smtpUrl, from }: MailerOptions): Mailer & { close(): void } {
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const store = (message: EmailMessage) =>
    insertOutboxMessage(db, {
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      created_at: clock.now(),
    });
  const deliver = async (id: number, message: EmailMessage) => {
    if (!transport) {
      logger.info({ outboxId: id, kind: message.kind, to: message.to, links: message.links }, 'E-mail zapisany w outboxie (brak SMTP_URL)');
      return;
    }
    try {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await markOutboxMessage(db, id, { sent_at: clock.now() });
    } catch (error) {
      logger.error({ err: error, outboxId: id }, 'Nie udało się wysłać e-maila');
      await markOutboxMessage(db, id, { error: String(error) });
    }
  };
  return {
    async send(message) {
      await deliver(await store(message), message);
    },
    async queue(message) {
      const id = await store(message);
      deliver(id, message).catch((error: unknown) => logger.error({ err: error, outboxId: id }, 'Nie udało się zapisać wyniku wysyłki e-maila'));
    },
    close() {
      transport?.close();
    },
  };
}
