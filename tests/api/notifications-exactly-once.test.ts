import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { callRoute, withQuery } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, login } from '../support/accounts.js';
import {
  adminLogin,
  collectedGrosze,
  countRows,
  createFundraiser,
  inBatches,
  paymentRow,
  rejectionCount,
  sandboxNotification,
  sendNotification,
  startDonation,
  zlText,
  type Fundraiser,
  type SignedNotification,
} from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// ARCHITECTURE §4: every notification the provider signed for one of our payments is stored raw before it is
// acted on; a bad one changes nothing (and, unsigned or for no payment of ours, is only counted, never stored);
// a replayed, duplicated, out-of-order or concurrent one never counts twice.
// These notifications are built and signed here, as the sandbox operator would send them.

let server: TestServer;
let adminToken: string;
let secret: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createAdminAccount(server);
  adminToken = await adminLogin(server.url, admin.email, admin.password);
  secret = server.deps.payments.sandboxSecret;
});
afterAll(async () => {
  await server?.close();
});

const newFundraiser = () => createFundraiser(server.url, adminToken);
const pending = (fundraiser: Fundraiser, grosze = 2550) => startDonation(server.url, fundraiser.id, { amount: zlText(grosze) });
const signed = (guid: string, status: 'paid' | 'failed', amount = 2550, extra: Record<string, unknown> = {}) =>
  sandboxNotification(secret, { guid, status, amount, ...extra });
const notify = (guid: string, notification: SignedNotification) => sendNotification(server.url, guid, notification);
const eventsOf = (guid: string) => server.db('payment_events').where({ payment_guid: guid }).orderBy('id').select('event_key', 'verdict');

const OK = { status: 200, text: 'OK' };
const REJECTED = { status: 400, text: 'REJECTED' };

