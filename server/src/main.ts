import type { AddressInfo } from 'node:net';
import { formatGrosze } from '@zlota/shared/money';
import { createApp } from './app.js';
import { createDeps, loadConfig } from './bootstrap.js';
import { countAllCharities } from './components/charities/charities-repository.js';
import { schedulePaymentEventsRetention } from './components/payments/payment-events-retention-use-case.js';
import { ensureFirstAdmin } from './components/users/create-admin-use-case.js';
import { isSqlite } from './db/knex.js';
import { seedDemo } from './seeds/seed-demo.js';
import type { Deps } from './deps.js';

/** The demo goes into an empty database only: with SEED_DEMO=1 any, unset only SQLite; SEED_DEMO=0 never. */
async function seedDemoIfWanted(deps: Deps): Promise<void> {
  const { config, db, logger } = deps;
  const wanted = config.seedDemo ?? isSqlite(db);
  if (!wanted || (await countAllCharities(db)) > 0) return;
  const summary = await seedDemo(deps, { fundraisers: 130 });
  const collected = formatGrosze(summary.collected);
  logger.info(summary, `Dodano dane demonstracyjne: ${summary.fundraisers} zbiórek, ${summary.payments} wpłat, ${collected} (SEED_DEMO=0 wyłącza)`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const deps = await createDeps(config);
  const { logger } = deps;
  await ensureFirstAdmin(deps, config.firstAdmin);
  await seedDemoIfWanted(deps);

  const retention = schedulePaymentEventsRetention(deps);
  deps.outbox.start();
  let stopping = false;
  const app = createApp(deps);
  const server = app.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    // Without PUBLIC_URL, links in e-mails use the port actually taken (PORT=0 picks a free one).
    if (!process.env.PUBLIC_URL) config.publicUrl = `http://localhost:${port}`;
    logger.info({ port, url: `http://${config.host}:${port}`, database: config.database.client }, 'Złota rybka nasłuchuje');
  });
  // While stopping, every answer closes its connection, so keep-alive clients do not hold the exit.
  server.on('request', (_req, res) => {
    if (stopping) res.setHeader('Connection', 'close');
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Zamykanie: kończę obsługę trwających żądań');
    setTimeout(() => {
      logger.error('Zamykanie trwa zbyt długo, przerywam');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    const retentionStopped = retention.stop();
    server.close(async () => {
      await retentionStopped;
      await deps.outbox.stop(); // the message being sent is finished and marked; the rest wait in the outbox
      await deps.close();
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
