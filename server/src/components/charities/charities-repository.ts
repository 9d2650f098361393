// Owns: charities (with its search index: charities_fts on SQLite, search_vector on PostgreSQL).
import type { Knex } from 'knex';
import type { CharityStatus } from '@zlota/shared/schemas/charity';
import { isUnfiltered, NO_FILTERS, type CatalogFilters, type ListCursor } from '@zlota/shared/schemas/catalog-filters';
import { NEAR_GOAL_PERCENT, SEARCH_CANDIDATES } from '@zlota/shared/constants';
import { isSqlite } from '../../db/knex.js';
import { citiesOf, findNeedyByIds, needyIdsInCity, type NeedyRecord } from '../needy/needy-repository.js';
import { buildSearchText, fts5Query, tsQuery } from './search-text.js';

export interface CharityRow {
  id: number;
  url: string;
  title: string;
  name: string;
  target: string;
  target_amount: number; // grosze
  collected_amount: number; // grosze
  short_description: string;
  description: string;
  image: string | null;
  status: CharityStatus;
  promoted: boolean;
  promoted_order: number | null;
  owner_id: number | null;
  needy_id: number | null;
  created_at: number;
  updated_at: number;
  published_at: number | null;
  review_note: string | null;
  reviewed_at: number | null;
}

export interface CharityRecord extends CharityRow {
  needy: NeedyRecord | null;
}

type ReviewFields = 'review_note' | 'reviewed_at';
export type CharityFields = Omit<CharityRow, 'id' | 'collected_amount' | 'created_at' | 'updated_at' | ReviewFields> &
  Partial<Pick<CharityRow, ReviewFields>>;

const CHARITY_COLUMNS = [
  'id', 'url', 'title', 'name', 'target', 'target_amount', 'collected_amount', 'short_description', 'description',
  'image', 'status', 'promoted', 'promoted_order', 'owner_id', 'needy_id', 'created_at', 'updated_at', 'published_at', 'review_note', 'reviewed_at',
] as const;
// The list and search leave the long description out: cards never show it.
export const CARD_COLUMNS = CHARITY_COLUMNS.filter((column) => column !== 'description');

export function selectCharities(db: Knex, columns: readonly string[] = CHARITY_COLUMNS) {
  return db('charities').select(columns.map((c) => `charities.${c}`));
}

/** Rows with their beneficiaries, read through the needy component's repository (one query for the lot). */
export async function toRecords(db: Knex, rows: Record<string, unknown>[]): Promise<CharityRecord[]> {
  const needy = await findNeedyByIds(db, rows.flatMap((row) => (row.needy_id === null || row.needy_id === undefined ? [] : [Number(row.needy_id)])));
  return rows.map((row) => {
    const record = Object.fromEntries(CHARITY_COLUMNS.map((column) => [column, row[column]])) as unknown as CharityRow;
    return {
      ...record,
      description: record.description ?? '',
      promoted: Boolean(row.promoted),
      target_amount: Number(row.target_amount),
      collected_amount: Number(row.collected_amount),
      needy: row.needy_id === null || row.needy_id === undefined ? null : (needy.get(Number(row.needy_id)) ?? null),
    };
  });
}

/**
 * Public: active, and with a beneficiary (a fundraiser without needy is never shown as a card).
 * Written literally, as the partial index's WHERE is, so both databases use that index.
 */
const whereVisible = (query: Knex.QueryBuilder) =>
  query.whereRaw(`charities.status = 'active' AND charities.needy_id IS NOT NULL`);

/**
 * The catalog's filters over visible fundraisers: the city through the beneficiaries' indexed folded city,
 * "blisko celu" as `isNearGoalGrosze` (shared/near-goal.ts) says it, in grosze.
 */
function whereFilters(query: Knex.QueryBuilder, db: Knex, filters: CatalogFilters, table = 'charities') {
  if (filters.city !== undefined) query.whereIn(`${table}.needy_id`, needyIdsInCity(db, filters.city));
  if (filters.nearGoal) {
    query.whereRaw(
      `${table}.target_amount > 0 AND ${table}.collected_amount < ${table}.target_amount AND ${table}.collected_amount * 100 >= ${table}.target_amount * ?`,
      [NEAR_GOAL_PERCENT],
    );
  }
  return query;
}

export async function insertCharity(db: Knex, fields: CharityFields, searchText: string, now: number): Promise<number> {
  const [row] = await db('charities')
    .insert({ ...fields, search_text: searchText, created_at: now, updated_at: now })
    .returning('id');
  return typeof row === 'object' ? (row as { id: number }).id : (row as number);
}

