// Owns: payment_configurations (a provider and its sealed credentials per fundraiser, or the foundation's default).
import type { Knex } from 'knex';
import type { ProviderName } from '../../payments/providers/provider.js';

export interface ConfigurationRow {
  id: number;
  charity_id: number | null;
  provider: ProviderName;
  public_config: string;
  secret_config: string;
  updated_at: number;
}

/** A fundraiser's own configuration, or with null, the foundation's default. */
export async function findConfiguration(db: Knex, charityId: number | null): Promise<ConfigurationRow | undefined> {
  const query = db('payment_configurations');
  return (charityId === null ? query.whereNull('charity_id') : query.where({ charity_id: charityId })).first();
}

/**
 * A fundraiser's own configuration and the foundation's default, read together (one query); with null, the
 * foundation's alone.
 */
export async function findConfigurations(db: Knex, charityId: number | null): Promise<{ own?: ConfigurationRow; foundation?: ConfigurationRow }> {
  const query = db('payment_configurations').whereNull('charity_id');
  const rows = (await (charityId === null ? query : query.orWhere({ charity_id: charityId }))) as ConfigurationRow[];
  return { own: rows.find((row) => row.charity_id !== null), foundation: rows.find((row) => row.charity_id === null) };
}

/** A fundraiser's own configuration is removed: the foundation's default applies again. */
export async function deleteConfiguration(trx: Knex, charityId: number): Promise<number> {
  return trx('payment_configurations').where({ charity_id: charityId }).delete();
}

/** One configuration per fundraiser (and one default): a new one replaces the old. */
export async function saveConfiguration(trx: Knex, row: Omit<ConfigurationRow, 'id'>): Promise<void> {
  const existing = await findConfiguration(trx, row.charity_id);
  if (existing) await trx('payment_configurations').where({ id: existing.id }).update(row);
  else await trx('payment_configurations').insert(row);
}

/** Every configuration: the foundation's and each fundraiser's own. */
export async function allConfigurations(db: Knex): Promise<ConfigurationRow[]> {
  return db('payment_configurations').orderBy('id');
}

/** A configuration's sealed secrets replaced, its provider and public identifiers kept. */
export async function replaceConfigurationSecrets(trx: Knex, id: number, secretConfig: string, now: number): Promise<void> {
  await trx('payment_configurations').where({ id }).update({ secret_config: secretConfig, updated_at: now });
}
