import type { Knex } from 'knex';

// Issue 35 item 1: the ledger, one row per movement of money, never changed or deleted (triggers refuse both on
// SQLite and PostgreSQL). A repeated notification adds no second row: one row per kind and source (a statement's line
// may be booked again once its donation was voided: its once-ness is the donation's own; corrections are many).
// Today's history moves in exactly: every fundraiser's collected amount is the sum of its rows. The Warsaw day is
// computed here as shared/src/warsaw-days.ts does it: a migration is self-contained.
const isPg = (knex: Knex) => knex.client.config.client === 'pg';

const WARSAW_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' });
const warsawDay = (ms: number | string) => WARSAW_DAY.format(Number(ms));

const REFUSAL = 'ledger_entries: a row of the ledger is never changed or deleted';

async function refuseChanges(knex: Knex): Promise<void> {
  if (isPg(knex)) {
    await knex.raw(`CREATE FUNCTION ledger_entries_refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION '${REFUSAL}'; END $$ LANGUAGE plpgsql`);
    await knex.raw('CREATE TRIGGER ledger_entries_never_changed BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entries_refuse()');
    await knex.raw('CREATE TRIGGER ledger_entries_never_emptied BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_refuse()');
    return;
  }
  for (const event of ['UPDATE', 'DELETE']) {
    await knex.raw(`CREATE TRIGGER ledger_entries_no_${event.toLowerCase()} BEFORE ${event} ON ledger_entries BEGIN SELECT RAISE(ABORT, '${REFUSAL}'); END`);
  }
}

interface Entry {
  charity_id: number;
  kind: string;
  amount_grosze: number;
  occurred_on: string;
  booked_at: number;
  booked_by: number | null;
  source_type: string;
  source_id: number;
  payment_id: number | null;
}

async function history(knex: Knex): Promise<Entry[]> {
  const users = new Map<string, number>((await knex('users').select('id', 'email')).map((user: { id: number; email: string }) => [user.email, Number(user.id)]));
  const byEmail = (email: string | null) => (email ? (users.get(email) ?? null) : null);
  const lines = new Map<string, number>(
    (await knex('bank_statement_entries').where({ state: 'booked' }).whereNotNull('payment_guid').select('id', 'payment_guid')).map((line: { id: number; payment_guid: string }) => [
      line.payment_guid,
      Number(line.id),
    ]),
  );
  const entries: Entry[] = [];
  const payments = await knex('payments').whereIn('status', ['paid', 'partially_refunded', 'refunded', 'voided']).whereNotNull('paid_at').orderBy('id');
  for (const p of payments) {
    const id = Number(p.id);
    const base = { charity_id: Number(p.charity_id), payment_id: id };
    if (p.provider !== 'manual') {
      entries.push({ ...base, kind: 'payment_paid', amount_grosze: Number(p.amount), occurred_on: warsawDay(p.paid_at), booked_at: Number(p.paid_at), booked_by: null, source_type: 'payment', source_id: id });
      continue;
    }
    const line = lines.get(p.guid);
    const booked = { amount_grosze: Number(p.amount), occurred_on: p.received_on ?? warsawDay(p.paid_at), booked_at: Number(p.created_at), booked_by: byEmail(p.entered_by) };
    if (line !== undefined && p.status !== 'voided') entries.push({ ...base, ...booked, kind: 'statement_transfer', source_type: 'statement_line', source_id: line });
    else entries.push({ ...base, ...booked, kind: 'manual_transfer', source_type: 'payment', source_id: id });
    if (p.status === 'voided') {
      const voidedAt = Number(p.voided_at ?? p.updated_at);
      entries.push({ ...base, kind: 'payment_void', amount_grosze: -Number(p.amount), occurred_on: warsawDay(voidedAt), booked_at: voidedAt, booked_by: byEmail(p.voided_by), source_type: 'payment', source_id: id });
    }
  }
  const refunds = await knex('payment_refunds').join('payments', 'payments.guid', 'payment_refunds.payment_guid').where('payment_refunds.status', 'confirmed').orderBy('payment_refunds.id')
    .select('payment_refunds.id', 'payment_refunds.charity_id', 'payment_refunds.amount', 'payment_refunds.confirmed_at', 'payment_refunds.updated_at', 'payments.id as payment_id');
  for (const r of refunds) {
    const confirmedAt = Number(r.confirmed_at ?? r.updated_at);
    entries.push({
      charity_id: Number(r.charity_id), kind: 'refund_confirmed', amount_grosze: -Number(r.amount), occurred_on: warsawDay(confirmedAt), booked_at: confirmedAt,
      booked_by: null, source_type: 'refund', source_id: Number(r.id), payment_id: Number(r.payment_id),
    });
  }
  return entries.sort((a, b) => a.booked_at - b.booked_at);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ledger_entries', (t) => {
    t.increments('id');
    t.integer('charity_id').notNullable().references('charities.id').onDelete('RESTRICT');
    t.string('kind', 32).notNullable();
    t.bigInteger('amount_grosze').notNullable(); // signed: money in above zero, out below
    t.string('occurred_on', 10).notNullable(); // the Warsaw day the money moved
    t.bigInteger('booked_at').notNullable();
    t.integer('booked_by').nullable(); // the staff member's id; null when a provider's word booked it (no key: rows outlive people)
    t.string('source_type', 32).notNullable();
    t.bigInteger('source_id').notNullable();
    t.integer('payment_id').nullable(); // the payment the money belongs to, when there is one
    t.integer('corrects_id').nullable().references('ledger_entries.id'); // a correction's original row
    t.text('note').nullable();
    t.index(['charity_id', 'occurred_on']);
    t.index(['occurred_on']);
    t.index(['payment_id']);
  });
  await knex.raw(
    "CREATE UNIQUE INDEX ledger_entries_once ON ledger_entries (kind, source_type, source_id) WHERE kind <> 'correction' AND source_type <> 'statement_line'",
  );
  const entries = await history(knex);
  for (let i = 0; i < entries.length; i += 200) await knex('ledger_entries').insert(entries.slice(i, i + 200));
  await refuseChanges(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ledger_entries');
  if (isPg(knex)) await knex.raw('DROP FUNCTION ledger_entries_refuse()');
}