export async function updateCharity(db: Knex, id: number, changes: Partial<CharityFields>, searchText: string, now: number) {
  return (await db('charities').where({ id }).update({ ...changes, search_text: searchText, updated_at: now })) > 0;
}

/** A moderator's step: status and review only; the search text does not change. */
export async function updateCharityReview(
  db: Knex,
  id: number,
  changes: Partial<Pick<CharityRow, 'status' | 'review_note' | 'reviewed_at' | 'published_at' | 'promoted' | 'promoted_order'>>,
  now: number,
) {
  return (await db('charities').where({ id }).update({ ...changes, updated_at: now })) > 0;
}

export async function deleteCharity(db: Knex, id: number): Promise<boolean> {
  return (await db('charities').where({ id }).delete()) > 0;
}

/** Inside a transaction, one write about this fundraiser at a time (PostgreSQL locks its row; SQLite's writers are serial). */
export async function lockCharity(trx: Knex, id: number): Promise<void> {
  if (!isSqlite(trx)) await trx('charities').where({ id }).forUpdate().first('id');
}

/** The fundraiser's collected and spent figures, its row locked for the rest of the transaction as lockCharity does. */
export async function lockBalance(trx: Knex, id: number): Promise<{ collected: number; spent: number } | undefined> {
  const query = trx('charities').where({ id });
  const row = (await (isSqlite(trx) ? query : query.forUpdate()).first('collected_amount', 'spent_amount')) as { collected_amount: number | string; spent_amount: number | string } | undefined;
  return row ? { collected: Number(row.collected_amount), spent: Number(row.spent_amount) } : undefined;
}

export async function findCharity(db: Knex, by: { id: number } | { url: string }): Promise<CharityRecord | undefined> {
  const row = await selectCharities(db).where('id' in by ? { 'charities.id': by.id } : { 'charities.url': by.url }).first();
  return row ? (await toRecords(db, [row]))[0] : undefined;
}

/** Which of these URLs fundraisers already have: one query, however many fundraisers share a title. */
export async function takenUrls(db: Knex, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows: { url: string }[] = await db('charities').whereIn('url', urls).select('url');
  return new Set(rows.map((row) => row.url));
}

const LIST_ORDER = [{ column: 'charities.published_at', order: 'desc' }, { column: 'charities.id', order: 'desc' }];

/** Where the list starts reading: after a cursor (the next page) or at it (a page's anchor). */
export interface ListStart {
  cursor: ListCursor;
  inclusive: boolean;
}

/**
 * A page of the public list, newest publication first. From a start, the index is sought to it (a keyset), so the
 * offset counts only the rows between that start and the page, never everything before it.
 */
export async function listVisible(db: Knex, page: { offset: number; limit: number }, filters = NO_FILTERS, start?: ListStart): Promise<CharityRecord[]> {
  const query = whereFilters(whereVisible(selectCharities(db, CARD_COLUMNS)), db, filters);
  if (start) {
    query.whereRaw(`(charities.published_at, charities.id) ${start.inclusive ? '<=' : '<'} (?, ?)`, [start.cursor.publishedAt, start.cursor.id]);
  }
  const rows = await query.orderBy(LIST_ORDER).offset(page.offset).limit(page.limit);
  return toRecords(db, rows);
}

/** The cursors of every `step`-th fundraiser of the filtered list (places 0, step, 2·step…): one read of the index. */
export async function listAnchors(db: Knex, filters: CatalogFilters, step: number): Promise<ListCursor[]> {
  const ranked = whereFilters(
    whereVisible(
      db('charities').select(
        'charities.published_at',
        'charities.id',
        db.raw('ROW_NUMBER() OVER (ORDER BY charities.published_at DESC, charities.id DESC) AS place'),
      ),
    ),
    db,
    filters,
  ).as('ranked');
  const rows: { published_at: number | string; id: number | string }[] = await db
    .from(ranked)
    .whereRaw('(ranked.place - 1) % ? = 0', [step])
    .orderBy('ranked.place')
    .select('ranked.published_at', 'ranked.id');
  return rows.map((row) => ({ publishedAt: Number(row.published_at), id: Number(row.id) }));
}

