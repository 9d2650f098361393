// Owns: charity_reports (what visitors reported about fundraisers, and the moderators' decisions on it).
import type { Knex } from 'knex';
import type { ReportDecision, ReportReason, ReportStatus } from '@zlota/shared/reports';

export interface ReportRow {
  id: number;
  charity_id: number;
  reason: ReportReason;
  description: string;
  email: string | null;
  status: ReportStatus;
  created_at: number;
  decision: ReportDecision | null;
  note: string | null;
  closed_by: number | null;
  closed_by_email: string | null;
  closed_at: number | null;
}

export type NewReport = Pick<ReportRow, 'charity_id' | 'reason' | 'description' | 'email'>;

export interface ReportClosing {
  decision: ReportDecision;
  note: string;
  closed_by: number;
  closed_by_email: string;
  closed_at: number;
}

const toRow = (row: Record<string, unknown>): ReportRow => ({
  ...(row as unknown as ReportRow),
  id: Number(row.id),
  charity_id: Number(row.charity_id),
  created_at: Number(row.created_at),
  closed_by: row.closed_by === null ? null : Number(row.closed_by),
  closed_at: row.closed_at === null ? null : Number(row.closed_at),
});

export async function insertReport(db: Knex, report: NewReport, now: number): Promise<number> {
  const [row] = await db('charity_reports').insert({ ...report, status: 'open', created_at: now }).returning('id');
  return typeof row === 'object' ? (row as { id: number }).id : (row as number);
}

export async function findReport(db: Knex, id: number): Promise<ReportRow | undefined> {
  const row = await db('charity_reports').where({ id }).first();
  return row ? toRow(row) : undefined;
}

/** Closes an open report; false when it was closed already (by someone else a moment before). */
export async function closeReport(trx: Knex, id: number, closing: ReportClosing): Promise<boolean> {
  const changed = await trx('charity_reports').where({ id, status: 'open' }).update({ status: 'closed', ...closing });
  return changed === 1;
}

/** A page of reports of one status: open ones the oldest first (as they wait), closed ones the last closed first. */
export async function listReports(db: Knex, status: ReportStatus, page: { limit: number; offset: number }): Promise<{ total: number; items: ReportRow[] }> {
  const ofStatus = () => db('charity_reports').where({ status });
  const order =
    status === 'open' ? [{ column: 'created_at' }, { column: 'id' }] : [{ column: 'closed_at', order: 'desc' as const }, { column: 'id', order: 'desc' as const }];
  const [items, count] = await Promise.all([ofStatus().orderBy(order).limit(page.limit).offset(page.offset), ofStatus().count({ count: '*' }).first()]);
  return { total: Number(count?.count ?? 0), items: items.map(toRow) };
}
