import type { Knex } from 'knex';
import type { AdminCharity } from '@zlota/shared/entities';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { MODERATION } from '@zlota/shared/moderation';
import { CHARITY_STATUS_LABELS } from '@zlota/shared/schemas/charity';
import type { ModerationInput } from '@zlota/shared/schemas/moderation';
import type { Deps } from '../../deps.js';
import { conflict } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { findUserById, type UserRow } from '../users/users-repository.js';
import { charityNotFound } from './catalog-use-case.js';
import { findCharity, updateCharityReview } from './charities-repository.js';
import { toAdminCharity } from './charity-view.js';
import { moderationEmail } from './moderation-emails.js';

const reviewOf = (record: { status: string; review_note: string | null }) => ({ status: record.status, review_note: record.review_note });

/**
 * One step of the lifecycle by a moderator: the change, its audit entry and the owner's e-mail (approval,
 * rejection with the reason, or what to change) in one transaction.
 */
export async function moderateCharity(deps: Deps, actor: UserRow, id: number, input: ModerationInput): Promise<AdminCharity> {
  const now = deps.clock.now();
  await deps.db.transaction((trx) => moderateCharityIn(trx, deps, actor, id, input, now));
  return toAdminCharity((await findCharity(deps.db, { id }))!);
}

/** `moderateCharity` inside a caller's transaction: a report closed with "Zbiórka zamknięta" closes its fundraiser with it. */
export async function moderateCharityIn(trx: Knex.Transaction, deps: Deps, actor: UserRow, id: number, input: ModerationInput, now: number): Promise<void> {
  const step = MODERATION[input.action];
  const record = await findCharity(trx, { id });
  if (!record) throw charityNotFound();
  if (!step.from.includes(record.status)) {
    throw conflict(CHARITY_MESSAGES.moderationNotAllowed.replace('{status}', CHARITY_STATUS_LABELS[record.status]));
  }
  const review_note = step.needsNote ? (input.note ?? null) : null;
  await updateCharityReview(trx, id, {
    status: step.to,
    review_note,
    reviewed_at: now,
    ...(step.to === 'active' && record.published_at === null ? { published_at: now } : {}),
    // A fundraiser leaving the public site leaves the home banner too.
    ...(step.to !== 'active' ? { promoted: false, promoted_order: null } : {}),
  }, now);
  await recordAudit(trx, {
    actor,
    action: `charity.${input.action}`,
    entity_type: 'charity',
    entity_id: id,
    before: reviewOf(record),
    after: { status: step.to, review_note },
    note: input.note ?? null,
  }, now);
  await tellOwner(trx, deps, record.owner_id, input, { ...record, review_note });
}

async function tellOwner(
  trx: Knex.Transaction,
  deps: Deps,
  ownerId: number | null,
  input: ModerationInput,
  charity: { url: string; title: string; review_note: string | null },
) {
  const owner = ownerId === null ? undefined : await findUserById(trx, ownerId);
  if (!owner) return;
  const email = moderationEmail(input.action, owner, { ...charity, note: charity.review_note }, deps.config.publicUrl);
  if (email) await deps.mailer.enqueue(trx, email);
}
