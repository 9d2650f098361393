import type { Knex } from 'knex';

// The rule as it was when this migration was written, copied rather than imported: a later change
// to the live search text must never change what this migration did.
const fold = (text: string) => text.replace(/[łŁ]/g, 'l').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const searchText = (parts: string[]) => fold(parts.join(' ')).split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(' ');

// The search text is now cut at every non-letter (a slash or a dot too): rebuild it for every row.
export async function up(knex: Knex): Promise<void> {
  const rows = await knex('charities')
    .leftJoin('needy', 'needy.id', 'charities.needy_id')
    .select('charities.id', 'charities.title', 'charities.name', 'charities.target', 'charities.short_description', 'needy.name as needy_name', 'needy.surname as needy_surname', 'needy.city as needy_city');
  for (const row of rows) {
    const needy = row.needy_name === null ? [] : [row.needy_name, row.needy_surname, row.needy_city];
    await knex('charities').where({ id: row.id }).update({ search_text: searchText([row.title, row.name, row.target, row.short_description, ...needy]) });
  }
}

export async function down(): Promise<void> {}
