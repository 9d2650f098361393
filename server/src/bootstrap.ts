import { ConfigError, parseConfig, type Config } from './config.js';
import { createDb, createReader, migrate, refreshPlannerStatistics } from './db/knex.js';
import type { Deps } from './deps.js';
import { resolveAppSecret } from './libraries/app-secret.js';
import { systemClock } from './libraries/clock.js';
import { createLogger } from './libraries/logger.js';
import type { OutboxWorker } from './components/emails/email-outbox-worker.js';
import { createMailer } from './components/emails/mailer.js';
import { createSecretBox } from './libraries/secret-box.js';
import { createPaymentGateway } from './components/payments/payment-gateway.js';
import { attachmentRenderer } from './components/payments/email-attachments-use-case.js';
import { foundationMailing } from './components/foundation/foundation-use-case.js';
import { newLifecycle } from './libraries/lifecycle.js';

/** Configuration from the environment; a bad value is printed and the process exits 1. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/**
 * Everything a use case may reach, on a migrated database: shared by the server and the commands.
 * A cluster's workers pass `migrated`: their primary has migrated before forking them.
 */
export async function createDeps(config: Config, options: { migrated?: boolean } = {}): Promise<Deps & { outbox: OutboxWorker; close(): Promise<void> }> {
  const logger = createLogger(config.logLevel);
  const db = createDb(config.database);
  if (!options.migrated) {
    await migrate(db);
    await refreshPlannerStatistics(db);
  }
  const reader = createReader(config.database, db);
  const mailer = createMailer({ db, clock: systemClock, logger, smtpUrl: config.smtpUrl, from: config.mailFrom, renderAttachment: attachmentRenderer(db), ...foundationMailing(db) });
  const secretBox = createSecretBox(resolveAppSecret(config, logger));
  const payments = createPaymentGateway({ config, db, secretBox });
  return {
    config,
    db,
    reader,
    clock: systemClock,
    mailer,
    /** Started by the server process only: a command's messages wait in the outbox for the server. */
    outbox: mailer,
    logger,
    secretBox,
    payments,
    lifecycle: newLifecycle(logger),
    async close() {
      await mailer.stop();
      if (reader !== db) await reader.destroy();
      await db.destroy();
    },
  };
}
