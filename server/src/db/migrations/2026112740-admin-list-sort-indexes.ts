import type { Knex } from 'knex';

// Issue 36: every admin list sorts on the server by a column of its own whitelist, the id breaking ties. Each sort
// that had no index gets one (column, id), so a page of a sorted list reads in index order instead of sorting the table.
// Already indexed: payments (created_at, id), (amount), (provider, id); audit_log (at), (action, id).
const INDEXES: ReadonlyArray<readonly [table: string, columns: string[], name: string]> = [
  ['payments', ['status', 'id'], 'payments_status_id_idx'],
  ['users', ['surname', 'name', 'id'], 'users_surname_name_id_idx'],
  ['users', ['username', 'id'], 'users_username_id_idx'],
  ['users', ['is_active', 'id'], 'users_is_active_id_idx'],
  ['users', ['staff_role', 'id'], 'users_staff_role_id_idx'],
  ['needy', ['surname', 'name', 'id'], 'needy_surname_name_id_idx'],
  ['needy', ['city', 'id'], 'needy_city_id_idx'],
  ['audit_log', ['actor_email', 'id'], 'audit_log_actor_email_id_idx'],
  ['audit_log', ['entity_type', 'id'], 'audit_log_entity_type_id_idx'],
];

export async function up(knex: Knex): Promise<void> {
  for (const [table, columns, name] of INDEXES) await knex.schema.alterTable(table, (t) => t.index(columns, name));
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, columns, name] of [...INDEXES].reverse()) await knex.schema.alterTable(table, (t) => t.dropIndex(columns, name));
}
