import { randomUUID } from 'node:crypto';
import type { Cluster, Worker } from 'node:cluster';
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import pg from 'pg';
import { beforeHeaders } from '../http/before-headers.js';
import { notifyChannel } from '../db/knex.js';
import type { Logger } from '../libraries/logger.js';
import { changeOf, mergeChanges, type CacheChange } from './response-cache.js';

/**
 * How the processes serving one database tell each other that they have written, so that each
 * clears what it keeps in memory: through the cluster's primary between workers on one machine,
 * through PostgreSQL LISTEN/NOTIFY between instances anywhere.
 */
export interface CacheInvalidation {
  /**
   * Tells the other processes that this one has written; called once the write has committed. Resolves once the
   * other workers of this machine have cleared (at most CLEARED_WITHIN_MS later); other machines hear later.
   */
  announce(change?: CacheChange): Promise<void>;
  /** `clear` runs whenever another process has written (or news of writes may have been missed: everything). */
  onChange(clear: (change?: CacheChange) => void): void;
  close(): Promise<void>;
}

/** The cluster message a worker sends after a write, and the primary passes on to the others. */
const CHANGED = 'zlota-rybka:changed';
/** A worker's answer to CHANGED once it has cleared; the primary's to the writer once every other worker has. */
const CLEARED = 'zlota-rybka:cleared';
/** How long a write's answer waits for the other workers to clear: then it goes anyway, and the log says so. */
export const CLEARED_WITHIN_MS = 200;
/** The PostgreSQL channel; the payload is the announcing process's own id, so it skips its own news. */
export const CHANGES_CHANNEL = 'zlota_rybka_changes';
/** Seen in pg_stat_activity: the dedicated connection that listens. */
export const LISTENER_NAME = 'zlota-rybka-changes';
const RECONNECT_MS = { first: 100, max: 5_000 };

function listeners() {
  const all: Array<(change?: CacheChange) => void> = [];
  return {
    add: (clear: (change?: CacheChange) => void) => void all.push(clear),
    run: (change?: CacheChange) => all.forEach((clear) => clear(change)),
  };
}

/** Several writes in one turn of the event loop are announced once (their changes merged), and all wait for it. */
function coalesced(send: (change?: CacheChange) => Promise<void>): (change?: CacheChange) => Promise<void> {
  let pending: Promise<void> | undefined;
  let gathered: (CacheChange | undefined)[] = [];
  return (change) => {
    gathered.push(change);
    return (pending ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        const merged = mergeChanges(gathered);
        pending = undefined;
        gathered = [];
        void send(merged).then(resolve);
      }),
    ));
  };
}

interface News {
  type?: string;
  id?: unknown;
  /** The paths a write changed (CacheChange); absent: everything. */
  paths?: unknown;
}

/** A change as it came in a message: only a list of strings is one; anything else means everything. */
const changeIn = (paths: unknown): CacheChange | undefined =>
  Array.isArray(paths) && paths.every((path) => typeof path === 'string') ? { paths: paths as string[] } : undefined;

/** A single process alone on its database: nobody else to tell. */
export function noInvalidation(): CacheInvalidation {
  return { announce: async () => {}, onChange: () => {}, close: async () => {} };
}

/**
 * A worker of node:cluster: news travels through the primary (see relayChanges), and the announcement resolves
 * when the primary says every other worker has cleared, or after CLEARED_WITHIN_MS (logged).
 */
export function clusterInvalidation(logger: Logger): CacheInvalidation {
  const changed = listeners();
  const waiting = new Map<unknown, () => void>();
  let lastId = 0;
  const onMessage = (message: unknown) => {
    const { type, id, paths } = (message ?? {}) as News;
    if (type === CHANGED) {
      changed.run(changeIn(paths));
      if (process.connected) process.send!({ type: CLEARED, id });
    } else if (type === CLEARED) waiting.get(id)?.();
  };
  process.on('message', onMessage);
  const send = (change?: CacheChange) =>
    new Promise<void>((resolve) => {
      if (!process.connected) return resolve();
      const id = ++lastId;
      const timer = setTimeout(() => {
        waiting.delete(id);
        logger.warn({ waitedMs: CLEARED_WITHIN_MS }, 'Inne procesy robocze nie potwierdziły wyczyszczenia pamięci podręcznej, odpowiadam mimo to');
        resolve();
      }, CLEARED_WITHIN_MS);
      waiting.set(id, () => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve();
      });
      process.send!({ type: CHANGED, id, ...(change ? { paths: change.paths } : {}) });
    });
  return {
    announce: coalesced(send),
    onChange: changed.add,
    async close() {
      process.off('message', onMessage);
      for (const done of [...waiting.values()]) done();
    },
  };
}

/**
 * In the primary: a worker's news goes to every other worker; once each has answered that it cleared (or
 * has gone), the writer hears so. A round not finished in CLEARED_WITHIN_MS is dropped: the writer stopped waiting.
 */
