import type { Knex } from 'knex';

const isPg = (knex: Knex) => knex.client.config.client === 'pg';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('charities', (t) => {
    t.increments('id');
    t.string('url', 100).notNullable().unique();
    t.string('title', 200).notNullable();
    t.string('name', 200).notNullable();
    t.string('target', 300).notNullable();
    t.bigInteger('target_amount').notNullable(); // grosze
    t.bigInteger('collected_amount').notNullable().defaultTo(0); // grosze
    t.string('short_description', 2000).notNullable();
    t.text('description').notNullable().defaultTo(''); // sanitised HTML
    t.string('image', 64).nullable().references('images.name').onDelete('SET NULL');
    t.string('status', 16).notNullable().defaultTo('draft');
    t.boolean('promoted').notNullable().defaultTo(false);
    t.integer('promoted_order').nullable();
    t.integer('owner_id').nullable().references('users.id').onDelete('SET NULL');
    t.integer('needy_id').nullable().references('needy.id').onDelete('RESTRICT');
    // Folded (Polish letters to ASCII, lower case) text of every searchable field, kept by the repository.
    t.text('search_text').notNullable().defaultTo('');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.bigInteger('published_at').nullable();
    t.index(['status', 'published_at', 'id']);
    t.index(['owner_id']);
    t.index(['needy_id']);
    t.index(['promoted', 'promoted_order']);
  });

  if (isPg(knex)) {
    await knex.raw(`ALTER TABLE charities ADD COLUMN search_vector tsvector
      GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED`);
    await knex.raw('CREATE INDEX charities_search_vector_idx ON charities USING GIN (search_vector)');
    return;
  }
  // SQLite: an FTS5 index over search_text, kept in step with every write by triggers.
  await knex.raw(`CREATE VIRTUAL TABLE charities_fts USING fts5(
    search_text, content='charities', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`);
  await knex.raw(`CREATE TRIGGER charities_fts_insert AFTER INSERT ON charities BEGIN
    INSERT INTO charities_fts(rowid, search_text) VALUES (new.id, new.search_text); END`);
  await knex.raw(`CREATE TRIGGER charities_fts_delete AFTER DELETE ON charities BEGIN
    INSERT INTO charities_fts(charities_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`);
  await knex.raw(`CREATE TRIGGER charities_fts_update AFTER UPDATE OF search_text ON charities BEGIN
    INSERT INTO charities_fts(charities_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    INSERT INTO charities_fts(rowid, search_text) VALUES (new.id, new.search_text); END`);
}

export async function down(knex: Knex): Promise<void> {
  if (!isPg(knex)) {
    for (const trigger of ['insert', 'delete', 'update']) await knex.raw(`DROP TRIGGER IF EXISTS charities_fts_${trigger}`);
    await knex.raw('DROP TABLE IF EXISTS charities_fts');
  }
  await knex.schema.dropTable('charities');
}
