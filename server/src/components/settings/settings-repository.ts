// Owns: settings (the foundation's own values under a key, such as its count of wheelchairs).
import type { Knex } from 'knex';

/** Foundation settings as JSON values under a key. */
export async function getSetting<T>(db: Knex, key: string): Promise<T | undefined> {
  const row = await db('settings').where({ key }).first('value');
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export async function putSetting(db: Knex, key: string, value: unknown, now: number): Promise<void> {
  await db('settings')
    .insert({ key, value: JSON.stringify(value), updated_at: now })
    .onConflict('key')
    .merge(['value', 'updated_at']);
}

/** Stores the value only when the key has none yet; false when another (transaction) stored one first. */
export async function putSettingOnce(db: Knex, key: string, value: unknown, now: number): Promise<boolean> {
  const rows = await db('settings').insert({ key, value: JSON.stringify(value), updated_at: now }).onConflict('key').ignore().returning('key');
  return rows.length > 0;
}
