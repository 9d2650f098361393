import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../../libraries/clock.js';
import { claimDueMessages, logDueMessages, releaseClaims, renewClaim, settleMessage, type OutboxRow } from './email-outbox-repository.js';
import type { Logger } from '../../libraries/logger.js';
import { fromHeader, type MailFrom } from '../../libraries/mail-from.js';
import { HEADER_MARKER } from './email-layout.js';

interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** An inline picture the HTML shows by `cid:` (the logo in the header). */
  cid?: string;
}

/** The `cid:` by which every e-mail's HTML shows the foundation's logo; attached when the message is sent. */
export const LOGO_CID = 'logo@fundacja';

/** Who sends the messages, read when they are sent (the foundation's record may change while they wait). */
export interface MailSender {
  /** The display name of the From header, where SMTP_FROM does not fix one. */
  name: string | null;
  /** The top of every HTML message: the logo (by LOGO_CID) or the name; null while there is no record. */
  header: string | null;
  /** The logo the header points to by LOGO_CID; null while there is none. */
  logo: { content: Buffer; contentType: string } | null;
}

export interface OutboxWorkerOptions {
  db: Knex;
  clock: Clock;
  logger: Logger;
  smtpUrl: string | undefined;
  from: MailFrom;
  /** The foundation's name and logo, read before each batch is sent. */
  sender?: () => Promise<MailSender>;
  /** Attempts before a message is marked failed (the admin panel can send it again). */
  maxAttempts?: number;
  /** The wait after the first failed attempt; it doubles with each next one, up to an hour. */
  firstRetryMs?: number;
  /** How often the worker looks for due messages when nothing wakes it. */
  pollMs?: number;
  /** How long a worker holds the messages it claimed, renewed before each send; another worker may take them after. */
  claimMs?: number;
  /**
   * Draws the document an outbox row names in `attachment`, or says why it no longer stands: the message, whose
   * text promises it, is then withdrawn rather than sent without it. A throw counts as a failed attempt.
   */
  renderAttachment?: (reference: string) => Promise<Attachment | { withdrawn: string }>;
}

export interface OutboxWorker {
  /** Starts polling; enqueued messages also wake it, NUDGE_GATHER_MS after their commit. */
  start(): void;
  /** Looks for due messages soon (after a commit): the messages of the next NUDGE_GATHER_MS go in the same round. */
  nudge(): void;
  /** Sends every due message now, batch by batch; resolves with how many were tried. */
  deliverDue(): Promise<number>;
  /** Stops polling and waits for the round under way; then closes the SMTP connection. */
  stop(): Promise<void>;
}

export const OUTBOX_MAX_ATTEMPTS = 8;
/**
 * A nudge starts a round this much later, and the nudges meanwhile join it: in a donation rush (115 confirmations a
 * second) the outbox is read a few times a second, a batch at a time, not once per donation. A donor does not notice
 * a fifth of a second.
 */
export const NUDGE_GATHER_MS = 200;
const BATCH = 10;
const CLAIM_MS = 5 * 60_000;
/** Well under the claim: a silent SMTP server fails the attempt long before another worker may take the message. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };
const LONGEST_RETRY_MS = 60 * 60_000;

/**
 * An SMTP server's 5xx answer (550 no such mailbox, 553 address refused, 554 transaction failed) is final: trying
 * again would only be refused again. 4xx answers and lost connections are passing: they are tried again later.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** What the panel shows of a failed attempt: the SMTP server's own answer when it gave one. */
const reasonOf = (error: unknown) => {
  const response = (error as { response?: unknown }).response;
  return typeof response === 'string' && response ? response : String(error);
};

/**
 * The sender's header in its place in the skeleton (email-layout.ts); a message written before the skeleton (a bare
 * fragment, still in the outbox) gets it on top, as it did then.
 */
const withHeader = (html: string, header: string | null) =>
  html.includes(HEADER_MARKER) ? html.replace(HEADER_MARKER, () => header ?? '') : header ? `${header}\n${html}` : html;

/** The wait before attempt `attempts + 1`: first, 2×, 4×… up to an hour. */
export const retryDelay = (firstRetryMs: number, attempts: number) => Math.min(firstRetryMs * 2 ** (attempts - 1), LONGEST_RETRY_MS);

const parseAttachments = (json: string | null) =>
  json
    ? (JSON.parse(json) as { filename: string; content_type: string; content: string }[]).map((a) => ({
        filename: a.filename,
        contentType: a.content_type,
        content: Buffer.from(a.content, 'base64'),
      }))
    : undefined;

