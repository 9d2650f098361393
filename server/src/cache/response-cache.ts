import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { COOKIE_CONSENT_PAIR, hasCookieConsent } from '@zlota/shared/cookie-consent';
import { acceptsHtml } from '../http/accepts-html.js';
import { beforeHeaders } from '../http/before-headers.js';
import type { FirstStep } from '../http/first-steps.js';
import { READY_HEADERS, ReadyAnswer, sendReady } from './ready-answer.js';

interface Entry {
  value: unknown;
  expires: number;
  /** What it takes in memory, about (sizeOf). */
  bytes: number;
  /** A drawn page: the API paths it was drawn from, how to draw it again, and whether one of them changed since. */
  page?: { draws: readonly string[]; redraw: () => void; stale: boolean; redrawAfter: number };
}

/**
 * A server-drawn page as the cache keeps it: its HTML as ready bytes and the API paths of the answers it was drawn
 * from (shared/first-load.ts's keys). Only a 200 is kept; another status is drawn for each request.
 */
export interface DrawnPage {
  status: number;
  answer: ReadyAnswer;
  draws: readonly string[];
}

/**
 * A kept page whose own path a write names is forgotten at once (the paid fundraiser's page); one that only draws
 * from a changed answer (the home page and the figures, after every donation) goes on being sent while it is drawn
 * again in the background, at most once per this many ms: in a donation rush the home page is drawn once a second, not
 * once per donation, and no visitor waits for it. A drawing of `/` at 100 000 fundraisers takes about 12 ms (its
 * answers, the React render, compressing it): four a second took about 3 % of the main thread from `/` itself.
 */
export const REDRAW_GAP_MS = 1000;

/** The memory the kept answers of one process may take: beyond it the oldest go first. */
export const CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Paths whose query names are known to the step before Express (one per fundraiser, search term…); the oldest go first. */
const KNOWN_PATHS_MAX = 10_000;

/** About what a kept value takes: a ready answer (JSON or a drawn page) its text and room for its compressed forms. */
function sizeOf(value: unknown): number {
  return value instanceof ReadyAnswer ? value.body.length * 2 + 512 : 1024;
}

/**
 * The key of a request: its path, and of its query only the names the route reads (`known`; all when not given),
 * sorted and encoded one way. So `?r=1`, a reordered query or another spelling of the same value is the same key,
 * and a made-up parameter cannot make the cache compute and keep another copy.
 */
export function cacheKey(url: string, known?: ReadonlySet<string>): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const read = [...new URLSearchParams(url.slice(mark + 1))].filter(([name]) => known === undefined || known.has(name));
  read.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return read.length === 0 ? url.slice(0, mark) : `${url.slice(0, mark)}?${new URLSearchParams(read).toString()}`;
}

/**
 * What a write changed, when it knows: kept answers under these paths (an API path without `/api`, or a page's path;
 * the path itself, or below it, or with a query) are forgotten, the rest live out their few seconds. Without one,
 * everything is forgotten.
 */
export interface CacheChange {
  paths: string[];
}

/** The merge of several writes' changes: everything if any of them did not say. */
export const mergeChanges = (changes: (CacheChange | undefined)[]): CacheChange | undefined =>
  changes.some((change) => change === undefined) ? undefined : { paths: [...new Set(changes.flatMap((change) => change!.paths))] };

/** The path a kept key is about: `page:<consent>:/zbiorka/x` and `/api/charity/1?page=2` are about `/zbiorka/x`, `/charity/1`. */
const pathOfKey = (key: string) => {
  const path = key.startsWith('page:') ? key.slice(key.indexOf(':', 5) + 1) : key;
  return path.startsWith('/api/') ? path.slice(4) : path;
};

/** The only cookie a drawn page differs by (the cookie banner): pages are kept per consent, never per visitor. */
export const consentOf = (cookie: string | undefined) => (hasCookieConsent(cookie ?? '') ? COOKIE_CONSENT_PAIR : '');

