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
  send(message: EmailMessage): Promise<void>;
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
  return {
    async send(message) {
      const id = await insertOutboxMessage(db, {
        kind: message.kind,
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        created_at: clock.now(),
      });
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
    },
    close() {
      transport?.close();
    },
  };
}
