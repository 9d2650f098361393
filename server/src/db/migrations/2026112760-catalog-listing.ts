import type { Knex } from 'knex';

// Issue 38 item 1: the public list's page numbers are looked up from anchors (every 500th fundraiser's place in the
// list), kept in memory while the list keeps its order. `catalog_listing.version` tells when it no longer does: the
// triggers add one in the transaction of every write that can move a fundraiser in or out of the list or within it
// (its status, beneficiary or publication; a beneficiary's city). A donation changes none of these, so it leaves the
// anchors in place. Written literally, as whereVisible was when this migration was written.
const LISTED = (row: string) => `(${row}.status = 'active' AND ${row}.needy_id IS NOT NULL)`;

const isPg = (knex: Knex) => knex.client.config.client === 'pg';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('catalog_listing', (t) => {
    t.integer('id').primary();
    t.bigInteger('version').notNullable().defaultTo(0);
  });
  await knex('catalog_listing').insert({ id: 1, version: 0 });
  const bump = 'UPDATE catalog_listing SET version = version + 1 WHERE id = 1';
  if (isPg(knex)) {
    await knex.raw(`CREATE FUNCTION catalog_listing_follow() RETURNS trigger AS $$
      BEGIN
        ${bump};
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    // Once per statement (a seed's insert of thousands moves the version once, not one row version per fundraiser):
    // any statement that names these columns, whether or not it changed them. A donation names none of them.
    await knex.raw(`CREATE TRIGGER catalog_listing_insert AFTER INSERT ON charities FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_follow()`);
    await knex.raw(`CREATE TRIGGER catalog_listing_delete AFTER DELETE ON charities FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_follow()`);
    await knex.raw(`CREATE TRIGGER catalog_listing_update AFTER UPDATE OF status, needy_id, published_at ON charities
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_follow()`);
    await knex.raw(`CREATE TRIGGER catalog_listing_city AFTER UPDATE OF city_key ON needy FOR EACH STATEMENT EXECUTE FUNCTION catalog_listing_follow()`);
    return;
  }
  await knex.raw(`CREATE TRIGGER catalog_listing_insert AFTER INSERT ON charities WHEN ${LISTED('new')} BEGIN ${bump}; END`);
  await knex.raw(`CREATE TRIGGER catalog_listing_delete AFTER DELETE ON charities WHEN ${LISTED('old')} BEGIN ${bump}; END`);
  await knex.raw(`CREATE TRIGGER catalog_listing_update AFTER UPDATE OF status, needy_id, published_at ON charities
    WHEN old.status IS NOT new.status OR old.needy_id IS NOT new.needy_id OR old.published_at IS NOT new.published_at BEGIN ${bump}; END`);
  await knex.raw(`CREATE TRIGGER catalog_listing_city AFTER UPDATE OF city_key ON needy
    WHEN old.city_key IS NOT new.city_key BEGIN ${bump}; END`);
}

export async function down(knex: Knex): Promise<void> {
  if (isPg(knex)) {
    await knex.raw('DROP TRIGGER IF EXISTS catalog_listing_insert ON charities');
    await knex.raw('DROP TRIGGER IF EXISTS catalog_listing_delete ON charities');
    await knex.raw('DROP TRIGGER IF EXISTS catalog_listing_update ON charities');
    await knex.raw('DROP TRIGGER IF EXISTS catalog_listing_city ON needy');
    await knex.raw('DROP FUNCTION IF EXISTS catalog_listing_follow()');
  } else {
    for (const trigger of ['insert', 'delete', 'update', 'city']) await knex.raw(`DROP TRIGGER IF EXISTS catalog_listing_${trigger}`);
  }
  await knex.schema.dropTable('catalog_listing');
}
