import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { WorkQueue } from '@zlota/shared/entities';
import { monthToDate } from '@zlota/shared/warsaw-days';
import { callRoute } from '../support/api-client.js';
import { adminActor, createAdminCharity, createUserCharity, userActor, type Actor } from '../support/catalog.js';
import { sandboxDecision, startDonation } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let admin: Actor;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminActor(server);
});
afterAll(() => server.close());

const workQueue = async () => {
  const response = await callRoute(server.url, API_ROUTES.adminWorkQueue, {}, { token: admin.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as WorkQueue;
};

/** What the figures must be, summed straight from the tables for the same periods. */
async function expectedFigures() {
  const period = monthToDate(server.clock.now());
  const paid = async (from: number, to: number) => {
    const row = await server.db('payments').where('status', 'paid').andWhere('paid_at', '>=', from).andWhere('paid_at', '<', to)
      .first(server.db.raw('COALESCE(SUM(amount), 0) as amount'), server.db.raw('COUNT(*) as count'));
    return { amount: Number(row.amount) / 100, count: Number(row.count) };
  };
  const created = async (from: number, to: number) =>
    Number((await server.db('charities').where('created_at', '>=', from).andWhere('created_at', '<', to).count({ n: '*' }).first())!.n);
  const [now, before] = [await paid(period.from, period.to), await paid(period.previousFrom, period.previousTo)];
  return {
    collected: { current: now.amount, previous: before.amount },
    donations: { current: now.count, previous: before.count },
    new_charities: { current: await created(period.from, period.to), previous: await created(period.previousFrom, period.previousTo) },
  };
}

describe('GET /api/admin/work-queue', () => {
  it('when things wait for staff, then each is listed with what is needed to act on it, and the figures equal the tables', async () => {
    const owner = await userActor(server);
    const waiting = await createUserCharity(server, owner, { submit: true });
    const charity = await createAdminCharity(server, admin);
    const stale = await startDonation(server.url, charity.id, { amount: '40,00' });
    const failed = await startDonation(server.url, charity.id, { amount: '15,00' });
    expect((await sandboxDecision(server.url, failed, 'failed')).status).toBe(303);
    const paidNow = await startDonation(server.url, charity.id, { amount: '120,50' });
    expect((await sandboxDecision(server.url, paidNow, 'paid')).status).toBe(303);
    const manual = await callRoute(server.url, API_ROUTES.manualDonation, { id: charity.id }, {
      token: admin.token, body: { amount: '300', method: 'transfer', bank_reference: 'KOLEJKA 300', note: 'Przelew z banku, tytuł: darowizna', donor_name: 'Jan Kowalski' },
    });
    expect(manual.status, JSON.stringify(manual.body)).toBe(201);
    // A donation paid in the same days of last month, for the comparison.
    const lastMonth = await startDonation(server.url, charity.id, { amount: '80,00' });
    const period = monthToDate(server.clock.now());
    await server.db('payments').where({ guid: lastMonth }).update({ status: 'paid', paid_at: period.previousFrom + 1000 });
    server.clock.advance(31 * 60_000);

    const queue = await workQueue();

    expect(queue.review.items.map((c) => c.id)).toContain(waiting.id);
    expect(queue.review.items.find((c) => c.id === waiting.id)).toMatchObject({ url: waiting.url, owner: { id: owner.id } });
    expect(queue.stale_pending.items.map((p) => p.guid)).toContain(stale);
    expect(queue.stale_pending.items.find((p) => p.guid === stale)).toMatchObject({ amount: 40, charity: { id: charity.id } });
    expect(queue.failed.items.map((p) => p.guid)).toEqual([failed]);
    expect(queue.manual[0]).toMatchObject({ provider: 'manual', amount: 300, donor_name: 'Jan Kowalski', charity: { id: charity.id } });
    expect(queue.figures).toMatchObject(await expectedFigures());
    expect(queue.figures.collected.current).toBeGreaterThanOrEqual(420.5);
    expect(queue.figures.collected.previous).toBe(80);
  });

  it('when a payment failed more than 7 days ago, then it has left the queue', async () => {
    const charity = await createAdminCharity(server, admin);
    const failed = await startDonation(server.url, charity.id);
    await sandboxDecision(server.url, failed, 'failed');

    server.clock.advance(8 * 24 * 3600_000);
    admin = await adminActor(server); // the session of a week ago has expired

    expect((await workQueue()).failed.items.map((p) => p.guid)).not.toContain(failed);
  });
});