/** The key of a drawn page: its path (no query) and whether the visitor consented to cookies, the only thing it differs by. */
export const pageKey = (consent: string, path: string) => `page:${consent}:${path}`;

/** True when the change names one of these paths, or a path above one. */
const touchesAny = (change: CacheChange | undefined, paths: readonly string[]) =>
  !change || paths.some((path) => change.paths.some((changed) => path === changed || path.startsWith(`${changed}/`) || path.startsWith(`${changed}?`)));

/** True when the change names the key's path, or a path above it. */
export const changeTouches = (change: CacheChange | undefined, key: string) => touchesAny(change, [pathOfKey(key)]);

/** Changes remembered for answers still being computed; an answer begun before the oldest of them is not kept. */
const CHANGES_KEPT = 256;

/**
 * What a computation waits for before it starts (money-first.ts: its turn while money moves); false when the reader
 * left meanwhile. A write that happens while it waits does not make the answer stale: it is read afterwards.
 */
export type WaitTurn = (req: IncomingMessage & { ip?: string | undefined }, res: ServerResponse) => Promise<boolean>;

export interface ResponseCache {
  /** Answers a public GET from the cache, or stores its 200 JSON answer as ready bytes for the next ones. */
  readonly middleware: RequestHandler;
  /** The same for a route that reads these query names only: the others do not change the key. */
  middlewareFor(queryNames: ReadonlySet<string>, waitTurn?: WaitTurn): RequestHandler;
  /**
   * Answers a GET whose ready bytes are kept, before any other middleware (the request log, compression, the
   * routes): a kept answer is the one its route gave for this very URL. Anything else goes on.
   */
  readonly readyAnswers: FirstStep;
  /** The value kept under `key`, or `compute`'s (one computation at a time per key), kept unless a write happened meanwhile. */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * The page kept under `key` (pageKey), or `draw`'s, kept as ready bytes that `readyAnswers` sends before Express.
   * A write that names the page's path forgets it; one that names only an answer it draws has it drawn again in the
   * background (REDRAW_GAP_MS), the kept bytes sent meanwhile.
   */
  rememberPage(key: string, draw: () => Promise<DrawnPage>): Promise<DrawnPage>;
  /** Forgets what a write changed (everything, unless it says): called after every write, here or elsewhere. */
  clear(change?: CacheChange): void;
  /** How many answers are kept and about how many bytes they take. */
  size(): { entries: number; bytes: number };
}

/**
 * A short-lived cache of public catalog answers (lists, counts, a fundraiser, search), kept as ready bytes
 * (serialised, compressed and tagged once). Every successful write in this process clears it, so this instance
 * never serves its own stale data; other instances behind a load balancer see a write at most `ttlMs` later.
 */
