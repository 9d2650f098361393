import { API_ROUTES } from '@zlota/shared/api-routes';
import type { Knex } from 'knex';
import type { CharityRevision } from '@zlota/shared/entities';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { revisionPath } from '@zlota/shared/revisions';
import type { RevisionReview } from '@zlota/shared/schemas/moderation';
import type { Deps } from '../../deps.js';
import { conflict } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { ownerRouteAccess } from '../auth/staff-access.js';
import { findUserById, type UserRow } from '../users/users-repository.js';
import { charityNotFound } from './catalog-use-case.js';
import { findCharity, updateCharity, type CharityRecord } from './charities-repository.js';
import { revisionEmail } from './moderation-emails.js';
import { findApprovedRevision, findRevision, insertRevision, revisionsOf, setRevisionStatus, type RevisionRow } from './revisions-repository.js';
import { buildSearchText } from './search-text.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const toRevision = (row: RevisionRow): CharityRevision => ({
  id: row.id,
  status: row.status,
  description: row.description,
  image: row.image,
  created_at: iso(row.created_at)!,
  reviewed_at: iso(row.reviewed_at),
  review_note: row.review_note,
  approved: row.approved_at !== null,
});

export interface Content {
  description: string;
  image: string | null;
}

/**
 * The live version as a revision: the first edit keeps what the fundraiser said before it, which is what the
 * foundation approved when it published the fundraiser (until then every change is the foundation's or reviewed).
 */
async function liveRevision(trx: Knex, record: CharityRecord): Promise<RevisionRow> {
  const live = await findRevision(trx, record.id, 'live');
  if (live) return live;
  const at = record.published_at ?? record.created_at;
  const content = { charity_id: record.id, description: record.description, image: record.image, status: 'live' as const, author_id: record.owner_id, approved_at: at };
  return { ...content, id: await insertRevision(trx, content, at), created_at: at, reviewer_id: null, reviewed_at: null, review_note: null };
}

/** The fundraiser shows this content from now on: its row (and search text) changes, the version before is kept. */
async function goLive(trx: Knex, record: CharityRecord, content: Content, now: number) {
  await updateCharity(trx, record.id, content, buildSearchText({ ...record, ...content }, record.needy), now);
}

/** An admin's change of a published fundraiser's description or picture: live at once, the earlier version kept. */
export async function keepLiveVersion(trx: Knex, actor: UserRow, record: CharityRecord, content: Content, now: number): Promise<void> {
  if (content.description === record.description && content.image === record.image) return;
  const live = await liveRevision(trx, record);
  await setRevisionStatus(trx, live.id, 'superseded');
  await insertRevision(trx, { charity_id: record.id, ...content, status: 'live', author_id: actor.id, approved_at: now }, now);
}

/**
 * The owner changes an active fundraiser's description or picture. A small text edit (shared/revisions.ts), measured
 * from the version the foundation approved last, goes live at once; anything else waits for review, while the public
 * page keeps the live version. Either way it replaces the change waiting before it, and every version stays.
 */
export async function reviseCharity(trx: Knex, user: UserRow, record: CharityRecord, change: Partial<Content>, now: number) {
  const pending = await findRevision(trx, record.id, 'pending');
  // What the owner leaves out stays as the version they went on from: the waiting one, or the live one.
  const content = { description: change.description ?? pending?.description ?? record.description, image: change.image ?? pending?.image ?? record.image };
  if (!pending && content.description === record.description && content.image === record.image) return;
  const live = await liveRevision(trx, record);
  // Small edits one after another add up: each is measured from the approved version, not from the one before it.
  const approved = (await findApprovedRevision(trx, record.id)) ?? live;
  if (pending) await setRevisionStatus(trx, pending.id, 'superseded');
  const path = revisionPath(approved, { description: content.description, pictureChanged: content.image !== approved.image });
  const status = path === 'at_once' ? 'live' : 'pending';
  if (status === 'live') {
    await setRevisionStatus(trx, live.id, 'superseded');
    await goLive(trx, record, content, now);
  }
  const id = await insertRevision(trx, { charity_id: record.id, ...content, status, author_id: user.id }, now);
  await recordAudit(trx, {
    actor: user,
    action: 'charity.revise',
    entity_type: 'charity',
    entity_id: record.id,
    before: { revision_id: live.id, approved_revision_id: approved.id, ...(pending ? { pending_revision_id: pending.id } : {}) },
    after: { revision_id: id, status, image: content.image },
  }, now);
}

/** Every version of a fundraiser's description and picture, for its owner or the foundation. */
export async function charityRevisions(deps: Deps, user: UserRow, id: number): Promise<CharityRevision[]> {
  const record = await findCharity(deps.db, { id });
  if (!record || !(await ownerRouteAccess(deps, user, API_ROUTES.charityRevisions, record.owner_id))) throw charityNotFound();
  return (await revisionsOf(deps.db, id)).map(toRevision);
}

/** The foundation approves the waiting change (it goes live) or rejects it (the live one stays); the owner's e-mail goes with it. */
export async function reviewRevision(deps: Deps, actor: UserRow, id: number, input: RevisionReview): Promise<CharityRevision[]> {
  const now = deps.clock.now();
  const review = { reviewer_id: actor.id, reviewed_at: now, review_note: input.action === 'reject' ? (input.note ?? null) : null };
  await deps.db.transaction(async (trx) => {
    const found = await findCharity(trx, { id });
    if (!found) throw charityNotFound();
    const pending = await findRevision(trx, id, 'pending');
    if (!pending) throw conflict(CHARITY_MESSAGES.noPendingRevision);
    if (input.action === 'approve') {
      const live = await liveRevision(trx, found);
      await setRevisionStatus(trx, live.id, 'superseded');
      await goLive(trx, found, { description: pending.description, image: pending.image }, now);
    }
    await setRevisionStatus(trx, pending.id, input.action === 'approve' ? 'live' : 'rejected', input.action === 'approve' ? { ...review, approved_at: now } : review);
    await recordAudit(trx, {
      actor,
      action: input.action === 'approve' ? 'charity.revision_approve' : 'charity.revision_reject',
      entity_type: 'charity',
      entity_id: id,
      before: { revision_id: pending.id, status: 'pending' },
      after: { revision_id: pending.id, status: input.action === 'approve' ? 'live' : 'rejected' },
      note: review.review_note,
    }, now);
    const owner = found.owner_id === null ? undefined : await findUserById(trx, found.owner_id);
    if (owner) await deps.mailer.enqueue(trx, revisionEmail(input.action, owner, { ...found, note: review.review_note }, deps.config.publicUrl));
  });
  return (await revisionsOf(deps.db, id)).map(toRevision);
}
