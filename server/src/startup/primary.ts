import cluster, { type Worker } from 'node:cluster';
import { createDeps } from '../bootstrap.js';
import type { Config } from '../config.js';
import { isSqlite, useWriteLock } from '../db/knex.js';
import { lateTurnWarning } from '../db/write-lock.js';
import { handOutWriteLock } from '../db/write-lock-primary.js';
import { instancesAnnouncer, relayChanges } from '../cache/cache-invalidation.js';
import { startBackgroundJobs } from './background-jobs.js';
import { prepareDatabase } from './prepare-database.js';

/** After the workers' own shutdown time: a worker still running then is killed. */
const GRACE_MS = 2_000;

/**
 * The primary of WORKERS=N: migrates and prepares the database once, then forks N workers that share
 * the port (node:cluster hands them connections in turn), replaces any that dies, passes news of writes
 * between them, hands out the turns to write on SQLite, runs the background jobs, and on SIGTERM stops them all before it ends.
 */
export async function runPrimary(config: Config): Promise<void> {
  const deps = await createDeps(config);
  const { logger } = deps;
  await prepareDatabase(deps);
  // Migrated and prepared above without turns: no worker exists yet. From here on, every write of the file waits in one queue.
  const writeLock = isSqlite(deps.db) ? handOutWriteLock(cluster, lateTurnWarning(logger)) : undefined;
  if (writeLock) useWriteLock(deps.db, writeLock);
  // The jobs' writes (a monthly schedule confirmed, paused, ended) clear the workers' kept answers and other instances'.
  const announce = instancesAnnouncer({ db: deps.db, postgres: config.database.client === 'pg', logger, cluster });
  const jobs = startBackgroundJobs({ ...deps, announce });
  relayChanges(cluster);

  const alive = new Set<Worker>();
  const serving = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;

  const fork = () => alive.add(cluster.fork());
  const finish = async () => {
    await jobs.stop();
    await deps.close();
    logger.info(writeLock ? { writeTurns: writeLock.turnsGranted() } : {}, 'Zamknięto');
    process.exitCode = exitCode;
  };
  const shutdown = (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info({ signal }, 'Zamykanie: procesy robocze kończą obsługę trwających żądań');
    setTimeout(() => {
      logger.error('Zamykanie trwa zbyt długo, przerywam');
      for (const worker of alive) worker.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownTimeoutMs + GRACE_MS).unref();
    for (const worker of alive) worker.process.kill('SIGTERM');
    if (alive.size === 0) void finish();
  };

  cluster.on('listening', (worker) => serving.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    const started = serving.delete(worker);
    if (stopping) {
      // A worker that had to be cut (its requests or its e-mail outlasted the shutdown time) makes the whole stop a failure.
      if (code !== 0) {
        exitCode = 1;
        logger.error({ worker: worker.process.pid, code, signal }, 'Proces roboczy nie zamknął się czysto');
      }
      if (alive.size === 0) void finish();
    } else if (!started) {
      // A worker that cannot start (a port taken, say) would fail again: stop rather than loop.
      logger.fatal({ worker: worker.process.pid, code, signal }, 'Proces roboczy nie uruchomił się, zatrzymuję serwer');
      shutdown('worker-failed', 1);
    } else {
      logger.error({ worker: worker.process.pid, code, signal }, 'Proces roboczy zakończył pracę niespodziewanie, uruchamiam nowy');
      fork();
    }
  });

  logger.info({ workers: config.workers, database: config.database.client }, `Uruchamiam procesy robocze: ${config.workers}`);
  for (let i = 0; i < config.workers; i++) fork();
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
