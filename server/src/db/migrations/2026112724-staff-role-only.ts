import type { Knex } from 'knex';

// Issue 32: `users.is_admin` was one fact in two columns: a member of the foundation's team is exactly an account with
// a `staff_role`, and the server kept the two together. `staff_role` stays the one fact; "is an admin" is read from it.
// An account where the two disagreed (none the server could write) is named in a warning: `staff_role` decides.
export async function up(knex: Knex): Promise<void> {
  const disagreeing: string[] = await knex('users')
    .where((q) => {
      q.where({ is_admin: true }).whereNull('staff_role');
    })
    .orWhere((q) => {
      q.where({ is_admin: false }).whereNotNull('staff_role');
    })
    .pluck('email');
  if (disagreeing.length > 0) {
    process.emitWarning(`Accounts whose is_admin disagreed with their staff_role (the role now decides): ${disagreeing.join(', ')}`, {
      code: 'ZLOTA_STAFF_ROLE_DECIDES',
    });
  }
  // SQLite drops a column in place (3.35+); knex's own dropColumn would copy the table under its foreign keys.
  await knex.raw('ALTER TABLE users DROP COLUMN is_admin');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('is_admin').notNullable().defaultTo(false);
  });
  await knex('users').whereNotNull('staff_role').update({ is_admin: true });
}