export function relayChanges(cluster: Cluster): void {
  const rounds = new Map<string, { writer: Worker; id: unknown; clearing: Set<Worker>; timer: NodeJS.Timeout }>();
  const check = (key: string) => {
    const round = rounds.get(key);
    if (!round || round.clearing.size > 0) return;
    rounds.delete(key);
    clearTimeout(round.timer);
    if (round.writer.isConnected()) round.writer.send({ type: CLEARED, id: round.id });
  };
  cluster.on('message', (from: Worker, message: unknown) => {
    const { type, id, paths } = (message ?? {}) as News;
    if (type === CLEARED && typeof id === 'string') {
      rounds.get(id)?.clearing.delete(from);
      return check(id);
    }
    if (type !== CHANGED) return;
    const key = `${from.id}:${String(id)}`;
    const others = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && worker !== from && worker.isConnected());
    rounds.set(key, { writer: from, id, clearing: new Set(others), timer: setTimeout(() => rounds.delete(key), CLEARED_WITHIN_MS) });
    const change = changeIn(paths);
    for (const worker of others) worker.send({ type: CHANGED, id: key, ...(change ? { paths: change.paths } : {}) });
    check(key);
  });
  // A worker that ends will not answer: nobody waits for it.
  cluster.on('exit', (gone: Worker) => {
    for (const [key, round] of rounds) {
      round.clearing.delete(gone);
      check(key);
    }
  });
}

/** A worker on PostgreSQL: the workers of this machine through the primary (waited for), other machines by NOTIFY. */
export function bothInvalidations(local: CacheInvalidation, everywhere: CacheInvalidation): CacheInvalidation {
  return {
    announce: async (change) => void (await Promise.all([local.announce(change), everywhere.announce(change)])),
    onChange(clear) {
      local.onChange(clear);
      everywhere.onChange(clear);
    },
    close: async () => void (await Promise.all([local.close(), everywhere.close()])),
  };
}

/** NOTIFY's payload as `<process id>[ <paths as JSON>]`; paths that do not read mean everything. */
function splitPayload(payload: string): [string, unknown] {
  const space = payload.indexOf(' ');
  if (space < 0) return [payload, undefined];
  try {
    return [payload.slice(0, space), JSON.parse(payload.slice(space + 1)) as unknown];
  } catch {
    return [payload.slice(0, space), undefined];
  }
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
      // The payload: the announcing process's id, then (when the write said what it changed) its paths as JSON.
      const [from, paths] = splitPayload(message.payload ?? '');
      if (message.channel === CHANGES_CHANNEL && from !== self) changed.run(changeIn(paths));
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
    // Other machines are not waited for: they clear when the news arrives.
    announce: coalesced(async (change) => {
      notifyChannel(db, CHANGES_CHANNEL, change ? `${self} ${JSON.stringify(change.paths)}` : self).catch((error: unknown) => {
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
 * Announces every write request (anything but GET and HEAD) when its answer is ready: by then its transaction
 * has committed, so whoever clears on the news reads the new rows. The answer leaves once the other workers of
 * this machine have cleared, so a client that has it never reads an older one from any of them (issue 33).
 * An answer streamed in parts cannot wait: its first part announces.
 */
export function announceWrites(invalidation: CacheInvalidation): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    let announced: Promise<void> | undefined;
    const announce = () => (announced ??= invalidation.announce(changeOf(res)));
    beforeHeaders(res, () => void announce());
    const end = res.end.bind(res) as (...args: unknown[]) => ReturnType<typeof res.end>;
    res.end = ((...args: unknown[]) => {
      if (res.headersSent) return end(...args);
      void announce().then(() => end(...args));
      return res;
    }) as typeof res.end;
    next();
  };
}

/**
 * A process that serves and runs the background jobs too (WORKERS=1): a job's write clears this process's own cache
 * (the listeners the app registered with `onChange`) and is announced to the others as a request's write is.
 */
export function jobAnnouncer(invalidation: CacheInvalidation): { invalidation: CacheInvalidation; announce: (change?: CacheChange) => Promise<void> } {
  const own = listeners();
  return {
    invalidation: {
      ...invalidation,
      onChange(clear) {
        own.add(clear);
        invalidation.onChange(clear);
      },
    },
    announce: async (change) => {
      own.run(change);
      await invalidation.announce(change);
    },
  };
}

/**
 * A process that keeps no answers itself (the cluster's primary, a command beside the server): a job's write goes to
 * the cluster's workers (when given; they clear as for another worker's write) and to every instance on PostgreSQL.
 */
export function instancesAnnouncer(options: { db: Knex; postgres: boolean; logger: Logger; cluster?: Cluster }): (change?: CacheChange) => Promise<void> {
  const self = randomUUID();
  let lastId = 0;
  return async (change) => {
    const paths = change ? { paths: change.paths } : {};
    for (const worker of Object.values(options.cluster?.workers ?? {})) {
      if (worker?.isConnected()) worker.send({ type: CHANGED, id: `${self}:${++lastId}`, ...paths });
    }
    if (!options.postgres) return;
    await notifyChannel(options.db, CHANGES_CHANNEL, change ? `${self} ${JSON.stringify(change.paths)}` : self).catch((error: unknown) => {
      options.logger.warn({ err: error }, 'Nie udało się powiadomić innych instancji o zmianie');
    });
  };
}
