import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('needy', (t) => {
    t.increments('id');
    t.string('name', 128).notNullable();
    t.string('surname', 128).notNullable();
    t.string('city', 128).notNullable();
    // Admin-only: how the foundation reaches the family, and its own notes.
    t.string('contact', 500).notNullable().defaultTo('');
    t.text('notes').notNullable().defaultTo('');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('needy');
}
