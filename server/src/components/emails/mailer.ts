import type { Knex } from 'knex';
import type { Clock } from '../../libraries/clock.js';
import { escapeHtml, renderLayout } from './email-layout.js';
import { insertOutboxMessage, requeueFailedMessage } from './email-outbox-repository.js';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './email-outbox-worker.js';
import type { Logger } from '../../libraries/logger.js';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EmailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part's own pieces; the mailer puts them in the one skeleton (email-layout.ts) with the signature. */
  html?: EmailHtml;
  /** Links the message carries; printed to the log when no SMTP server is configured. */
  links?: string[];
  /** Files sent with the message; kept in the outbox with it. */
  attachments?: EmailAttachment[];
  /**
   * A document drawn when the message is sent rather than stored with it (`donation-confirmation:<guid>`): the row
   * stays small, and the transaction that causes the message does not wait for a PDF to be drawn.
   */
  attachmentReference?: string;
  /** Extra headers by name, such as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** What a message shows in HTML: its body (text escaped, rich text sanitised), its button, its footer; preview is plain text. */
export interface EmailHtml {
  preview: string;
  body: string;
  button?: { link: string; action: string } | undefined;
  footer: string;
}

export interface Mailer {
  /**
   * Writes the message to the outbox with the caller's transaction, so it exists exactly when the change that
   * causes it does; the worker sends it once that transaction has committed (and retries until it goes).
   */
  enqueue(db: Knex, message: EmailMessage): Promise<void>;
  /** Puts a failed message back in the queue with fresh attempts (in the caller's transaction); false when it was not failed. */
  requeue(db: Knex, id: number): Promise<boolean>;
}

interface MailerOptions extends Omit<OutboxWorkerOptions, 'db'> {
  db: Knex;
  clock: Clock;
  logger: Logger;
  /** Who sends every message (the foundation's record), read in the caller's transaction; null while there is none. */
  signature?: (db: Knex) => Promise<EmailSignature | null>;
}

/** The foundation's name for the subject, and the lines every message ends with: its name, seat and contact. */
export interface EmailSignature {
  name: string;
  lines: string[];
}

/**
 * The subject ends with the foundation's name; the text with its signature, after `-- ` as mail programs expect; the
 * HTML is the whole document, its details at the foot.
 */
export function signed(message: EmailMessage, signature: EmailSignature | null): Pick<EmailMessage, 'subject' | 'text'> & { html: string | undefined } {
  const subject = signature ? `${message.subject} — ${signature.name}` : message.subject;
  const text = signature ? `${message.text}\n\n-- \n${signature.lines.join('\n')}` : message.text;
  const html =
    message.html &&
    renderLayout({
      ...message.html,
      title: escapeHtml(subject),
      preview: escapeHtml(message.html.preview),
      signature: signature ? `<p style="margin:0">${signature.lines.map(escapeHtml).join('<br>')}</p>` : '',
    });
  return { subject, text, html };
}

const isTransaction = (db: Knex): db is Knex.Transaction => 'executionPromise' in db && 'commit' in db;

/** Wakes the worker once the caller's transaction has committed; a rolled-back change leaves nothing to send. */
function afterCommit(db: Knex, wake: () => void): void {
  if (isTransaction(db)) db.executionPromise.then(wake, () => undefined);
  else wake();
}

/** The outbox and its worker: callers enqueue, the worker (started by the server process) delivers. */
export function createMailer(options: MailerOptions): Mailer & OutboxWorker {
  const worker = createOutboxWorker(options);
  return {
    ...worker,
    async enqueue(db, message) {
      const { subject, text, html } = signed(message, (await options.signature?.(db)) ?? null);
      await insertOutboxMessage(db, {
        kind: message.kind,
        recipient: message.to,
        subject,
        text,
        html: html ?? null,
        links: message.links?.length ? JSON.stringify(message.links) : null,
        attachments: message.attachments?.length
          ? JSON.stringify(message.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType, content: a.content.toString('base64') })))
          : null,
        created_at: options.clock.now(),
        attachment: message.attachmentReference ?? null,
        headers: message.headers ? JSON.stringify(message.headers) : null,
      });
      afterCommit(db, worker.nudge);
    },
    async requeue(db, id) {
      const requeued = await requeueFailedMessage(db, id, options.clock.now());
      if (requeued) afterCommit(db, worker.nudge);
      return requeued;
    },
  };
}
