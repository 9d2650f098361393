import type { Knex } from 'knex';
import type { Deps } from '../../deps.js';
import { findUserById } from '../users/users-repository.js';
import { markMilestone, type CollectedFigure, type Milestone } from './charities-repository.js';
import { milestoneEmail } from './milestone-emails.js';

/** Half of the target, then the whole of it: each told to the owner once. */
const MILESTONES: ReadonlyArray<{ milestone: Milestone; reached: (collected: number, target: number) => boolean }> = [
  { milestone: 'half_target_reached_at', reached: (collected, target) => collected * 2 >= target },
  { milestone: 'target_reached_at', reached: (collected, target) => collected >= target },
];

/**
 * After a paid donation joined the fundraiser's total (the ledger's bookMovement, inside the payment's transaction;
 * the total's row stays locked by that write until commit, so racing donations add up one after another), the one
 * that took the total past half or all of the target marks the milestone and puts the owner's e-mail in the outbox,
 * in the same transaction. A milestone is marked once for good, so a refund and a new donation never announce it twice.
 */
export async function announceMilestones(
  trx: Knex.Transaction,
  deps: Pick<Deps, 'mailer' | 'config'>,
  charityId: number,
  charity: CollectedFigure | undefined,
  now: number,
): Promise<void> {
  if (!charity || charity.target <= 0) return;
  for (const { milestone, reached } of MILESTONES) {
    if (!reached(charity.collected, charity.target) || !(await markMilestone(trx, charityId, milestone, now))) continue;
    const owner = charity.owner_id === null ? undefined : await findUserById(trx, charity.owner_id);
    if (owner) await deps.mailer.enqueue(trx, milestoneEmail(milestone, owner, charity, deps.config.publicUrl));
  }
}
