import type { Knex } from 'knex';

// Issue 17: the foundation's team has roles (admin, finance, moderator, viewer). `is_admin` stays "may sign in to
// the panel" and `staff_role` says what they may do there; every admin so far could do everything.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('staff_role', 16).nullable();
  });
  await knex('users').where({ is_admin: true }).update({ staff_role: 'admin' });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('staff_role');
  });
}
