import type { Knex } from 'knex';

// The rule as it was when this migration was written, copied rather than imported (see 2026112109-search-words).
const fold = (text: string) => text.normalize('NFC').trim().replace(/[łŁ]/g, 'l').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

// Issue 36 item 6: staff find a beneficiary without Polish letters ("dabrowski" is "Dąbrowski") and the list goes in
// Polish order (Dąbrowski before Dudek) on every database: the folded words and the folded surname and name are kept
// beside the person, the sort key indexed, so a page sorted by surname reads in order.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('needy', (t) => {
    t.string('search_key', 512).notNullable().defaultTo('');
    t.string('sort_key', 256).notNullable().defaultTo('');
  });
  const rows: { id: number; name: string; surname: string; city: string }[] = await knex('needy').select('id', 'name', 'surname', 'city');
  for (const row of rows) {
    await knex('needy')
      .where({ id: row.id })
      .update({ search_key: fold(`${row.name} ${row.surname} ${row.city}`), sort_key: fold(`${row.surname} ${row.name}`) });
  }
  await knex.schema.alterTable('needy', (t) => {
    t.index(['sort_key'], 'needy_sort_key_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('needy', (t) => {
    t.dropIndex(['sort_key'], 'needy_sort_key_idx');
    t.dropColumn('search_key');
    t.dropColumn('sort_key');
  });
}
