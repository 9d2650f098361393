import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@zlota/server/db/knex';
import type { Deps } from '@zlota/server/deps';
import { createPaymentGateway } from '@zlota/server/components/payments/payment-gateway';
import { chargeDue } from '@zlota/server/components/recurring/charge-due-use-case';
import { createAdminAccount } from '../support/accounts.js';
import { adminLogin, collectedGrosze, createFundraiser } from '../support/payments.js';
import { setDay } from '../support/recurring.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 40 item 3: the job reads the active schedules a page of 500 at a time; with 1 100 of them (three pages) every
// one is charged, once, by two runs at the same moment on separate connections, and a third run charges nothing.

const SCHEDULES = 1_100;
const AMOUNT = 1_234; // grosze
let server: TestServer;
let second: Deps;

beforeAll(async () => {
  server = await startTestServer();
  const db = createDb(server.config.database);
  second = { ...server.deps, db, reader: db, payments: createPaymentGateway({ config: server.config, db, secretBox: server.deps.secretBox }) };
});
afterAll(async () => {
  await second?.db.destroy();
  await server?.close();
});

/** Schedules confirmed in January, each with the sandbox's token for later charges that succeed (as its consent gave). */
async function activeSchedules(charityId: number, count: number): Promise<void> {
  const now = server.clock.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    charity_id: charityId, amount: AMOUNT, currency: 'PLN', day: 5, status: 'active', provider: 'sandbox', method: 'card', donor_email: null, donor_name: `Darczyńca ${i}`,
    receipt_name: null, anonymous: false, hide_amount: false, user_id: null, idempotency_key: `many-${i}`, first_payment_guid: null, token: `sandbox-token-many-${i}`,
    first_period: '2027-01', created_at: now, updated_at: now,
  }));
  await server.db.batchInsert('recurring_donations', rows, 200);
  const tokens = rows.map((row, i) => ({ token: row.token, guid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, plan: 'paid', charges: 0, created_at: now }));
  await server.db.batchInsert('sandbox_recurring_tokens', tokens, 200);
}

describe('monthly giving at scale', () => {
  it(`when ${SCHEDULES} schedules are due, then two runs at once charge each exactly once, and a third run charges none`, { timeout: 120_000 }, async () => {
    setDay(server, '2027-01-20');
    const account = await createAdminAccount(server);
    const fundraiser = await createFundraiser(server.url, await adminLogin(server.url, account.email, account.password));
    await activeSchedules(fundraiser.id, SCHEDULES);

    setDay(server, '2027-02-05');
    const [a, b] = await Promise.all([chargeDue(server.deps, '2027-02-05'), chargeDue(second, '2027-02-05')]);
    expect(a.charged + b.charged).toBe(SCHEDULES);
    expect(a.paid + b.paid).toBe(SCHEDULES);
    expect(await chargeDue(server.deps, '2027-02-05')).toMatchObject({ charged: 0 });

    const perSchedule: Array<{ charges: number | string }> = await server.db('recurring_charges').where({ period: '2027-02', state: 'paid' }).groupBy('recurring_id').select(server.db.raw('count(*) as charges'));
    expect(perSchedule).toHaveLength(SCHEDULES);
    expect(perSchedule.every((row) => Number(row.charges) === 1)).toBe(true);
    const payments = (await server.db('payments').where({ charity_id: fundraiser.id, status: 'paid' }).count({ count: '*' }).first()) as { count: number | string };
    expect(Number(payments.count)).toBe(SCHEDULES);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(SCHEDULES * AMOUNT);
  });
});
