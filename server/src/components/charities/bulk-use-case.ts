import type { Knex } from 'knex';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import type { CharityBulk, CharityBulkAction, CharityBulkResult } from '@zlota/shared/schemas/moderation';
import type { Deps } from '../../deps.js';
import { AppError, conflict } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import type { UserRow } from '../users/users-repository.js';
import { charityNotFound } from './catalog-use-case.js';
import { findCharity, updateCharityReview } from './charities-repository.js';
import { moderateCharityIn } from './moderation-use-case.js';

/** Takes one fundraiser off the home banner, as arranging the banner without it would, with its own audit entry. */
async function unpromoteIn(trx: Knex.Transaction, actor: UserRow, id: number, now: number): Promise<void> {
  const record = await findCharity(trx, { id });
  if (!record) throw charityNotFound();
  if (!record.promoted) throw conflict(CHARITY_MESSAGES.notOnBanner);
  await updateCharityReview(trx, id, { promoted: false, promoted_order: null }, now);
  await recordAudit(trx, {
    actor,
    action: 'charity.promote',
    entity_type: 'charity',
    entity_id: id,
    before: { promoted: true, promoted_order: record.promoted_order },
    after: { promoted: false, promoted_order: null },
  }, now);
}

const applyIn = (trx: Knex.Transaction, deps: Deps, actor: UserRow, action: CharityBulkAction, id: number, now: number) =>
  action === 'unpromote' ? unpromoteIn(trx, actor, id, now) : moderateCharityIn(trx, deps, actor, id, { action }, now);

/**
 * Issue 36 item 7: one action for the fundraisers chosen in the list. Each one goes through the same rules as the
 * single action, in its own transaction with its own audit entry; one that cannot take the action is reported with
 * the reason, and the others go on.
 */
export async function bulkCharities(deps: Deps, actor: UserRow, input: CharityBulk): Promise<CharityBulkResult> {
  const now = deps.clock.now();
  const result: CharityBulkResult = { done: [], skipped: [] };
  for (const id of input.ids) {
    try {
      await deps.db.transaction((trx) => applyIn(trx, deps, actor, input.action, id, now));
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.skipped.push({ id, reason: error.message });
    }
  }
  return result;
}
