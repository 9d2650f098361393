import http from 'node:http';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { killAll } from '../support/child-process.js';
import { startPortalProcess } from '../support/portal-process.js';
import { freshDatabase } from '../support/test-server.js';

// Issue 33 §1: only after SHUTDOWN_TIMEOUT_MS is anything cut, and then the process exits 1 and says which requests it
// cut. A donation whose body trickles in (and never finishes, the body timeout set far past the shutdown time) is still
// in flight when the time runs out.
const SLOW_START_MS = 120_000;
const SHUTDOWN_TIMEOUT_MS = 2_000;

const databases: Array<{ drop(): Promise<void> }> = [];
afterEach(() => killAll());
afterAll(async () => {
  for (const database of databases) await database.drop();
});

/** Sends the headers and the first bytes of a donation's body, and never the rest: the request stays in flight. */
function trickleDonation(url: string): { started: Promise<void>; ended: Promise<string> } {
  const request = http.request(`${url}/api/donate/charity?zrodlo=test`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': 1000 },
  });
  const started = new Promise<void>((resolve) => request.once('socket', (socket) => socket.once('connect', () => resolve())));
  const ended = new Promise<string>((resolve) => {
    request.once('response', (response) => resolve(`answered ${response.statusCode}`));
    request.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  request.flushHeaders();
  request.write('{"amount": "1');
  return { started, ended };
}

describe.each(['1', '2'])('WORKERS=%s: a request that outlasts SHUTDOWN_TIMEOUT_MS', (workers) => {
  it('when SIGTERM comes while a request body still trickles in, then after SHUTDOWN_TIMEOUT_MS the request is cut, the log names it and the process exits 1', { timeout: SLOW_START_MS + 60_000 }, async () => {
    const database = await freshDatabase();
    databases.push(database);
    const { child, url } = await startPortalProcess(
      workers,
      { ...database.env, SHUTDOWN_GRACE_MS: '200', SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS), BODY_TIMEOUT_MS: '120000', UPLOAD_TIMEOUT_MS: '120000' },
      SLOW_START_MS,
    );

    const donation = trickleDonation(url);
    await donation.started;
    await new Promise((resolve) => setTimeout(resolve, 300)); // the headers have reached a process
    const signalledAt = Date.now();
    child.process.kill('SIGTERM');

    expect(await child.exit(SHUTDOWN_TIMEOUT_MS + 10_000)).toBe(1);
    expect(Date.now() - signalledAt, 'nothing is cut before SHUTDOWN_TIMEOUT_MS').toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS - 100);
    const cutLines = child.logLines().filter((line) => String(line.msg).startsWith('Zamykanie trwa zbyt długo, przerywam'));
    expect(cutLines.map((line) => ({ msg: line.msg, cut: line.cut }))).toContainEqual({
      msg: 'Zamykanie trwa zbyt długo, przerywam 1 trwających żądań',
      cut: ['POST /api/donate/charity?zrodlo=test'],
    });
    expect(cutLines.find((line) => line.cut !== undefined)!.level).toBe(50);
    expect(await donation.ended, 'the cut request gets no answer').not.toMatch(/^answered/);
    expect(child.logLines().some((line) => line.msg === 'Zamknięto' && line.pid === cutLines[0]!.pid), 'the process that cut does not say it closed cleanly').toBe(false);
    if (workers !== '1') {
      const primaryPid = child.logLines().find((line) => String(line.msg).startsWith('Uruchamiam procesy robocze'))!.pid;
      const unclean = child.logLines().find((line) => line.msg === 'Proces roboczy nie zamknął się czysto');
      expect(unclean, 'the primary reports the worker that was cut').toMatchObject({ pid: primaryPid, worker: cutLines[0]!.pid, code: 1, level: 50 });
    }
  });
});
