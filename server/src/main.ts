import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { ConfigError, parseConfig, type Config } from './config.js';
import { ensureFirstAdmin } from './components/users/create-admin-use-case.js';
import { createDb, migrate } from './db/knex.js';
import type { Deps } from './deps.js';
import { systemClock } from './libraries/clock.js';
import { createLogger } from './libraries/logger.js';
import { createMailer } from './libraries/mailer.js';

function loadConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = createDb(config.database);
  await migrate(db);
  const mailer = createMailer({ db, clock: systemClock, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const deps: Deps = { config, db, clock: systemClock, mailer, logger };
  await ensureFirstAdmin(deps, config.firstAdmin);

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
