// Owns: foundation (the foundation's own record: one row).
import type { Knex } from 'knex';
import type { Foundation } from '@zlota/shared/entities';

const ID = 1;

export interface StoredFoundation {
  record: Foundation;
  example: boolean;
}

export async function findFoundation(db: Knex): Promise<StoredFoundation | undefined> {
  const row = await db('foundation').where({ id: ID }).first('record', 'example');
  return row ? { record: JSON.parse(row.record as string) as Foundation, example: Boolean(row.example) } : undefined;
}

export async function saveFoundation(db: Knex, stored: StoredFoundation, now: number): Promise<void> {
  await db('foundation')
    .insert({ id: ID, record: JSON.stringify(stored.record), example: stored.example, updated_at: now })
    .onConflict('id')
    .merge(['record', 'example', 'updated_at']);
}

/** Stores the record only while there is none (the first start's file, the demo); false when one was there. */
export async function saveFoundationOnce(db: Knex, stored: StoredFoundation, now: number): Promise<boolean> {
  const rows = await db('foundation')
    .insert({ id: ID, record: JSON.stringify(stored.record), example: stored.example, updated_at: now })
    .onConflict('id')
    .ignore()
    .returning('id');
  return rows.length > 0;
}
