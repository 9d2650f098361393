import { UNDELIVERED_STATUSES, type OutboxEntry, type OutboxQuery } from '@zlota/shared/schemas/outbox';
import { OUTBOX_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { countFailedMessages, findOutboxMessage, undeliveredMessages, type OutboxRow } from './email-outbox-repository.js';
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

/** The e-mails that did not go out (failed) and those waiting for the worker (or only one of the two), newest first. */
export async function undeliveredEmails(deps: Deps, query: OutboxQuery = {}): Promise<OutboxEntry[]> {
  return (await undeliveredMessages(deps.db, query.status ? [query.status] : UNDELIVERED_STATUSES)).map(toEntry);
}

/** Issue 33: the work queue's count of e-mails the mail server refused for good (or that used up their attempts). */
export const failedEmailCount = (deps: Deps): Promise<number> => countFailedMessages(deps.db);

/** An admin sends a failed e-mail again: back in the queue with fresh attempts, recorded in the audit log. */
export async function resendEmail(deps: Deps, actor: UserRow, id: number): Promise<OutboxEntry> {
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    const message = await findOutboxMessage(trx, id);
    if (!message) throw notFound(OUTBOX_MESSAGES.notFound);
    if (!(await deps.mailer.requeue(trx, id))) throw conflict(OUTBOX_MESSAGES.notFailed);
    await recordAudit(trx, {
      actor,
      action: 'email.resend',
      entity_type: 'email',
      entity_id: id,
      before: { status: message.status, attempts: message.attempts, last_error: message.last_error },
      after: { status: 'pending', kind: message.kind },
    }, now);
  });
  return toEntry((await findOutboxMessage(deps.db, id))!);
}