export function createResponseCache(ttlMs: number, now: () => number = Date.now, maxBytes = CACHE_MAX_BYTES): ResponseCache {
  const entries = new Map<string, Entry>();
  let keptBytes = 0;
  let nextSweep = 0;
  // The query names each path's route reads, learnt when it is first computed: the step before Express keys by them.
  const namesOfPath = new Map<string, ReadonlySet<string> | undefined>();
  // Answers being computed: requests for the same key wait for that one instead of asking the
  // database again (when an entry expires under load, only one request refills it).
  const inFlight = new Map<string, Promise<ReadyAnswer | undefined>>();
  // Every change, numbered: an answer computed while a change that touches it happened may be stale already.
  let generation = 0;
  const changes: { generation: number; change: CacheChange | undefined }[] = [];
  const changedSince = (startedIn: number, key: string, paths: readonly string[] = [pathOfKey(key)]) => {
    if (startedIn === generation) return false;
    const oldest = changes[0]?.generation ?? generation;
    if (startedIn < oldest - 1) return true; // older than what is remembered
    return changes.some((entry) => entry.generation > startedIn && touchesAny(entry.change, paths));
  };

  /** A kept page drawn from an answer that changed since: drawn again in the background, not more often than REDRAW_GAP_MS. */
  const redrawIfStale = (entry: Entry, at: number) => {
    if (!entry.page?.stale || at < entry.page.redrawAfter) return;
    entry.page.redrawAfter = at + REDRAW_GAP_MS;
    entry.page.redraw();
  };

  /** Sends the kept answer for this key, if there is a fresh one. */
  const sendKept = (key: string, req: IncomingMessage, res: ServerResponse): boolean => {
    if (ttlMs <= 0 || req.method !== 'GET') return false;
    const hit = entries.get(key);
    const at = now();
    if (!hit || hit.expires <= at || !(hit.value instanceof ReadyAnswer)) return false;
    sendReady(req, res, hit.value);
    redrawIfStale(hit, at);
    return true;
  };

  const middlewareFor = (queryNames?: ReadonlySet<string>, waitTurn?: WaitTurn): RequestHandler => async (req, res, next) => {
    if (ttlMs <= 0 || req.method !== 'GET') return next();
    const key = cacheKey(req.originalUrl, queryNames);
    const path = req.originalUrl.split('?', 1)[0]!;
    if (!namesOfPath.has(path)) {
      namesOfPath.set(path, queryNames);
      if (namesOfPath.size > KNOWN_PATHS_MAX) namesOfPath.delete(namesOfPath.keys().next().value!);
    }
    if (sendKept(key, req, res)) return;
    const pending = inFlight.get(key);
    if (pending) {
      const answer = await pending;
      if (answer !== undefined) return sendReady(req, res, answer);
      return next(); // the first one failed: compute this one by itself
    }
    let settle: (answer: ReadyAnswer | undefined) => void = () => {};
    const mine = new Promise<ReadyAnswer | undefined>((resolve) => (settle = resolve));
    inFlight.set(key, mine);
    const done = (answer: ReadyAnswer | undefined) => {
      if (inFlight.get(key) === mine) inFlight.delete(key); // a later computation may own the key by now
      settle(answer);
    };
    res.on('close', () => done(undefined)); // an error or an aborted request: waiters compute their own
    if (waitTurn && !(await waitTurn(req, res))) return done(undefined); // its reader left while it waited
    const startedIn = generation;
    const headersBefore = res.getHeaders();
    res.json = (body: unknown) => {
      const text = JSON.stringify(body);
      if (res.statusCode !== 200) {
        done(undefined);
        return res.type('json').send(text);
      }
      const answer = new ReadyAnswer(text, headersSetSince(headersBefore, res.getHeaders()));
      // An answer computed while a write happened may be stale already: do not keep or share it.
      const fresh = !changedSince(startedIn, key);
      if (fresh) keep(key, answer);
      done(fresh ? answer : undefined);
      sendReady(req, res, answer);
      return res;
    };
    next();
  };
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    keptBytes -= entry.bytes;
    entries.delete(key);
  };
  /** Expired entries go, at most once per `ttlMs`: a key never asked again does not stay. */
  const sweep = (at: number) => {
    if (at < nextSweep) return;
    nextSweep = at + ttlMs;
    for (const [key, entry] of entries) if (entry.expires <= at) forget(key);
  };
  const keep = (key: string, value: unknown, page?: Entry['page']) => {
    const at = now();
    sweep(at);
    forget(key);
    const bytes = sizeOf(value);
    if (bytes > maxBytes) return;
    while (keptBytes + bytes > maxBytes) forget(entries.keys().next().value!);
    entries.set(key, { value, expires: at + ttlMs, bytes, ...(page ? { page } : {}) });
    keptBytes += bytes;
  };
  const computing = new Map<string, Promise<unknown>>();
  const remember = async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return compute();
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.value as T;
    if (hit) forget(key);
    const pending = computing.get(key);
    if (pending) return pending as Promise<T>;
    const startedIn = generation;
    const mine = compute().then((value) => {
      if (!changedSince(startedIn, key)) keep(key, value);
      return value;
    });
    computing.set(key, mine);
    try {
      return await mine;
    } finally {
      if (computing.get(key) === mine) computing.delete(key);
    }
  };
  /** Draws the page (one drawing at a time per key) and keeps it, unless a write named its path meanwhile; stale if one named what it draws. */
  const drawPage = (key: string, draw: () => Promise<DrawnPage>): Promise<DrawnPage> => {
    const pending = computing.get(key);
    if (pending) return pending as Promise<DrawnPage>;
    const startedIn = generation;
    const mine = draw().then((page) => {
      if (page.status === 200 && !changedSince(startedIn, key)) {
        const redraw = () => void drawPage(key, draw).catch(() => {}); // its failure is logged where it is drawn
        keep(key, page.answer, { draws: page.draws, redraw, stale: changedSince(startedIn, key, page.draws), redrawAfter: now() + REDRAW_GAP_MS });
      }
      return page;
    });
    computing.set(key, mine);
    const settled = () => void (computing.get(key) === mine && computing.delete(key));
    mine.then(settled, settled);
    return mine;
  };
  const rememberPage = async (key: string, draw: () => Promise<DrawnPage>): Promise<DrawnPage> => {
    if (ttlMs <= 0) return draw();
    const hit = entries.get(key);
    const at = now();
    if (hit?.page && hit.expires > at && hit.value instanceof ReadyAnswer) {
      redrawIfStale(hit, at);
      return { status: 200, answer: hit.value, draws: hit.page.draws };
    }
    return drawPage(key, draw);
  };
  const clear = (change?: CacheChange) => {
    generation += 1;
    changes.push({ generation, change });
    if (changes.length > CHANGES_KEPT) changes.shift();
    // Values being computed may be stale already: whoever asks from now on computes afresh.
    if (!change) {
      entries.clear();
      keptBytes = 0;
      computing.clear();
      return;
    }
    for (const [key, entry] of entries) {
      if (changeTouches(change, key)) forget(key);
      else if (entry.page && touchesAny(change, entry.page.draws)) entry.page.stale = true;
    }
    for (const key of computing.keys()) if (changeTouches(change, key)) computing.delete(key);
  };
  /** Before Express, the request's URL is the one it came with (what `originalUrl` is to the routes), keyed as its route keys it. */
  const readyAnswers: FirstStep = (req, res) => {
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    if (mark < 0) {
      if (sendKept(url, req, res)) return true;
      // A drawn page: only a plain path is kept (as serve-web keeps it), for whoever accepts HTML as the route asks.
      return !url.startsWith('/api/') && acceptsHtml(req.headers.accept) && sendKept(pageKey(consentOf(req.headers.cookie), url), req, res);
    }
    const path = url.slice(0, mark);
    return namesOfPath.has(path) && sendKept(cacheKey(url, namesOfPath.get(path)), req, res);
  };
  return { middleware: middlewareFor(), middlewareFor, readyAnswers, remember, rememberPage, clear, size: () => ({ entries: entries.size, bytes: keptBytes }) };
}

/** The headers the route set on its answer (new ones, or new values): a kept copy carries them too. */
function headersSetSince(before: OutgoingHttpHeaders, after: OutgoingHttpHeaders) {
  return Object.entries(after).filter(
    (entry): entry is [string, number | string | string[]] => entry[1] !== undefined && !READY_HEADERS.has(entry[0]) && before[entry[0]] !== entry[1],
  );
}

/** What the write of this answer changed, when its route knows (`res.locals.cacheChange`); else everything. */
export const changeOf = (res: { locals: Record<string, unknown> }) => res.locals.cacheChange as CacheChange | undefined;

/**
 * Clears the cache after every write request, just before its response headers go out (its transaction has
 * committed), so a client that has seen the write's answer never reads an older one from this process; answers
 * being computed meanwhile that it touches are not kept. A route that knows what it changed says so in
 * `res.locals.cacheChange` (a payment notification: its fundraiser and the figures), and only that is forgotten.
 */
export function clearOnWrite(cache: ResponseCache): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    beforeHeaders(res, () => cache.clear(changeOf(res)));
    next();
  };
}
