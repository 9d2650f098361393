import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments', (t) => {
    t.increments('id');
    t.string('guid', 36).notNullable().unique();
    t.integer('charity_id').notNullable().references('charities.id').onDelete('RESTRICT');
    t.bigInteger('amount').notNullable(); // grosze
    t.string('currency', 3).notNullable().defaultTo('PLN');
    // sandbox | payu | przelewy24, or manual for an offline donation an admin recorded.
    t.string('provider', 16).notNullable();
    t.string('provider_ref', 128).nullable();
    t.string('method', 64).nullable();
    // pending -> paid | failed; paid is final.
    t.string('status', 16).notNullable().defaultTo('pending');
    t.string('donor_name', 128).nullable();
    t.string('donor_email', 254).nullable();
    t.boolean('anonymous').notNullable().defaultTo(false);
    t.boolean('hide_amount').notNullable().defaultTo(false);
    t.string('message', 500).nullable();
    t.text('note').nullable();
    t.integer('user_id').nullable().references('users.id').onDelete('SET NULL');
    t.string('idempotency_key', 100).nullable().unique();
    // Where the donor was sent: a repeated request with the same idempotency key gets it again.
    t.text('redirect_url').nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.bigInteger('paid_at').nullable();
    t.index(['charity_id', 'status', 'paid_at']);
    t.index(['status', 'created_at']);
    t.index(['provider', 'provider_ref']);
    t.index(['user_id']);
  });
  // Every notification as it came, stored before it is acted on; one row per provider event.
  await knex.schema.createTable('payment_events', (t) => {
    t.increments('id');
    t.string('provider', 16).notNullable();
    t.string('event_key', 200).notNullable();
    t.string('payment_guid', 36).nullable();
    t.text('raw_body').notNullable();
    t.text('headers').notNullable();
    t.string('verdict', 32).notNullable();
    t.bigInteger('received_at').notNullable();
    t.unique(['provider', 'event_key']);
  });
  // The built-in sandbox provider's own record of what the donor chose, as a real provider keeps one.
  await knex.schema.createTable('sandbox_decisions', (t) => {
    t.string('guid', 36).primary();
    t.string('status', 16).notNullable();
    t.bigInteger('decided_at').notNullable();
  });
  await knex.schema.createTable('payment_configurations', (t) => {
    t.increments('id');
    // NULL: the foundation's default, used by every fundraiser without its own.
    t.integer('charity_id').nullable().unique().references('charities.id').onDelete('CASCADE');
    t.string('provider', 16).notNullable();
    t.text('public_config').notNullable(); // JSON, safe to show
    t.text('secret_config').notNullable(); // encrypted JSON, never returned
    t.bigInteger('updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_configurations');
  await knex.schema.dropTable('sandbox_decisions');
  await knex.schema.dropTable('payment_events');
  await knex.schema.dropTable('payments');
}
