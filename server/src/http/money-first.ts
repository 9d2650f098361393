import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { FirstStep } from './first-steps.js';

/**
 * While money is moving, reads that are not kept wait their turn: one at a time, each after a pause of this many
 * times what the one before took. Reads then take at most about 1 / (1 + READ_PAUSE_FACTOR) of the time, and
 * donations and payment notifications the rest.
 */
export const READ_PAUSE_FACTOR = 6;
/** The longest pause between two reads, however long the last one took: a slow page costs its reader, not every one after. */
export const READ_PAUSE_MAX_MS = 250;

export interface MoneyFirst {
  /** Counts the requests under the money paths (donations, payment notifications) from their start to their end. */
  readonly moneyRequests: FirstStep;
  /** Runs `read` for `client` (its address) now when no money is moving, else in its turn (see createMoneyFirst). */
  paced<T>(client: string, read: () => Promise<T>): Promise<T>;
  /** `paced` for a route, by the request's address: the handlers after it run in the read's turn, which ends with the answer. */
  readonly pacedRead: RequestHandler;
  /** Money requests under way, and reads waiting for their turn. */
  state(): { money: number; waiting: number };
}

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
    if (money === 0 && waitingCount === 0) return Promise.resolve(() => {});
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
  const moneyRequests: FirstStep = (req, res) => {
    if (!isMoney(req)) return;
    money += 1;
    res.once('close', () => {
      money -= 1;
      pump();
    });
  };

  const paced = async <T>(client: string, read: () => Promise<T>): Promise<T> => {
    const end = await turn(client);
    try {
      return await read();
    } finally {
      end();
    }
  };

  const pacedRead: RequestHandler = (req, res, next) => {
    void turn(req.ip ?? '').then((end) => {
      if (res.destroyed) return end(); // its reader left while it waited
      res.once('close', end);
      next();
    });
  };

  return { moneyRequests, paced, pacedRead, state: () => ({ money, waiting: waitingCount }) };
}
