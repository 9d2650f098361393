import { randomUUID } from 'node:crypto';
import type { Cluster, Worker } from 'node:cluster';
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import pg from 'pg';
import { notifyChannel } from '../db/knex.js';
import type { Logger } from '../libraries/logger.js';

/**
 * How the processes serving one database tell each other that they have written, so that each
 * clears what it keeps in memory: through the cluster's primary between workers on one machine,
 * through PostgreSQL LISTEN/NOTIFY between instances anywhere.
 */
export interface CacheInvalidation {
  /** Tells the other processes that this one has written; called once the write has committed. */
  announce(): void;
  /** `clear` runs whenever another process has written (or news of writes may have been missed). */
  onChange(clear: () => void): void;
  close(): Promise<void>;
}

/** The cluster message a worker sends after a write, and the primary passes on to the others. */
const CHANGED = 'zlota-rybka:changed';
/** The PostgreSQL channel; the payload is the announcing process's own id, so it skips its own news. */
export const CHANGES_CHANNEL = 'zlota_rybka_changes';
/** Seen in pg_stat_activity: the dedicated connection that listens. */
export const LISTENER_NAME = 'zlota-rybka-changes';
const RECONNECT_MS = { first: 100, max: 5_000 };

function listeners() {
  const all: Array<() => void> = [];
  return {
    add: (clear: () => void) => void all.push(clear),
    run: () => all.forEach((clear) => clear()),
  };
}

/** Several writes in one turn of the event loop are announced once. */
function coalesced(send: () => void): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      send();
    });
  };
}

/** A single process alone on its database: nobody else to tell. */
export function noInvalidation(): CacheInvalidation {
  return { announce: () => {}, onChange: () => {}, close: async () => {} };
}

/** A worker of node:cluster: news travels through the primary (see relayChanges). */
export function clusterInvalidation(): CacheInvalidation {
  const changed = listeners();
  const onMessage = (message: unknown) => {
    if ((message as { type?: string } | null)?.type === CHANGED) changed.run();
  };
  process.on('message', onMessage);
  return {
    announce: coalesced(() => {
      if (process.connected) process.send!({ type: CHANGED });
    }),
    onChange: changed.add,
    close: async () => void process.off('message', onMessage),
  };
}

/** In the primary: a worker's news goes to every other worker. */
export function relayChanges(cluster: Cluster): void {
  cluster.on('message', (from: Worker, message: unknown) => {
    if ((message as { type?: string } | null)?.type !== CHANGED) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send({ type: CHANGED });
    }
  });
}

/**
 * Every process on one PostgreSQL database, on any machine: NOTIFY through the pool after the write,
 * LISTEN on a dedicated connection that comes back after it is lost (clearing, since news may have
 * been missed meanwhile). Resolves once listening.
 */
export async function postgresInvalidation(options: { url: string; db: Knex; logger: Logger }): Promise<CacheInvalidation> {
  const { url, db, logger } = options;
  const self = randomUUID();
  const changed = listeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RECONNECT_MS.first;
  let retry: NodeJS.Timeout | undefined;

  const listen = async () => {
    const fresh = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    fresh.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload !== self) changed.run();
    });
    const lost = (error?: Error) => {
      if (client !== fresh || closed) return;
      client = undefined;
      logger.warn({ err: error }, 'Utracono połączenie nasłuchujące zmian w bazie, łączę ponownie');
      fresh.end().catch(() => {});
      reconnectLater();
    };
    fresh.on('error', lost);
    fresh.on('end', () => lost());
    try {
      await fresh.connect();
      await fresh.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      fresh.end().catch(() => {});
      throw error;
    }
    if (closed) return void (await fresh.end());
    client = fresh;
    retryMs = RECONNECT_MS.first;
  };
  const reconnectLater = () => {
    retry = setTimeout(() => {
      listen().then(
        () => {
          logger.info('Ponownie nasłuchuję zmian w bazie');
          changed.run(); // writes made while nobody listened
        },
        (error: unknown) => {
          logger.warn({ err: error }, 'Nie udało się ponownie połączyć z bazą, by nasłuchiwać zmian');
          retryMs = Math.min(retryMs * 2, RECONNECT_MS.max);
          if (!closed) reconnectLater();
        },
      );
    }, retryMs);
  };

  await listen();
  return {
    announce: coalesced(() => {
      notifyChannel(db, CHANGES_CHANNEL, self).catch((error: unknown) => {
        logger.warn({ err: error }, 'Nie udało się powiadomić innych instancji o zmianie');
      });
    }),
    onChange: changed.add,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

/**
 * Announces every write request (anything but GET and HEAD) just before its answer goes out: by
 * then its transaction has committed, so whoever clears on the news reads the new rows.
 */
export function announceWrites(invalidation: CacheInvalidation): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ReturnType<typeof res.writeHead>;
    res.writeHead = ((...args: unknown[]) => {
      invalidation.announce();
      return writeHead(...args);
    }) as typeof res.writeHead;
    next();
  };
}