describe('a notification that must not be believed', () => {
  /** Signed by the provider for one of our payments: the payment stays pending, nothing is added, and it is kept raw with its verdict. */
  async function expectRejectedAndKept(guid: string, fundraiser: Fundraiser, pathGuid: string, sent: SignedNotification, verdict: string) {
    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'pending', paid_at: null });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(0);
    const stored = await server.db('payment_events').where({ payment_guid: pathGuid }).select('provider', 'event_key', 'raw_body', 'headers', 'verdict');
    expect(stored).toEqual([{ provider: 'sandbox', event_key: expect.stringMatching(/^rejected:/), raw_body: sent.rawBody, headers: expect.any(String), verdict }]);
    expect(JSON.parse(stored[0].headers)).toMatchObject({ 'content-type': 'application/json' });
  }

  /** The payment stays pending, nothing is added, nothing is stored, and the refusal is counted once more. */
  async function expectRejectedAndCounted(guid: string, fundraiser: Fundraiser, pathGuid: string, verdict: string, countedBefore: number, provider = 'sandbox') {
    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'pending', paid_at: null });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(0);
    expect(await countRows(server.db, 'payment_events', { payment_guid: pathGuid })).toBe(0);
    expect(await rejectionCount(server.db, provider, verdict)).toBe(countedBefore + 1);
  }

  it('when the signature is made with another key, then it answers 400 REJECTED, counts nothing and counts it as bad_signature without storing it', async () => {
    const fundraiser = await newFundraiser();
    const guid = await pending(fundraiser);
    const sent = sandboxNotification('a-key-that-is-not-ours', { guid, status: 'paid', amount: 2550 });
    const before = await rejectionCount(server.db, 'sandbox', 'bad_signature');

    expect(await notify(guid, sent)).toEqual(REJECTED);

    await expectRejectedAndCounted(guid, fundraiser, guid, 'bad_signature', before);
    // The payment is not burnt: the true notification still counts.
    expect(await notify(guid, signed(guid, 'paid'))).toEqual(OK);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(2550);
  });

  it('when the signature header is missing, then it answers 400 REJECTED and counts it as bad_signature', async () => {
    const fundraiser = await newFundraiser();
    const guid = await pending(fundraiser);
    const sent = { ...signed(guid, 'paid'), headers: { 'content-type': 'application/json' } };
    const before = await rejectionCount(server.db, 'sandbox', 'bad_signature');

    expect(await notify(guid, sent)).toEqual(REJECTED);

    await expectRejectedAndCounted(guid, fundraiser, guid, 'bad_signature', before);
  });

  it('when the body was changed after signing (amount raised), then it answers 400 REJECTED and counts it as bad_signature', async () => {
    const fundraiser = await newFundraiser();
    const guid = await pending(fundraiser);
    const original = signed(guid, 'paid');
    const sent = { ...original, rawBody: original.rawBody.replace('"amount":2550', '"amount":255000') };
    expect(sent.rawBody).not.toBe(original.rawBody);
    const before = await rejectionCount(server.db, 'sandbox', 'bad_signature');

    expect(await notify(guid, sent)).toEqual(REJECTED);

    await expectRejectedAndCounted(guid, fundraiser, guid, 'bad_signature', before);
  });

  it('when the guid is unknown, then it answers 400 REJECTED and counts it as unknown_payment', async () => {
    const fundraiser = await newFundraiser();
    const guid = await pending(fundraiser);
    const unknown = randomUUID();
    const sent = signed(unknown, 'paid');
    const before = await rejectionCount(server.db, 'sandbox', 'unknown_payment');

    expect(await notify(unknown, sent)).toEqual(REJECTED);

    await expectRejectedAndCounted(guid, fundraiser, unknown, 'unknown_payment', before);
    expect(await countRows(server.db, 'payments', { guid: unknown })).toBe(0);
  });

  it('when the path names another provider than the payment was made with, then it answers 400 REJECTED as unknown_payment', async () => {
    const fundraiser = await newFundraiser();
    const guid = await pending(fundraiser);
    const sent = signed(guid, 'paid');
    const before = await rejectionCount(server.db, 'payu', 'unknown_payment');

    const response = await fetch(`${server.url}/api/payments/notify/payu/${guid}`, { method: 'POST', headers: sent.headers, body: sent.rawBody });

    expect(response.status).toBe(400);
    expect(await response.text()).toBe('REJECTED');
    await expectRejectedAndCounted(guid, fundraiser, guid, 'unknown_payment', before, 'payu');
  });

  it('when the guid in the path differs from the guid in the signed body, then it answers 400 REJECTED, changes neither payment and keeps it as guid_mismatch', async () => {
    const fundraiser = await newFundraiser();
    const first = await pending(fundraiser);
    const second = await pending(fundraiser);
    const sent = signed(second, 'paid');

    expect(await notify(first, sent)).toEqual(REJECTED);

    await expectRejectedAndKept(first, fundraiser, first, sent, 'guid_mismatch');
    expect(await paymentRow(server.db, second)).toMatchObject({ status: 'pending' });
    expect(await countRows(server.db, 'payment_events', { payment_guid: second })).toBe(0);
  });

  it.each<[string, Record<string, unknown>]>([
    ['the amount is one grosz less', { amount: 2549 }],
    ['the amount is larger', { amount: 255_000 }],
    ['the currency is EUR', { currency: 'EUR' }],
  ])('when %s than the payment, then it answers 400 REJECTED and keeps it as amount_mismatch', async (_what, change) => {
    const fundraiser = await newFundraiser();
    const guid = await pending(fundraiser);
    const sent = sandboxNotification(secret, { guid, status: 'paid', amount: 2550, ...change });

    expect(await notify(guid, sent)).toEqual(REJECTED);

    await expectRejectedAndKept(guid, fundraiser, guid, sent, 'amount_mismatch');
  });

  it('when the signed body is not a notification at all, then it answers 400 REJECTED and counts it as malformed', async () => {
    const fundraiser = await newFundraiser();
    const guid = await pending(fundraiser);
    const sent = sandboxNotification(secret, { guid, status: 'maybe' as 'paid', amount: 2550 });
    const before = await rejectionCount(server.db, 'sandbox', 'malformed');

    expect(await notify(guid, sent)).toEqual(REJECTED);

    await expectRejectedAndCounted(guid, fundraiser, guid, 'malformed', before);
  });
});

