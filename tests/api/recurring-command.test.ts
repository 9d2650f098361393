import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { chargeDay, nextPeriod, periodOf } from '@zlota/shared/recurring-periods';
import { createAdminAccount } from '../support/accounts.js';
import { killAll, runSource } from '../support/child-process.js';
import { adminLogin, collectedGrosze, countRows, createFundraiser, donate, donationBody } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 40 item 7: `npm run recurring -- --as-of YYYY-MM-DD` beside a running server: two commands at once, then a
// third, charge each due month once; their charges' notifications reach the server at PUBLIC_URL as any provider's.

const CLI = 'server/src/cli/recurring.ts';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  killAll();
  await server?.close();
});

/** The command, on the server's database, with its APP_SECRET (the sandbox's signing key) and its address. */
function recurringCommand(asOf: string) {
  const database: Record<string, string> = server.config.database.client === 'pg' ? { DATABASE_URL: server.config.database.url } : {};
  return runSource(CLI, { NODE_ENV: 'test', DATA_DIR: server.config.dataDir, ...database, APP_SECRET: server.config.appSecret!, PUBLIC_URL: server.url, LOG_LEVEL: 'warn' }, ['--as-of', asOf]);
}

describe('npm run recurring', () => {
  it('when it runs twice at once and then again while the server runs, then each due month is charged once', async () => {
    const account = await createAdminAccount(server);
    const fundraiser = await createFundraiser(server.url, await adminLogin(server.url, account.email, account.password));
    const started = await donate(server.url, donationBody(fundraiser.id, { amount: '15', recurring: { every: 'month', day: 3 } }));
    const guid = started.body.guid as string;
    await fetch(`${server.url}/api/sandbox/pay/${guid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'paid', recurring_consent: '1' }).toString(),
      redirect: 'manual',
    });
    // Two months after the first payment's month are due.
    const second = nextPeriod(periodOf(warsawDay(server.clock.now())));
    const asOf = chargeDay(nextPeriod(second), 3);

    const [a, b] = [recurringCommand(asOf), recurringCommand(asOf)];
    expect([await a.exit(60_000), await b.exit(60_000)], `${a.stderr()}${b.stderr()}`).toEqual([0, 0]);
    expect(`${a.stdout()}${b.stdout()}`).toMatch(/Wpłaty cykliczne do \d{4}-\d{2}-\d{2}: potwierdzone nowe [01], obciążenia [0-2]/);
    const again = recurringCommand(asOf);
    expect(await again.exit(60_000)).toBe(0);
    expect(again.stdout()).toContain('obciążenia 0');

    const charges = await server.db('recurring_charges').orderBy('period').select('period', 'state');
    expect(charges).toEqual([
      { period: second, state: 'paid' },
      { period: nextPeriod(second), state: 'paid' },
    ]);
    expect(await countRows(server.db, 'payments', { recurring_id: started.body.recurring_id as number, status: 'paid' })).toBe(3);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(3 * 1500);
  });

  it('when --as-of is not a day, then it says how to write one and exits 1', async () => {
    const wrong = recurringCommand('5 marca');
    expect(await wrong.exit(60_000)).toBe(1);
    expect(wrong.stderr()).toContain('--as-of przyjmuje dzień w formacie RRRR-MM-DD');
  });
});
