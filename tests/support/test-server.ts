import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { inject } from 'vitest';
import { createApp } from '@zlota/server/app';
import type { CacheInvalidation } from '@zlota/server/cache/cache-invalidation';
import { parseConfig, type Config } from '@zlota/server/config';
import { createDb, createReader, migrate, type Db } from '@zlota/server/db/knex';
import type { Deps } from '@zlota/server/deps';
import type { Clock } from '@zlota/server/libraries/clock';
import { newLifecycle } from '@zlota/server/libraries/lifecycle';
import { createLogger } from '@zlota/server/libraries/logger';
import { createMailer } from '@zlota/server/components/emails/mailer';
import type { OutboxWorker } from '@zlota/server/components/emails/email-outbox-worker';
import { createSecretBox } from '@zlota/server/libraries/secret-box';
import { createPaymentGateway } from '@zlota/server/components/payments/payment-gateway';
import { checkAnswersOf } from './contract-check.js';
import { attachmentRenderer } from '@zlota/server/components/payments/email-attachments-use-case';
import { foundationMailing } from '@zlota/server/components/foundation/foundation-use-case';

/** A clock the test moves by hand: token expiry is tested without waiting. */
export class TestClock implements Clock {
  constructor(private current = Date.now()) {}
  now() {
    return this.current;
  }
  advance(ms: number) {
    this.current += ms;
  }
}

export interface TestServer {
  url: string;
  db: Db;
  deps: Deps;
  clock: TestClock;
  config: Config;
  /** The server's outbox worker: `deliverDue()` sends what is due now. */
  outbox: OutboxWorker;
  close(): Promise<void>;
}

export const testDatabase = (): 'sqlite' | 'pg' => (process.env.TEST_DB === 'pg' ? 'pg' : 'sqlite');

/** Rate limits are high here; the rate-limit tests set their own. */
const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PORT: '0',
  RATE_LIMIT_LOGIN: '10000',
  RATE_LIMIT_SIGN_UP: '10000',
  RATE_LIMIT_REMEMBER: '10000',
  RATE_LIMIT_PAYMENT_NOTIFICATIONS: '100000',
  RATE_LIMIT_REMEMBER_PER_EMAIL: '10000',
  RATE_LIMIT_ACCOUNT_FAILURES: '10000',
  RATE_LIMIT_NEW_CHARITIES: '10000',
  RATE_LIMIT_IMAGE_UPLOADS: '10000',
  RATE_LIMIT_REPORTS: '10000',
  RATE_LIMIT_REPORTS_PER_CHARITY: '10000',
  APP_SECRET: 'test-secret-of-the-test-suite-0123456789',
  // Many suites change rows directly and read them back at once; the cache has its own tests.
  CATALOG_CACHE_SECONDS: '0',
};

/**
 * Drops a test's database. PostgreSQL asks for a checkpoint first, and with many test databases made and dropped at
 * once on one cluster that request has failed now and then ("checkpoint request failed", once in a CI run): the
 * database is then dropped again, a few times, before the failure is the test's.
 */
async function dropDatabase(admin: Knex, name: string, tries = 4): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (failure) {
      if (attempt >= tries || !String((failure as Error).message).includes('checkpoint request failed')) throw failure;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

/** A PostgreSQL database's address on the test cluster. */
function databaseUrl(name: string): string {
  const url = new URL(inject('pgUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database with every migration applied, made once per test process and copied for each server: migrating from
 * nothing takes about a second (SQLite) or two (PostgreSQL), and the API suites start hundreds of servers. The server
 * still runs `migrate` on its copy, which finds nothing left to do. SQLite: a closed file (its WAL folded in) copied;
 * PostgreSQL: a template database (`CREATE DATABASE … TEMPLATE`), dropped with the throwaway cluster or, on a cluster
 * of TEST_PG_URL, by the global teardown (postgres-global-setup.ts).
 */
let migratedTemplate: Promise<string> | undefined;
const TEMPLATE_PREFIX = 'zlota_template_'; // postgres-global-setup.ts drops these on a cluster of TEST_PG_URL

async function makeTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zlota-template-'));
  let name: string | undefined;
  if (testDatabase() === 'pg') {
    name = `${TEMPLATE_PREFIX}${randomBytes(6).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: inject('pgUrl'), pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE DATABASE ${name}`);
    await admin.destroy();
  }
  const config = parseConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...(name ? { DATABASE_URL: databaseUrl(name) } : {}) });
  const db = createDb(config.database);
  await migrate(db);
  await db.destroy();
  return name ?? (config.database as { file: string }).file;
}

/** A database of the test file's own: a SQLite file in a fresh folder, or a fresh PostgreSQL database; `migrated`: with every migration applied. */
export async function freshDatabase(options: { migrated?: boolean } = {}): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const template = options.migrated
    ? await (migratedTemplate ??= makeTemplate().catch((failure: unknown) => {
        migratedTemplate = undefined; // the next server tries again
        throw failure;
      }))
    : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zlota-test-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (testDatabase() === 'sqlite') {
    if (template) copyFileSync(template, path.join(dataDir, path.basename(template)));
    return { env: { DATA_DIR: dataDir }, drop: removeDir };
  }
  const name = `zlota_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: inject('pgUrl'), pool: { min: 0, max: 1 } });
  await admin.raw(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(name) },
    async drop() {
      await dropDatabase(admin, name);
      await admin.destroy();
      await removeDir();
    },
  };
}

/** The real app on a real database, listening on a free loopback port, as `npm start` runs it. */
export async function startTestServer(env: Record<string, string> = {}, options: { invalidation?: CacheInvalidation } = {}): Promise<TestServer> {
  const database = await freshDatabase({ migrated: true });
  const config = parseConfig({ ...TEST_ENV, ...database.env, ...env });
  const db = createDb(config.database);
  await migrate(db);
  const clock = new TestClock();
  const logger = createLogger(config.logLevel);
  const mailer = createMailer({ db, clock, logger, smtpUrl: config.smtpUrl, from: config.mailFrom, renderAttachment: attachmentRenderer(db), ...foundationMailing(db) });
  const secretBox = createSecretBox(config.appSecret!);
  const reader = createReader(config.database, db);
  const deps: Deps = { config, db, reader, clock, mailer, logger, secretBox, payments: createPaymentGateway({ config, db, secretBox }), lifecycle: newLifecycle(logger) };
  mailer.start();
  const server = createApp(deps, options.invalidation).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const stopChecking = checkAnswersOf(url);
  config.publicUrl = url; // links in e-mails point at this server
  return {
    url,
    db,
    deps,
    clock,
    config,
    outbox: mailer,
    async close() {
      stopChecking();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mailer.stop();
      if (reader !== db) await reader.destroy();
      await db.destroy();
      await database.drop();
    },
  };
}

/**
 * A statement of the outbox worker's own (it claims or marks messages in the background, up to NUDGE_GATHER_MS after
 * a commit): a count of what a request sends leaves these out.
 */
export const byOutboxWorker = (sql: string) => sql.includes('email_outbox') && sql.includes('claimed_by');
