import type { Knex } from 'knex';

// A manual donation is dated by the day the money arrived (issue 34): its paid_at, which the supporters list, the
// statistics and the donor's documents read, was the moment it was typed in. Each one received on an earlier day is
// now paid at that day's Warsaw midnight (the rule of manual-donation-use-case.ts; the Warsaw day's start copied from
// shared/src/warsaw-days.ts: a migration is self-contained). Down: paid when entered again, as before.
const WARSAW_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function warsawOffset(msEpoch: number): number {
  const parts = Object.fromEntries(WARSAW_PARTS.formatToParts(msEpoch).map((p) => [p.type, p.value]));
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return wall - Math.floor(msEpoch / 1000) * 1000;
}

function warsawDayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(year!, month! - 1, date!);
  return utcMidnight - warsawOffset(utcMidnight - warsawOffset(utcMidnight));
}

const WARSAW_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' });

interface Entry {
  id: number;
  received_on: string;
  created_at: number | string;
}

export async function up(knex: Knex): Promise<void> {
  const entries: Entry[] = await knex('payments').where({ provider: 'manual' }).whereNotNull('received_on').select('id', 'received_on', 'created_at');
  for (const entry of entries) {
    // Received the day it was entered (or later, which the form refuses): it stays paid when entered.
    if (entry.received_on >= WARSAW_DAY.format(Number(entry.created_at))) continue;
    await knex('payments').where({ id: entry.id }).update({ paid_at: warsawDayStart(entry.received_on) });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex('payments').where({ provider: 'manual' }).whereNotNull('paid_at').update({ paid_at: knex.ref('created_at') });
}
