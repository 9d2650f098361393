import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@zlota/server/config';
import { forgetOldPaymentEvents, schedulePaymentEventsRetention } from '@zlota/server/components/payments/payment-events-retention-use-case';
import { createAdminAccount } from '../support/accounts.js';
import { adminLogin, collectedGrosze, createFundraiser, paymentRow, sandboxNotification, sendNotification, startDonation, type Fundraiser } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 13, item 2: stored notifications are forgotten after PAYMENT_EVENTS_RETENTION_DAYS (180 by default),
// except those of a paid payment: its money was counted from them.

const DAY = 24 * 60 * 60 * 1000;

describe('the retention of stored notifications', () => {
  let server: TestServer;
  let fundraiser: Fundraiser;
  beforeAll(async () => {
    server = await startTestServer();
    const admin = await createAdminAccount(server);
    fundraiser = await createFundraiser(server.url, await adminLogin(server.url, admin.email, admin.password));
  });
  afterAll(() => server.close());

  const notify = async (guid: string, status: 'paid' | 'failed', amount = 2550) =>
    (await sendNotification(server.url, guid, sandboxNotification(server.deps.payments.sandboxSecret, { guid, status, amount }))).status;
  const eventsOf = (guid: string) => server.db('payment_events').where({ payment_guid: guid }).orderBy('id').pluck('verdict');

  it('when events grow older than 180 days, then those of failed and pending payments are forgotten and those of paid payments kept', async () => {
    const paid = await startDonation(server.url, fundraiser.id, { amount: '25,50' });
    expect(await notify(paid, 'paid', 9999)).toBe(400); // signed, for our payment, refused: kept
    expect(await notify(paid, 'paid')).toBe(200);
    expect(await notify(paid, 'failed')).toBe(200);
    const failed = await startDonation(server.url, fundraiser.id, { amount: '25,50' });
    expect(await notify(failed, 'failed')).toBe(200);
    const pending = await startDonation(server.url, fundraiser.id, { amount: '25,50' });
    expect(await notify(pending, 'paid', 1)).toBe(400);
    expect(await eventsOf(paid)).toEqual(['amount_mismatch', 'counted', 'unchanged']);
    expect(await eventsOf(failed)).toEqual(['failed']);
    expect(await eventsOf(pending)).toEqual(['amount_mismatch']);

    server.clock.advance(179 * DAY);
    expect(await forgetOldPaymentEvents(server.deps)).toBe(0);
    const recent = await startDonation(server.url, fundraiser.id, { amount: '25,50' });
    expect(await notify(recent, 'failed')).toBe(200);

    server.clock.advance(2 * DAY);
    expect(await forgetOldPaymentEvents(server.deps)).toBe(2);

    expect(await eventsOf(paid)).toEqual(['amount_mismatch', 'counted', 'unchanged']);
    expect(await eventsOf(failed)).toEqual([]);
    expect(await eventsOf(pending)).toEqual([]);
    expect(await eventsOf(recent)).toEqual(['failed']);
    // Only the notifications are forgotten: the payments and the money stay as they were.
    expect(await paymentRow(server.db, paid)).toMatchObject({ status: 'paid' });
    expect(await paymentRow(server.db, failed)).toMatchObject({ status: 'failed' });
    expect(await paymentRow(server.db, pending)).toMatchObject({ status: 'pending' });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(2550);
    expect(await forgetOldPaymentEvents(server.deps)).toBe(0);
  });

  it('when the server schedules it, then it runs at once and stops when asked', async () => {
    const failed = await startDonation(server.url, fundraiser.id, { amount: '25,50' });
    expect(await notify(failed, 'failed')).toBe(200);
    server.clock.advance(181 * DAY);

    const schedule = schedulePaymentEventsRetention(server.deps);
    await schedule.stop();

    expect(await eventsOf(failed)).toEqual([]);
  });

  it('when PAYMENT_EVENTS_RETENTION_DAYS is set, then it is the period; unset, 180 days; not a whole number of days, refused', () => {
    const base = { APP_SECRET: 'x'.repeat(32) };
    expect(parseConfig(base).paymentNotifications.retentionMs).toBe(180 * DAY);
    expect(parseConfig({ ...base, PAYMENT_EVENTS_RETENTION_DAYS: '30' }).paymentNotifications.retentionMs).toBe(30 * DAY);
    expect(() => parseConfig({ ...base, PAYMENT_EVENTS_RETENTION_DAYS: '0' })).toThrow(/PAYMENT_EVENTS_RETENTION_DAYS/);
    expect(() => parseConfig({ ...base, PAYMENT_EVENTS_RETENTION_DAYS: 'pół roku' })).toThrow(/PAYMENT_EVENTS_RETENTION_DAYS/);
  });
});
