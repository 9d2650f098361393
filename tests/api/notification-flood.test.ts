import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@zlota/shared/messages';
import { call, type ApiResponse } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
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
  type Fundraiser,
} from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 13, item 2: POST /api/payments/notify/anything/x with a 99 KB body answered REJECTED but stored a
// payment_events row each time (200 requests: 21 MB). A refused notification is now counted, never stored;
// a body above 16 KB is refused unread; one address gets a limited number of tries a minute.

const KB = 1024;
/** A JSON body of about `size` bytes. */
const jsonOf = (size: number) => JSON.stringify({ padding: 'x'.repeat(size - 20) });
const JSON_TYPE = { 'content-type': 'application/json' };
const post = (server: TestServer, path: string, rawBody: string, headers: Record<string, string> = JSON_TYPE): Promise<ApiResponse> =>
  call(server.url, 'POST', path, { rawBody, headers });

describe('hostile notifications', () => {
  let server: TestServer;
  let fundraiser: Fundraiser;
  let guid: string;
  beforeAll(async () => {
    server = await startTestServer();
    const admin = await createAdminAccount(server);
    fundraiser = await createFundraiser(server.url, await adminLogin(server.url, admin.email, admin.password));
    guid = await startDonation(server.url, fundraiser.id, { amount: '25,50' });
  });
  afterAll(() => server.close());

  const events = () => countRows(server.db, 'payment_events');

  /** `send` is answered as `expected`, stores no event, and counts one more refusal of `provider` for `reason`. */
  async function expectCountedNotStored(send: () => Promise<ApiResponse>, provider: string, reason: string, expected: (answer: ApiResponse) => void) {
    const [eventsBefore, countedBefore] = [await events(), await rejectionCount(server.db, provider, reason)];
    expected(await send());
    expect(await events()).toBe(eventsBefore);
    // A body refused unread is answered at once and counted just after: the count is waited for, never assumed.
    await expect.poll(() => rejectionCount(server.db, provider, reason)).toBe(countedBefore + 1);
  }
  const rejected = (answer: ApiResponse) => expect(answer).toMatchObject({ status: 400, body: 'REJECTED' });
  const errorAnswer = (status: number, code: string, message: string) => (answer: ApiResponse) =>
    expect(answer).toMatchObject({ status, body: { error: { code, message } } });

  it('when the issue\'s 99 KB body comes 40 times to a made-up provider, then every one is refused unread with 413 and nothing is stored', async () => {
    const [eventsBefore, countedBefore] = [await events(), await rejectionCount(server.db, 'unknown', 'too_large')];

    const answers = await inBatches(Array.from({ length: 40 }), 10, () => post(server, '/api/payments/notify/anything/x', jsonOf(99 * KB)));

    for (const answer of answers) errorAnswer(413, 'PAYLOAD_TOO_LARGE', API_MESSAGES.payloadTooLarge)(answer);
    expect(await events()).toBe(eventsBefore);
    await expect.poll(() => rejectionCount(server.db, 'unknown', 'too_large')).toBe(countedBefore + 40);
  });

  it('when the provider is made up, then it answers REJECTED and counts it under "unknown", never under the made-up name', async () => {
    await expectCountedNotStored(() => post(server, `/api/payments/notify/anything/${guid}`, jsonOf(KB)), 'unknown', 'unknown_provider', rejected);
    await expectCountedNotStored(() => post(server, '/api/payments/notify/cokolwiek-innego/x', '{}'), 'unknown', 'unknown_provider', rejected);

    const providers = (await server.db('payment_notification_rejections').distinct('provider')).map((row) => row.provider as string);
    expect(providers.every((name) => ['unknown', 'sandbox', 'payu', 'przelewy24'].includes(name)), providers.join()).toBe(true);
  });

  it('when the payment is unknown, then it answers REJECTED and is counted, not stored', async () => {
    const unknown = randomUUID();
    const signed = sandboxNotification(server.deps.payments.sandboxSecret, { guid: unknown, status: 'paid', amount: 2550 });
    await expectCountedNotStored(() => post(server, `/api/payments/notify/sandbox/${unknown}`, signed.rawBody, signed.headers), 'sandbox', 'unknown_payment', rejected);
    await expectCountedNotStored(() => post(server, '/api/payments/notify/sandbox/x', '{}'), 'sandbox', 'unknown_payment', rejected);
  });

  it('when a body for a real payment is above 16 KB, then 413 without reading or storing it; at the old 100 KB limit too', async () => {
    const tooLarge = errorAnswer(413, 'PAYLOAD_TOO_LARGE', API_MESSAGES.payloadTooLarge);
    await expectCountedNotStored(() => post(server, `/api/payments/notify/sandbox/${guid}`, jsonOf(17 * KB)), 'sandbox', 'too_large', tooLarge);
    await expectCountedNotStored(() => post(server, `/api/payments/notify/sandbox/${guid}`, jsonOf(99 * KB)), 'sandbox', 'too_large', tooLarge);
  });

  it('when the body is garbage, then it is refused and counted, not stored', async () => {
    const path = `/api/payments/notify/sandbox/${guid}`;
    await expectCountedNotStored(() => post(server, path, '{"guid": nie-json'), 'sandbox', 'not_json', errorAnswer(400, 'INVALID_JSON', API_MESSAGES.invalidJson));
    await expectCountedNotStored(() => post(server, path, 'śmieci', { 'content-type': 'text/plain' }), 'sandbox', 'not_json', errorAnswer(415, 'UNSUPPORTED_MEDIA_TYPE', API_MESSAGES.unsupportedMediaType));
    await expectCountedNotStored(() => post(server, path, jsonOf(4 * KB)), 'sandbox', 'bad_signature', rejected);
  });

  it('when the genuine notification comes after all of them, then it is stored and counts once', async () => {
    const answer = await sendNotification(server.url, guid, sandboxNotification(server.deps.payments.sandboxSecret, { guid, status: 'paid', amount: 2550 }));

    expect(answer).toEqual({ status: 200, text: 'OK' });
    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'paid' });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(2550);
    expect(await server.db('payment_events').select('payment_guid', 'verdict')).toEqual([{ payment_guid: guid, verdict: 'counted' }]);
  });
});

