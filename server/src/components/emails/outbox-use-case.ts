import { OUTBOX_RESEND_MAX, UNDELIVERED_STATUSES, type OutboxEntry, type OutboxList, type OutboxQuery, type OutboxResend } from '@zlota/shared/schemas/outbox';
import { OUTBOX_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { countFailedMessages, failedMessages, findOutboxMessage, undeliveredMessages, type OutboxRow } from './email-outbox-repository.js';
import type { Knex } from 'knex';
import { conflict, notFound } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import type { UserRow } from '../users/users-repository.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const toEntry = (row: OutboxRow): OutboxEntry => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  created_at: iso(row.created_at)!,
  next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
  sent_at: iso(row.sent_at),
  last_error: row.last_error,
});

/**
 * The e-mails that did not go out (failed), those waiting for the worker and those only written to the log (or only
 * one kind), newest first; and whether any goes out at all: without SMTP_URL every message is only logged.
 */
export async function undeliveredEmails(deps: Deps, query: OutboxQuery = {}): Promise<OutboxList> {
  const rows = await undeliveredMessages(deps.db, query.status ? [query.status] : UNDELIVERED_STATUSES);
  return { sending: Boolean(deps.config.smtpUrl), messages: rows.map(toEntry) };
}

/** Issue 33: the work queue's count of e-mails the mail server refused for good (or that used up their attempts). */
export const failedEmailCount = (deps: Deps): Promise<number> => countFailedMessages(deps.db);

/** Back in the queue with fresh attempts, recorded in the audit log; false when it had not failed. */
async function requeueFailed(deps: Deps, trx: Knex, actor: UserRow, message: OutboxRow, now: number): Promise<boolean> {
  if (!(await deps.mailer.requeue(trx, message.id))) return false;
  await recordAudit(trx, {
    actor,
    action: 'email.resend',
    entity_type: 'email',
    entity_id: message.id,
    before: { status: message.status, attempts: message.attempts, last_error: message.last_error },
    after: { status: 'pending', kind: message.kind },
  }, now);
  return true;
}

/** An admin sends a failed e-mail again. */
export async function resendEmail(deps: Deps, actor: UserRow, id: number): Promise<OutboxEntry> {
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    const message = await findOutboxMessage(trx, id);
    if (!message) throw notFound(OUTBOX_MESSAGES.notFound);
    if (!(await requeueFailed(deps, trx, actor, message, now))) throw conflict(OUTBOX_MESSAGES.notFailed);
  });
  return toEntry((await findOutboxMessage(deps.db, id))!);
}

/** Issue 36 item 7: the chosen failed e-mails (or every failed one) sent again at once, one audit entry each; others are skipped. */
export async function resendEmails(deps: Deps, actor: UserRow, input: OutboxResend): Promise<{ resent: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    let resent = 0;
    for (const message of await failedMessages(trx, input.ids, OUTBOX_RESEND_MAX)) {
      if (await requeueFailed(deps, trx, actor, message, now)) resent += 1;
    }
    return { resent };
  });
}
