// Owns: charities (with charities-repository.ts) — what the foundation's panel asks of the table.
import type { Knex } from 'knex';
import type { AdminCharitySort, SortOrder } from '@zlota/shared/schemas/admin-lists';
import type { CharityStatus } from '@zlota/shared/schemas/charity';
import { listOrder } from '../../libraries/list-order.js';
import { CARD_COLUMNS, selectCharities, toRecords, type CharityRecord } from './charities-repository.js';

export interface AdminCharityFilter {
  words: string[];
  id?: number | undefined;
  status?: CharityStatus | undefined;
  owner_id?: number | undefined;
  promoted?: boolean | undefined;
}

function whereAdminFilter(query: Knex.QueryBuilder, filter: AdminCharityFilter) {
  if (filter.status) query.where('charities.status', filter.status);
  if (filter.owner_id) query.where('charities.owner_id', filter.owner_id);
  if (filter.promoted !== undefined) query.where('charities.promoted', filter.promoted);
  if (filter.words.length > 0 || filter.id) {
    // Staff search every status, so a plain scan of the folded text: the panel's lists are small and rare.
    query.where((inner) => {
      if (filter.words.length > 0) for (const word of filter.words) inner.where('charities.search_text', 'like', `%${word}%`);
      if (filter.id) inner.orWhere('charities.id', filter.id);
    });
  }
  return query;
}

export async function listAll(
  db: Knex,
  filter: AdminCharityFilter,
  page: { offset: number; limit: number; sort: AdminCharitySort; order: SortOrder },
): Promise<CharityRecord[]> {
  const query = whereAdminFilter(selectCharities(db, CARD_COLUMNS), filter)
    .orderBy(listOrder([`charities.${page.sort}`], page.order, { id: 'charities.id', nullable: ['charities.promoted_order'] }))
    .offset(page.offset)
    .limit(page.limit);
  return toRecords(db, await query);
}

export async function countAll(db: Knex, filter: AdminCharityFilter): Promise<number> {
  const row = await whereAdminFilter(db('charities'), filter).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/** The home banner as staff arrange it: every promoted fundraiser, in its order. */
export async function listPromotedForAdmin(db: Knex): Promise<CharityRecord[]> {
  const rows = await selectCharities(db, CARD_COLUMNS)
    .where('charities.promoted', true)
    .orderByRaw('charities.promoted_order IS NULL, charities.promoted_order ASC, charities.id DESC');
  return toRecords(db, rows);
}

/** Promotes exactly these fundraisers, in this order; every other one leaves the banner. */
export async function setBannerOrder(db: Knex, ids: number[], now: number): Promise<void> {
  await db('charities').where('promoted', true).whereNotIn('id', ids).update({ promoted: false, promoted_order: null, updated_at: now });
  for (const [index, id] of ids.entries()) {
    await db('charities').where({ id }).update({ promoted: true, promoted_order: index, updated_at: now });
  }
}

export async function findCharitiesByIds(db: Knex, ids: number[]): Promise<CharityRecord[]> {
  if (ids.length === 0) return [];
  return toRecords(db, await selectCharities(db, CARD_COLUMNS).whereIn('charities.id', ids));
}

/** Fundraisers waiting for review, the longest waiting first. */
export async function waitingForReview(db: Knex, limit: number): Promise<{ total: number; items: CharityRecord[] }> {
  const [rows, count] = await Promise.all([
    selectCharities(db, CARD_COLUMNS).where('charities.status', 'submitted').orderBy([{ column: 'charities.updated_at' }, { column: 'charities.id' }]).limit(limit),
    db('charities').where('status', 'submitted').count({ n: '*' }).first(),
  ]);
  return { total: Number(count?.n ?? 0), items: await toRecords(db, rows) };
}

export interface CharityFlow {
  created: number;
  published: number;
  ended: number;
}

const countWhere = async (query: Knex.QueryBuilder) => Number((await query.count({ n: '*' }).first())?.n ?? 0);

/** How many fundraisers were created, first published and ended (completed or closed) in a period. */
export async function charityFlow(db: Knex, from: number, to: number): Promise<CharityFlow> {
  const [created, published, ended] = await Promise.all([
    countWhere(db('charities').where('created_at', '>=', from).andWhere('created_at', '<', to)),
    countWhere(db('charities').where('published_at', '>=', from).andWhere('published_at', '<', to)),
    countWhere(db('charities').whereIn('status', ['completed', 'closed']).andWhere('reviewed_at', '>=', from).andWhere('reviewed_at', '<', to)),
  ]);
  return { created, published, ended };
}

export const countActive = (db: Knex) => countWhere(db('charities').where('status', 'active'));
