import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('name', 128).notNullable();
    t.string('surname', 128).notNullable();
    t.string('username', 128).notNullable();
    // Lower-cased copy: usernames are unique and looked up without regard to case.
    t.string('username_key', 128).notNullable().unique();
    t.string('phone', 16).notNullable();
    t.string('email', 254).notNullable().unique();
    t.string('password_hash', 255).notNullable();
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('is_active').notNullable().defaultTo(false);
    t.bigInteger('email_verified_at').nullable();
    t.bigInteger('rules_accepted_at').nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