/** Counted over the table: the filtered count, and the check of the maintained one (catalog-figures.ts). */
export async function countVisible(db: Knex, filters = NO_FILTERS): Promise<number> {
  const row = await whereFilters(whereVisible(db('charities')), db, filters).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/** The cities of the listed fundraisers' beneficiaries, with how many fundraisers each has, counted over the table: the check of the maintained ones. */
export const citiesOfVisible = (db: Knex) => citiesOf(db, whereVisible(db('charities').select('charities.needy_id')));

/** Every fundraiser in any status: the demo goes only into a database without any. */
export async function countAllCharities(db: Knex): Promise<number> {
  return Number((await db('charities').count({ count: '*' }).first())?.count ?? 0);
}

export async function listPromoted(db: Knex, limit: number): Promise<CharityRecord[]> {
  const rows = await whereVisible(selectCharities(db, CARD_COLUMNS))
    .where('charities.promoted', true)
    .orderByRaw('charities.promoted_order IS NULL, charities.promoted_order ASC, charities.id DESC')
    .limit(limit);
  return toRecords(db, rows);
}

/** The newest public matches with their score (lower is better); on SQLite checked public in the index of public ids. */
function searchCandidates(db: Knex, words: string[]): Knex.Raw {
  const visible = `c.status = 'active' AND c.needy_id IS NOT NULL`;
  if (isSqlite(db)) {
    return db.raw(
      `(SELECT charities_fts.rowid AS id, bm25(charities_fts) AS score
        FROM charities_fts JOIN charities c INDEXED BY charities_public_id_idx ON c.id = charities_fts.rowid
        WHERE charities_fts MATCH ? AND ${visible}
        ORDER BY charities_fts.rowid DESC LIMIT ${SEARCH_CANDIDATES}) AS candidates`,
      [fts5Query(words)],
    );
  }
  return db.raw(
    `(SELECT c.id, -ts_rank(c.search_vector, q) AS score
      FROM charities c, to_tsquery('simple', ?) AS q
      WHERE c.search_vector @@ q AND ${visible}
      ORDER BY c.id DESC LIMIT ${SEARCH_CANDIDATES}) AS candidates`,
    [tsQuery(words)],
  );
}

/**
 * Ranked full-text search over the folded search text: FTS5 on SQLite, tsvector on PostgreSQL. The candidates are
 * filtered, ranked and cut to the page first; only the kept fundraisers' rows are read whole.
 */
export async function searchVisible(db: Knex, words: string[], limit: number, filters = NO_FILTERS): Promise<CharityRecord[]> {
  if (words.length === 0) return [];
  const ranked = db.select('candidates.id', 'candidates.score').from(searchCandidates(db, words));
  if (!isUnfiltered(filters)) whereFilters(ranked.join('charities as filtered', 'filtered.id', 'candidates.id'), db, filters, 'filtered');
  const kept = ranked.orderBy([{ column: 'candidates.score' }, { column: 'candidates.id', order: 'desc' }]).limit(limit).as('kept');
  const rows = await selectCharities(db, CARD_COLUMNS)
    .join(kept, 'kept.id', 'charities.id')
    .orderBy([{ column: 'kept.score' }, { column: 'charities.id', order: 'desc' }]);
  return toRecords(db, rows);
}

export async function listByOwner(db: Knex, ownerId: number): Promise<CharityRecord[]> {
  const rows = await selectCharities(db, CARD_COLUMNS).where('charities.owner_id', ownerId).orderBy('charities.id', 'desc');
  return toRecords(db, rows);
}

/** After a beneficiary changes, every fundraiser of theirs is found by the new words. */
export async function refreshSearchTextOfNeedy(db: Knex, needy: NeedyRecord): Promise<void> {
  const rows: CharityRow[] = await selectCharities(db).where('charities.needy_id', needy.id);
  for (const row of rows) {
    await db('charities').where({ id: row.id }).update({ search_text: buildSearchText(row, needy) });
  }
}

/** A beneficiary with a fundraiser stays: only one nobody's fundraiser points at may go. */
export async function isNeedyInUse(db: Knex, needyId: number): Promise<boolean> {
  return Boolean(await db('charities').where({ needy_id: needyId }).first('id'));
}

/** The fundraisers of one beneficiary, newest first: what their admin page links to. */
export async function charitiesOfNeedy(db: Knex, needyId: number): Promise<Pick<CharityRow, 'id' | 'url' | 'title' | 'status'>[]> {
  return db('charities').select('id', 'url', 'title', 'status').where({ needy_id: needyId }).orderBy('id', 'desc');
}

/** How many fundraisers each of these beneficiaries has. */
export async function countCharitiesOfNeedy(db: Knex, needyIds: number[]): Promise<Map<number, number>> {
  if (needyIds.length === 0) return new Map();
  const rows: { needy_id: number; n: number | string }[] = await db('charities').select('needy_id').count({ n: '*' }).whereIn('needy_id', needyIds).groupBy('needy_id');
  return new Map(rows.map((row) => [Number(row.needy_id), Number(row.n)]));
}

export interface Totals {
  fundraisers: number;
  collected: number; // grosze
}

/**
 * What the foundation has run (active and completed fundraisers) and all that was ever collected, counted over
 * every fundraiser: the check of the maintained figures (catalog-figures-repository.ts), never the home page's path.
 */
export async function totals(db: Knex): Promise<Totals> {
  const row = await db('charities').first(
    db.raw(`SUM(CASE WHEN status IN ('active', 'completed') THEN 1 ELSE 0 END) as fundraisers`),
    db.raw('COALESCE(SUM(collected_amount), 0) as collected'),
  );
  return { fundraisers: Number(row?.fundraisers ?? 0), collected: Number(row?.collected ?? 0) };
}

export type Milestone = 'half_target_reached_at' | 'target_reached_at';

/** A fundraiser's collected figure as a movement of money left it, with what its milestones tell its owner. */
export interface CollectedFigure {
  collected: number;
  target: number;
  owner_id: number | null;
  title: string;
  url: string;
}

/**
 * Money in (or, below zero, out) moves the fundraiser's collected figure, which comes back as it is after this write
 * (whose write lock the caller now holds), with what to tell its owner: one statement. Called by the ledger's
 * bookMovement alone, in the transaction of the movement's row.
 */
export async function addToCollected(trx: Knex, charityId: number, amount: number): Promise<CollectedFigure | undefined> {
  const [row] = (await trx('charities')
    .where({ id: charityId })
    .update({ collected_amount: trx.raw('collected_amount + ?', [amount]) })
    .returning(['collected_amount', 'target_amount', 'owner_id', 'title', 'url'])) as Record<string, unknown>[];
  if (!row) return undefined;
  return {
    collected: Number(row.collected_amount),
    target: Number(row.target_amount),
    owner_id: row.owner_id as number | null,
    title: row.title as string,
    url: row.url as string,
  };
}

/** Marks a milestone reached once: true only for the one write that marked it. */
export async function markMilestone(trx: Knex, charityId: number, milestone: Milestone, now: number): Promise<boolean> {
  return (await trx('charities').where({ id: charityId }).whereNull(milestone).update({ [milestone]: now })) > 0;
}

export interface CharityLink {
  title: string;
  url: string;
}

/** Slugs already read, per database: a slug is given once, when its fundraiser is created, and never changes. */
const urlsOf = new WeakMap<Knex, Map<number, string>>();
const URLS_KEPT = 10_000;

/**
 * A fundraiser's slug (undefined when there is no such fundraiser), read from the database once per process: what
 * every payment notification needs to name the fundraiser's kept pages. Ids are never reused (AUTOINCREMENT, serial).
 */
export async function charityUrl(db: Knex, id: number): Promise<string | undefined> {
  let urls = urlsOf.get(db);
  if (!urls) urlsOf.set(db, (urls = new Map()));
  const known = urls.get(id);
  if (known !== undefined) return known;
  const row = (await db('charities').where({ id }).first('url')) as { url: string } | undefined;
  if (!row) return undefined;
  if (urls.size >= URLS_KEPT) urls.delete(urls.keys().next().value!);
  urls.set(id, row.url);
  return row.url;
}

/** Titles and slugs of these fundraisers, by id: what a list of payments shows beside each one. */
export async function charityLinks(db: Knex, ids: number[]): Promise<Map<number, CharityLink>> {
  const unique = [...new Set(ids)];
  const rows = unique.length === 0 ? [] : await db('charities').whereIn('id', unique).select('id', 'title', 'url');
  return new Map(rows.map((row) => [Number(row.id), { title: row.title, url: row.url }]));
}

/** Every fundraiser's collected amount, a page at a time in id order, for checking it against the payments. */
export async function collectedPage(db: Knex, afterId: number, limit: number): Promise<{ id: number; title: string; collected: number; spent: number }[]> {
  const rows = await db('charities').where('id', '>', afterId).orderBy('id').limit(limit).select('id', 'title', 'collected_amount', 'spent_amount');
  return rows.map((row) => ({ id: Number(row.id), title: row.title, collected: Number(row.collected_amount), spent: Number(row.spent_amount) }));
}

/** A fundraiser's spent amount (its paid expenses), the figure kept beside its collected amount. */
export async function spentAmount(db: Knex, id: number): Promise<number> {
  const row = (await db('charities').where({ id }).first('spent_amount')) as { spent_amount: number | string } | undefined;
  return Number(row?.spent_amount ?? 0);
}

/** An expense paid adds to the fundraiser's spent figure: by the ledger's bookMovement, in the transaction of its row. */
export async function addSpent(trx: Knex, id: number, grosze: number): Promise<void> {
  await trx('charities').where({ id }).increment('spent_amount', grosze);
}
