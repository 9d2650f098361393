// Owns: catalog_departures (the ids of deleted fundraisers and the version of their going, written only by the triggers of migration 2026112765).
import type { Knex } from 'knex';
import { isSqlite } from '../../db/knex.js';
import { CARD_COLUMNS, selectCharities, toRecords, type CharityRecord } from './charities-repository.js';

/** A place in the feed: a change's version, then the fundraiser's id among the changes of one version. */
export interface CatalogPosition {
  version: number;
  id: number;
}

/**
 * The last version every reader sees whole: on SQLite the largest so far (one writer, versions in commit order); on
 * PostgreSQL one below the oldest transaction still running, as anything committed later has a larger id.
 */
export async function catalogBound(db: Knex): Promise<number> {
  if (isSqlite(db)) {
    const row: { bound: unknown } | undefined = await db
      .select(db.raw(`MAX(COALESCE((SELECT MAX(catalog_version) FROM charities), 0), COALESCE((SELECT MAX(catalog_version) FROM catalog_departures), 0)) AS bound`))
      .first();
    return Number(row?.bound ?? 0);
  }
  const result: { rows: { bound: string }[] } = await db.raw('SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint - 1 AS bound');
  return Number(result.rows[0]?.bound ?? 0);
}

const afterPosition = (query: Knex.QueryBuilder, version: string, id: string, after: CatalogPosition, bound: number) =>
  query
    .where((q) => {
      void q.where(version, '>', after.version).orWhere((same) => {
        void same.where(version, after.version).andWhere(id, '>', after.id);
      });
    })
    .andWhere(version, '<=', bound)
    .orderBy([{ column: version }, { column: id }]);

/** Fundraisers changed after `after` up to `bound`, in feed order; `listedOnly` for a device that has none yet. */
export async function changedSince(
  db: Knex,
  after: CatalogPosition,
  bound: number,
  limit: number,
  listedOnly: boolean,
): Promise<{ position: CatalogPosition; record: CharityRecord }[]> {
  const query = afterPosition(selectCharities(db, [...CARD_COLUMNS, 'description', 'catalog_version']), 'charities.catalog_version', 'charities.id', after, bound).limit(limit);
  if (listedOnly) query.whereRaw(`charities.status = 'active' AND charities.needy_id IS NOT NULL`);
  const rows: Record<string, unknown>[] = await query;
  const records = await toRecords(db, rows);
  return records.map((record, i) => ({ position: { version: Number(rows[i]!.catalog_version), id: record.id }, record }));
}

/** Fundraisers deleted after `after` up to `bound`, in feed order. */
export async function departedSince(db: Knex, after: CatalogPosition, bound: number, limit: number): Promise<CatalogPosition[]> {
  const rows: { charity_id: unknown; catalog_version: unknown }[] = await afterPosition(
    db('catalog_departures').select('charity_id', 'catalog_version'),
    'catalog_version',
    'charity_id',
    after,
    bound,
  ).limit(limit);
  return rows.map((row) => ({ version: Number(row.catalog_version), id: Number(row.charity_id) }));
}
