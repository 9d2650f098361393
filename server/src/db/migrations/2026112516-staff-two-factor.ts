import type { Knex } from 'knex';

// Two-factor login of the foundation's staff (issue 17): each admin's TOTP secret (sealed with APP_SECRET),
// the last time step a code was used in (no replay), the single-use recovery codes (SHA-256 only), and the
// short-lived challenges between the password step and the code step of a login.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_two_factor', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.text('sealed_secret').notNullable();
    t.bigInteger('created_at').notNullable();
    // Null while the admin has not yet confirmed the set-up with a code.
    t.bigInteger('enabled_at').nullable();
    t.bigInteger('last_used_step').nullable();
  });
  await knex.schema.createTable('staff_recovery_codes', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('code_hash', 64).notNullable().unique();
    t.bigInteger('used_at').nullable();
    t.index(['user_id'], 'staff_recovery_codes_user_idx');
  });
  await knex.schema.createTable('staff_login_challenges', (t) => {
    t.string('token_hash', 64).primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('expires_at').notNullable();
    t.index(['user_id'], 'staff_login_challenges_user_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('staff_login_challenges');
  await knex.schema.dropTable('staff_recovery_codes');
  await knex.schema.dropTable('staff_two_factor');
}
