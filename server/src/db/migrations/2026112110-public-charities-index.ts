import type { Knex } from 'knex';

// The public list (and its count) reads only active fundraisers with a beneficiary: a partial index
// in their order answers both without reading every row of the table.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX charities_public_idx ON charities (published_at DESC, id DESC)
    WHERE status = 'active' AND needy_id IS NOT NULL`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX charities_public_idx');
}
