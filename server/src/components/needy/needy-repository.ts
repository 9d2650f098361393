// Owns: needy (the beneficiaries; fundraisers point at them).
import type { Knex } from 'knex';
import { likeText } from '../../libraries/like-pattern.js';
import { cityKey, foldPolish } from '@zlota/shared/text';
import type { AdminNeedySort, SortOrder } from '@zlota/shared/schemas/admin-lists';
import { listOrder } from '../../libraries/list-order.js';

export interface NeedyRecord {
  id: number;
  name: string;
  surname: string;
  city: string;
  contact: string;
  notes: string;
}

export type NeedyFields = Omit<NeedyRecord, 'id'>;

export const NEEDY_COLUMNS = ['id', 'name', 'surname', 'city', 'contact', 'notes'] as const;

export async function insertNeedy(db: Knex, needy: NeedyFields, now: number): Promise<number> {
  const [row] = await db('needy').insert({ ...withKeys(needy), created_at: now, updated_at: now }).returning('id');
  return typeof row === 'object' ? (row as { id: number }).id : (row as number);
}

/** Writes a person with their folded keys, one statement; false when there is no such person. */
export async function updateNeedy(db: Knex, id: number, changes: Pick<NeedyFields, 'name' | 'surname' | 'city'> & Partial<NeedyFields>, now: number): Promise<boolean> {
  return (await db('needy').where({ id }).update({ ...withKeys(changes), updated_at: now })) > 0;
}

/** The city filter's folded key is written with every city (see `cityKey`). */
export const withCityKey = <T extends Partial<Pick<NeedyFields, 'city'>>>(fields: T) =>
  fields.city === undefined ? fields : { ...fields, city_key: cityKey(fields.city) };

/**
 * Issue 36 item 6: the folded words staff search by ("dabrowski" finds "Dąbrowski") and the folded surname and name
 * the list sorts by, so Dąbrowski comes before Dudek on every database.
 */
const foldedKeys = (person: Pick<NeedyFields, 'name' | 'surname' | 'city'>) => ({
  search_key: foldPolish(`${person.name} ${person.surname} ${person.city}`.normalize('NFC')),
  sort_key: foldPolish(`${person.surname} ${person.name}`.normalize('NFC').trim()),
});

/** A person's row with every folded key: a new one, or one written again. */
export const withKeys = <T extends Pick<NeedyFields, 'name' | 'surname' | 'city'>>(fields: T) => ({ ...withCityKey(fields), ...foldedKeys(fields) });

/** The ids of the beneficiaries in this city (a folded key): a subquery for the catalog's city filter. */
export const needyIdsInCity = (db: Knex, key: string) => db('needy').select('id').where('city_key', key);

/**
 * The cities of these fundraisers' beneficiaries, with how many fundraisers each has (the filter's choices).
 * `needyIds` is a subquery of one `needy_id` per fundraiser; a city written in two ways is one choice.
 */
export async function citiesOf(db: Knex, needyIds: Knex.QueryBuilder): Promise<{ city: string; count: number }[]> {
  const rows: { city: string; count: number | string }[] = await db
    .from(needyIds.as('listed'))
    .join('needy', 'needy.id', 'listed.needy_id')
    .groupBy('needy.city_key')
    .select(db.raw('MIN(needy.city) AS city'))
    .count({ count: '*' })
    .orderBy('needy.city_key');
  return rows.map((row) => ({ city: row.city, count: Number(row.count) }));
}

export async function findNeedy(db: Knex, id: number): Promise<NeedyRecord | undefined> {
  return db('needy').select(NEEDY_COLUMNS).where({ id }).first();
}

/** Only what the list shows: the private contact and notes are read one person at a time. */
const PUBLIC_COLUMNS = ['id', 'name', 'surname', 'city'] as const;
export type NeedyListed = Pick<NeedyRecord, (typeof PUBLIC_COLUMNS)[number]>;

/** Every word (folded as the search key is) somewhere in the person's name, surname or city; `%` and `_` only themselves. */
function whereWords(query: Knex.QueryBuilder, words: string[]) {
  for (const word of words) query.whereRaw(`search_key LIKE ? ESCAPE '\\'`, [`%${likeText(foldPolish(word))}%`]);
  return query;
}

/** What each sort of /admin/needy orders by (issue 36): the folded surname and name, so in Polish order; a city by its folded key. */
const NEEDY_ORDER: Record<AdminNeedySort, string[]> = { surname: ['sort_key'], city: ['city_key'] };

export async function listNeedy(
  db: Knex,
  words: string[] = [],
  page?: { offset: number; limit: number },
  sort: { sort: AdminNeedySort; order: SortOrder } = { sort: 'surname', order: 'asc' },
): Promise<NeedyListed[]> {
  const query = whereWords(db('needy').select(PUBLIC_COLUMNS), words).orderBy(listOrder(NEEDY_ORDER[sort.sort], sort.order));
  if (page) query.offset(page.offset).limit(page.limit);
  return ((await query) as NeedyListed[]).map((row) => ({ ...row, id: Number(row.id) }));
}

export async function countNeedy(db: Knex, words: string[]): Promise<number> {
  return Number((await whereWords(db('needy'), words).count({ n: '*' }).first())?.n ?? 0);
}

export async function deleteNeedy(db: Knex, id: number): Promise<boolean> {
  return (await db('needy').where({ id }).delete()) > 0;
}

/** These beneficiaries by id: what fundraiser cards and pages show of each. */
export async function findNeedyByIds(db: Knex, ids: number[]): Promise<Map<number, NeedyRecord>> {
  const unique = [...new Set(ids)];
  const rows: NeedyRecord[] = unique.length === 0 ? [] : await db('needy').select(NEEDY_COLUMNS).whereIn('id', unique);
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}
