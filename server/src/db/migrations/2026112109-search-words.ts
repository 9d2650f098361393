import type { Knex } from 'knex';
import { buildSearchText } from '../../components/charities/search-text.js';

// The search text is now cut at every non-letter (a slash or a dot too): rebuild it for every row.
export async function up(knex: Knex): Promise<void> {
  const rows = await knex('charities')
    .leftJoin('needy', 'needy.id', 'charities.needy_id')
    .select('charities.id', 'charities.title', 'charities.name', 'charities.target', 'charities.short_description', 'needy.name as needy_name', 'needy.surname as needy_surname', 'needy.city as needy_city');
  for (const row of rows) {
    const needy = row.needy_name === null ? null : { name: row.needy_name, surname: row.needy_surname, city: row.needy_city };
    await knex('charities').where({ id: row.id }).update({ search_text: buildSearchText(row, needy) });
  }
}

export async function down(): Promise<void> {}
