import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { beforeHeaders } from './before-headers.js';

/**
 * While money is moving, reads that are not kept wait their turn: one at a time, each after a pause of this many
 * times what the one before took. Reads then take at most about 1 / (1 + READ_PAUSE_FACTOR) of the time, and
 * donations and payment notifications the rest.
 */
export const READ_PAUSE_FACTOR = 8;
/** The longest pause between two reads, however long the last one took: a slow page costs its reader, not every one after. */
export const READ_PAUSE_MAX_MS = 250;

export interface MoneyFirst {
  /** Counts the requests under the money paths (donations, payment notifications), their bodies read, until they end. */
  readonly moneyRequests: RequestHandler;
  /** Runs `read` for `client` (its address) now when no money is moving, else in its turn (see createMoneyFirst). */
  paced<T>(client: string, read: () => Promise<T>): Promise<T>;
  /**
   * Waits for the request's turn (by its address); the turn ends when its answer's headers go out or the request
   * ends. False when its reader left while it waited: nothing is to be computed.
   */
  waitTurn(req: IncomingMessage & { ip?: string | undefined }, res: ServerResponse): Promise<boolean>;
  /** Money requests under way, and reads waiting for their turn. */
  state(): { money: number; waiting: number };
}

/** Reads waiting at most: beyond them a read goes at once (the queue is bounded; it slows reads, never walls them off). */
export const WAITING_MAX = 256;

/**
 * Calls `done` once, when the answer closes or its connection does: a pipelined request whose connection was lost
 * before its answer began never sees its answer close.
 */
function whenEnded(req: IncomingMessage, res: ServerResponse, done: () => void): void {
  const socket = req.socket as Socket | null;
  let called = false;
  const end = () => {
    if (called) return;
    called = true;
    res.off('close', end);
    socket?.off('close', end);
    done();
  };
  res.once('close', end);
  socket?.once('close', end);
}

/** True when the reader is gone: its answer or its connection closed. */
const left = (req: IncomingMessage, res: ServerResponse) => res.destroyed || res.writableEnded || Boolean(req.socket?.destroyed);

/** What a read that goes at once (no money moving, or too many waiting) calls at its end: nothing. */
const goAtOnce = () => {};

/** Clients whose last turn is remembered: a newcomer goes before any of them. */
const CLIENTS_REMEMBERED = 1024;

/** A waiting read's start, told whether it holds the one turn (or goes because no money is moving any more). */
type Start = (ownsTurn: boolean) => void;

/**
 * Issue 38 item 1: no reader can slow the money down. A crawler walking random list pages (each one computed, none
 * kept) took the event loop and the database's threads from donations. While a donation or a payment notification
 * is under way, what has to be computed for a public read waits its turn: one read at a time, each after a pause of
 * READ_PAUSE_FACTOR times what the one before took. The turns go to the client (by address) served longest ago, so a
 * crawler's many connections wait behind each other, not in front of a visitor. Kept answers are sent before this as before.
 */
export function createMoneyFirst(moneyPaths: readonly string[], now: () => number = () => performance.now()): MoneyFirst {
  let money = 0;
  let reading = false;
  let nextReadAt = 0;
  let timer: NodeJS.Timeout | undefined;
  // Per client, its reads in order; and when each client was last given a turn (the most recent ones remembered).
  const waiting = new Map<string, Start[]>();
  let waitingCount = 0;
  const lastTurns = new Map<string, number>();
  let turns = 0;

  /** The first read of the client waiting whose last turn is the oldest (never, for a newcomer). */
  const takeNext = (): Start | undefined => {
    let client: string | undefined;
    for (const candidate of waiting.keys()) {
      if (client === undefined || (lastTurns.get(candidate) ?? 0) < (lastTurns.get(client) ?? 0)) client = candidate;
    }
    if (client === undefined) return undefined;
    const queue = waiting.get(client)!;
    const start = queue.shift();
    if (queue.length === 0) waiting.delete(client);
    waitingCount -= 1;
    lastTurns.delete(client);
    lastTurns.set(client, (turns += 1));
    if (lastTurns.size > CLIENTS_REMEMBERED) lastTurns.delete(lastTurns.keys().next().value!);
    return start;
  };

  /** Lets the next read go when its turn has come; every waiting one at once when no money is moving any more. */
  const pump = () => {
    if (money === 0) {
      for (let start = takeNext(); start; start = takeNext()) start(false);
      return;
    }
    if (reading || waitingCount === 0 || timer) return;
    const pause = nextReadAt - now();
    if (pause > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        pump();
      }, pause);
      return;
    }
    reading = true;
    takeNext()!(true);
  };

  /** Waits for the turn; calling what it gives ends the turn. */
  const turn = (client: string): Promise<() => void> => {
    if ((money === 0 && waitingCount === 0) || waitingCount >= WAITING_MAX) return Promise.resolve(goAtOnce);
    return new Promise((resolve) => {
      const start: Start = (ownsTurn) => {
        const started = now();
        let ended = false;
        resolve(() => {
          if (ended || !ownsTurn) return;
          ended = true;
          reading = false;
          const took = now() - started;
          nextReadAt = now() + Math.min(took * READ_PAUSE_FACTOR, READ_PAUSE_MAX_MS);
          pump();
        });
      };
      const queue = waiting.get(client);
      if (queue) queue.push(start);
      else waiting.set(client, [start]);
      waitingCount += 1;
      pump();
    });
  };

  const isMoney = (req: IncomingMessage) => req.method === 'POST' && moneyPaths.some((prefix) => req.url?.startsWith(prefix));
  const moneyRequests: RequestHandler = (req, res, next) => {
    if (isMoney(req)) {
      money += 1;
      whenEnded(req, res, () => {
        money -= 1;
        pump();
      });
    }
    next();
  };

  const paced = async <T>(client: string, read: () => Promise<T>): Promise<T> => {
    const end = await turn(client);
    try {
      return await read();
    } finally {
      end();
    }
  };

  const waitTurn: MoneyFirst['waitTurn'] = async (req, res) => {
    const end = await turn(req.ip ?? '');
    if (left(req, res)) {
      end();
      return false;
    }
    if (end === goAtOnce) return true;
    // The turn is the computing of the answer: it ends as the answer begins, not when a slow reader has it all.
    beforeHeaders(res, end);
    whenEnded(req, res, end);
    return true;
  };

  return { moneyRequests, paced, waitTurn, state: () => ({ money, waiting: waitingCount }) };
}
