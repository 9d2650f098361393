// Issue 40: the monthly giving job as the API tests drive it: a second runner of the job on its own database
// connection(s) and provider adapters (as a second instance, or `npm run recurring` beside the server, would be), the
// shared clock moved to a Warsaw day, and both runners at the same moment.
import { createDb } from '@zlota/server/db/knex';
import type { Deps } from '@zlota/server/deps';
import { createPaymentGateway } from '@zlota/server/components/payments/payment-gateway';
import { chargeDue, type ChargeReport } from '@zlota/server/components/recurring/charge-due-use-case';
import { afterAll, beforeAll } from 'vitest';
import { createAdminAccount } from './accounts.js';
import { adminLogin, createFundraiser, type Fundraiser } from './payments.js';
import { paymentTestHosts } from './payment-test-hosts.js';
import { startPayuStandIn, type PayuStandIn } from './payu-stand-in.js';
import { configureFundraiser } from './provider-flow.js';
import { startTestServer, type TestServer } from './test-server.js';

/** Another runner of the job against the same database and clock; destroy its `db` after the tests. */
export function secondRunner(server: TestServer): Deps {
  const db = createDb(server.config.database);
  return { ...server.deps, db, reader: db, payments: createPaymentGateway({ config: server.config, db, secretBox: server.deps.secretBox }) };
}

/** The clock at noon of a Warsaw day. */
export function setDay(server: TestServer, day: string): void {
  server.clock.advance(Date.parse(`${day}T11:00:00Z`) - server.clock.now());
}

/** The job run by the server and the second runner at the same moment; their reports added up. */
export async function chargeTwiceAtOnce(server: TestServer, second: Deps, asOf: string): Promise<ChargeReport> {
  const [a, b] = await Promise.all([chargeDue(server.deps, asOf), chargeDue(second, asOf)]);
  return Object.fromEntries(Object.keys(a).map((key) => [key, a[key as keyof ChargeReport] + b[key as keyof ChargeReport]])) as unknown as ChargeReport;
}

export interface PayuRecurringPortal {
  readonly server: TestServer;
  readonly payu: PayuStandIn;
  /** The job's second runner (another instance, or `npm run recurring` beside the server). */
  readonly second: Deps;
  /** A token of the file's staff account. */
  staffToken(): Promise<string>;
  /** A fundraiser served by the PayU stand-in. */
  payuFundraiser(): Promise<Fundraiser>;
}

/**
 * A test file's portal for monthly giving through PayU: the PayU stand-in, a server allowed to reach it, a staff
 * account and the job's second runner, started before the file's tests and closed after them.
 */
export function usePayuRecurring(): PayuRecurringPortal {
  let started: { server: TestServer; payu: PayuStandIn; second: Deps; admin: { email: string; password: string } } | undefined;
  // Each part is kept as soon as it runs, so that whatever started is closed even when a later part failed to.
  const parts: { payu?: PayuStandIn; server?: TestServer; second?: Deps } = {};
  beforeAll(async () => {
    const payu = (parts.payu = await startPayuStandIn());
    const server = (parts.server = await startTestServer(paymentTestHosts(payu.url)));
    const second = (parts.second = secondRunner(server));
    started = { payu, server, second, admin: await createAdminAccount(server) };
  });
  afterAll(async () => {
    await parts.second?.db.destroy();
    await parts.server?.close();
    await parts.payu?.close();
  });
  const portal = () => {
    if (!started) throw new Error('usePayuRecurring: the portal is read before its beforeAll ran');
    return started;
  };
  const staffToken = () => adminLogin(portal().server.url, portal().admin.email, portal().admin.password);
  return {
    get server() {
      return portal().server;
    },
    get payu() {
      return portal().payu;
    },
    get second() {
      return portal().second;
    },
    staffToken,
    async payuFundraiser() {
      const { server, payu } = portal();
      const token = await staffToken();
      const fundraiser = await createFundraiser(server.url, token);
      await configureFundraiser(server.url, token, fundraiser.id, {
        provider: 'payu',
        config: { pos_id: payu.config.posId, client_id: payu.config.clientId, base_url: payu.url },
        secrets: { client_secret: payu.config.clientSecret, second_key: payu.config.secondKey },
      });
      return fundraiser;
    },
  };
}
