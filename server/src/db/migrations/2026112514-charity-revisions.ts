import type { Knex } from 'knex';

// Every version of a published fundraiser's description and picture: the live one, one waiting for review,
// the rejected ones and those they replaced. The fundraiser's own row keeps showing the live version.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('charity_revisions', (t) => {
    t.increments('id').primary();
    t.integer('charity_id').notNullable().references('id').inTable('charities').onDelete('CASCADE');
    t.text('description').notNullable();
    t.string('image', 64).nullable().references('images.name').onDelete('SET NULL');
    t.string('status', 16).notNullable(); // live, pending, rejected, superseded
    t.integer('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('created_at').notNullable();
    t.integer('reviewer_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('reviewed_at').nullable();
    t.string('review_note', 2000).nullable();
    t.index(['charity_id', 'status'], 'charity_revisions_charity_status_idx');
    t.index(['status', 'created_at'], 'charity_revisions_status_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('charity_revisions');
}
