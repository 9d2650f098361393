import type { Knex } from 'knex';

// Issue 40 item 4: „Zmień kartę” from the donor's link. A new card's authorisation is a payment of the schedule (PayU:
// a FIRST order with the new card's token); once it is paid, its token becomes the schedule's card, once: `applied_at`
// is set by the one conditional update that replaces the card (the notification and the hourly job may both try).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('recurring_card_changes', (t) => {
    t.increments('id').primary();
    t.integer('recurring_id').notNullable().references('recurring_donations.id');
    t.string('payment_guid', 36).notNullable().unique();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('applied_at').nullable();
    t.index(['applied_at'], 'recurring_card_changes_applied_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('recurring_card_changes');
}
