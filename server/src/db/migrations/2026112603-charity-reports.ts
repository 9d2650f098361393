import type { Knex } from 'knex';

// Reports of fundraisers (issue 18): anyone tells the foundation what is wrong with one, a moderator closes each
// with a decision. The reporter's network address is never kept (the rate-limit counters hold only its hash).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('charity_reports', (t) => {
    t.increments('id').primary();
    t.integer('charity_id').notNullable().references('id').inTable('charities').onDelete('CASCADE');
    t.string('reason', 32).notNullable();
    t.text('description').notNullable();
    t.string('email', 254).nullable();
    t.string('status', 16).notNullable(); // open, closed
    t.bigInteger('created_at').notNullable();
    t.string('decision', 32).nullable();
    t.string('note', 2000).nullable();
    t.integer('closed_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('closed_by_email', 254).nullable();
    t.bigInteger('closed_at').nullable();
    t.index(['status', 'created_at'], 'charity_reports_status_idx');
    t.index(['charity_id'], 'charity_reports_charity_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('charity_reports');
}
