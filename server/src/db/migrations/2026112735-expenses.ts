import type { Knex } from 'knex';

// Issue 35: a fundraiser's spending. An expense is proposed with its invoice, approved (by a second staff member above
// the threshold), paid once, or rejected with a reason; it shows in the public settlement once paid and published
// (its blacked-out copy uploaded, or marked as without a document). The files' bytes live in the database, as the
// foundation's documents do, so every instance serves them; the original invoice is never public.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('expenses', (t) => {
    t.increments('id');
    t.integer('charity_id').notNullable().references('charities.id');
    t.string('payee', 200).notNullable();
    t.string('nip', 10).nullable();
    t.string('account', 34).nullable();
    t.bigInteger('amount').notNullable(); // grosze
    t.text('description').notNullable();
    t.string('state', 16).notNullable(); // proposed | approved | paid | rejected
    t.integer('created_by').nullable().references('users.id').onDelete('SET NULL');
    t.bigInteger('created_at').notNullable();
    t.integer('approved_by').nullable().references('users.id').onDelete('SET NULL');
    t.bigInteger('approved_at').nullable();
    t.integer('rejected_by').nullable().references('users.id').onDelete('SET NULL');
    t.text('reject_reason').nullable();
    t.integer('paid_by').nullable().references('users.id').onDelete('SET NULL');
    t.bigInteger('paid_at').nullable();
    t.text('override_reason').nullable();
    t.string('publication', 16).notNullable().defaultTo('none'); // none | copy | without_document
    t.index(['charity_id', 'state']);
  });
  await knex.schema.createTable('expense_documents', (t) => {
    t.increments('id');
    t.integer('expense_id').notNullable().references('expenses.id').onDelete('CASCADE');
    t.string('kind', 16).notNullable(); // invoice | public_copy
    t.string('content_type', 32).notNullable();
    t.binary('data').notNullable();
    t.integer('bytes').notNullable();
    t.string('sha256', 64).notNullable();
    t.integer('uploaded_by').nullable().references('users.id').onDelete('SET NULL');
    t.bigInteger('uploaded_at').notNullable();
    t.index(['expense_id', 'kind', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('expense_documents');
  await knex.schema.dropTable('expenses');
}
