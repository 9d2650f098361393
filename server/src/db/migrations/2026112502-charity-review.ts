import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // The foundation's last word to the owner: why it was rejected, or what to change before review.
  await knex.schema.alterTable('charities', (t) => {
    t.string('review_note', 2000).nullable();
    t.bigInteger('reviewed_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('charities', (t) => {
    t.dropColumn('review_note');
    t.dropColumn('reviewed_at');
  });
}
