import type { Knex } from 'knex';

// Issue 38 item 2, with the personal-data rule: a city no listed fundraiser is in any more leaves `catalog_cities`
// at once. The counting triggers add and subtract (and may add a city with 0); a row that reaches 0 is deleted by the
// table's own trigger, so an anonymised or deleted beneficiary's city is not kept in the filter's table.

const isPg = (knex: Knex) => knex.client.config.client === 'pg';

export async function up(knex: Knex): Promise<void> {
  await knex('catalog_cities').where('listed', '<=', 0).delete();
  if (isPg(knex)) {
    await knex.raw(`CREATE FUNCTION catalog_cities_forget() RETURNS trigger AS $$
      BEGIN
        DELETE FROM catalog_cities WHERE city_key = NEW.city_key AND city = NEW.city AND listed <= 0;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await knex.raw(`CREATE TRIGGER catalog_cities_forget AFTER INSERT OR UPDATE OF listed ON catalog_cities
      FOR EACH ROW WHEN (NEW.listed <= 0) EXECUTE FUNCTION catalog_cities_forget()`);
    return;
  }
  for (const event of ['INSERT', 'UPDATE OF listed']) {
    const name = event === 'INSERT' ? 'catalog_cities_forget_insert' : 'catalog_cities_forget_update';
    await knex.raw(`CREATE TRIGGER ${name} AFTER ${event} ON catalog_cities WHEN new.listed <= 0 BEGIN
      DELETE FROM catalog_cities WHERE city_key = new.city_key AND city = new.city; END`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isPg(knex)) {
    await knex.raw('DROP TRIGGER IF EXISTS catalog_cities_forget ON catalog_cities');
    await knex.raw('DROP FUNCTION IF EXISTS catalog_cities_forget()');
    return;
  }
  for (const name of ['catalog_cities_forget_insert', 'catalog_cities_forget_update']) await knex.raw(`DROP TRIGGER IF EXISTS ${name}`);
}
