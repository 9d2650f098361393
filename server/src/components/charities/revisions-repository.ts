// Owns: charity_revisions (every version of a published fundraiser's description and picture, and its review).
import type { Knex } from 'knex';
import type { RevisionStatus } from '@zlota/shared/revisions';

export interface RevisionRow {
  id: number;
  charity_id: number;
  description: string;
  image: string | null;
  status: RevisionStatus;
  author_id: number | null;
  created_at: number;
  reviewer_id: number | null;
  reviewed_at: number | null;
  review_note: string | null;
  /** When the foundation approved this version (published with it, approved it, or wrote it); null for an owner's own. */
  approved_at: number | null;
}

export type NewRevision = Pick<RevisionRow, 'charity_id' | 'description' | 'image' | 'status' | 'author_id'> & Partial<Pick<RevisionRow, 'approved_at'>>;

const toRow = (row: Record<string, unknown>): RevisionRow => ({
  ...(row as unknown as RevisionRow),
  id: Number(row.id),
  charity_id: Number(row.charity_id),
  created_at: Number(row.created_at),
  reviewed_at: row.reviewed_at === null ? null : Number(row.reviewed_at),
  approved_at: row.approved_at === null ? null : Number(row.approved_at),
});

export async function insertRevision(trx: Knex, revision: NewRevision, now: number): Promise<number> {
  const [row] = await trx('charity_revisions').insert({ ...revision, created_at: now }).returning('id');
  return typeof row === 'object' ? (row as { id: number }).id : (row as number);
}

/** Every version of one fundraiser, newest first. */
export async function revisionsOf(db: Knex, charityId: number): Promise<RevisionRow[]> {
  return (await db('charity_revisions').where({ charity_id: charityId }).orderBy('id', 'desc')).map(toRow);
}

export async function findRevision(db: Knex, charityId: number, status: RevisionStatus): Promise<RevisionRow | undefined> {
  const row = await db('charity_revisions').where({ charity_id: charityId, status }).orderBy('id', 'desc').first();
  return row ? toRow(row) : undefined;
}

/** The version the foundation approved last: an owner's edits are measured from it. */
export async function findApprovedRevision(db: Knex, charityId: number): Promise<RevisionRow | undefined> {
  const row = await db('charity_revisions').where({ charity_id: charityId }).whereNotNull('approved_at').orderBy('id', 'desc').first();
  return row ? toRow(row) : undefined;
}

/** A version's status changes: replaced by a newer one, or reviewed (then with who, when and why). */
export async function setRevisionStatus(
  trx: Knex,
  id: number,
  status: RevisionStatus,
  review?: { reviewer_id: number; reviewed_at: number; review_note: string | null; approved_at?: number },
): Promise<void> {
  await trx('charity_revisions').where({ id }).update({ status, ...review });
}

/** Fundraisers with changes waiting for review, the longest waiting first. */
export async function waitingRevisions(db: Knex, limit: number): Promise<{ total: number; items: RevisionRow[] }> {
  const pending = () => db('charity_revisions').where({ status: 'pending' });
  const [items, count] = await Promise.all([pending().orderBy('created_at').orderBy('id').limit(limit), pending().count({ count: '*' }).first()]);
  return { total: Number(count?.count ?? 0), items: items.map(toRow) };
}
