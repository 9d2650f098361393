import type { Knex } from 'knex';

// The rule as it was when this migration was written, copied rather than imported (see 2026112109-search-words).
const cityKey = (city: string) => city.normalize('NFC').trim().replace(/[łŁ]/g, 'l').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

// The catalog's city filter compares cities folded as search folds them ("krakow" is "Kraków"): the folded city
// is kept beside the city, indexed, so the filter reads only that city's beneficiaries.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('needy', (t) => {
    t.string('city_key', 128).notNullable().defaultTo('');
  });
  const rows: { id: number; city: string }[] = await knex('needy').select('id', 'city');
  for (const row of rows) await knex('needy').where({ id: row.id }).update({ city_key: cityKey(row.city) });
  await knex.schema.alterTable('needy', (t) => {
    t.index(['city_key'], 'needy_city_key_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('needy', (t) => {
    t.dropIndex(['city_key'], 'needy_city_key_idx');
    t.dropColumn('city_key');
  });
}
