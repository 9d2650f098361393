import type { Knex } from 'knex';

// Fundraiser updates ("Aktualności", issue 18): what the owner or the foundation tells donors after they gave, with up
// to five pictures, and the donors who asked not to hear any more from one fundraiser.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('charity_updates', (t) => {
    t.increments('id').primary();
    t.integer('charity_id').notNullable().references('id').inTable('charities').onDelete('CASCADE');
    t.text('body').notNullable(); // sanitised HTML
    t.integer('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.boolean('by_foundation').notNullable().defaultTo(false);
    t.bigInteger('created_at').notNullable();
    t.index(['charity_id', 'created_at'], 'charity_updates_charity_idx');
  });
  await knex.schema.createTable('charity_update_pictures', (t) => {
    t.increments('id').primary();
    t.integer('update_id').notNullable().references('id').inTable('charity_updates').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('image', 64).notNullable().references('images.name');
    t.string('alt', 300).notNullable();
    t.unique(['update_id', 'position'], { indexName: 'charity_update_pictures_position_key' });
  });
  await knex.schema.createTable('update_unsubscriptions', (t) => {
    t.integer('charity_id').notNullable().references('id').inTable('charities').onDelete('CASCADE');
    t.string('email', 254).notNullable(); // lower case, as donations keep it
    t.bigInteger('created_at').notNullable();
    t.primary(['charity_id', 'email']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('update_unsubscriptions');
  await knex.schema.dropTable('charity_update_pictures');
  await knex.schema.dropTable('charity_updates');
}
