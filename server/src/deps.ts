import type { Config } from './config.js';
import type { Db } from './db/knex.js';
import type { Clock } from './libraries/clock.js';
import type { Lifecycle } from './libraries/lifecycle.js';
import type { Logger } from './libraries/logger.js';
import type { Mailer } from './components/emails/mailer.js';
import type { SecretBox } from './libraries/secret-box.js';
import type { PaymentGateway } from './components/payments/payment-gateway.js';
import type { CacheChange } from './cache/response-cache.js';

/** What use cases may reach: passed in, never imported, so tests give their own. */
export interface Deps {
  config: Config;
  db: Db;
  /** Plain reads of what has committed, beside the writer (`createReader`); the same pool as `db` on PostgreSQL. */
  reader: Db;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  secretBox: SecretBox;
  payments: PaymentGateway;
  /** Set by the server process when it begins to stop (SIGTERM): `/api/health` and `/api/ready` answer 503 at once. */
  lifecycle: Lifecycle;
  /**
   * A write made outside any request (a background job, a command) told to the kept answers as a request's write is:
   * this process's cache, the cluster's workers, other instances on PostgreSQL (`jobAnnouncer`, `instancesAnnouncer`).
   * Absent: nobody keeps answers here (tests, commands on SQLite); they expire within CATALOG_CACHE_SECONDS.
   */
  announce?: (change?: CacheChange) => Promise<void>;
}
