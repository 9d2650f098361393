import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createMoneyFirst, READ_PAUSE_FACTOR, READ_PAUSE_MAX_MS } from './money-first.js';

let close: () => void = () => {};
afterEach(() => close());

const READ_MS = 10;

/**
 * A real server with money first: POST /wplata stays open until `finishMoney` (a donation under way), GET /lista
 * reads for READ_MS in its turn and records when each read began and ended.
 */
async function serverWithMoneyFirst() {
  const moneyFirst = createMoneyFirst(['/wplata']);
  const reads: Array<{ start: number; end: number }> = [];
  let running = 0;
  let mostAtOnce = 0;
  const open: Array<() => void> = [];
  const app = express();
  app.use(moneyFirst.moneyRequests);
  app.post('/wplata', (_req, res) => {
    open.push(() => res.status(204).end());
  });
  const inTurn: express.RequestHandler = async (req, res, next) => {
    if (await moneyFirst.waitTurn(req, res)) next();
  };
  app.get('/lista', inTurn, async (_req, res) => {
    const read = { start: performance.now(), end: 0 };
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, READ_MS));
    running -= 1;
    read.end = performance.now();
    reads.push(read);
    res.json({ zbiorki: 3 });
  });
  const server = http.createServer(app);
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const donations: Array<Promise<Response>> = [];
  return {
    moneyFirst,
    url,
    reads,
    mostAtOnce: () => mostAtOnce,
    read: () => fetch(`${url}/lista`).then((r) => r.json() as Promise<{ zbiorki: number }>),
    /** A donation begun (its request under way when the promise settles). */
    startMoney: async () => {
      donations.push(fetch(`${url}/wplata`, { method: 'POST' }));
      while (moneyFirst.state().money < donations.length) await new Promise((resolve) => setTimeout(resolve, 1));
    },
    finishMoney: async () => {
      for (const end of open.splice(0)) end();
      await Promise.all(donations.splice(0));
    },
  };
}

describe('money first', () => {
  it('when no money moves, then reads run side by side at once', async () => {
    const server = await serverWithMoneyFirst();
    const answers = await Promise.all(Array.from({ length: 4 }, () => server.read()));
    expect(answers).toEqual(Array.from({ length: 4 }, () => ({ zbiorki: 3 })));
    expect(server.mostAtOnce()).toBe(4);
  });

  it('while a donation is under way, then reads go one at a time, each after a pause of what the one before took', async () => {
    const server = await serverWithMoneyFirst();
    await server.startMoney();
    const answers = await Promise.all(Array.from({ length: 4 }, () => server.read()));
    expect(answers).toHaveLength(4);
    expect(server.mostAtOnce()).toBe(1);
    const reads = [...server.reads].sort((a, b) => a.start - b.start);
    for (let i = 1; i < reads.length; i += 1) {
      const took = reads[i - 1]!.end - reads[i - 1]!.start;
      const pause = reads[i]!.start - reads[i - 1]!.end;
      // A timer may fire a millisecond early; the handler's own measure of the read is a little shorter than the turn's.
      expect(pause, `the pause before read ${i + 1}`).toBeGreaterThanOrEqual(Math.min(took * READ_PAUSE_FACTOR, READ_PAUSE_MAX_MS) - 2);
    }
    await server.finishMoney();
  });

  it('when the money is done, then the reads still waiting go at once', async () => {
    const server = await serverWithMoneyFirst();
    await server.startMoney();
    const answers = Promise.all(Array.from({ length: 4 }, () => server.read()));
    while (server.moneyFirst.state().waiting < 3) await new Promise((resolve) => setTimeout(resolve, 1));
    const done = performance.now();
    await server.finishMoney();
    await answers;
    const after = server.reads.filter((read) => read.start >= done);
    expect(after.length, 'the reads that waited').toBeGreaterThanOrEqual(3);
    expect(Math.max(...after.map((read) => read.start)) - done, 'none waited for a turn').toBeLessThan(READ_MS * READ_PAUSE_FACTOR);
    expect(server.moneyFirst.state()).toEqual({ money: 0, waiting: 0 });
  });

  it('a read whose reader left while it waited is not computed, and the next one gets its turn', async () => {
    const server = await serverWithMoneyFirst();
    await server.startMoney();
    const first = server.read();
    const gone = new AbortController();
    const left = fetch(`${server.url}/lista`, { signal: gone.signal }).catch(() => 'left');
    const third = server.read();
    while (server.moneyFirst.state().waiting < 2) await new Promise((resolve) => setTimeout(resolve, 1));
    gone.abort();
    expect(await Promise.all([first, left, third])).toEqual([{ zbiorki: 3 }, 'left', { zbiorki: 3 }]);
    expect(server.reads).toHaveLength(2);
    await server.finishMoney();
  });
  it("a crawler's many reads wait behind each other, not in front of a visitor's: the turns go round the addresses", async () => {
    const server = await serverWithMoneyFirst();
    await server.startMoney();
    const order: string[] = [];
    const read = (client: string, name: string) =>
      server.moneyFirst.paced(client, async () => {
        order.push(name);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
    const crawler = ['1', '2', '3', '4'].map((n) => read('10.0.0.9', `robot ${n}`));
    const visitor = read('192.0.2.7', 'visitor');
    await Promise.all([...crawler, visitor]);
    expect(order).toEqual(['robot 1', 'visitor', 'robot 2', 'robot 3', 'robot 4']);
    await server.finishMoney();
  });
});