describe('a notification that comes more than once or out of order', () => {
  it('when the same paid notification comes 5 times in a row, then it is counted once and stored once', async () => {
    const fundraiser = await newFundraiser();
    const guid = await pending(fundraiser);
    const sent = signed(guid, 'paid');

    for (let i = 0; i < 5; i++) expect(await notify(guid, sent)).toEqual(OK);

    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'paid' });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(2550);
    expect(await eventsOf(guid)).toEqual([{ event_key: `${guid}:paid`, verdict: 'counted' }]);
  });

  it('when 200 copies of one paid notification arrive at once, then all are answered 200 and the amount counts exactly once', { timeout: 60_000 }, async () => {
    const fundraiser = await newFundraiser();
    const guid = await pending(fundraiser, 12_345);
    const sent = signed(guid, 'paid', 12_345);

    const answers = await Promise.all(Array.from({ length: 200 }, () => notify(guid, sent)));

    expect(answers.filter((a) => a.status === 200 && a.text === 'OK')).toHaveLength(200);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(12_345);
    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'paid' });
    expect(await countRows(server.db, 'payment_events', { provider: 'sandbox', event_key: `${guid}:paid` })).toBe(1);
    expect(await eventsOf(guid)).toEqual([{ event_key: `${guid}:paid`, verdict: 'counted' }]);
  });

  it('when paid and failed notifications of one payment arrive at once (100 of each), then it ends paid and counts once', { timeout: 60_000 }, async () => {
    const fundraiser = await newFundraiser();
    const guid = await pending(fundraiser, 777);
    const paid = signed(guid, 'paid', 777);
    const failed = signed(guid, 'failed', 777);

    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => notify(guid, i % 2 ? paid : failed)));

    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'paid' });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(777);
    const events = await eventsOf(guid);
    expect(events).toHaveLength(2);
    expect(events.find((e) => e.event_key === `${guid}:paid`)).toEqual({ event_key: `${guid}:paid`, verdict: 'counted' });
    expect(['failed', 'unchanged']).toContain(events.find((e) => e.event_key === `${guid}:failed`)?.verdict);
  });

  it('when "paid" is followed by "failed", then the payment stays paid (paid is final) and counts once', async () => {
    const fundraiser = await newFundraiser();
    const guid = await pending(fundraiser);

    expect(await notify(guid, signed(guid, 'paid'))).toEqual(OK);
    expect(await notify(guid, signed(guid, 'failed'))).toEqual(OK);

    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'paid' });
    expect((await callRoute(server.url, API_ROUTES.paymentStatus, { guid })).body).toEqual({ guid, status: 'paid' });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(2550);
    expect(await eventsOf(guid)).toEqual([
      { event_key: `${guid}:paid`, verdict: 'counted' },
      { event_key: `${guid}:failed`, verdict: 'unchanged' },
    ]);
  });

  it('when "failed" is followed by "paid", then the late money counts, once', async () => {
    const fundraiser = await newFundraiser();
    const guid = await pending(fundraiser);

    expect(await notify(guid, signed(guid, 'failed'))).toEqual(OK);
    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'failed' });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(0);

    expect(await notify(guid, signed(guid, 'paid'))).toEqual(OK);
    expect(await notify(guid, signed(guid, 'paid'))).toEqual(OK);
    expect(await notify(guid, signed(guid, 'failed'))).toEqual(OK);

    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'paid', paid_at: expect.anything() });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(2550);
    expect(await eventsOf(guid)).toEqual([
      { event_key: `${guid}:failed`, verdict: 'failed' },
      { event_key: `${guid}:paid`, verdict: 'counted' },
    ]);
  });

  it('when 500 different donations are paid at once, then the fundraiser holds exactly the sum of the 500 amounts', { timeout: 120_000 }, async () => {
    const fundraiser = await newFundraiser();
    // Varied amounts with grosze, from 2,00 zł up to about 9 999 zł.
    const amounts = Array.from({ length: 500 }, (_, i) => 200 + ((i * 7919 + 13) % 999_800));
    const expected = amounts.reduce((sum, grosze) => sum + grosze, 0);
    const guids = await inBatches(amounts, 50, (grosze) => pending(fundraiser, grosze));
    expect(new Set(guids).size).toBe(500);

    const started = Date.now();
    const answers = await Promise.all(guids.map((guid, i) => notify(guid, signed(guid, 'paid', amounts[i]))));
    const elapsed = Date.now() - started;

    expect(answers.filter((a) => a.status === 200)).toHaveLength(500);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(expected);
    expect(await countRows(server.db, 'payments', { charity_id: fundraiser.id, status: 'paid' })).toBe(500);
    expect(await countRows(server.db, 'payments', { charity_id: fundraiser.id })).toBe(500);
    const perPayment = await server.db('payment_events').whereIn('payment_guid', guids).where({ verdict: 'counted' }).groupBy('payment_guid').select('payment_guid').count({ n: '*' });
    expect(perPayment).toHaveLength(500);
    expect(perPayment.every((row) => Number(row.n) === 1)).toBe(true);
    const sum = await server.db('payments').where({ charity_id: fundraiser.id, status: 'paid' }).sum({ total: 'amount' }).first();
    expect(Number(sum?.total)).toBe(expected);
    expect((await callRoute(server.url, API_ROUTES.charity, { name: fundraiser.url })).body.collected_amount).toBe(expected / 100);
    expect(elapsed).toBeLessThan(60_000);
  });
});

