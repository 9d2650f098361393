import type { Knex } from 'knex';

// Issue 38 item 2: the city filter's choices without joining every listed fundraiser to its beneficiary. For each
// city as written (and its folded key), how many listed fundraisers have a beneficiary there; triggers keep it in the
// transaction of every write that lists or unlists a fundraiser, moves it to another beneficiary, or moves a
// beneficiary to another city. A donation changes none of these. A reader adds up a key's spellings and shows the
// first (as the count over the table did: MIN(city) per key). A row that reaches 0 is deleted by the table's own
// trigger, so a city no listed fundraiser is in (an anonymised or deleted beneficiary's) is not kept. Written
// literally, as whereVisible was when this migration was written.
const LISTED = (row: string) => `(${row}.status = 'active' AND ${row}.needy_id IS NOT NULL)`;

const isPg = (knex: Knex) => knex.client.config.client === 'pg';

/** Adds `delta` fundraisers to the city of the beneficiary `needyId` (an SQL expression). */
const addToCity = (needyId: string, delta: string) => `INSERT INTO catalog_cities (city_key, city, listed)
  SELECT needy.city_key, needy.city, ${delta} FROM needy WHERE needy.id = ${needyId}
  ON CONFLICT (city_key, city) DO UPDATE SET listed = catalog_cities.listed + excluded.listed`;

const LISTED_OF_NEEDY = (row: string) =>
  `(SELECT COUNT(*) FROM charities WHERE charities.needy_id = ${row}.id AND charities.status = 'active')`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('catalog_cities', (t) => {
    t.string('city_key', 128).notNullable();
    t.string('city', 128).notNullable();
    t.integer('listed').notNullable().defaultTo(0);
    t.primary(['city_key', 'city']);
  });
  await knex.raw(`INSERT INTO catalog_cities (city_key, city, listed)
    SELECT needy.city_key, needy.city, COUNT(*) FROM charities JOIN needy ON needy.id = charities.needy_id
    WHERE ${LISTED('charities')} GROUP BY needy.city_key, needy.city`);

  if (isPg(knex)) {
    await knex.raw(`CREATE FUNCTION catalog_cities_follow() RETURNS trigger AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND ${LISTED('OLD')} THEN ${addToCity('OLD.needy_id', '-1')}; END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND ${LISTED('NEW')} THEN ${addToCity('NEW.needy_id', '1')}; END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await knex.raw(`CREATE TRIGGER catalog_cities_follow AFTER INSERT OR DELETE OR UPDATE OF status, needy_id ON charities
      FOR EACH ROW EXECUTE FUNCTION catalog_cities_follow()`);
    await knex.raw(`CREATE FUNCTION catalog_cities_move() RETURNS trigger AS $$
      DECLARE moved integer := ${LISTED_OF_NEEDY('NEW')};
      BEGIN
        IF moved > 0 THEN
          UPDATE catalog_cities SET listed = listed - moved WHERE city_key = OLD.city_key AND city = OLD.city;
          ${addToCity('NEW.id', 'moved')};
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await knex.raw(`CREATE TRIGGER catalog_cities_move AFTER UPDATE OF city, city_key ON needy FOR EACH ROW
      WHEN (OLD.city IS DISTINCT FROM NEW.city OR OLD.city_key IS DISTINCT FROM NEW.city_key) EXECUTE FUNCTION catalog_cities_move()`);
    await knex.raw(`CREATE FUNCTION catalog_cities_forget() RETURNS trigger AS $$
      BEGIN
        DELETE FROM catalog_cities WHERE city_key = NEW.city_key AND city = NEW.city AND listed <= 0;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await knex.raw(`CREATE TRIGGER catalog_cities_forget AFTER INSERT OR UPDATE OF listed ON catalog_cities
      FOR EACH ROW WHEN (NEW.listed <= 0) EXECUTE FUNCTION catalog_cities_forget()`);
    return;
  }
  await knex.raw(`CREATE TRIGGER catalog_cities_insert AFTER INSERT ON charities WHEN ${LISTED('new')} BEGIN ${addToCity('new.needy_id', '1')}; END`);
  await knex.raw(`CREATE TRIGGER catalog_cities_delete AFTER DELETE ON charities WHEN ${LISTED('old')} BEGIN ${addToCity('old.needy_id', '-1')}; END`);
  await knex.raw(`CREATE TRIGGER catalog_cities_update AFTER UPDATE OF status, needy_id ON charities
    WHEN old.status IS NOT new.status OR old.needy_id IS NOT new.needy_id BEGIN
    ${addToCity('old.needy_id', `-${LISTED('old')}`)};
    ${addToCity('new.needy_id', LISTED('new'))}; END`);
  await knex.raw(`CREATE TRIGGER catalog_cities_move AFTER UPDATE OF city, city_key ON needy
    WHEN old.city IS NOT new.city OR old.city_key IS NOT new.city_key BEGIN
    UPDATE catalog_cities SET listed = listed - ${LISTED_OF_NEEDY('new')} WHERE city_key = old.city_key AND city = old.city;
    ${addToCity('new.id', LISTED_OF_NEEDY('new'))}; END`);
  for (const [name, event] of [['insert', 'INSERT'], ['update', 'UPDATE OF listed']]) {
    await knex.raw(`CREATE TRIGGER catalog_cities_forget_${name} AFTER ${event} ON catalog_cities WHEN new.listed <= 0 BEGIN
      DELETE FROM catalog_cities WHERE city_key = new.city_key AND city = new.city; END`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isPg(knex)) {
    await knex.raw('DROP TRIGGER IF EXISTS catalog_cities_follow ON charities');
    await knex.raw('DROP TRIGGER IF EXISTS catalog_cities_move ON needy');
    await knex.raw('DROP FUNCTION IF EXISTS catalog_cities_follow()');
    await knex.raw('DROP FUNCTION IF EXISTS catalog_cities_move()');
    await knex.raw('DROP FUNCTION IF EXISTS catalog_cities_forget() CASCADE');
  } else {
    for (const trigger of ['insert', 'delete', 'update', 'move', 'forget_insert', 'forget_update']) await knex.raw(`DROP TRIGGER IF EXISTS catalog_cities_${trigger}`);
  }
  await knex.schema.dropTable('catalog_cities');
}
