import type { Knex } from 'knex';

const isPg = (knex: Knex) => knex.client.config.client === 'pg';

// Refunds of paid online donations (issue 14 item 5): one row per refund the foundation asked a provider for.
// requested -> confirmed | failed; only the move to confirmed lowers the fundraiser's collected amount.
// refund_key is ours (PayU extRefundId, Przelewy24 refundsUuid): a repeated request with it refunds nothing twice.
export async function up(knex: Knex): Promise<void> {
  // 'partially_refunded' is longer than the 16 characters payments.status had; SQLite does not hold text to a length.
  if (isPg(knex)) await knex.raw('ALTER TABLE payments ALTER COLUMN status TYPE varchar(32)');
  await knex.schema.createTable('payment_refunds', (t) => {
    t.increments('id');
    t.string('refund_key', 36).notNullable().unique();
    t.string('payment_guid', 36).notNullable().references('payments.guid').onDelete('RESTRICT');
    // The payment's fundraiser, kept here so reconciling sums refunds per fundraiser without a join.
    t.integer('charity_id').notNullable().references('charities.id').onDelete('RESTRICT');
    t.bigInteger('amount').notNullable(); // grosze
    t.string('reason', 500).notNullable();
    t.string('status', 16).notNullable().defaultTo('requested');
    t.string('provider_refund_id', 128).nullable();
    t.integer('requested_by').nullable().references('users.id').onDelete('SET NULL');
    t.string('requested_by_email', 254).nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.bigInteger('confirmed_at').nullable();
    t.index(['payment_guid', 'status']);
    t.index(['charity_id', 'status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_refunds');
  if (isPg(knex)) await knex.raw('ALTER TABLE payments ALTER COLUMN status TYPE varchar(16)');
}