describe('a flood of notifications from one address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_PAYMENT_NOTIFICATIONS: '5' });
  });
  afterAll(() => server.close());

  const notify = () => post(server, `/api/payments/notify/sandbox/${randomUUID()}`, '{}');

  it('when it sends more than the limit in a minute, then 429 with Retry-After, refused before counting; a minute later it is heard again', async () => {
    for (let i = 0; i < 5; i += 1) expect((await notify()).status).toBe(400);
    const before = await rejectionCount(server.db, 'sandbox', 'unknown_payment');

    const refused = await notify();

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'RATE_LIMITED', message: API_MESSAGES.rateLimited } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await rejectionCount(server.db, 'sandbox', 'unknown_payment')).toBe(before);

    server.clock.advance(61_000);
    expect((await notify()).status).toBe(400);
  });

  it('when a burst arrives at once, then its hits are counted together, yet exactly the limit is heard and every hit is counted', async () => {
    server.clock.advance(61_000);
    const upserts: string[] = [];
    const seen = (query: { sql: string }) => {
      if (query.sql.includes('INSERT INTO rate_limits')) upserts.push(query.sql);
    };
    server.db.on('query', seen);
    // The counters are held while the burst arrives, as a busy writer would hold them: hits that come meanwhile wait
    // together (without the hold, a fast database may count each before the next one arrives).
    const held = await server.db.transaction();
    if (server.db.client.config.client === 'pg') await held.raw('LOCK TABLE rate_limits IN EXCLUSIVE MODE');
    const burst = Promise.all(Array.from({ length: 20 }, () => notify()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await held.commit();
    const answers = await burst.finally(() => server.db.off('query', seen));

    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
    expect(upserts.length).toBeLessThan(20);
    expect((await server.db('rate_limits').where('key', 'like', 'payment-notify:%').first('hits'))?.hits).toBe(20);
  });
});
