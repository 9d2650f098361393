import type { Knex } from 'knex';

// Issue 39: the offline catalog's delta feed (GET /api/catalog/changes). Every write to a fundraiser, to one of its
// updates ("Aktualności"), or its deletion gives the fundraiser a new `catalog_version`, in the writing transaction,
// by triggers; a deleted one leaves its id in catalog_departures with the version of its going. The feed reads
// (version, id) after a cursor, so a page never loses or repeats a change:
// - SQLite writes one transaction at a time, so the next version is the largest so far plus one: versions grow in
//   the order of commits;
// - PostgreSQL commits in any order, so the version is the writing transaction's id (pg_current_xact_id), and the
//   feed reads only versions below the oldest transaction still running (pg_snapshot_xmin): whatever commits later
//   has a larger id. No counter row, so donations to different fundraisers never queue on one lock.

const isPg = (knex: Knex) => knex.client.config.client === 'pg';

const NEXT_SQLITE = `(SELECT MAX(v) + 1 FROM (
  SELECT COALESCE(MAX(catalog_version), 0) AS v FROM charities
  UNION ALL SELECT COALESCE(MAX(catalog_version), 0) FROM catalog_departures))`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('charities', (t) => {
    t.bigInteger('catalog_version').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('catalog_departures', (t) => {
    t.integer('charity_id').primary();
    t.bigInteger('catalog_version').notNullable();
  });
  if (isPg(knex)) {
    await knex.raw('UPDATE charities SET catalog_version = pg_current_xact_id()::text::bigint');
  } else {
    await knex.raw('UPDATE charities SET catalog_version = id');
  }
  await knex.schema.alterTable('charities', (t) => t.index(['catalog_version', 'id'], 'charities_catalog_version_idx'));
  await knex.schema.alterTable('catalog_departures', (t) => t.index(['catalog_version', 'charity_id'], 'catalog_departures_version_idx'));

  if (isPg(knex)) {
    await knex.raw(`CREATE FUNCTION catalog_version_stamp() RETURNS trigger AS $$
      BEGIN NEW.catalog_version := pg_current_xact_id()::text::bigint; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await knex.raw(`CREATE TRIGGER catalog_version_stamp BEFORE INSERT OR UPDATE ON charities
      FOR EACH ROW EXECUTE FUNCTION catalog_version_stamp()`);
    await knex.raw(`CREATE FUNCTION catalog_departure() RETURNS trigger AS $$
      BEGIN
        INSERT INTO catalog_departures (charity_id, catalog_version) VALUES (OLD.id, pg_current_xact_id()::text::bigint)
          ON CONFLICT (charity_id) DO UPDATE SET catalog_version = EXCLUDED.catalog_version;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await knex.raw('CREATE TRIGGER catalog_departure AFTER DELETE ON charities FOR EACH ROW EXECUTE FUNCTION catalog_departure()');
    await knex.raw(`CREATE FUNCTION catalog_update_touch() RETURNS trigger AS $$
      BEGIN
        UPDATE charities SET catalog_version = catalog_version
          WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.charity_id ELSE NEW.charity_id END);
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await knex.raw(`CREATE TRIGGER catalog_update_touch AFTER INSERT OR UPDATE OR DELETE ON charity_updates
      FOR EACH ROW EXECUTE FUNCTION catalog_update_touch()`);
    return;
  }
  await knex.raw(`CREATE TRIGGER catalog_version_insert AFTER INSERT ON charities BEGIN
    UPDATE charities SET catalog_version = ${NEXT_SQLITE} WHERE id = new.id; END`);
  // The trigger's own write changes the version, so it does not run again for it.
  await knex.raw(`CREATE TRIGGER catalog_version_update AFTER UPDATE ON charities WHEN new.catalog_version IS old.catalog_version BEGIN
    UPDATE charities SET catalog_version = ${NEXT_SQLITE} WHERE id = new.id; END`);
  await knex.raw(`CREATE TRIGGER catalog_departure AFTER DELETE ON charities BEGIN
    INSERT INTO catalog_departures (charity_id, catalog_version) VALUES (old.id, ${NEXT_SQLITE})
      ON CONFLICT (charity_id) DO UPDATE SET catalog_version = excluded.catalog_version; END`);
  for (const [event, row] of [['INSERT', 'new'], ['UPDATE', 'new'], ['DELETE', 'old']] as const) {
    await knex.raw(`CREATE TRIGGER catalog_update_touch_${event.toLowerCase()} AFTER ${event} ON charity_updates BEGIN
      UPDATE charities SET catalog_version = catalog_version WHERE id = ${row}.charity_id; END`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isPg(knex)) {
    await knex.raw('DROP TRIGGER IF EXISTS catalog_update_touch ON charity_updates');
    await knex.raw('DROP TRIGGER IF EXISTS catalog_departure ON charities');
    await knex.raw('DROP TRIGGER IF EXISTS catalog_version_stamp ON charities');
    await knex.raw('DROP FUNCTION IF EXISTS catalog_update_touch()');
    await knex.raw('DROP FUNCTION IF EXISTS catalog_departure()');
    await knex.raw('DROP FUNCTION IF EXISTS catalog_version_stamp()');
  } else {
    for (const name of ['catalog_version_insert', 'catalog_version_update', 'catalog_departure', 'catalog_update_touch_insert', 'catalog_update_touch_update', 'catalog_update_touch_delete']) {
      await knex.raw(`DROP TRIGGER IF EXISTS ${name}`);
    }
  }
  await knex.schema.dropTable('catalog_departures');
  await knex.schema.alterTable('charities', (t) => {
    t.dropIndex(['catalog_version', 'id'], 'charities_catalog_version_idx');
    t.dropColumn('catalog_version');
  });
}
