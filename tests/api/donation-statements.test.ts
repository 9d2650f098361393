import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminAccount } from '../support/accounts.js';
import {
  adminLogin,
  collectedGrosze,
  createFundraiser,
  paymentRow,
  sandboxNotification,
  sandboxSecretFrom,
  sendNotification,
  startDonation,
  zlText,
  type Fundraiser,
} from '../support/payments.js';
import { byOutboxWorker, startTestServer, testDatabase, type TestServer } from '../support/test-server.js';

// Issue 16: on SQLite every write queues on one connection, so a donation's throughput is set by how many statements
// it sends there. These are the statements of one sandbox donation, counted, so that a new one is a decision.
// PostgreSQL has no single writer (and its reads share the writers' pool): SQLite only.

let server: TestServer;
let fundraiser: Fundraiser;

beforeAll(async () => {
  if (testDatabase() === 'pg') return;
  server = await startTestServer();
  const admin = await createAdminAccount(server);
  fundraiser = await createFundraiser(server.url, await adminLogin(server.url, admin.email, admin.password));
});
afterAll(async () => {
  await server?.close();
});

interface Statements {
  writer: string[];
  reader: string[];
}

/** The statements `task` sends to the writer and to the readers. */
async function statementsOf(task: () => Promise<void>): Promise<Statements> {
  const seen: Statements = { writer: [], reader: [] };
  const onWriter = (query: { sql: string }) => seen.writer.push(query.sql);
  const onReader = (query: { sql: string }) => seen.reader.push(query.sql);
  server.db.on('query', onWriter);
  server.deps.reader.on('query', onReader);
  try {
    await task();
  } finally {
    server.db.off('query', onWriter);
    server.deps.reader.off('query', onReader);
  }
  return seen;
}

/** The test's own look-ups while it waits for the worker. */
const byTest = (sql: string) => sql.startsWith('select * from `email_outbox`');
const outboxRow = (guid: string) => server.db('email_outbox').where({ attachment: `donation-confirmation:${guid}` }).first();

describe.skipIf(testDatabase() === 'pg')('the statements of one sandbox donation', () => {
  it('when a donation is started and its paid notification comes, then the writer runs one insert and one transaction of five statements, and the confirmation is logged by the worker', async () => {
    const secret = sandboxSecretFrom(server.config.appSecret!);
    const before = await collectedGrosze(server.db, fundraiser.id);
    let guid = '';

    const donation = await statementsOf(async () => {
      guid = await startDonation(server.url, fundraiser.id, { amount: '12,34' });
    });
    const notification = await statementsOf(async () => {
      const answer = await sendNotification(server.url, guid, sandboxNotification(secret, { guid, status: 'paid', amount: 1234 }));
      expect(answer).toEqual({ status: 200, text: 'OK' });
      await expect.poll(async () => (await outboxRow(guid))?.status, { interval: 20, timeout: 5_000 }).toBe('logged');
    });

    expect(donation.writer).toEqual([expect.stringMatching(/^insert into `payments`/)]);
    expect(donation.reader).toHaveLength(4); // the idempotency key, the fundraiser, its beneficiary, the provider's configuration
    const request = notification.writer.filter((sql) => !byOutboxWorker(sql) && !byTest(sql));
    expect(request.map((sql) => sql.split(' ').slice(0, 3).join(' '))).toEqual([
      'INSERT INTO rate_limits',
      'BEGIN IMMEDIATE;',
      'insert into `payment_events`',
      'update `payments` set',
      // Issue 35: the ledger's row, then the fundraiser's figure, written together by bookMovement in the same
      // transaction (a closed month is refused by its trigger, no look-up; a repeated movement writes neither).
      'insert into `ledger_entries`',
      'update `charities` set',
      // Issue 30: the confirmation is signed with the foundation's record, read in the transaction that writes it.
      'select `record`, `example`',
      'insert into `email_outbox`',
      'COMMIT;',
    ]);
    // The payment read once before the transaction (the handler and the forgetting share it); then (issue 38) its
    // fundraiser's slug, so only its own kept answers are forgotten: read once per process, as a slug never changes.
    expect(notification.reader).toEqual([
      expect.stringMatching(/^select \* from `payments` where `guid`/),
      expect.stringMatching(/^select `url` from `charities` where `id` = \?/),
    ]);
    // Without SMTP the worker marks the due messages logged and reads them back in one statement.
    expect(notification.writer.filter(byOutboxWorker)).toEqual([expect.stringMatching(/^update `email_outbox` set `status` = \?.* returning \*$/)]);

    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'paid', amount: 1234, provider_ref: `sandbox-${guid}` });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(before + 1234);
    expect(await server.db('payment_events').where({ payment_guid: guid }).select('verdict')).toEqual([{ verdict: 'counted' }]);

    // The next donation to the same fundraiser: its notification reads only its payment.
    const next = await startDonation(server.url, fundraiser.id, { amount: '5' });
    const again = await statementsOf(async () => {
      expect(await sendNotification(server.url, next, sandboxNotification(secret, { guid: next, status: 'paid', amount: 500 }))).toEqual({ status: 200, text: 'OK' });
    });
    expect(again.reader).toEqual([expect.stringMatching(/^select \* from `payments` where `guid`/)]);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(before + 1234 + 500);
  });

  it('when twenty paid notifications come at once, then they share commits, and each is counted once', async () => {
    const secret = sandboxSecretFrom(server.config.appSecret!);
    const before = await collectedGrosze(server.db, fundraiser.id);
    const amounts = Array.from({ length: 20 }, (_, i) => 1_000 + i);
    const guids = await Promise.all(amounts.map((amount) => startDonation(server.url, fundraiser.id, { amount: zlText(amount) })));

    const notifications = await statementsOf(async () => {
      const answers = await Promise.all(guids.map((guid, i) => sendNotification(server.url, guid, sandboxNotification(secret, { guid, status: 'paid', amount: amounts[i]! }))));
      expect(answers).toEqual(guids.map(() => ({ status: 200, text: 'OK' })));
    });

    const commits = notifications.writer.filter((sql) => sql === 'COMMIT;').length;
    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThan(guids.length);
    expect(notifications.writer.filter((sql) => sql.startsWith('update `charities` set'))).toHaveLength(guids.length);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(before + amounts.reduce((a, b) => a + b, 0));
    expect(await server.db('payments').whereIn('guid', guids).where({ status: 'paid' }).count({ n: '*' })).toEqual([{ n: guids.length }]);
    expect(await server.db('payment_events').whereIn('payment_guid', guids).where({ verdict: 'counted' }).count({ n: '*' })).toEqual([{ n: guids.length }]);
  });
});
