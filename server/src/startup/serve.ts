import cluster from 'node:cluster';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app.js';
import { createDeps } from '../bootstrap.js';
import type { Config } from '../config.js';
import { isSqlite, useWriteLock } from '../db/knex.js';
import { lateTurnWarning, workerWriteLock } from '../db/write-lock.js';
import type { Deps } from '../deps.js';
import { bothInvalidations, clusterInvalidation, jobAnnouncer, noInvalidation, postgresInvalidation, type CacheInvalidation } from '../cache/cache-invalidation.js';
import { redactUrl } from '../http/request-log.js';
import { startBackgroundJobs } from './background-jobs.js';
import { prepareDatabase } from './prepare-database.js';

/** How long no new connection must come before a stopping process stops listening. */
const QUIET_MS = 500;

/**
 * Keeps accepting after SIGTERM: for the grace period, then for as long as connections still come (until QUIET_MS
 * pass without one), but at most until half the shutdown time, so that what was accepted has time to finish. Under
 * the cluster the primary hands accepted connections to the workers one at a time; a worker that stopped listening
 * while some still waited for it would leave them to be reset.
 */
async function acceptUntilQuiet(lastConnection: { at: number }, signalledAt: number, config: Config): Promise<void> {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await pause(config.shutdownGraceMs);
  const latest = signalledAt + Math.max(config.shutdownGraceMs, config.shutdownTimeoutMs / 2);
  while (Date.now() - lastConnection.at < QUIET_MS && Date.now() < latest) await pause(50);
}

/** The workers of one machine hear through their primary (a write's answer waits for them); PostgreSQL also tells every instance on any machine. */
async function invalidationFor(deps: Deps): Promise<CacheInvalidation> {
  const { database } = deps.config;
  const local = cluster.isWorker ? clusterInvalidation(deps.logger) : noInvalidation();
  if (database.client !== 'pg') return local;
  const everywhere = await postgresInvalidation({ url: database.url, db: deps.db, logger: deps.logger });
  return cluster.isWorker ? bothInvalidations(local, everywhere) : everywhere;
}

/**
 * One process serving HTTP: the whole portal (WORKERS=1), or a worker of the cluster, whose primary
 * has migrated and prepared the database and runs the background jobs.
 */
export async function serve(config: Config): Promise<void> {
  const alone = cluster.isPrimary;
  const deps = await createDeps(config, { migrated: !alone });
  const { logger } = deps;
  if (alone) await prepareDatabase(deps);
  // The workers of one SQLite file write in turns their primary hands out; alone, a process has nobody to wait for.
  else if (isSqlite(deps.db)) useWriteLock(deps.db, workerWriteLock(lateTurnWarning(logger)));
  // Alone, the process runs the jobs too: what they change clears its own kept answers and is told to other instances.
  const shared = await invalidationFor(deps);
  const { invalidation, announce } = alone ? jobAnnouncer(shared) : { invalidation: shared, announce: undefined };
  const jobs = announce ? startBackgroundJobs({ ...deps, announce }) : undefined;
  // Every serving process sends e-mail: rows are claimed one by one, and the process that wrote a message hears of it at once.
  deps.outbox.start();
  // Tests count the workers that answered; nobody else learns a process id.
  const workerHeader = !alone && config.env === 'test' ? String(process.pid) : undefined;

  let stopping = false;
  const app = createApp(deps, invalidation);
  const server = app.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    // Without PUBLIC_URL, links in e-mails use the port actually taken (PORT=0 picks a free one).
    if (!process.env.PUBLIC_URL) config.publicUrl = `http://localhost:${port}`;
    logger.info({ port, url: `http://${config.host}:${port}`, database: config.database.client }, 'Złota rybka nasłuchuje');
  });
  const inFlight = new Set<IncomingMessage>();
  const lastConnection = { at: 0 };
  server.on('connection', () => (lastConnection.at = Date.now()));
  // Before the app's own listener, which may answer a cached read at once.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    // While stopping, every answer closes its connection, so keep-alive clients do not hold the exit.
    if (stopping) res.setHeader('Connection', 'close');
    if (workerHeader) res.setHeader('X-Worker', workerHeader);
    inFlight.add(req);
    res.once('close', () => inFlight.delete(req));
  });

  // Issue 33: SIGTERM drains. Health checks answer 503 at once, so a load balancer stops sending; the process keeps
  // accepting for the grace period (connections the kernel has already taken are answered, not reset), then stops
  // listening and finishes what it has. Only after SHUTDOWN_TIMEOUT_MS is anything cut: it exits 1 and names it.
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.lifecycle.stopping = true;
    const signalledAt = Date.now();
    logger.info({ signal, graceMs: config.shutdownGraceMs }, 'Zamykanie: jeszcze przyjmuję połączenia, potem kończę obsługę trwających żądań');
    setTimeout(() => {
      const cut = [...inFlight].map((req) => `${req.method} ${redactUrl(req.url ?? '')}`);
      logger.error({ cut }, `Zamykanie trwa zbyt długo, przerywam ${cut.length} trwających żądań`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    await acceptUntilQuiet(lastConnection, signalledAt, config);
    logger.info('Zamykanie: nie przyjmuję nowych połączeń, kończę obsługę trwających żądań');
    const jobsStopped = jobs?.stop();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await jobsStopped;
    await deps.outbox.stop(); // the message being sent is finished and marked; the rest wait in the outbox
    await invalidation.close();
    await deps.close();
    logger.info('Zamknięto');
    process.exitCode = 0;
    if (process.connected) process.disconnect(); // a worker's channel to its primary would keep it alive
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
