import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Images live in the database so that every instance serves them (ARCHITECTURE §3).
  await knex.schema.createTable('images', (t) => {
    t.increments('id');
    t.string('name', 64).notNullable().unique();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.bigInteger('created_at').notNullable();
  });
  await knex.schema.createTable('image_variants', (t) => {
    t.integer('image_id').notNullable().references('images.id').onDelete('CASCADE');
    t.string('variant', 16).notNullable();
    t.string('content_type', 64).notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('bytes').notNullable();
    t.string('etag', 64).notNullable();
    t.binary('data').notNullable();
    t.primary(['image_id', 'variant']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('image_variants');
  await knex.schema.dropTable('images');
}
