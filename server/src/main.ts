import type { AddressInfo } from 'node:net';
import { formatGrosze } from '@zlota/shared/money';
import { createApp } from './app.js';
import { ConfigError, parseConfig, type Config } from './config.js';
import { ensureFirstAdmin } from './components/users/create-admin-use-case.js';
import { createDb, isSqlite, migrate } from './db/knex.js';
import { seedDemo } from './db/seeds/seed-demo.js';
import type { Deps } from './deps.js';
import { systemClock } from './libraries/clock.js';
import { createLogger } from './libraries/logger.js';
import { createMailer } from './libraries/mailer.js';
import { resolveAppSecret } from './libraries/app-secret.js';
import { createSecretBox } from './libraries/secret-box.js';
import { createPaymentGateway } from './payments/gateway.js';

function loadConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** SEED_DEMO=1 always seeds; unset, only an empty SQLite database gets the demo; SEED_DEMO=0 never. */
async function seedDemoIfWanted(deps: Deps): Promise<void> {
  const { config, db, logger } = deps;
  if (config.seedDemo === false) return;
  if (config.seedDemo === undefined) {
    if (!isSqlite(db) || (await db('charities').first('id'))) return;
  }
  const summary = await seedDemo(deps, { fundraisers: 130 });
  const collected = formatGrosze(summary.collected);
  logger.info(summary, `Dodano dane demonstracyjne: ${summary.fundraisers} zbiórek, ${summary.payments} wpłat, ${collected} (SEED_DEMO=0 wyłącza)`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = createDb(config.database);
  await migrate(db);
  const mailer = createMailer({ db, clock: systemClock, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const secretBox = createSecretBox(resolveAppSecret(config, logger));
  const payments = createPaymentGateway({ config, db, secretBox });
  const deps: Deps = { config, db, clock: systemClock, mailer, logger, secretBox, payments };
  await ensureFirstAdmin(deps, config.firstAdmin);
  await seedDemoIfWanted(deps);

  const server = createApp(deps).listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ port, url: `http://${config.host}:${port}`, database: config.database.client }, 'Złota rybka nasłuchuje');
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Zamykanie: kończę obsługę trwających żądań');
    setTimeout(() => {
      logger.error('Zamykanie trwa zbyt długo, przerywam');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    server.close(async () => {
      mailer.close();
      await db.destroy();
      logger.info('Zamknięto');
      process.exitCode = 0;
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Nie udało się uruchomić serwera: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