describe('reconcile: asking the operator again about stuck payments', () => {
  // A server of its own per test: reconcile looks at every stale pending payment in the database.
  let own: TestServer;
  let ownAdmin: string;
  beforeEach(async () => {
    own = await startTestServer();
    const admin = await createAdminAccount(own);
    ownAdmin = await adminLogin(own.url, admin.email, admin.password);
  });
  afterEach(async () => {
    await own?.close();
  });

  const reconcile = (body: unknown = { older_than_minutes: 30 }, token = ownAdmin) => callRoute(own.url, API_ROUTES.reconcile, {}, { token, body });
  const decide = (guid: string, status: 'paid' | 'failed') => own.db('sandbox_decisions').insert({ guid, status, decided_at: own.clock.now() });
  const MINUTE = 60_000;

  it('when the notification of a paid payment never came, then reconcile counts it once and a second reconcile changes nothing', async () => {
    const fundraiser = await createFundraiser(own.url, ownAdmin);
    const lost = await startDonation(own.url, fundraiser.id, { amount: '40,05' });
    const undecided = await startDonation(own.url, fundraiser.id, { amount: '10' });
    await decide(lost, 'paid');
    own.clock.advance(31 * MINUTE);
    const young = await startDonation(own.url, fundraiser.id, { amount: '15' });
    await decide(young, 'paid');

    const first = await reconcile();

    expect(first.status).toBe(200);
    expect(first.body).toEqual({ polled: 2, outcomes: { counted: 1 }, differences: [], figure_differences: [], spent_differences: [] });
    const [entry] = (await callRoute(own.url, withQuery(API_ROUTES.adminAudit, { action: 'payment.reconcile' }), {}, { token: ownAdmin })).body;
    expect(entry).toMatchObject({ entity_type: 'payment', after: { polled: 2, outcomes: { counted: 1 }, differences: 0 } });
    expect(await paymentRow(own.db, lost)).toMatchObject({ status: 'paid' });
    expect(await paymentRow(own.db, undecided)).toMatchObject({ status: 'pending' });
    expect(await paymentRow(own.db, young)).toMatchObject({ status: 'pending' }); // younger than 30 minutes: not asked yet
    expect(await collectedGrosze(own.db, fundraiser.id)).toBe(4005);
    expect(await own.db('payment_events').where({ payment_guid: lost }).select('event_key', 'verdict')).toEqual([{ event_key: `reconcile:${lost}:paid`, verdict: 'counted' }]);

    const second = await reconcile();

    expect(second.body).toEqual({ polled: 1, outcomes: {}, differences: [], figure_differences: [], spent_differences: [] });
    expect(await collectedGrosze(own.db, fundraiser.id)).toBe(4005);
    expect(await countRows(own.db, 'payment_events', { payment_guid: lost })).toBe(1);
  });

  it('when the late notification arrives after reconcile counted the payment, then it is not counted again', async () => {
    const fundraiser = await createFundraiser(own.url, ownAdmin);
    const guid = await startDonation(own.url, fundraiser.id, { amount: '40,05' });
    await decide(guid, 'paid');
    own.clock.advance(31 * MINUTE);
    expect((await reconcile()).body.outcomes).toEqual({ counted: 1 });

    const late = await sendNotification(own.url, guid, sandboxNotification(own.deps.payments.sandboxSecret, { guid, status: 'paid', amount: 4005 }));

    expect(late).toEqual(OK);
    expect(await collectedGrosze(own.db, fundraiser.id)).toBe(4005);
    expect(await own.db('payment_events').where({ payment_guid: guid }).orderBy('id').select('event_key', 'verdict')).toEqual([
      { event_key: `reconcile:${guid}:paid`, verdict: 'counted' },
      { event_key: `${guid}:paid`, verdict: 'unchanged' },
    ]);
  });

  it('when the operator says the payment failed, then reconcile marks it failed and adds nothing', async () => {
    const fundraiser = await createFundraiser(own.url, ownAdmin);
    const guid = await startDonation(own.url, fundraiser.id);
    await decide(guid, 'failed');
    own.clock.advance(31 * MINUTE);

    expect((await reconcile()).body).toEqual({ polled: 1, outcomes: { failed: 1 }, differences: [], figure_differences: [], spent_differences: [] });

    expect(await paymentRow(own.db, guid)).toMatchObject({ status: 'failed' });
    expect(await collectedGrosze(own.db, fundraiser.id)).toBe(0);
  });

  it('when a fundraiser\'s collected amount does not match its paid payments, then reconcile lists it in differences (and fixes nothing silently)', async () => {
    const honest = await createFundraiser(own.url, ownAdmin);
    const corrupted = await createFundraiser(own.url, ownAdmin);
    const phantom = await createFundraiser(own.url, ownAdmin);
    for (const fundraiser of [honest, corrupted]) {
      const guid = await startDonation(own.url, fundraiser.id);
      expect(await sendNotification(own.url, guid, sandboxNotification(own.deps.payments.sandboxSecret, { guid, status: 'paid', amount: 2550 }))).toEqual(OK);
    }
    expect((await reconcile()).body.differences).toEqual([]);

    await own.db('charities').where({ id: corrupted.id }).update({ collected_amount: 9999 });
    await own.db('charities').where({ id: phantom.id }).update({ collected_amount: 100 });
    const report = await reconcile();

    expect(report.status).toBe(200);
    expect(report.body.differences).toEqual([
      { charity_id: corrupted.id, title: corrupted.title, collected: 9999, paid_sum: 2550, ledger_sum: 2550 },
      { charity_id: phantom.id, title: phantom.title, collected: 100, paid_sum: 0, ledger_sum: 0 },
    ]);
    expect(await collectedGrosze(own.db, corrupted.id)).toBe(9999);
    expect(await collectedGrosze(own.db, honest.id)).toBe(2550);
  });

  it('when a user or nobody asks for reconcile, then it answers 403 or 401 and counts nothing', async () => {
    const fundraiser = await createFundraiser(own.url, ownAdmin);
    const guid = await startDonation(own.url, fundraiser.id);
    await decide(guid, 'paid');
    own.clock.advance(31 * MINUTE);
    const user = await createActiveUser(own);
    const token = await login(own, user.email, user.password);

    expect((await reconcile(undefined, token)).status).toBe(403);
    expect((await callRoute(own.url, API_ROUTES.reconcile, {}, { body: { older_than_minutes: 30 } })).status).toBe(401);
    expect((await reconcile({ older_than_minutes: -1 })).status).toBe(400);

    expect(await paymentRow(own.db, guid)).toMatchObject({ status: 'pending' });
    expect(await collectedGrosze(own.db, fundraiser.id)).toBe(0);
  });
});
