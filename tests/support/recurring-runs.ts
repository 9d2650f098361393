// Issue 40: the monthly giving job as the API tests drive it: a second runner of the job on its own database
// connection(s) and provider adapters (as a second instance, or `npm run recurring` beside the server, would be), the
// shared clock moved to a Warsaw day, and both runners at the same moment.
import { createDb } from '@zlota/server/db/knex';
import type { Deps } from '@zlota/server/deps';
import { createPaymentGateway } from '@zlota/server/components/payments/payment-gateway';
import { chargeDue, type ChargeReport } from '@zlota/server/components/recurring/charge-due-use-case';
import type { TestServer } from './test-server.js';

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
