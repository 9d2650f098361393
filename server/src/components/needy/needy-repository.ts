// Owns: needy (the beneficiaries; fundraisers point at them).
import type { Knex } from 'knex';
import type { Page } from '@zlota/shared/schemas/paging';

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
  const [row] = await db('needy').insert({ ...needy, created_at: now, updated_at: now }).returning('id');
  return typeof row === 'object' ? (row as { id: number }).id : (row as number);
}

export async function updateNeedy(db: Knex, id: number, changes: Partial<NeedyFields>, now: number): Promise<boolean> {
  return (await db('needy').where({ id }).update({ ...changes, updated_at: now })) > 0;
}

export async function findNeedy(db: Knex, id: number): Promise<NeedyRecord | undefined> {
  return db('needy').select(NEEDY_COLUMNS).where({ id }).first();
}

export async function listNeedy(db: Knex, page: Page): Promise<NeedyRecord[]> {
  return db('needy')
    .select(NEEDY_COLUMNS)
    .orderBy([{ column: 'surname' }, { column: 'name' }, { column: 'id' }])
    .limit(page.limit)
    .offset(page.offset);
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