/**
 * Drains the outbox: claims due messages (safe with several server processes), sends each through SMTP and marks it
 * sent, or counts the failure and tries again later with a growing wait, failed after the last attempt. Without
 * SMTP_URL it prints each message's links to the log and marks it logged, as a laptop needs no mail server.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, clock, logger, smtpUrl, from } = options;
  const maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  const firstRetryMs = options.firstRetryMs ?? 30_000;
  const pollMs = options.pollMs ?? 5_000;
  const claimMs = options.claimMs ?? CLAIM_MS;
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : undefined;
  const instance = randomUUID();
  let claims = 0;
  let running: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let gathering: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;

  async function attachmentsOf(row: OutboxRow): Promise<Attachment[] | { withdrawn: string }> {
    const stored = parseAttachments(row.attachments) ?? [];
    if (!row.attachment) return stored;
    if (!options.renderAttachment) throw new Error(`Brak sposobu narysowania załącznika ${row.attachment}`);
    const drawn = await options.renderAttachment(row.attachment);
    return 'withdrawn' in drawn ? drawn : [...stored, drawn];
  }

  /**
   * Sends one claimed message; false when its claim was lost meanwhile (another worker sends it). The first message
   * of a batch goes right after its claim, which is its renewal; each further one renews the claim before it goes.
   */
  async function deliver(smtp: Transporter, row: OutboxRow, by: string, justClaimed: boolean, sender: MailSender | undefined): Promise<boolean> {
    if (!justClaimed && !(await renewClaim(db, row.id, by, clock.now() + claimMs))) return false;
    const settle = (outcome: Parameters<typeof settleMessage>[3]) => settleMessage(db, row.id, by, outcome);
    try {
      const attachments = await attachmentsOf(row);
      if ('withdrawn' in attachments) {
        logger.info({ outboxId: row.id, kind: row.kind }, 'E-mail wycofany: jego załącznik już nie obowiązuje');
        await settle({ status: 'withdrawn', reason: attachments.withdrawn });
        return true;
      }
      // The header is the sender's as the message goes, like its name: a logo uploaded meanwhile is in it.
      const html = row.html === null ? undefined : withHeader(row.html, sender?.header ?? null);
      const logo = sender?.logo && html?.includes(`cid:${LOGO_CID}`) ? [{ filename: 'logo', ...sender.logo, cid: LOGO_CID }] : [];
      await smtp.sendMail({
        from: fromHeader(from, sender?.name ?? null),
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html,
        ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
        attachments: [...logo, ...attachments],
      });
      await settle({ status: 'sent', at: clock.now() });
    } catch (error) {
      const attempts = row.attempts + 1;
      const permanent = isPermanentRefusal(error);
      const status = permanent || attempts >= maxAttempts ? 'failed' : 'pending';
      const message = permanent ? 'Serwer poczty odmówił przyjęcia e-maila na stałe, nie ponawiam' : status === 'failed' ? 'E-mail nie został wysłany, koniec prób' : 'Nie udało się wysłać e-maila, ponowię';
      logger.warn({ err: error, outboxId: row.id, attempts }, message);
      await settle({ status, error: reasonOf(error), attempts, next_attempt_at: clock.now() + retryDelay(firstRetryMs, attempts) });
    }
    return true;
  }

  /** Without SMTP: the links of messages just marked logged go to the log. */
  function logLinks(rows: OutboxRow[]): number {
    for (const row of rows) {
      const links = row.links ? (JSON.parse(row.links) as string[]) : [];
      logger.info({ outboxId: row.id, kind: row.kind, to: row.recipient, links }, 'E-mail zapisany w outboxie (brak SMTP_URL)');
    }
    return rows.length;
  }

  /**
   * Who sends (the record's name, the header, the logo's bytes): read once per claimed batch, never on an idle round,
   * as the logo may be a megabyte. A failed read lets the batch go at once rather than hold it until the claim ends.
   */
  async function senderOf(rows: OutboxRow[], by: string): Promise<MailSender | undefined> {
    try {
      return await options.sender?.();
    } catch (error) {
      await releaseClaims(db, rows.map((row) => row.id), by);
      throw error;
    }
  }

  async function drain(): Promise<number> {
    let tried = 0;
    for (;;) {
      const now = clock.now();
      claims += 1;
      const by = `${instance}:${claims}`; // one claim of one worker: at most 64 characters
      const rows = transport ? await claimDueMessages(db, { by, until: now + claimMs, now, limit: BATCH }) : await logDueMessages(db, { now, limit: BATCH });
      if (rows.length === 0) return tried;
      if (!transport) tried += logLinks(rows);
      else {
        const sender = await senderOf(rows, by);
        for (const [index, row] of rows.entries()) {
          // Stopping: the message being sent is finished; the rest of the batch is let go at once, not held until the claim ends.
          if (stopped) {
            await releaseClaims(db, rows.slice(index).map((rest) => rest.id), by);
            return tried;
          }
          if (await deliver(transport, row, by, index === 0, sender)) tried += 1;
        }
      }
      if (stopped) return tried;
      // Fewer than a batch: nothing else was due. A message written since has nudged the worker for one more round.
      if (rows.length < BATCH) return tried;
    }
  }

  /** One round at a time; a nudge during a round asks for one more round after it. */
  function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        let tried = 0;
        do {
          again = false;
          tried += await drain();
        } while (again && !stopped);
        return tried;
      } finally {
        running = undefined; // in the same step as the last check of `again`: no nudge falls between
      }
    })();
    return running;
  }

  const round = () => {
    deliverDue().catch((error: unknown) => logger.error({ err: error }, 'Nie udało się przejrzeć kolejki e-maili'));
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      round();
      schedule();
    }, pollMs);
    timer.unref();
  };

  return {
    start() {
      if (started) return;
      started = true;
      schedule();
      round();
    },
    nudge() {
      if (!started || stopped || gathering) return;
      // stop() clears it: a round never starts after the worker has stopped.
      gathering = setTimeout(() => {
        gathering = undefined;
        round();
      }, NUDGE_GATHER_MS);
      gathering.unref();
    },
    deliverDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(gathering);
      await running?.catch(() => undefined);
      transport?.close();
    },
  };
}
